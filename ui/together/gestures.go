package together

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/turn"
)

// gestures are what the player does to the turn: taps and drags on the
// board and the rack, and keys. Each is handed to the turn being laid
// (turn.Model), as on the game screen of a game on one computer, and the
// screen is redrawn after it.
type gestures struct{ s *Screen }

// placed redraws after the tiles placed changed, and lets go of what was
// told: the player has gone on.
func (g gestures) placed() {
	g.s.notice = ""
	g.s.redraw()
}

// place puts the hand's tile i on square sq, asking first for a blank's
// letter; a question cancelled leaves the tile where it was.
func (g gestures) place(i int, sq board.Square) {
	s, m := g.s, g.s.turn
	if !m.Hand().Tile(i).Blank {
		m.Place(i, sq, 0)
		g.placed()
		return
	}
	m.Hold(i, sq)
	s.redraw()
	s.host.Dialogs.AskLetter(func(letter byte) {
		m.LetGo()
		if s.turn == m && m.Free(sq) {
			m.Place(i, sq, letter)
		}
		g.placed()
	}, func() {
		m.LetGo()
		s.redraw()
	})
}

// play sends the tiles placed as the seat's move; tiles that make no move
// say why and stay.
func (g gestures) play() {
	s := g.s
	if !s.CanPlace() || len(s.turn.Placed()) == 0 {
		return
	}
	m, err := s.turn.Move()
	if err != nil {
		s.tell(turn.Refusal(s.rules, m, err))
		return
	}
	s.send(m)
}

// recallAll takes every tile placed back to the rack.
func (g gestures) recallAll() {
	if g.s.CanPlace() {
		g.s.turn.RecallAll()
		g.placed()
	}
}

// shuffle puts the rack in a random order.
func (g gestures) shuffle() {
	if g.s.CanPlace() {
		g.s.turn.Shuffle(g.s.rng)
		g.s.showRack()
	}
}

// SquareTapped takes back a tile placed there, places the tile picked, or
// puts the typing arrow on the square.
func (g gestures) SquareTapped(sq board.Square) {
	s := g.s
	if !s.CanPlace() {
		return
	}
	g.focusBoard()
	switch m := s.turn; {
	case m.TakeBack(sq):
		g.placed()
	case m.Picked() >= 0 && m.Free(sq):
		g.place(m.Picked(), sq)
	case m.PointAt(sq):
		s.redraw()
	}
}

// SquareDragged moves a tile placed this turn with the pointer.
func (g gestures) SquareDragged(sq board.Square, ev *fyne.DragEvent) {
	s := g.s
	if !s.CanPlace() {
		return
	}
	if i, ok := s.turn.Hand().On(sq); ok {
		s.drag.Follow(s.board.Square(sq), s.turn.Hand().Tile(i), ev)
		g.aim(i)
	}
}

// SquareDragEnd drops a tile taken from a square.
func (g gestures) SquareDragEnd(sq board.Square) {
	if at, ok := g.s.drag.End(); ok && g.s.CanPlace() {
		if i, ok := g.s.turn.Hand().On(sq); ok {
			g.drop(i, at)
		}
	}
}

// TileTapped picks a rack tile, or lets go of it.
func (g gestures) TileTapped(i int) {
	if g.s.CanPlace() {
		g.s.turn.Pick(i)
		g.s.showRack()
	}
}

// TileDragged moves a rack tile with the pointer.
func (g gestures) TileDragged(i int, src fyne.CanvasObject, ev *fyne.DragEvent) {
	if s := g.s; s.CanPlace() && i < s.turn.Hand().Len() {
		s.drag.Follow(src, s.turn.Hand().Tile(i), ev)
		g.aim(i)
	}
}

// TileDragEnd drops a rack tile.
func (g gestures) TileDragEnd(i int) {
	if at, ok := g.s.drag.End(); ok && g.s.CanPlace() {
		g.drop(i, at)
	}
}

// aim outlines the free square the dragged tile i would go to.
func (g gestures) aim(i int) {
	s := g.s
	var target boardview.Aimer
	if sq, ok := s.board.SquareUnder(s.drag.At()); ok && s.turn.Free(sq) {
		target = s.board.Square(sq)
	}
	s.drag.AimAt(target)
}

// drop puts tile i where the pointer let go of it: on the rack at that
// place, or on a free square of the board; anywhere else it stays.
func (g gestures) drop(i int, at fyne.Position) {
	s, m := g.s, g.s.turn
	if rel, ok := boardview.Within(s.rack, at); ok {
		m.MoveOnRack(i, s.rack.SlotAt(rel.X, i))
		g.placed()
		return
	}
	sq, ok := s.board.SquareUnder(at)
	switch {
	case !ok || !m.Free(sq):
	case m.Hand().IsPlaced(i): // moved on the board: a blank keeps its letter
		m.Place(i, sq, m.Hand().Tile(i).Letter)
		g.placed()
	default:
		g.place(i, sq)
	}
}

// focusBoard gives the board the keyboard.
func (g gestures) focusBoard() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(g.s.board); c != nil {
		c.Focus(g.s.board)
	}
}

// TypeRune places the tile of a letter typed at the typing arrow.
func (g gestures) TypeRune(r rune) {
	s := g.s
	c, letter := phrase.Letter(r)
	if !s.CanPlace() || !letter {
		return
	}
	s.drag.Cancel()
	if why := s.turn.Type(c); why != "" {
		s.tell(why)
		return
	}
	g.placed()
}

// TypedKey answers the keys of the board: Enter plays, Escape recalls
// every tile, Backspace takes back the last, Tab turns the arrow and the
// arrow keys move it.
func (g gestures) TypedKey(ev *fyne.KeyEvent) {
	s := g.s
	if s.host.WindowKey != nil && s.host.WindowKey(ev) {
		return
	}
	if !s.CanPlace() {
		return
	}
	if a, ok := keys.Arrows[ev.Name]; ok {
		if s.turn.MoveCursor(a.Dir, a.Back) {
			s.board.Reveal(s.turn.Cursor().Square())
			s.redraw()
		}
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		s.drag.Cancel()
		g.play()
	case fyne.KeyEscape:
		s.drag.Cancel()
		g.recallAll()
	case fyne.KeyBackspace:
		s.drag.Cancel()
		if s.turn.Backspace() {
			g.placed()
		}
	case fyne.KeyTab:
		if s.turn.TurnCursor() {
			s.redraw()
		}
	}
}
