package editor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/ui/phrase"
)

// The board editor's tools.
const (
	toolPlain  = "Plain square"
	toolLetter = "Letter premium"
	toolWord   = "Word premium"
	toolStart  = "Start square"
)

// palette is the board editor's choice of what a tap or a drag paints: a
// plain square, a letter or word premium with its factor, or the start
// square.
type palette struct {
	rules   *rules.Set
	tools   *widget.RadioGroup
	factor  *widget.Entry
	why     *widget.Label // why the factor typed cannot be painted, hidden when it can
	content fyne.CanvasObject
}

// newPalette returns the palette, set to paint word premiums of 2, with
// the factors rules r allow.
func newPalette(r *rules.Set) *palette {
	p := &palette{rules: r, tools: widget.NewRadioGroup([]string{toolPlain, toolLetter, toolWord, toolStart}, nil)}
	p.tools.Required, p.tools.Selected = true, toolWord
	p.factor = widget.NewEntry()
	p.factor.SetText("2")
	p.factor.Validator = func(s string) error {
		_, err := p.premiumFactor(s)
		return err
	}
	// Fyne keeps its ✓ while the entry has the focus, however wrong the
	// text typed: the reason shows at once below it instead, and the ✓
	// goes.
	p.factor.AlwaysShowValidationError = true
	p.why = widget.NewLabel("")
	p.why.Wrapping = fyne.TextWrapWord
	p.why.Importance = widget.DangerImportance
	p.why.Hide()
	p.factor.OnChanged = p.explain
	p.content = container.NewVBox(
		widget.NewLabelWithStyle("Paint", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		p.tools,
		widget.NewLabel(fmt.Sprintf("Factor (%d to %d)", r.Board.MinFactor, r.Board.MaxFactor)), p.factor, p.why,
		widget.NewLabel("Tap a square, or drag\nacross squares, to paint;\nor move with the arrow\nkeys and press Space."),
	)
	return p
}

// explain shows, below the factor, why factor s cannot be painted, or
// nothing when it can.
func (p *palette) explain(s string) {
	if _, err := p.premiumFactor(s); err != nil {
		p.why.SetText(phrase.Sentence(err))
		p.why.Show()
		return
	}
	p.why.Hide()
}

// errFactor says what a factor must be.
var errFactor = errors.New("the factor is a whole number, such as 2 or -3")

// premiumFactor reads a factor as typed, one the rules allow.
func (p *palette) premiumFactor(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, errFactor
	}
	return n, p.rules.Board.CheckFactor(n)
}

// paint applies the palette's tool to square sq of draft d, and reports
// whether the draft changed, or why a premium's factor cannot be painted.
func (p *palette) paint(d *board.Draft, sq board.Square) (bool, error) {
	switch p.tools.Selected {
	case toolStart:
		return d.SetStart(sq), nil
	case toolPlain:
		return d.Paint(sq, board.Premium{}), nil
	}
	f, err := p.premiumFactor(p.factor.Text)
	if err != nil {
		return false, err
	}
	kind := board.WordPremium
	if p.tools.Selected == toolLetter {
		kind = board.LetterPremium
	}
	return d.Paint(sq, board.Premium{Kind: kind, Factor: f}), nil
}

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
