package play

import (
	"fyne.io/fyne/v2"

	"scraebbkle/ui/keys"
	"scraebbkle/ui/phrase"
)

// TypeRune places the tile for a typed letter at the cursor and moves the
// cursor on. An upper- or lower-case letter takes that letter's tile; when
// the rack has none, a blank plays it. A letter that cannot be placed says
// why in the status line.
func (g *gestures) TypeRune(r rune) {
	t := g.t
	t.drag.Cancel() // the tile dragged may be the one the letter places
	c, letter := phrase.Letter(r)
	if !t.CanPlace() || !letter {
		return
	}
	if why := t.turn.Type(c); why != "" {
		t.status.showAfter(why)
		return
	}
	g.placed() // the cursor has moved on past the tile
}

// backspace takes back the tile placed last, however it was placed; a
// typed one takes the cursor back to its square.
func (g *gestures) backspace() {
	if g.t.turn != nil && g.t.turn.Backspace() {
		g.placed()
	}
}

// moveCursor moves the typing cursor to the next free square along the
// arrow key's way, as the turn does (turn.Model.MoveCursor), and brings it
// into view with the keyboard on the board.
func (g *gestures) moveCursor(arrow keys.Arrow) {
	t := g.t
	if !t.CanPlace() || !t.turn.MoveCursor(arrow.Dir, arrow.Back) {
		return
	}
	g.focusBoard()
	t.board.Reveal(t.turn.Cursor().Square())
	t.showPending()
}

// TypedKey handles the keys of the board: Enter plays, or behind the
// curtain shows the rack, or has a computer that failed try again; Escape
// recalls every tile, Backspace takes back a typed tile, Tab turns the
// cursor, the arrow keys move it; F1 shows How to Play.
func (g *gestures) TypedKey(ev *fyne.KeyEvent) {
	t := g.t
	if t.host.WindowKey(ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape, fyne.KeyBackspace:
		t.drag.Cancel() // the tile dragged may be played or taken back
	}
	if a, ok := keys.Arrows[ev.Name]; ok {
		g.moveCursor(a)
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		switch {
		case t.turn != nil && t.curtain.down:
			t.curtain.lift()
		case t.turn == nil && t.ctrl.Failed():
			t.retry()
		default:
			g.play()
		}
	case fyne.KeyEscape:
		g.recallAll()
	case fyne.KeyBackspace:
		g.backspace()
	case fyne.KeyTab:
		if t.turn != nil && t.turn.TurnCursor() {
			t.showPending()
		}
	}
}
