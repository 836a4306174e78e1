package ui

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
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
func (e *editor) TypedKey(ev *fyne.KeyEvent) {
	if e.dialogs.open() {
		e.dialogs.key(ev)
		return
	}
	if a, ok := arrows[ev.Name]; ok {
		e.moveCursor(a.dir, a.back)
		return
	}
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if e.cursor != nil {
			e.SquareTapped(*e.cursor)
		}
	}
}

// moveCursor moves the cursor one square along d, or back along it, as far
// as the board's edge; the first arrow key puts it on the start square.
func (e *editor) moveCursor(d board.Direction, back bool) {
	sq := e.draft.Start()
	if e.cursor != nil {
		e.view.Square(*e.cursor).Mark("")
		sq = e.cursor.Next(d)
		if back {
			sq = e.cursor.Prev(d)
		}
		if !e.draft.Contains(sq) {
			sq = *e.cursor
		}
	}
	e.cursor = &sq
	e.view.Square(sq).Mark(paintMark)
	e.view.Reveal(sq)
}
