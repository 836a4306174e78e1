package editor

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
)

// brush is what paints the board: taps and drags on its squares and the
// keyboard's cursor (keys.go), each with the palette's tool.
type brush struct {
	e        *Editor
	painting bool          // a drag is painting squares
	stroke   board.Square  // the square the drag painted last
	cursor   *board.Square // the square the keyboard paints, once an arrow key is pressed
}

// paintAt paints square sq with the palette's tool and reports whether the
// draft changed; a factor the rules do not allow is refused in the status
// line.
func (b *brush) paintAt(sq board.Square) bool {
	e := b.e
	changed, err := e.palette.paint(e.draft, sq)
	if err != nil {
		e.status.SetText("Cannot paint " + sq.String() + ": " + err.Error() + ".")
	}
	return changed
}

// squareTapped paints the square tapped.
func (b *brush) SquareTapped(sq board.Square) {
	e := b.e
	e.draft.EndStroke()
	e.step(func() bool { return b.paintAt(sq) })
}

// squareDragged paints the square under the pointer, the squares between
// it and the one painted before, which a fast drag skips over, and the
// square the drag began on; a drag is one edit. Past the part of a large
// board in sight it paints up to the last square in sight, none out of it.
func (b *brush) SquareDragged(from board.Square, ev *fyne.DragEvent) {
	e := b.e
	if !b.painting {
		b.painting, b.stroke = true, from
		e.draft.BeginStroke()
		e.step(func() bool { return b.paintAt(from) })
	}
	at := e.view.IntoSight(e.view.Square(from).Position().Add(ev.Position))
	sq, ok := e.view.SquareAt(at)
	if !ok || sq == b.stroke {
		return
	}
	line := squaresBetween(b.stroke, sq)
	b.stroke = sq
	e.step(func() bool {
		changed := false
		for _, s := range line {
			changed = b.paintAt(s) || changed
		}
		return changed
	})
}

// squaresBetween is the line of squares from a (left out) to b, each
// beside or corner to corner with the one before.
func squaresBetween(a, b board.Square) []board.Square {
	dc, dr := b.Col-a.Col, b.Row-a.Row
	steps := max(dc, -dc, dr, -dr)
	line := make([]board.Square, 0, steps)
	for i := 1; i <= steps; i++ {
		line = append(line, board.Square{Col: a.Col + divRound(dc*i, steps), Row: a.Row + divRound(dr*i, steps)})
	}
	return line
}

// divRound is n / d rounded to the nearest whole number, halves away from
// zero; d is above zero.
func divRound(n, d int) int {
	if n < 0 {
		return -divRound(-n, d)
	}
	return (2*n + d) / (2 * d)
}

// squareDragEnd ends the stroke.
func (b *brush) SquareDragEnd(board.Square) {
	e := b.e
	b.painting = false
	e.draft.EndStroke()
}
