package ui

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core"
)

// typingCursor is where typed letters go: a square and a direction, shown
// on the board as an arrow.
type typingCursor struct {
	on  bool
	sq  core.Square
	dir core.Direction
	typ []core.Square // the squares filled by typing, in order, for Backspace
}

// tap puts the cursor on square sq, or turns it when it is already there.
func (c *typingCursor) tap(sq core.Square) {
	if c.on && c.sq == sq {
		c.dir = c.dir.Across()
		return
	}
	*c = typingCursor{on: true, sq: sq, dir: core.Right}
}

// mark is the arrow to draw on square sq: "→", "↓" or none.
func (c *typingCursor) mark(sq core.Square) string {
	switch {
	case !c.on || c.sq != sq:
		return ""
	case c.dir == core.Right:
		return "→"
	default:
		return "↓"
	}
}

// typeRune places the tile for a typed letter at the cursor and moves the
// cursor on. An upper- or lower-case letter takes that letter's tile; when
// the rack has none, a blank plays it.
func (t *table) typeRune(r rune) {
	if !t.canPlace() || !t.cursor.on || r > 'z' {
		return
	}
	c := byte(r)
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	if c < 'A' || c > 'Z' || !t.board.board.Contains(t.cursor.sq) || !t.free(t.cursor.sq) {
		return
	}
	i, ok := t.hand.find(c)
	if !ok {
		if i, ok = t.hand.find(c + ('a' - 'A')); !ok {
			return
		}
	}
	t.hand.place(i, t.cursor.sq, c)
	t.cursor.typ = append(t.cursor.typ, t.cursor.sq)
	t.advanceCursor()
	t.placed()
}

// advanceCursor moves the cursor to the next free square in its direction.
func (t *table) advanceCursor() {
	sq := t.cursor.sq.Next(t.cursor.dir)
	for t.board.board.Contains(sq) && !t.free(sq) {
		sq = sq.Next(t.cursor.dir)
	}
	t.cursor.sq = sq
}

// backspace takes back the last typed tile and moves the cursor back to it.
func (t *table) backspace() {
	n := len(t.cursor.typ)
	if n == 0 || t.hand == nil {
		return
	}
	sq := t.cursor.typ[n-1]
	t.cursor.typ = t.cursor.typ[:n-1]
	if i, ok := t.hand.on(sq); ok {
		t.cursor.sq = sq
		t.hand.recall(i)
	}
	t.placed()
}

// typedKey handles the keys of the board: Enter plays, Escape recalls every
// tile, Backspace takes back a typed tile, Tab turns the cursor.
func (t *table) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		t.play()
	case fyne.KeyEscape:
		t.recallAll()
	case fyne.KeyBackspace:
		t.backspace()
	case fyne.KeyTab:
		if t.cursor.on {
			t.cursor.dir = t.cursor.dir.Across()
			t.showPending()
		}
	}
}
