package crossword

import (
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// Generator finds every legal tile move of a position under rules with
// crosswords. It keeps the cross-checks of the last position it searched
// and brings them up to date on each call (sync.go), so searching the
// positions of one game in turn recomputes only what each move changed.
//
// A Generator reuses its scratch space and is not safe for concurrent use:
// make one for each goroutine.
type Generator struct {
	rules   *rules.Set
	graph   *lexicon.Graph
	fwd     []lexicon.State     // the forward word graph
	left    []lexicon.LeftState // the left trie
	checker crossChecker
	minLen  int // the shortest word a move may form

	pos lanes // the position last searched

	// The rack: what is left of it, and what its tiles are worth.
	rack      tile.Laying
	rackLen   int
	value     [26]int // a tile of each letter
	ruleValue [26]int // what the rules say a tile of each letter is worth
	blankLoss [26]int // what a blank laid as each letter loses against its tile

	sink move.Sink // where moves go

	// The lane being walked.
	line []cell
	lane int
	down bool // a column, for moves down

	// The pivot the walk starts from (walk.go).
	pivot       int
	room        int    // free squares before it that the walk may lay tiles on
	pivotValue  int    // the value of its tile, 0 when the walk lays one on it
	pivotLaid   int    // 1 when the walk lays a tile on it
	pivotAt     int    // the place in the word of the pivot's tile, or of the first tile after a run
	follow      uint32 // what must follow its letter: the tile after it, or lexicon.EndBit
	followCross uint32 // the letters a tile laid just after it may be, if any

	// The word being laid, its tiles' letters ('A'..'Z') in word order
	// from place wordAt on of 16: the tiles laid up to the pivot in
	// places 0 to 7, ending at place 7, held in the bytes of before; the
	// tiles laid after it from place 8 on, in after. Each is written
	// whole, never byte by byte, so that reading the word back does not
	// wait for bytes to land.
	before, after uint64
	wordAt        int
	nLaid         int // tiles laid
	first         int // the lane index of the first tile laid
	minEnd        int // the lane index the word must reach to be long enough

	// For giving out blanks (offer.go): under each place of the word, the
	// letter factor and the word across's letter-times-word factor; what
	// a blank loses in each place of the word offered; and the letters of
	// the word the rack has too few tiles of, their places and how many
	// of those must take blanks.
	lfAt      [2 * move.WordBytes]int8
	cmAt      [2 * move.WordBytes]int16
	loss      [move.WordBytes]int
	shortAt   [tile.MaxRack]uint32
	shortNeed [tile.MaxRack]int
	shortN    int

	// For the best moves by equity (best.go, bound.go).
	bounder move.Bounder // bounds the rack's moves
	places  []move.Place // the pivots, bounded (best.go)
}

// afterPivot is the place of the first tile laid after the pivot in the
// word: the places before it hold the tiles up to the pivot.
const afterPivot = move.WordBytes

// withLetter returns the bytes of half a word with the letter of place i
// (0..7) set to 'A'+c.
func withLetter(half uint64, i int, c uint8) uint64 {
	s := 8 * uint(i)
	return half&^(0xff<<s) | uint64('A'+c)<<s
}

// New returns a generator of the moves the rules r allow with the words
// of lex. It panics on rules that fail rules.Set.Check, which its scratch
// space relies on, and on rules without crosswords, whose moves package
// movegen/oneword finds.
func New(r *rules.Set, lex *lexicon.Lexicon) *Generator {
	if err := r.Check(); err != nil {
		panic(err)
	}
	if !r.Crosswords {
		panic("crossword: the rules " + r.Name + " allow no crosswords")
	}
	g := lex.Graph()
	gen := &Generator{
		rules: r, graph: g, fwd: g.Forward(), left: g.Left(),
		checker: crossChecker{fwd: g.Forward(), left: g.Left()},
		minLen:  r.MinWordLength,
	}
	for c := range gen.ruleValue {
		gen.ruleValue[c], _ = r.TileSet.Value(byte('A' + c))
	}
	return gen
}

// Generate calls visit with every legal tile move for rack on grid g,
// until visit returns false. The *move.Packed is reused: copy it to keep
// it.
func (gen *Generator) Generate(g *board.Grid, rack tile.Rack, visit func(*move.Packed) bool) {
	gen.sink.HandTo(visit)
	gen.prepare(g, rack)
	gen.search(g, nil)
	gen.sink.HandTo(nil)
}

// All appends every legal tile move for rack on grid g to buf and returns
// it. With a buffer of enough capacity it allocates nothing.
func (gen *Generator) All(g *board.Grid, rack tile.Rack, buf []move.Packed) []move.Packed {
	gen.sink.CollectInto(buf)
	gen.prepare(g, rack)
	gen.search(g, nil)
	return gen.sink.Collected()
}

// Any reports whether any legal tile move exists for rack on grid g. A
// tile laid alone answers most positions at once (any.go); otherwise the
// search stops at the first move.
func (gen *Generator) Any(g *board.Grid, rack tile.Rack) bool {
	gen.prepare(g, rack)
	if g.Count() > 0 && gen.minLen <= 2 && gen.rackLen > 0 && anyAlone(&gen.pos, gen.rack.Playable()&lexicon.AllLetters) {
		return true
	}
	gen.sink.FirstOnly()
	gen.search(g, nil)
	return gen.sink.Stopped
}

// Forget drops the position the generator keeps, so that the next call
// reads its grid whole. It is never needed for correctness: every call
// compares its grid with the position kept.
func (gen *Generator) Forget() { gen.pos.forget() }

// prepare takes in the position: the grid's lanes and the rack, which
// holds at most tile.MaxRack tiles, as every rack the rules allow does.
func (gen *Generator) prepare(g *board.Grid, rack tile.Rack) {
	if len(rack) > tile.MaxRack {
		panic("crossword: a rack of more than tile.MaxRack tiles")
	}
	gen.pos.sync(&gen.checker, g)
	gen.rack.Fill(rack)
	gen.rackLen = len(rack)
	gen.valueTiles(rack)
}

// valueTiles learns what the rack's tiles are worth: a letter's tile what
// the rack's own is, or else what the rules say, and a blank what the
// rack's blank is, or else the rules' blank.
func (gen *Generator) valueTiles(rack tile.Rack) {
	blank := gen.rules.BlankValue
	gen.value = gen.ruleValue
	for _, t := range rack {
		if t.Blank {
			blank = t.Value
		} else {
			gen.value[t.Letter-'A'] = t.Value
		}
	}
	for c := range gen.blankLoss {
		gen.blankLoss[c] = gen.value[c] - blank
	}
}

// search walks every lane with a pivot, or on an empty board the lanes
// through the start square. With a top it walks only the pivots where a
// move could still be kept by it (best.go).
func (gen *Generator) search(g *board.Grid, top *move.Top) {
	switch {
	case gen.rackLen == 0:
	case g.Count() == 0:
		gen.opening(g.Board().Start())
	case top != nil:
		gen.bestFromPivots(top)
	default:
		gen.walkPivots()
	}
}

// walkPivots walks every lane with a pivot, until the sink stops.
func (gen *Generator) walkPivots() {
	for _, d := range directions {
		for j, n := range gen.pos.pivots[d] {
			if n > 0 {
				gen.walkLane(d, j)
				if gen.sink.Stopped {
					return
				}
			}
		}
	}
}

// opening walks the lanes through the start square s of an empty board:
// its row, and its column unless the board is its own mirror image, where
// the moves down are those across mirrored, and only those across are
// listed.
func (gen *Generator) opening(s board.Square) {
	gen.enterLane(board.Right, s.Row)
	gen.fromSquare(s.Col, int(roomBefore(gen.line, s.Col)))
	if gen.pos.mirrored || gen.sink.Stopped {
		return
	}
	gen.enterLane(board.Down, s.Col)
	gen.fromSquare(s.Row, int(roomBefore(gen.line, s.Row)))
}
