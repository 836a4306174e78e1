package editor

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/ui/keys"
)

// The board editor's keyboard: the arrow keys move a cursor, a cross in
// the corner of a square, from square to square, starting on the start
// square, and Space or Enter paints the square under it with the
// palette's tool, as a tap does. While a dialog is open, the keys answer
// it instead.

// paintMark is the cursor's mark on its square.
const paintMark = "+"

// typedKey handles a key typed in the editor's window with nothing else
// taking it.
func (b *brush) typedKey(ev *fyne.KeyEvent) {
	e := b.e
	if e.dialogs.Open() {
		e.dialogs.Key(ev)
		return
	}
	if a, ok := keys.Arrows[ev.Name]; ok {
		b.moveCursor(a.Dir, a.Back)
		return
	}
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if b.cursor != nil {
			b.SquareTapped(*b.cursor)
		}
	}
}

// moveCursor moves the cursor one square along d, or back along it, as far
// as the board's edge; the first arrow key puts it on the start square.
func (b *brush) moveCursor(d board.Direction, back bool) {
	e := b.e
	sq := e.draft.Start()
	if b.cursor != nil {
		e.view.Square(*b.cursor).Mark("")
		sq = b.cursor.Next(d)
		if back {
			sq = b.cursor.Prev(d)
		}
		if !e.draft.Contains(sq) {
			sq = *b.cursor
		}
	}
	b.cursor = &sq
	e.view.Square(sq).Mark(paintMark)
	e.view.Reveal(sq)
}
