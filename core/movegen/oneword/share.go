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

// shares reports whether All shares the search of rack on grid g.
func (gen *Generator) shares(g *board.Grid, rack tile.Rack) bool {
	if gen.alone || g.Count() == 0 || len(rack) < shareTiles || rack.Blanks() < shareBlanks {
		return false
	}
	helpers.start.Do(startHelpers)
	return helpers.n > 0
}

// allShared is All with the lines shared among the helpers that are free.
func (gen *Generator) allShared(g *board.Grid, rack tile.Rack, buf []move.Packed) []move.Packed {
	sh := &gen.share
	sh.grid, sh.rack = g, rack
	gen.orderLines()
	if gen.callHelpers() {
		// A helper woken by a send waits in this processor's slot for
		// the next goroutine, where another processor takes it only
		// after a pause (some 0.1 ms here). Yielding runs it here at
		// once, and this goroutine goes on as soon as the other
		// processor wakes.
		runtime.Gosched()
	}
	gen.walkShare(gen, 0)
	sh.done.Wait()
	for _, l := range sh.lines {
		buf = append(buf, gen.sharer(l.by).share.buf[l.start:l.end]...)
	}
	gen.makeRoom()
	sh.grid, sh.rack = nil, nil
	return buf
}

// orderLines lists the lines of the search, heaviest first.
func (gen *Generator) orderLines() {
	sh := &gen.share
	n := lineCount(sh.grid.Board())
	sh.lines = slices.Grow(sh.lines[:0], n)[:n]
	sh.order = slices.Grow(sh.order[:0], n)[:n]
	sh.weights = slices.Grow(sh.weights[:0], n)[:n]
	gen.setup(sh.grid, sh.rack)
	for j := range sh.order {
		sh.order[j], sh.weights[j] = j, gen.lineWeight(j)
	}
	slices.SortStableFunc(sh.order, func(i, j int) int { return sh.weights[j] - sh.weights[i] })
	sh.next.Store(0)
}

// callHelpers gives the search to every helper that is free, and reports
// whether any was.
func (gen *Generator) callHelpers() (called bool) {
	sh := &gen.share
	for len(sh.helpers) < helpers.n {
		sh.helpers = append(sh.helpers, New(gen.rules, gen.graph))
	}
	for i, h := range sh.helpers {
		sh.done.Add(1)
		select {
		case helpers.jobs <- lineWork{owner: gen, gen: h, by: i + 1}:
			called = true
		default:
			sh.done.Done() // every helper is busy
		}
	}
	return called
}

// sharer returns the Generator that walks lines as the owner's helper by,
// 0 for the owner itself.
func (gen *Generator) sharer(by int) *Generator {
	if by == 0 {
		return gen
	}
	return gen.share.helpers[by-1]
}

// makeRoom gives each buffer of a shared search room for as many moves as
// the most that one of them took in the search just over: the next search
// is likely to be shared much the same, and its buffers then need not grow.
func (gen *Generator) makeRoom() {
	sh := &gen.share
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
		buf := &gen.sharer(by).share.buf
		*buf = slices.Grow((*buf)[:0], most)
	}
}

// walkShare walks the lines of owner's search that nobody has taken yet,
// as its helper by, into its own buffer.
func (gen *Generator) walkShare(owner *Generator, by int) {
	sh := &owner.share
	b := sh.grid.Board()
	gen.out, gen.collect = gen.share.buf[:0], true
	if gen != owner {
		gen.setup(sh.grid, sh.rack) // the owner's was done by orderLines
	}
	for {
		i := int(sh.next.Add(1)) - 1
		if i >= len(sh.order) {
			break
		}
		j := sh.order[i]
		start := len(gen.out)
		gen.walkLine(lineAt(b, j))
		sh.lines[j] = lineShare{by: by, start: start, end: len(gen.out)}
	}
	gen.share.buf, gen.out, gen.collect = gen.out, nil, false
}

// lineWeight guesses how long a walk of line j takes, from the squares
// that may take a tile around each run of tiles, as far as the rack
// reaches: one more than those before it times one more than those after.
func (gen *Generator) lineWeight(j int) int {
	if !gen.readLine(lineAt(gen.grid.Board(), j)) {
		return 0
	}
	line, reach := gen.line, gen.rackLen
	weight, free := 0, 0
	for i := 0; i < len(line); {
		if line[i].letter == 0 {
			if free++; !line[i].playable {
				free = 0
			}
			i++
			continue
		}
		for i < len(line) && line[i].letter != 0 {
			i++
		}
		after := 0
		for i+after < len(line) && after < reach && line[i+after].playable {
			after++
		}
		weight += (1 + min(free, reach)) * (1 + after)
		free = 0
	}
	return weight
}
