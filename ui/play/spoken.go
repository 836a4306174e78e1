package play

import (
	"scraebbkle/core/tile"
	"scraebbkle/ui/access"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/turn"
)

// ReadRow says in the status line, for a screen reader, the next row of
// the board (step 1) or the row before (step -1), going round: its tiles,
// by their squares. The next change of the game says the game again.
func (t *Table) ReadRow(step int) {
	t.status.set(t.rows.Read(t.game.Board(), t.game.Grid(), step))
}

// ReadUnseen says in the status line what the tile tracker counts: the
// tiles the player to move cannot see, letter by letter.
func (t *Table) ReadUnseen() { t.status.set(t.panel.Tracker().Said()) }

// ReadRack says in the status line the tiles on the rack under the board,
// in their order, those placed on the board this turn left out.
func (t *Table) ReadRack() {
	var rack tile.Rack
	switch {
	case t.turn != nil && t.curtain.down:
		t.status.set("The rack is hidden: press Enter to show it.")
		return
	case t.turn != nil:
		rack = t.turn.Hand().Left()
	default:
		rack = t.rackInView()
	}
	t.status.set(phrase.Rack(rack))
}

// PlayTyped plays the move typed in the game's notation, as the terminal
// takes it ("ETHANE,8h", a pass, an exchange), for the human to move; the
// tiles placed go back to the rack first. What is refused says why in the
// status line.
func (t *Table) PlayTyped(text string) {
	if !t.CanPlace() {
		t.status.set("It is not your turn to move.")
		return
	}
	m, err := t.notation().Parse(text)
	if err != nil {
		t.status.set(phrase.Sentence(err))
		return
	}
	t.gestures.RecallAll()
	if _, err := t.ctrl.Submit(m); err != nil {
		t.status.set(turn.Refusal(t.game.Rules(), m, err))
	}
}

// spoken are the parts of the table a screen reader is told of, in the
// order it reads them: the board's squares row by row, the status line,
// the rack, the buttons, then the panel.
func (t *Table) spoken() []access.Part {
	parts := access.Objects(t.board, t.board.Squares())
	parts = append(parts, access.Object(t.status.label))
	parts = append(parts, t.rack.Spoken(t.game.Rules().RackSize)...)
	parts = append(parts, access.Objects(nil, t.bar.buttons())...)
	return append(parts, t.panel.Spoken()...)
}
