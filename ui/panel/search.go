package panel

import (
	"scraebbkle/core/move"
)

// search is the search for the best moves of a turn. It takes a few
// milliseconds on a standard board, but longer with two blanks on the
// largest boards, so it runs beside the window, which says meanwhile that
// it is looking.
type search struct {
	turn    int                 // the turn searched for, or -1
	done    bool                // the moves are found
	found   []move.Packed       // the moves found, best first
	waiting []func([]move.Play) // what waits for them
}

// ask lists the best moves of the human to move, which counts as the
// turn's hint, once they are found, and then hands them, best first, to
// then; at once when they are found already.
func (p *Moves) ask(then func([]move.Play)) {
	s, turns := &p.search, p.t.Game().Turns()
	switch {
	case s.turn == turns && s.done:
		p.list(s.found)
		then(p.plays)
		return
	case s.turn == turns:
		s.waiting = append(s.waiting, then)
		return
	}
	*s = search{turn: turns, waiting: []func([]move.Play){then}}
	if !p.t.Controller().AskHints(Shown, p.found) {
		*s = search{turn: -1}
		return
	}
	p.looking()
}

// found takes the moves of the search of this turn, lists them, and hands
// them to what waits for them.
func (p *Moves) found(moves []move.Packed) {
	s := &p.search
	s.done, s.found = true, moves
	waiting := s.waiting
	s.waiting = nil
	p.update()
	for _, then := range waiting {
		then(p.plays)
	}
}

// listFound lists the moves found for this turn, or says that they are
// being looked for; a turn hinted at before the moves were kept, as in a
// game resumed, is searched again.
func (p *Moves) listFound() {
	s := &p.search
	switch {
	case s.turn != p.t.Game().Turns():
		p.ask(func([]move.Play) {})
	case s.done:
		p.list(s.found)
	default:
		p.looking()
	}
}

// looking says that the best moves are being looked for.
func (p *Moves) looking() {
	p.list(nil)
	p.button.Hide()
	p.note.SetText("Looking for the best moves…")
}

// Searching reports whether the best moves of this turn are being looked
// for.
func (p *Moves) Searching() bool {
	s := &p.search
	return s.turn == p.t.Game().Turns() && !s.done
}
