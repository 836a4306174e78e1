package laying

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/ui/boardview"
)

// Gestures lays the tiles of a turn on a Screen: it handles the taps and
// drags of the board's squares and of the rack's tiles (this file), and
// the keys of the board (keys.go).
type Gestures struct{ s Screen }

// New is the gestures of screen s.
func New(s Screen) *Gestures { return &Gestures{s: s} }

// place puts the hand's tile i on square sq. A blank first asks for its
// letter, shown meanwhile on sq; Cancel takes it back to the rack, still
// picked, and calls undo, if not nil, before the hand is shown again.
func (g *Gestures) place(i int, sq board.Square, undo func()) {
	s, m := g.s, g.s.Turn()
	if !s.CanPlace() || !m.Free(sq) {
		return
	}
	if !m.Hand().Tile(i).Blank {
		m.Place(i, sq, 0)
		s.Placed()
		return
	}
	m.Hold(i, sq)
	s.Holding(sq)
	s.Dialogs().AskLetter(func(letter byte) {
		m.LetGo()
		if s.Turn() == m && s.CanPlace() && m.Free(sq) {
			m.Place(i, sq, letter)
			s.Placed()
		}
	}, func() {
		m.LetGo()
		if s.Turn() == m {
			if undo != nil {
				undo()
			}
			s.Placed()
		}
	})
}

// RecallAll takes every tile placed back to the rack.
func (g *Gestures) RecallAll() {
	if g.s.CanPlace() {
		g.s.Turn().RecallAll()
		g.s.Placed()
	}
}

// FocusBoard gives the board the keyboard, so that Tab turns the typing
// arrow rather than moving the focus on.
func (g *Gestures) FocusBoard() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(g.s.Board()); c != nil {
		c.Focus(g.s.Board())
	}
}

// SquareTapped takes a tile placed this turn back to the rack, says what
// lies on a square already played, places the tile picked on an empty
// square, or puts the typing arrow there.
func (g *Gestures) SquareTapped(sq board.Square) {
	s := g.s
	if !s.CanPlace() {
		return
	}
	g.FocusBoard()
	m := s.Turn()
	switch {
	case m.TakeBack(sq):
		s.Placed()
	case s.Occupied(sq):
	case m.Picked() >= 0 && m.Free(sq):
		g.place(m.Picked(), sq, nil)
	case m.PointAt(sq):
		s.ShowBoard()
	}
}

// TileTapped picks a rack tile, or lets go of it.
func (g *Gestures) TileTapped(i int) {
	if g.s.CanPlace() {
		g.s.Turn().Pick(i)
		g.s.ShowRack()
	}
}

// TileDragged moves a rack tile with the pointer.
func (g *Gestures) TileDragged(i int, src fyne.CanvasObject, ev *fyne.DragEvent) {
	s := g.s
	// A drag a key ended may go on from the view of a hand since replaced.
	if s.CanPlace() && i < s.Turn().Hand().Len() {
		s.Drag().Follow(src, s.Turn().Hand().Tile(i), ev)
		g.aim(i)
	}
}

// TileDragEnd drops a rack tile on a square or elsewhere on the rack.
func (g *Gestures) TileDragEnd(i int) {
	if at, ok := g.s.Drag().End(); ok {
		g.drop(i, at)
	}
}

// SquareDragged moves a tile placed this turn with the pointer.
func (g *Gestures) SquareDragged(sq board.Square, ev *fyne.DragEvent) {
	s := g.s
	if !s.CanPlace() {
		return
	}
	if i, ok := s.Turn().Hand().On(sq); ok {
		s.Drag().Follow(s.Board().Square(sq), s.Turn().Hand().Tile(i), ev)
		g.aim(i)
	}
}

// SquareDragEnd drops a tile taken from a square.
func (g *Gestures) SquareDragEnd(sq board.Square) {
	if at, ok := g.s.Drag().End(); ok && g.s.CanPlace() {
		if i, ok := g.s.Turn().Hand().On(sq); ok {
			g.drop(i, at)
		}
	}
}

// aim outlines the square the hand's tile i, being dragged, would go to if
// let go now: a free square, or one holding another tile placed this
// turn, which it would change places with.
func (g *Gestures) aim(i int) {
	s := g.s
	if !s.Drag().Dragging() {
		return
	}
	var target boardview.Aimer // nil, not a nil *boardview.Square, for none
	if sq, ok := s.Board().SquareUnder(s.Drag().At()); ok {
		if j, mine := s.Turn().Hand().On(sq); s.Turn().Free(sq) || mine && j != i {
			target = s.Board().Square(sq)
		}
	}
	s.Drag().AimAt(target)
}

// drop puts the hand's tile i where the pointer let go of it: on a free
// square of the visible board, or on the rack at that place. On a tile
// placed this turn it changes places with it (swap). Anywhere else the
// tile stays where it was.
func (g *Gestures) drop(i int, at fyne.Position) {
	s := g.s
	if !s.CanPlace() {
		return
	}
	m := s.Turn()
	if rel, ok := boardview.Within(s.Rack(), at); ok {
		m.MoveOnRack(i, s.Rack().SlotAt(rel.X, i))
		s.Placed()
		return
	}
	sq, ok := s.Board().SquareUnder(at)
	h := m.Hand()
	switch {
	case !ok:
	case !m.Free(sq):
		if j, mine := h.On(sq); mine && j != i {
			g.swap(i, j)
		}
	case h.IsPlaced(i): // moved on the board: a blank keeps its letter
		m.Place(i, sq, h.Tile(i).Letter)
		s.Placed()
	default:
		g.place(i, sq, nil)
	}
}

// swap puts the hand's tile i on the square of placed tile j, and j where
// i was: on i's square, or on the rack in i's place. A blank from the rack
// whose question is cancelled leaves both as they were.
func (g *Gestures) swap(i, j int) {
	done, at, undo := g.s.Turn().Swap(i, j)
	if done {
		g.s.Placed()
		return
	}
	g.place(j, at, undo)
}
