package oneword

import (
	"runtime"
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"slices"
	"sync"
	"sync/atomic"
)

// A rack with blanks makes tens of thousands of moves, and All then shares
// the board's lines among the processor's cores: each takes the next line
// nobody has taken, until none is left, and writes the moves it finds to
// a buffer of its own; then the moves are gathered in the order of the
// lines, so that the result does not depend on who walked which line.
// The lines are handed out heaviest first, as far as lineWeight can tell,
// so that no core is left walking a long line while the others wait.
//
// The cores are served by helpers: one goroutine for each core but the
// caller's, started once, each walking the lines of one search at a time
// with a Generator of the caller's that is kept for it. A helper busy with
// another search is not waited for: the caller's own goroutine walks what
// the helpers leave.

// All shares the work of racks of at least shareTiles tiles with at least
// shareBlanks blanks. Smaller racks, or racks without blanks, are searched
// in well under a tenth of a millisecond, too quickly to pay for waking
// another core: measured on the mid-game position, a rack of three tiles
// and a blank took 57 µs shared against 47 µs alone, of four and a blank
// 172 µs against 208 µs.
const (
	shareTiles  = 5
	shareBlanks = 1
)

// helpers are the goroutines that help with shared searches.
var helpers struct {
	start sync.Once
	n     int           // how many there are
	jobs  chan lineWork // a search to help with, given to a helper waiting
}

// lineWork asks a helper to walk lines of owner's search with gen, whose
// moves are gathered as those of the owner's helper by.
type lineWork struct {
	owner, gen *Generator
	by         int
}

// lineShare is who walked a line of a shared search, and where its moves
// lie in that one's buffer.
type lineShare struct {
	by, start, end int
}

// sharing is the state of a shared search, kept in the Generator that
// calls All.
type sharing struct {
	grid    *board.Grid
	rack    tile.Rack
	next    atomic.Int32 // the next line nobody has taken, in order
	order   []int        // the lines in the order they are handed out
	weights []int        // what lineWeight makes of each line
	lines   []lineShare  // who walked each line
	helpers []*Generator // the Generators the helpers use for this one
	done    sync.WaitGroup
	buf     []move.Packed // the moves of the lines this Generator walks
}

// startHelpers starts a helper for each core but one.
func startHelpers() {
	helpers.n = runtime.GOMAXPROCS(0) - 1
	helpers.jobs = make(chan lineWork)
	for range helpers.n {
		go func() {
			for w := range helpers.jobs {
				w.gen.walkShare(w.owner, w.by)
				w.owner.share.done.Done()
			}
		}()
	}
}

// all is owner's All, which keeps sh, with the lines shared among the
// helpers that are free.
func (sh *sharing) all(owner *Generator, g *board.Grid, rack tile.Rack, buf []move.Packed) []move.Packed {
	sh.grid, sh.rack = g, rack
	sh.orderLines(owner)
	if sh.callHelpers(owner) {
		// A helper woken by a send waits in this processor's slot for
		// the next goroutine, where another processor takes it only
		// after a pause (some 0.1 ms here). Yielding runs it here at
		// once, and this goroutine goes on as soon as the other
		// processor wakes.
		runtime.Gosched()
	}
	owner.walkShare(owner, 0)
	sh.done.Wait()
	for _, l := range sh.lines {
		buf = append(buf, sh.sharer(owner, l.by).share.buf[l.start:l.end]...)
	}
	sh.makeRoom(owner)
	sh.grid, sh.rack = nil, nil
	return buf
}

// orderLines lists the lines of owner's search, heaviest first.
func (sh *sharing) orderLines(owner *Generator) {
	n := lineCount(sh.grid.Board())
	sh.lines = slices.Grow(sh.lines[:0], n)[:n]
	sh.order = slices.Grow(sh.order[:0], n)[:n]
	sh.weights = slices.Grow(sh.weights[:0], n)[:n]
	owner.setup(sh.grid, sh.rack)
	for j := range sh.order {
		sh.order[j], sh.weights[j] = j, owner.lineWeight(j)
	}
	slices.SortStableFunc(sh.order, func(i, j int) int { return sh.weights[j] - sh.weights[i] })
	sh.next.Store(0)
}

// callHelpers gives owner's search to every helper that is free, and
// reports whether any was.
func (sh *sharing) callHelpers(owner *Generator) (called bool) {
	for len(sh.helpers) < helpers.n {
		sh.helpers = append(sh.helpers, New(owner.rules, owner.graph))
	}
	for i, h := range sh.helpers {
		sh.done.Add(1)
		select {
		case helpers.jobs <- lineWork{owner: owner, gen: h, by: i + 1}:
			called = true
		default:
			sh.done.Done() // every helper is busy
		}
	}
	return called
}

// sharer returns the Generator that walks lines as owner's helper by, 0
// for the owner itself.
func (sh *sharing) sharer(owner *Generator, by int) *Generator {
	if by == 0 {
		return owner
	}
	return sh.helpers[by-1]
}

// makeRoom gives each buffer of a shared search room for as many moves as
// the most that one of them took in the search just over: the next search
// is likely to be shared much the same, and its buffers then need not grow.
func (sh *sharing) makeRoom(owner *Generator) {
	most := 0
	for by := range len(sh.helpers) + 1 {
		n := 0
		for _, l := range sh.lines {
			if l.by == by {
				n += l.end - l.start
			}
		}
		most = max(most, n)
	}
	for by := range len(sh.helpers) + 1 {
		buf := &sh.sharer(owner, by).share.buf
		*buf = slices.Grow((*buf)[:0], most)
	}
}
