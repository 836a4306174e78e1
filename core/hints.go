package core

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
	c.hints.log.add(c.game.Turns(), p)
	return Ranked(c.hints.gen, c.game.Grid(), c.game.Player(p).Rack, n)
}

// Hinted reports whether the player to move has asked for a hint this turn.
func (c *Controller) Hinted() bool { return c.hints.log.On(c.game.Turns()) }

// KeepHints takes over the record of the hints of an earlier run of the
// game, such as the log, taken back, of a game an undo replaced.
func (c *Controller) KeepHints(l HintLog) { c.hints.log = l.clone() }

// HintLog returns the record of the hints given so far.
func (c *Controller) HintLog() HintLog { return c.hints.log.clone() }

// Summary is the summary of the game run by the controller.
func (c *Controller) Summary() Summary { return Summarize(c.game, c.hints.log) }
