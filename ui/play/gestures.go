package play

import (
	"fmt"

	"scraebbkle/core/move"
	"scraebbkle/ui/laying"
	"scraebbkle/ui/turn"
)

// gestures are what the player does to the turn with the pointer and the
// keyboard: the taps, drags and keys that lay tiles, as every game screen
// lays them (laying.Gestures), and the buttons of the action bar (this
// file, exchange.go). The table is the Screen they are laid on
// (laying.go).
type gestures struct {
	*laying.Gestures
	t *Table
}

// newGestures are the gestures of table t.
func newGestures(t *Table) *gestures {
	g := &gestures{t: t}
	g.Gestures = laying.New(g)
	return g
}

// shuffle puts the rack in a random order; not in the first moments after
// the curtain lifts, when a click on Shuffle, which has taken the place of
// the button that lifted it, is more likely that button's double click.
func (g *gestures) shuffle() {
	t := g.t
	if t.turn == nil || t.curtain.down || t.curtain.justLifted() {
		return
	}
	t.turn.Shuffle(t.rng)
	t.showRacks()
}

// play submits the placed tiles as a move. A refused move stays on the
// board with the reason in the status line. With no tiles placed it lays
// the tiles of the hint on show, if there is one, and otherwise, as when
// Enter is pressed twice to play, does nothing: the status line says
// already whose turn it is and how to move.
func (g *gestures) play() {
	t := g.t
	if !t.CanPlace() {
		return
	}
	if len(t.turn.Placed()) == 0 {
		t.panel.LayChosen()
		return
	}
	m, err := t.turn.Move()
	if err == nil {
		_, err = t.ctrl.Submit(m)
	}
	if err != nil {
		t.status.set(turn.Refusal(t.game.Rules(), m, err))
	}
}

// pass asks the player to confirm, then passes.
func (g *gestures) pass() {
	t := g.t
	if !t.CanPlace() {
		return
	}
	question := fmt.Sprintf("Pass this turn, Player %d?", t.owner+1)
	if t.game.PassEnds() {
		question += "\nThis pass ends the game, and each player then loses the value of the tiles left on their rack."
	}
	t.host.Dialogs.Confirm("Pass", question, func() {
		if t.CanPlace() {
			t.turn.Hand().RecallAll()
			if _, err := t.ctrl.Submit(move.Pass); err != nil {
				t.status.set(turn.Refusal(t.game.Rules(), move.Pass, err))
			}
		}
	})
}
