package core

import "sort"

// Ranked returns up to n legal tile moves for rack on grid g, best first:
// the highest score first, ties going to the notation that comes first.
// That is the order in which the Normal player ([Best]) chooses, so the
// first move is the one it would play. It returns no moves when n is not
// positive or no tile move is legal. Only the n best moves are kept while
// the generator runs, so a rack with blanks and tens of thousands of legal
// moves costs no more memory than any other.
func Ranked(gen *Generator, g *Grid, rack Rack, n int) []GenMove {
	if n <= 0 {
		return nil
	}
	top := make([]GenMove, 0, n)
	gen.Generate(g, rack, func(m *GenMove) bool {
		if len(top) == n && !m.beats(&top[n-1]) {
			return true
		}
		at := sort.Search(len(top), func(i int) bool { return m.beats(&top[i]) })
		if len(top) < n {
			top = append(top, GenMove{})
		}
		copy(top[at+1:], top[at:len(top)-1])
		top[at] = *m
		return true
	})
	return top
}

// hinting is what a controller keeps for hints: a generator of its own,
// made on the first hint, and the record of the hints given.
type hinting struct {
	gen *Generator
	log HintLog
}

// Hints returns up to n legal tile moves of the human to move, ranked as
// [Ranked] ranks them, and records that this player asked for a hint this
// turn (once a turn, however often they ask). It returns nil and records
// nothing when no human is to move.
//
// The moves are found on the caller's goroutine, the UI's: a hint takes
// about 0.1 ms for a rack without blanks and about 4 ms for a mid-game
// rack with two blanks (BenchmarkHints), less than a frame, and it is only
// given on a human's turn, when no computer is thinking, so it needs no
// goroutine of its own.
func (c *Controller) Hints(n int) []GenMove {
	if !c.HumanToMove() {
		return nil
	}
	if c.hints.gen == nil {
		c.hints.gen = NewGenerator(c.game.Rules(), c.game.Referee().Lexicon.Graph())
	}
	p := c.game.ToMove()
	c.hints.log.add(len(c.game.history), p)
	return Ranked(c.hints.gen, c.game.Grid(), c.game.players[p].Rack, n)
}

// Hinted reports whether the player to move has asked for a hint this turn.
func (c *Controller) Hinted() bool { return c.hints.log.On(len(c.game.history)) }

// KeepHints takes over the record of the hints of an earlier run of the
// game, such as the log, taken back, of a game an undo replaced.
func (c *Controller) KeepHints(l HintLog) { c.hints.log = l.clone() }

// HintLog returns the record of the hints given so far.
func (c *Controller) HintLog() HintLog { return c.hints.log.clone() }
