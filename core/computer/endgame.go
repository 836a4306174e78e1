package computer

import (
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"slices"
	"sync"
	"sync/atomic"
)

// isEndgame reports whether the view is a two-player game's endgame: the
// bag empty, both racks known.
func isEndgame(v game.View) bool { return v.BagLen == 0 && len(v.Scores) == 2 }

// endgame is the look-ahead of a two-player game once the bag is empty
// and both racks are known: for each candidate, the search of the rest of
// the game (search.go), deeper in turn while time allows.
type endgame struct {
	search
	cands []candidate
	opp   tile.Rack // the opponent's rack
	depth int       // the deepest search

	next     atomic.Int64 // the next work item: depth*len(cands) + candidate
	finished atomic.Bool  // a depth was searched exactly: deeper is no better
	mu       sync.Mutex
	values   [][]float64 // values[depth][c]: candidate c's outcome for us
	done     []int       // done[depth]: how many candidates are searched to depth
	exact    []bool      // exact[depth]: every line so far ended within depth
}

// opponentRack is the opponent's rack once the bag is empty: the rack
// itself in an open game, the tiles unseen in a closed one.
func opponentRack(v game.View) tile.Rack {
	if v.Opponent != nil {
		return v.Opponent
	}
	return tile.Rack(v.Unseen)
}

// newEndgame prepares the endgame search of the view v over the
// candidates, the best moves, searching depth plies exactly; turns passes
// in a row end the game.
func newEndgame(cands []candidate, v game.View, turns, depth int) *endgame {
	e := &endgame{search: newSearch(turns), opp: opponentRack(v), depth: depth, cands: cands}
	for i := range e.cands {
		c := &e.cands[i]
		c.keep(v.Rack)
	}
	e.values = make([][]float64, e.depth+1)
	for d := range e.values {
		e.values[d] = make([]float64, len(e.cands))
	}
	e.done = make([]int, e.depth+1)
	e.exact = make([]bool, e.depth+1)
	for d := range e.exact {
		e.exact[d] = true
	}
	return e
}

// work searches candidates, all at one depth before any at the next, until
// no work is left.
func (e *endgame) work(w *worker) {
	k := int64(len(e.cands))
	total := k * int64(e.depth+1)
	for !w.halted() && !e.finished.Load() {
		n := e.next.Add(1) - 1
		if n >= total {
			return
		}
		depth, c := int(n/k), int(n%k)
		v, exact := e.outcome(w, &e.cands[c], e.opp, nil, depth)
		if w.stop.Load() {
			return
		}
		e.mu.Lock()
		e.values[depth][c] = v
		e.done[depth]++
		e.exact[depth] = e.exact[depth] && exact
		if e.done[depth] == len(e.cands) && e.exact[depth] {
			e.finished.Store(true)
		}
		e.mu.Unlock()
	}
}

// chosen is the candidate of the best value (results), the first of
// those tied.
func (e *endgame) chosen() move.Move {
	vals, _ := e.results()
	return e.cands[bestOf(vals)].play()
}

// results is each candidate's outcome at the deepest depth every candidate
// was searched to, and that depth; with none, each candidate's equity and
// -1.
func (e *endgame) results() ([]float64, int) {
	depth := -1
	for d := range e.done {
		if e.done[d] == len(e.cands) {
			depth = d
		}
	}
	if depth < 0 {
		vals := make([]float64, len(e.cands))
		for c := range e.cands {
			vals[c] = e.cands[c].equity
		}
		return vals, depth
	}
	return slices.Clone(e.values[depth]), depth
}
