package play

import (
	"fmt"

	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/rack"
	"scraebbkle/ui/turn"
)

// The table is the Screen the gestures lay its tiles on (laying.Screen):
// the methods below say what it shows, and how it shows what they change.

// Turn is the turn of the human to move, nil on a computer's turn.
func (g *gestures) Turn() *turn.Model { return g.t.turn }

// CanPlace reports whether the human to move may lay tiles now.
func (g *gestures) CanPlace() bool { return g.t.CanPlace() }

// Board is the board.
func (g *gestures) Board() *boardview.View { return g.t.board }

// Rack is the rack under the board.
func (g *gestures) Rack() *rack.View { return g.t.rack }

// Drag is the layer a dragged tile is drawn on.
func (g *gestures) Drag() *boardview.DragLayer { return g.t.drag }

// Dialogs shows the window's dialogs.
func (g *gestures) Dialogs() *dialogs.Keyed { return g.t.host.Dialogs }

// Placed shows the hand and the status line after the tiles placed
// changed, a hint on show giving way to them.
func (g *gestures) Placed() {
	t := g.t
	if len(t.turn.Placed()) > 0 {
		t.status.notice = "" // said already: the player has gone on to their move
	}
	t.hints.clear()
	t.showHand()
	t.status.show()
}

// ShowRack shows the racks.
func (g *gestures) ShowRack() { g.t.showRacks() }

// ShowBoard shows the board with the tiles placed and the typing arrow.
func (g *gestures) ShowBoard() { g.t.showPending() }

// Holding shows the blank held on sq, and asks in the status line for the
// letter it plays.
func (g *gestures) Holding(sq board.Square) {
	t := g.t
	t.hints.clear() // as placing a tile does: the blank shows where it goes
	t.showHand()    // a pick kept
	t.status.set(fmt.Sprintf("Choose the letter the blank on %s plays.", sq))
	t.bar.update(false)
}

// Occupied says in the status line what tile lies on square sq, if one
// does, and no longer what lay on a square tapped before.
func (g *gestures) Occupied(sq board.Square) bool {
	t := g.t
	if tile, ok := t.game.Grid().At(sq); ok {
		t.status.tellOccupied(sq, tile)
		return true
	}
	t.status.untellOccupied() // said of a square tapped before, not this one
	return false
}

// Tell says in the status line why a letter typed was not placed.
func (g *gestures) Tell(why string) { g.t.status.showAfter(why) }

// Play plays the tiles placed (Enter).
func (g *gestures) Play() { g.play() }

// Key answers the window's keys first (F1 shows How to Play), then Enter
// behind the curtain, which shows the rack, and Enter after a computer
// failed, which has it try again.
func (g *gestures) Key(ev *fyne.KeyEvent) bool {
	t := g.t
	if t.host.WindowKey(ev) {
		return true
	}
	if ev.Name != fyne.KeyReturn && ev.Name != fyne.KeyEnter {
		return false
	}
	switch {
	case t.turn != nil && t.curtain.down:
		t.curtain.lift()
	case t.turn == nil && t.ctrl.Failed():
		t.retry()
	default:
		return false
	}
	return true
}
