package laying

import (
	"fyne.io/fyne/v2"

	"scraebbkle/ui/keys"
	"scraebbkle/ui/phrase"
)

// TypeRune places the tile of a letter typed at the typing arrow, and
// moves the arrow on. An upper- or lower-case letter takes that letter's
// tile; when the rack has none, a blank plays it. A letter that cannot be
// placed says why.
func (g *Gestures) TypeRune(r rune) {
	s := g.s
	s.Drag().Cancel() // the tile dragged may be the one the letter places
	c, letter := phrase.Letter(r)
	if !s.CanPlace() || !letter {
		return
	}
	if why := s.Turn().Type(c); why != "" {
		s.Tell(why)
		return
	}
	s.Placed() // the arrow has moved on past the tile
}

// TypedKey answers the keys of the board, after the screen's own: Enter
// plays, Escape recalls every tile, Backspace takes back the tile placed
// last, Tab turns the typing arrow and the arrow keys move it.
func (g *Gestures) TypedKey(ev *fyne.KeyEvent) {
	s := g.s
	if s.Key(ev) || !s.CanPlace() {
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape, fyne.KeyBackspace:
		s.Drag().Cancel() // the tile dragged may be played or taken back
	}
	if a, ok := keys.Arrows[ev.Name]; ok {
		g.moveArrow(a)
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		s.Play()
	case fyne.KeyEscape:
		g.RecallAll()
	case fyne.KeyBackspace:
		if s.Turn().Backspace() {
			s.Placed()
		}
	case fyne.KeyTab:
		if s.Turn().TurnCursor() {
			s.ShowBoard()
		}
	}
}

// moveArrow moves the typing arrow to the next free square along the
// arrow key's way, as the turn does (turn.Model.MoveCursor), and brings it
// into view with the keyboard on the board.
func (g *Gestures) moveArrow(arrow keys.Arrow) {
	s := g.s
	if !s.Turn().MoveCursor(arrow.Dir, arrow.Back) {
		return
	}
	g.FocusBoard()
	s.Board().Reveal(s.Turn().Cursor().Square())
	s.ShowBoard()
}
