package play

import (
	"fmt"

	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/tile"
	"scraebbkle/ui/phrase"
)

// statusLine is the line under the board: what the table has to say
// first (a note), then the state of the turn: whose it is, or the move of
// the tiles placed and the rules' verdict on it. The buttons follow the
// verdict.
type statusLine struct {
	t        *Table
	label    *widget.Label
	warning  string // what the line says before all else until it is taken back (warn)
	notice   string // what the line says first until the tiles placed change (note)
	occupied string // the note on a square tapped that holds a tile, until another is tapped
}

// show says whose turn it is and what the placed tiles would do, in the
// status line and by the buttons it enables: the tiles placed are checked
// once for both.
func (s *statusLine) show() { s.showAfter("") }

// showAfter is show with a sentence first, when not "", such as why a
// typed letter was not placed.
func (s *statusLine) showAfter(sentence string) {
	text, legal := s.text()
	if sentence != "" {
		text = sentence + " " + text
	}
	s.label.SetText(text)
	s.t.bar.update(legal)
}

// set says text alone, until the line is shown again.
func (s *statusLine) set(text string) { s.label.SetText(text) }

// text is the line's text, and whether the rules allow the move of the
// tiles placed: the note first, then the state of the turn.
func (s *statusLine) text() (string, bool) {
	text, legal := s.turnText()
	return s.warning + s.notice + text, legal
}

// warn has the line say sentence before all else, until warn is called
// again; "" says nothing.
func (s *statusLine) warn(sentence string) {
	s.warning = ""
	if sentence != "" {
		s.warning = sentence + " "
	}
	s.show()
}

// turnText is the state of the turn in a sentence: whose turn it is, or
// the move of the tiles placed and whether the rules allow it.
func (s *statusLine) turnText() (string, bool) {
	t := s.t
	g := t.game
	p := g.ToMove() + 1
	switch {
	case g.Over():
		return "The game is over: " + phrase.Result(g.Outcome()), false
	case t.turn == nil && t.ctrl.Failed():
		return fmt.Sprintf("Player %d (computer) could not move: press Enter to have it try again.", p), false
	case t.turn == nil && t.ctrl.Paused() && !t.ctrl.Waiting():
		return fmt.Sprintf("Pausing: Player %d (computer) finishes its move first.", p), false
	case t.turn == nil && t.ctrl.Paused():
		return "Paused: Resume goes on with the game.", false
	case t.turn == nil:
		return fmt.Sprintf("Player %d (computer) is thinking…", p), false
	case t.curtain.down:
		return fmt.Sprintf("Player %d's turn: press \"Show Player %d's tiles\" or Enter when only Player %d is looking.", p, p, p), false
	case len(t.turn.Placed()) == 0:
		return fmt.Sprintf("Player %d to move: drag tiles onto the board, or click a square and type.", p), false
	}
	return t.turn.Verdict()
}

// note has the line say sentence first, until the tiles placed change or
// a move is made.
func (s *statusLine) note(sentence string) {
	s.notice = sentence + " "
	s.show()
}

// unnote takes sentence back from the line, if note put it there last.
func (s *statusLine) unnote(sentence string) {
	if sentence != "" && s.notice == sentence+" " {
		s.notice = ""
		s.show()
	}
}

// tellOccupied says that square sq, tapped, holds tile already, until
// another square is tapped.
func (s *statusLine) tellOccupied(sq board.Square, tile tile.Tile) {
	s.occupied = phrase.Holds(sq, tile)
	s.note(s.occupied)
}

// untellOccupied takes back what tellOccupied said of a square tapped
// before.
func (s *statusLine) untellOccupied() {
	s.unnote(s.occupied)
	s.occupied = ""
}
