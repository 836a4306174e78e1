package controller

import (
	"sync"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/tile"
)

// hinting is what a controller keeps for hints: a generator of its own,
// made on the first hint and used by one search at a time, and the record
// of the hints given.
type hinting struct {
	mu  sync.Mutex // held by the search that uses gen
	gen movegen.Generator
	log game.HintLog
}

// Hints returns up to n legal tile moves of the human to move, ranked as
// [Ranked] ranks them, and records that this player asked for a hint this
// turn (once a turn, however often they ask). It returns nil and records
// nothing when no human is to move.
//
// The moves are found on the caller's goroutine: about 0.1 ms for a rack
// without blanks and a few milliseconds for a mid-game rack with two
// blanks (BenchmarkHints: about 3 ms on ScraeBBKle's example, 1.4 ms on
// classic Scrabble's VsMatt). A board of the largest size with two blanks
// takes longer, so a user interface asks with AskHints, which keeps it
// answering meanwhile.
func (c *Controller) Hints(n int) []move.Packed {
	if !c.recordHint() {
		return nil
	}
	return c.ranked(c.game.Grid(), c.game.Player(c.game.ToMove()).Rack, n)
}

// AskHints is Hints without waiting: it records the hint at once and
// reports whether it did, then finds the moves in a goroutine, on a copy
// of the position, and hands them to done on the owner's goroutine
// (through post), unless the turn has been played or the run stopped
// meanwhile. It returns false, and calls nothing, when no human is to
// move.
func (c *Controller) AskHints(n int, done func([]move.Packed)) bool {
	if !c.recordHint() {
		return false
	}
	view, turns, epoch := c.game.View(), c.game.Turns(), c.epoch
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		moves := c.ranked(view.Grid, view.Rack, n)
		c.post(func() {
			if epoch == c.epoch && turns == c.game.Turns() && !c.stopped() {
				done(moves)
			}
		})
	}()
	return true
}

// recordHint records that the human to move asked for a hint this turn,
// and reports whether a human is to move.
func (c *Controller) recordHint() bool {
	if !c.HumanToMove() {
		return false
	}
	c.hints.log.Add(c.game.Turns(), c.game.ToMove())
	return true
}

// ranked is the n best tile moves for rack on grid g.
func (c *Controller) ranked(g *board.Grid, rack tile.Rack, n int) []move.Packed {
	h := &c.hints
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.gen == nil {
		h.gen = movegen.New(c.game.Rules(), c.game.Referee().Lexicon)
	}
	return movegen.Ranked(h.gen, g, rack, n)
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
