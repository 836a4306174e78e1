package together

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/tile"
	"scraebbkle/ui/access"
	"scraebbkle/ui/phrase"
)

// ReadRow says in the status line, for a screen reader, the next row of
// the board (step 1) or the row before (step -1), going round.
func (s *Screen) ReadRow(step int) {
	if s.view == nil {
		return
	}
	s.status.SetText(s.rows.Read(s.layout, s.view.Grid(), step))
}

// ReadUnseen says in the status line what the Tiles tab counts: the tiles
// the seat cannot see, letter by letter.
func (s *Screen) ReadUnseen() { s.status.SetText(s.tiles.Said()) }

// ReadRack says in the status line the tiles on the seat's rack, in their
// order, those laid this turn left out.
func (s *Screen) ReadRack() {
	var rack tile.Rack
	switch {
	case s.turn != nil:
		rack = s.turn.Hand().Left()
	case s.hand != nil:
		rack = s.hand.Tiles()
	}
	s.status.SetText(phrase.Rack(rack))
}

// PlayTyped sends the host the move typed in the game's notation, as the
// terminal takes it; the tiles laid go back to the rack first.
func (s *Screen) PlayTyped(text string) {
	if !s.CanPlace() {
		s.status.SetText("It is not your turn to move.")
		return
	}
	m, err := s.rules.Notation.Parse(text)
	if err != nil {
		s.status.SetText(phrase.Sentence(err))
		return
	}
	s.turn.RecallAll()
	s.redraw()
	s.send(m)
}

// spoken are the parts of the screen a screen reader is told of, in the
// order it reads them: the board's squares row by row, the status line,
// the rack, the buttons, the players and the log.
func (s *Screen) spoken() []access.Part {
	parts := access.Objects(s.board, s.board.Squares())
	parts = append(parts, access.Object(s.status))
	parts = append(parts, s.rack.Spoken(s.rules.RackSize)...)
	b := s.bar
	parts = append(parts, access.Objects(nil, []fyne.CanvasObject{b.recall, b.shuffle, b.pass, b.exchange, b.play, s.players})...)
	chat := access.Part{At: func() fyne.CanvasObject { return s.chat }, Says: func() (string, fyne.AccessibleRole) {
		return "Chat: a line to say to the other players. " + s.chat.Text, fyne.AccessibleRoleText
	}}
	return append(parts, s.log.Spoken(), chat)
}
