package oneword

import (
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
)

// Generator finds every legal tile move of a position, fast: it walks each
// row and column once from every run of tiles on the board (or the start
// square of an empty board), following the word graph with the rack's
// letters on free squares and the board's letters on taken ones.
// ScraeBBKle needs no cross-checks: a tile may only go where nothing lies
// beside it across the move, which is known for each square before the walk.
//
// Each path through the graph is walked once, whatever blanks the rack
// holds: the walk lays letters, using a blank only when the rack has no
// tile of a letter left; only when a word is found are the blanks given
// out, in every way the rack allows. Branches that the rack cannot finish
// are cut by the needs of the graph's nodes (needs.go), and a tile alone
// on its line may be served by alphagrams instead (anagram.go).
//
// A Generator reuses its scratch space and is not safe for concurrent use;
// make one for each goroutine.
type Generator struct {
	rules  *rules.Set
	graph  *lexicon.Graph
	value  [26]int // tile values by letter
	minLen int     // the shortest word a move may form

	// The position being searched.
	grid    *board.Grid
	rackLen int
	empty   bool // no tile on the board yet
	rack    tile.Laying

	// Where moves go.
	sink     move.Sink
	col, row uint8 // the square of the first tile of the word offered

	// The sets of places blanks may take, for the rack's number of blanks,
	// kept for each number of blanks met so far.
	blankSets  *blankSets
	blankLists []*blankSets
	setsKept   []uint8 // the sets that leave no letter short (offer.go)

	// What playing a letter ('A'..'Z') as a blank loses, its value less
	// the blank's, by the letter's byte.
	blankLoss [256]int32

	share sharing // All's work shared among the cores (share.go)
	alone bool    // All never shares: the generator runs beside others that keep every core busy

	// The letter and word factors of each square of the board factorsOf.
	factorsOf *board.Board
	lfs, wfs  []int8

	// The line being walked, indexed along it.
	line    []lineSquare
	dir     board.Direction
	fixed   board.Square // the line's first square
	startAt int          // index of the start square in the line, or -1

	// The word being laid. Its letters are kept in letters (upper case,
	// 'A'..'Z') from wordAt on, in word order: tiles laid left of a run
	// go leftwards from wordMid, the others rightwards, so that turning
	// right at the run copies nothing.
	letters   [wordMid + 2*move.WordBytes]byte
	lf        [wordMid + 2*move.WordBytes]uint8 // the letter factor under each, an int8's bits
	wordAt    int
	nLaid     int // tiles laid so far
	firstTile int // index in the line of the first tile laid
	// The fewest letters a word must have from the plan's origin on, the
	// tiles laid left of the run not counted (walk.go).
	minSpan int

	// The run of board tiles the walk starts from: where it begins and
	// ends, and the sum of its tiles' values.
	run, runEnd, runValue int
	after                 uint32     // what may follow its first tile: letters, and endBit for the word's end
	open                  bool       // a tile may go on the square after a one-tile run
	plan                  []step     // the free squares to the right
	lefts                 []leftStep // the free squares to the left, from index 1

	alpha    alphagrams  // the words the rack spells with a lone tile (anagram.go)
	premiums []premiumAt // the premium squares near a lone tile

	// For the best moves by equity (best.go).
	bounder move.Bounder // bounds the rack's moves
	places  []move.Place // the runs of tiles, bounded
}

// wordMid is where the first tile right of a run goes in Generator.letters.
const wordMid = tile.MaxRack

// lineSquare is what the walk needs to know of one square of a line.
type lineSquare struct {
	letter   uint8 // the letter of the tile on it, 'A'..'Z', or 0 when free
	playable bool  // free, with nothing beside it across the line
	value    int8  // that tile's value
	lf, wf   int8  // letter and word factor for a tile laid on it
}

// New returns a generator for the rules and word graph. It
// panics on rules that fail rules.Set.Check, which the generator's scratch
// space and packed moves rely on.
func New(rules *rules.Set, graph *lexicon.Graph) *Generator {
	if err := rules.Check(); err != nil {
		panic(err)
	}
	gen := &Generator{rules: rules, graph: graph, minLen: rules.MinWordLength}
	for c := range 26 {
		gen.value[c], _ = rules.TileSet.Value(byte('A' + c))
		gen.blankLoss['A'+c] = int32(gen.value[c] - rules.BlankValue)
	}
	return gen
}

// SetAlone keeps All on the calling goroutine: for a generator that runs
// beside others that keep every core busy already.
func (gen *Generator) SetAlone() { gen.alone = true }

// Generate calls visit with every legal tile move for rack on grid g, until
// visit returns false. The *move.Packed is reused: copy it to keep it.
func (gen *Generator) Generate(g *board.Grid, rack tile.Rack, visit func(*move.Packed) bool) {
	gen.sink.HandTo(visit)
	gen.search(g, rack, nil)
	gen.sink.HandTo(nil)
}

