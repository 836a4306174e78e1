package play

import (
	"fmt"

	"scraebbkle/core/board"
	"scraebbkle/core/tile"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/phrase"
)

// refresh redraws what depends on the turn and the placed tiles: the pending
// and last-move squares, the racks, the panel, the buttons and the status.
func (t *Table) refresh() {
	t.hints.clear()
	t.showHand()
	t.panel.Update()
	t.status.show()
}

// showPending brings every square of the board up to date with the
// board's tiles and the last move, the move previewed, drawn whole over
// any tile placed on its squares (placing or taking back a tile clears
// it), and the turn with its typing arrow.
func (t *Table) showPending() {
	previewed := func(sq board.Square) (tile.Tile, boardview.Look, bool) {
		tl, ok := t.hints.on(sq)
		return tl, boardview.Preview, ok
	}
	var laying boardview.Laying
	if t.turn != nil {
		laying = t.turn
	}
	t.board.Paint(laying, boardview.PlayedOn(t.game.Grid(), t.last), previewed)
}

// showHand shows the board's squares and the racks as the hand is now.
func (t *Table) showHand() {
	t.showPending()
	t.showRacks()
}

// showRacks shows the rack of the human to move, or the curtain.
func (t *Table) showRacks() {
	switch {
	case t.turn == nil:
		t.rack.ShowRack(t.rackInView(), true)
	case t.curtain.down:
		t.rack.ShowRack(t.turn.Hand().Tiles(), false)
	default:
		t.rack.ShowHand(t.turn.Hand(), t.turn.Picked(), t.gestures)
	}
}

// rackShownBy is the player whose rack is under the board, or -1: the
// human to move; while a computer thinks the only human, so that they can
// plan; in an open game between computers the mover; otherwise none.
func (t *Table) rackShownBy() int {
	g := t.game
	switch human := t.OnlyHuman(); {
	case g.Over():
		return -1
	case t.turn != nil:
		return t.owner
	case human >= 0:
		return human
	case t.ComputersOnly() && t.setup.Open:
		return g.ToMove()
	}
	return -1
}

// rackInView is the rack shown face up while no human may place tiles, a
// human's in the order they arranged it.
func (t *Table) rackInView() tile.Rack {
	if p := t.rackShownBy(); p >= 0 {
		return t.arrangedRack(p)
	}
	return nil
}

// arrangedRack is player p's rack in the order they arranged it, or as
// drawn when they have not, as a computer never does. Wherever a rack is
// shown, it is shown so.
func (t *Table) arrangedRack(p int) tile.Rack {
	rack := t.game.Player(p).Rack
	if h := t.hands[p]; h != nil {
		return h.KeepOrder(rack).Tiles()
	}
	return rack
}

// arranged is each player's rack in the order they arranged it, nil for
// a player who has not, as a save file keeps them.
func (t *Table) arranged() []tile.Rack {
	out := make([]tile.Rack, len(t.hands))
	for p, h := range t.hands {
		if h != nil {
			out[p] = t.arrangedRack(p)
		}
	}
	return out
}

// ArrangedBefore is each player's rack as arranged once the turns from
// turn n on are taken back: as they had it when they moved on the first
// of those turns that was theirs, or as they have it now.
func (t *Table) ArrangedBefore(n int) []tile.Rack {
	out := t.arranged()
	seen := make([]bool, len(out))
	for i, tn := range t.game.History()[n:] {
		if r, ok := t.movedFrom[n+i]; ok && !seen[tn.Player] {
			out[tn.Player] = r
		}
		seen[tn.Player] = true
	}
	return out
}

// tracked is the player whose unseen tiles the tracker counts: the human
// whose rack is shown, else the only human, else, in a game between
// computers, the player to move. In a game between humans there is none
// while no rack is shown.
func (t *Table) tracked() (int, bool) {
	switch human := t.OnlyHuman(); {
	case t.turn != nil && !t.curtain.down:
		return t.owner, true
	case human >= 0:
		return human, true
	case t.ComputersOnly():
		return t.game.ToMove(), true
	}
	return 0, false
}

// showLogged highlights on the board the move of the log's line i, as the
// last move is highlighted, and names it in the status line. A line that
// is no turn, the draw for the first turn or the end of the game,
// highlights the last move again. The next move played lets go of the
// line.
func (t *Table) showLogged(i int) {
	// The list takes the keyboard when clicked: the board gets it back, so
	// that Enter still plays and letters still type.
	defer t.gestures.FocusBoard()
	history := t.game.History()
	if i < 0 || i >= len(history) {
		if len(history) > 0 {
			t.markLast(history[len(history)-1])
		}
		t.showPending()
		t.status.notice = ""
		t.status.show()
		return
	}
	played := history[i]
	t.markLast(played)
	t.showPending()
	if len(t.last) > 0 {
		t.board.Reveal(t.last[0])
	}
	what := fmt.Sprintf("Turn %d, highlighted: ", i+1)
	if !played.Play.Move.IsTiles() { // a pass or an exchange lays nothing to highlight
		what = fmt.Sprintf("Turn %d: ", i+1)
	}
	t.status.note(what + phrase.TurnSentence(t.notation(), played))
}
