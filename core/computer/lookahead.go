package computer

import (
	"context"
	"math/rand/v2"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"sync"
	"sync/atomic"
	"time"
)

// lookahead is a search over candidates shared by the worker goroutines.
type lookahead interface {
	// work evaluates candidates until nothing is left to do or w.stop is set.
	work(w *worker)
	// chosen is the move to play, from what the workers found; it is
	// called after every worker has returned.
	chosen() move.Move
	// results is each candidate's value, as chosen weighs them, and how
	// far the search went: the samples, or the depth searched exactly
	// (-1 for none); called after every worker has returned.
	results() ([]float64, int)
}

// worker is one goroutine's scratch space: its own generator and copy of
// the grid.
type worker struct {
	gen      movegen.Generator
	grid     *board.Grid
	rules    *rules.Set
	stop     *atomic.Bool // set when the search is to stop
	deadline time.Time    // when the search stops at the latest
	seen     int          // moves visited since halted was last asked
	pool     []tile.Tile
	opps     []tile.Rack             // the opponents' racks of a sample
	mine     tile.Rack               // the player's rack in a sample's second ply
	kept     [maxOpponents]tile.Rack // what each opponent keeps of its rack, once the bag is empty
	left     []tile.Rack             // each opponent's rack as the plies go: w.opps, or w.kept once it moved
	others   []tile.Rack             // the racks of the others of an opponent choosing its reply
	pcg      rand.PCG
	rng      *rand.Rand // draws from pcg
	top      move.Top   // the best reply

	// The middle-game look-ahead's leaves: what each part of a rack is
	// worth kept, for each opponent's rack of the sample being tried
	// (filled for sample leavesFor-1 with leavesBag in the bag) and for
	// the player's answer.
	sample     int
	leaves     [maxOpponents]move.Leaves
	leavesFor  [maxOpponents]int
	leavesBag  [maxOpponents]int
	mineLeaves move.Leaves

	// The endgame search's buffers, by ply.
	plyMoves [][]move.Packed
	plyRacks []tile.Rack
	played   [][tile.MaxRack]board.Square
	outRacks [2]tile.Rack
}

// halted reports whether the search is to stop: it was told to, or the
// deadline has passed. The workers watch the clock themselves, so that a
// busy machine cannot make them late.
func (w *worker) halted() bool {
	if w.stop.Load() {
		return true
	}
	if time.Now().After(w.deadline) {
		w.stop.Store(true)
		return true
	}
	return false
}

// stopped is halted, but looks at the clock only every so many calls.
func (w *worker) stopped() bool {
	if w.stop.Load() {
		return true
	}
	w.seen++
	return w.seen&255 == 0 && w.halted()
}

// run sets the workers on job and returns when they are done, at the
// deadline or when now is closed, whichever comes first, the job's results
// then ready; or with the context's error when ctx is cancelled.
func (s *StrongPlayer) run(ctx context.Context, job lookahead, v game.View, deadline time.Time, now <-chan struct{}) error {
	var stop atomic.Bool
	var wg sync.WaitGroup
	done := make(chan struct{})
	for range s.opts.Workers {
		gen := movegen.New(s.rules, s.lex)
		if alone, ok := gen.(interface{ SetAlone() }); ok {
			alone.SetAlone() // the workers keep every core busy already
		}
		w := &worker{gen: gen, grid: v.Grid.Clone(), rules: s.rules, stop: &stop, deadline: deadline}
		wg.Add(1)
		go func() {
			defer wg.Done()
			job.work(w)
		}()
	}
	go func() {
		wg.Wait()
		close(done)
	}()
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case <-done:
	case <-timer.C:
	case <-now:
	case <-ctx.Done():
	}
	stop.Store(true)
	<-done
	return ctx.Err()
}

// positionSeed mixes the player's seed with the position, so that the same
// position draws the same opponent racks.
func positionSeed(seed uint64, v game.View) uint64 {
	h := seed ^ 0xcbf29ce484222325
	mix := func(x uint64) {
		h ^= x
		h *= 0x100000001b3
	}
	for _, t := range v.Rack {
		mix(uint64(t.Notation()))
	}
	mix(uint64(v.Grid.Count()))
	mix(uint64(v.BagLen))
	for _, sc := range v.Scores {
		mix(uint64(sc))
	}
	for i, t := range v.Grid.Tiles() {
		if !t.IsZero() {
			mix(uint64(i)<<8 | uint64(t.Notation()))
		}
	}
	return h
}