// All appends every legal tile move to buf and returns it, in the order
// Generate finds them. A big search, a rack of five tiles or more with a
// blank on a board with tiles, is shared among the processor's cores
// (share.go); g must not change until All returns. With a buffer of enough
// capacity All allocates nothing, once the first shared search has made
// the helpers' scratch space.
func (gen *Generator) All(g *board.Grid, rack tile.Rack, buf []move.Packed) []move.Packed {
	if gen.shares(g, rack) {
		return gen.share.all(gen, g, rack, buf)
	}
	gen.sink.CollectInto(buf)
	gen.search(g, rack, nil)
	return gen.sink.Collected()
}

// Any reports whether any legal tile move exists for rack on grid g.
func (gen *Generator) Any(g *board.Grid, rack tile.Rack) bool {
	gen.sink.FirstOnly()
	gen.search(g, rack, nil)
	return gen.sink.Stopped
}

// search searches every line of the board in both directions; with a
// top, once the board has tiles, only the runs of tiles where a move
// could still be kept by it (best.go).
func (gen *Generator) search(g *board.Grid, rack tile.Rack, top *move.Top) {
	gen.setup(g, rack)
	b := g.Board()
	if top != nil && !gen.empty {
		gen.bestFromRuns(b, top)
		return
	}
	for j := 0; j < lineCount(b) && !gen.sink.Stopped; j++ {
		gen.walkLine(lineAt(b, j))
	}
}

// lineCount is the number of lines of board b: its rows and its columns.
func lineCount(b *board.Board) int { return b.Rows() + b.Cols() }

// lineAt returns line j of board b, its rows first, then its columns: its
// first square, its direction and its length.
func lineAt(b *board.Board, j int) (first board.Square, d board.Direction, length int) {
	if j < b.Rows() {
		return board.Square{Col: 0, Row: j}, board.Right, b.Cols()
	}
	return board.Square{Col: j - b.Rows(), Row: 0}, board.Down, b.Rows()
}

// setup takes in the position.
func (gen *Generator) setup(g *board.Grid, rack tile.Rack) {
	gen.grid, gen.sink.Stopped, gen.rackLen = g, false, len(rack)
	gen.alpha.forget()
	gen.rack.Fill(rack)
	if b := gen.rack.Blanks; b > 0 {
		for len(gen.blankLists) <= b {
			gen.blankLists = append(gen.blankLists, nil)
		}
		if gen.blankLists[b] == nil {
			gen.blankLists[b] = newBlankSets(b)
		}
		gen.blankSets = gen.blankLists[b]
	}
	gen.empty = g.Count() == 0
	if n := max(g.Board().Cols(), g.Board().Rows()); cap(gen.line) < n {
		gen.line = make([]lineSquare, n)
	}
	if cap(gen.plan) < gen.rackLen+1 {
		gen.plan = make([]step, 0, gen.rackLen+1)
		gen.lefts = make([]leftStep, 1, gen.rackLen+2)
	}
}

// walkLine reads the line from square first in direction d and tries every
// place in it where a word may begin. A line with no tile on it is passed
// over, unless the board is empty.
func (gen *Generator) walkLine(first board.Square, d board.Direction, length int) {
	if !gen.readLine(first, d, length) {
		return
	}
	if gen.empty {
		gen.walkOpening()
		return
	}
	for f := 0; f < length && !gen.sink.Stopped; f++ {
		if gen.runStarts(f) {
			gen.fromRun(f)
		}
	}
}

// readLine reads the line from square first in direction d into gen.line,
// unless it has no tile on it and the board is not empty: then it reports
// false.
func (gen *Generator) readLine(first board.Square, d board.Direction, length int) bool {
	g, b := gen.grid, gen.grid.Board()
	tiles := g.Tiles()
	at, step, across := b.Index(first), 1, b.Cols() // squares along and across the line
	before, after := first.Row > 0, first.Row < b.Rows()-1
	if d == board.Down {
		step, across = b.Cols(), 1
		before, after = first.Col > 0, first.Col < b.Cols()-1
	}
	if !gen.empty && !g.AnyOn(at, step, length) {
		return false
	}
	gen.line, gen.dir, gen.fixed, gen.startAt = gen.line[:length], d, first, -1
	gen.factorsFor(b)
	for i := range length {
		ls := &gen.line[i]
		*ls = lineSquare{lf: gen.lfs[at], wf: gen.wfs[at]}
		if t := tiles[at]; !t.IsZero() {
			ls.letter, ls.value = t.Letter, int8(t.Value)
		} else {
			ls.playable = (!before || tiles[at-across].IsZero()) && (!after || tiles[at+across].IsZero())
		}
		at += step
	}
	if s := b.Start(); s.Row == first.Row && d == board.Right {
		gen.startAt = s.Col
	} else if s.Col == first.Col && d == board.Down {
		gen.startAt = s.Row
	}
	return true
}

// factorsFor keeps the letter and word factors of board b's squares, in
// the order of its squares, for the lines to read.
func (gen *Generator) factorsFor(b *board.Board) {
	if gen.factorsOf == b {
		return
	}
	gen.factorsOf = b
	n := len(b.Premiums())
	gen.lfs, gen.wfs = slices.Grow(gen.lfs[:0], n)[:n], slices.Grow(gen.wfs[:0], n)[:n]
	for i, p := range b.Premiums() {
		gen.lfs[i], gen.wfs[i] = int8(p.LetterFactor()), int8(p.WordFactor())
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
