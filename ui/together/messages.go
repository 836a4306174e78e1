package together

import (
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/tile"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/turn"
)

// listen hands each message of the link to the UI goroutine, in order,
// and says so when the link ends.
func (s *Screen) listen() {
	for m := range s.link.Messages() {
		s.host.Post(func() { s.receive(m) })
	}
	why := "The host is gone: the game cannot go on from here."
	if e, ok := s.link.(interface{ Err() error }); ok && e.Err() != nil {
		why = "The game cannot go on from here: " + phrase.Sentence(e.Err())
	}
	s.host.Post(func() { s.linkLost(why) })
}

// linkLost stops the turn of a link that ended, and says why, unless the
// game was over or the screen stopped.
func (s *Screen) linkLost(why string) {
	if s.lost != "" || s.ended {
		return
	}
	s.lost = why
	s.turn = nil
	s.log.Note(why)
	s.redraw()
}

// receive shows what the host sent.
func (s *Screen) receive(m wire.Message) {
	if s.lost != "" {
		return
	}
	switch m.Type {
	case wire.State:
		if m.Table != nil {
			s.show(*m.Table)
		}
	case wire.Verdict:
		s.sent = false
		if !m.OK {
			s.tell(m.Text)
		}
		s.redraw()
	case wire.Chat:
		s.log.Note(m.From + ": " + m.Text)
	case wire.Notice, wire.Refused:
		s.log.Note(m.Text)
		s.tell(m.Text)
	case wire.Welcome:
		s.tell("Back at the table.")
	}
}

// tell has the status line say sentence first until the tiles placed
// change or the turn does.
func (s *Screen) tell(sentence string) {
	s.notice = sentence
	s.showStatus()
}

// show shows the table the host sent: the board, the new turns in the
// log, the end, and the seat's turn when it is its to play.
func (s *Screen) show(t wire.Table) {
	v, err := seat.NewView(s.rules, s.layout, s.game.Open, s.game.Kinds, t)
	if err != nil {
		s.tell("The host sent what does not fit the game: " + phrase.Sentence(err))
		return
	}
	before := s.view
	s.view = v
	s.markLast(before)
	if before == nil {
		s.logDraw(v)
	}
	for ; s.logged < len(t.Log); s.logged++ {
		s.log.Add(v.Turn(s.logged), s.rules.Notation, v.Players(), 0)
	}
	if v.Over() && !s.ended {
		s.end(v)
	}
	s.takeTurn(v)
	s.tellDraw(v)
	s.showTiles()
	s.redraw()
	if s.host.Changed != nil {
		s.host.Changed(v)
	}
}

// logDraw puts the draw for the first move, if there was one, before the
// turns of the log.
func (s *Screen) logDraw(v *seat.View) {
	if draws := v.Draws(); len(draws) > 0 {
		s.log.Intro(phrase.Draw(draws, v.First()))
	}
}

// tellDraw has the status line say the draw for the first move, if there
// was one, once: when the game begins.
func (s *Screen) tellDraw(v *seat.View) {
	t := v.Table()
	if s.toldDraw || t.Waiting > 0 || t.Turns > 0 {
		return
	}
	s.toldDraw = true
	if draws := v.Draws(); len(draws) > 0 {
		s.notice = phrase.Draw(draws, v.First())
	}
}

// markLast marks the squares the last move filled: those taken in v and
// free in the view before it.
func (s *Screen) markLast(before *seat.View) {
	if before == nil || before.Table().Turns == s.view.Table().Turns {
		return
	}
	s.last = s.last[:0]
	for _, v := range s.board.Squares() {
		if sq := v.At(); s.view.Grid().Occupied(sq) && !before.Grid().Occupied(sq) {
			s.last = append(s.last, sq)
		}
	}
}

// end closes the log with the tiles left and the result, once.
func (s *Screen) end(v *seat.View) {
	s.ended = true
	o := v.Outcome()
	s.log.End(o, func(p int) tile.Rack { return v.Player(p).Rack })
	if s.host.Ended != nil {
		s.host.Ended(o, phrase.Result(o))
	}
}

// takeTurn begins the seat's turn when the table is of a turn of its own
// that has not begun; keeps the turn being laid while the table is of the
// same turn; and ends it otherwise. The rack keeps the order its player
// gave it.
func (s *Screen) takeTurn(v *seat.View) {
	if s.seat < 0 {
		return
	}
	rack := v.Player(s.seat).Rack
	if s.hand == nil {
		s.hand = turn.NewHand(rack)
	}
	t := v.Table()
	mine := !v.Over() && t.Waiting == 0 && v.ToMove() == s.seat
	switch {
	case mine && s.turn != nil && s.turnNo == t.Turns:
	case mine:
		s.hand = s.hand.KeepOrder(rack)
		s.turn, s.turnNo, s.notice, s.sent = turn.New(position{s}, s.hand), t.Turns, "", false
	default:
		if s.turn != nil {
			s.notice = ""
		}
		s.hand = s.hand.KeepOrder(rack)
		s.turn = nil
	}
}
