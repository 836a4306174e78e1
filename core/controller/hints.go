package controller

import (
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
)

// hinting is what a controller keeps for hints: a generator of its own,
// made on the first hint, and the record of the hints given.
type hinting struct {
	gen movegen.Generator
	log game.HintLog
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
func (c *Controller) Hints(n int) []move.Packed {
	if !c.HumanToMove() {
		return nil
	}
	if c.hints.gen == nil {
		c.hints.gen = movegen.New(c.game.Rules(), c.game.Referee().Lexicon)
	}
	p := c.game.ToMove()
	c.hints.log.Add(c.game.Turns(), p)
	return movegen.Ranked(c.hints.gen, c.game.Grid(), c.game.Player(p).Rack, n)
}

// Hinted reports whether the player to move has asked for a hint this turn.
func (c *Controller) Hinted() bool { return c.hints.log.On(c.game.Turns()) }

// KeepHints takes over the record of the hints of an earlier run of the
// game, such as the log, taken back, of a game an undo replaced.
func (c *Controller) KeepHints(l game.HintLog) { c.hints.log = l.Clone() }

// HintLog returns the record of the hints given so far.
func (c *Controller) HintLog() game.HintLog { return c.hints.log.Clone() }

// Summary is the summary of the game run by the controller.
func (c *Controller) Summary() game.Summary { return game.Summarize(c.game, c.hints.log) }
