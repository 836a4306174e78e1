package together

import (
	"fmt"

	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/turn"
)

// laid is the screen as the Screen the seat's tiles are laid on, by the
// gestures every game screen lays them with (laying.Gestures): the taps
// and drags on the board and the rack, and the keys of the board.
// Its turn, board, rack and drag layer are the screen's own.
type laid struct{ *Screen }

// Dialogs shows the window's dialogs.
func (l laid) Dialogs() *dialogs.Keyed { return l.host.Dialogs }

// Placed redraws after the tiles placed changed, and lets go of what was
// told: the player has gone on.
func (l laid) Placed() {
	l.notice, l.occupied = "", ""
	l.redraw()
}

// ShowRack shows the rack.
func (l laid) ShowRack() { l.showRack() }

// ShowBoard shows the board, the typing arrow moved.
func (l laid) ShowBoard() { l.redraw() }

// Holding shows the blank held on sq, and asks in the status line for the
// letter it plays.
func (l laid) Holding(sq board.Square) {
	l.redraw()
	l.tell(fmt.Sprintf("Choose the letter the blank on %s plays.", sq))
}

// Occupied says in the status line what tile lies on square sq, if one
// does, and no longer what lay on a square tapped before.
func (l laid) Occupied(sq board.Square) bool {
	s := l.Screen
	if s.view != nil {
		if t, ok := s.view.Grid().At(sq); ok {
			s.occupied = phrase.Holds(sq, t)
			s.tell(s.occupied)
			return true
		}
	}
	if s.occupied != "" && s.notice == s.occupied {
		s.tell("")
	}
	s.occupied = ""
	return false
}

// Tell says why a letter typed was not placed.
func (l laid) Tell(why string) { l.tell(why) }

// Play sends the tiles placed as the seat's move; tiles that make no move
// say why and stay.
func (l laid) Play() {
	s := l.Screen
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

// Key answers the window's own keys (F1, F2, F6, F7, F8) first.
func (l laid) Key(ev *fyne.KeyEvent) bool {
	return l.host.WindowKey != nil && l.host.WindowKey(ev)
}

// shuffle puts the rack in a random order.
func (s *Screen) shuffle() {
	if s.CanPlace() {
		s.turn.Shuffle(s.rng)
		s.showRack()
	}
}
