package play

import (
	"fmt"

	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/turn"
)

// gestures are what the player does to the turn with the pointer and the
// keyboard: taps and drags on the board and the rack (this file), keys
// (keyboard.go), and the buttons of the action bar. Each is handed to the
// turn being laid (turn.Model), and the table is redrawn after it.
type gestures struct{ t *Table }

// placeTile puts the hand's tile i on square sq. A blank first asks for its
// letter, shown meanwhile on sq; Cancel takes it back to the rack, still
// picked.
func (g *gestures) placeTile(i int, sq board.Square) { g.placeTileOr(i, sq, nil) }

// placeTileOr is placeTile, which calls undo, if not nil, when a blank's
// question is cancelled, before the hand is shown again.
func (g *gestures) placeTileOr(i int, sq board.Square, undo func()) {
	t, m := g.t, g.t.turn
	if !t.CanPlace() || !m.Free(sq) {
		return
	}
	if !m.Hand().Tile(i).Blank {
		m.Place(i, sq, 0)
		g.placed()
		return
	}
	m.Hold(i, sq)
	t.hints.clear() // as placing a tile does: the blank shows where it goes
	t.showHand()    // a pick kept
	t.status.set(fmt.Sprintf("Choose the letter the blank on %s plays.", sq))
	t.bar.update(false)
	t.host.Dialogs.AskLetter(func(letter byte) {
		m.LetGo()
		if t.turn == m && t.CanPlace() && m.Free(sq) {
			m.Place(i, sq, letter)
			g.placed()
		}
	}, func() {
		m.LetGo()
		if t.turn == m {
			if undo != nil {
				undo()
			}
			t.showHand()
			t.status.show()
		}
	})
}

// placed redraws after the placed tiles changed.
func (g *gestures) placed() {
	t := g.t
	if len(t.turn.Placed()) > 0 {
		t.status.notice = "" // said already: the player has gone on to their move
	}
	t.hints.clear()
	t.showHand()
	t.status.show()
}

// recallAll takes every placed tile back to the rack.
func (g *gestures) recallAll() {
	if g.t.turn == nil {
		return
	}
	g.t.turn.RecallAll()
	g.placed()
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

// focusBoard gives the board the keyboard, so that Tab turns the typing
// cursor rather than moving the focus on.
func (g *gestures) focusBoard() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(g.t.board); c != nil {
		c.Focus(g.t.board)
	}
}

// SquareTapped places the picked tile on an empty square, takes a placed
// tile back to its place on the rack, or puts the typing cursor on the
// square.
func (g *gestures) SquareTapped(sq board.Square) {
	t := g.t
	if !t.CanPlace() {
		return
	}
	g.focusBoard()
	if t.turn.TakeBack(sq) {
		g.placed()
		return
	}
	if tile, ok := t.game.Grid().At(sq); ok {
		t.status.tellOccupied(sq, tile)
		return
	}
	t.status.untellOccupied() // said of a square tapped before, not this one
	if i := t.turn.Picked(); i >= 0 && t.turn.Free(sq) {
		g.placeTile(i, sq)
		return
	}
	if t.turn.PointAt(sq) {
		t.showPending()
	}
}

// TileTapped picks a rack tile, or lets go of it.
func (g *gestures) TileTapped(i int) {
	if !g.t.CanPlace() {
		return
	}
	g.t.turn.Pick(i)
	g.t.showRacks()
}

// TileDragged moves a rack tile with the pointer.
func (g *gestures) TileDragged(i int, src fyne.CanvasObject, ev *fyne.DragEvent) {
	t := g.t
	// A drag a key ended may go on from the view of a hand since replaced.
	if t.CanPlace() && i < t.turn.Hand().Len() {
		t.drag.Follow(src, t.turn.Hand().Tile(i), ev)
		g.aimDrag(i)
	}
}

// TileDragEnd drops a rack tile on a square or elsewhere on the rack.
func (g *gestures) TileDragEnd(i int) {
	if at, ok := g.t.drag.End(); ok {
		g.drop(i, at)
	}
}

// swap puts the hand's tile i on the square of placed tile j, and j where
// i was: on i's square, or on the rack in i's place. A blank from the rack
// whose question is cancelled leaves both as they were.
func (g *gestures) swap(i, j int) {
	done, at, undo := g.t.turn.Swap(i, j)
	if done {
		g.placed()
		return
	}
	g.placeTileOr(j, at, undo)
}

// SquareDragged moves a tile placed this turn with the pointer.
func (g *gestures) SquareDragged(sq board.Square, ev *fyne.DragEvent) {
	t := g.t
	if !t.CanPlace() {
		return
	}
	if i, ok := t.turn.Hand().On(sq); ok {
		t.drag.Follow(t.board.Square(sq), t.turn.Hand().Tile(i), ev)
		g.aimDrag(i)
	}
}

// SquareDragEnd drops a tile taken from a square.
func (g *gestures) SquareDragEnd(sq board.Square) {
	if at, ok := g.t.drag.End(); ok && g.t.CanPlace() {
		if i, ok := g.t.turn.Hand().On(sq); ok {
			g.drop(i, at)
		}
	}
}

// aimDrag outlines the square the hand's tile i, being dragged, would go
// to if let go now: a free square, or one holding another tile placed this
// turn, which it would change places with.
func (g *gestures) aimDrag(i int) {
	t := g.t
	if !t.drag.Dragging() {
		return
	}
	var target boardview.Aimer // nil, not a nil *boardview.Square, for none
	if sq, ok := g.t.board.SquareUnder(t.drag.At()); ok {
		if j, mine := t.turn.Hand().On(sq); t.turn.Free(sq) || mine && j != i {
			target = t.board.Square(sq)
		}
	}
	t.drag.AimAt(target)
}

// drop puts the hand's tile i where the pointer let go of it: on a free
// square of the visible board, or on the rack at that place. On a tile
// placed this turn it changes places with it (swap). Anywhere else the
// tile stays where it was.
func (g *gestures) drop(i int, at fyne.Position) {
	t := g.t
	if !t.CanPlace() {
		return
	}
	if rel, ok := boardview.Within(t.rack, at); ok {
		t.turn.MoveOnRack(i, t.rack.SlotAt(rel.X, i))
		g.placed()
		return
	}
	sq, ok := g.t.board.SquareUnder(at)
	h := t.turn.Hand()
	switch {
	case !ok:
	case !t.turn.Free(sq):
		if j, mine := h.On(sq); mine && j != i {
			g.swap(i, j)
		}
	case h.IsPlaced(i): // moved on the board: a blank keeps its letter
		t.turn.Place(i, sq, h.Tile(i).Letter)
		g.placed()
	default:
		g.placeTile(i, sq)
	}
}
