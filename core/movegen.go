package core

import "math/bits"

// GenMove is a legal tile move found by a [Generator], in a compact form
// that costs no allocation: the notation's parts and the score, in 24
// bytes.
type GenMove struct {
	// The tiles in notation, Word[:N]; the rest is zero. It is one byte
	// longer than a word can be, so that it is written in one store.
	Word     [wordBytes]byte
	N        uint8 // tiles played
	Col, Row uint8 // the square of the first tile played
	Dir      Direction
	Score    int
}

// wordBytes is the length of GenMove.Word: the 8 bytes of a uint64.
const wordBytes = 8

// A GenMove's word fits in its Word with a byte to spare.
var _ [0]struct{} = [wordBytes - MaxWordLetters - 1]struct{}{}

// Origin is the square of the first tile played.
func (m *GenMove) Origin() Square { return Square{Col: int(m.Col), Row: int(m.Row)} }

// Tiles is the number of tiles played.
func (m *GenMove) Tiles() int { return int(m.N) }

// Move returns the move in notation.
func (m *GenMove) Move() Move {
	return Move{Word: string(m.Word[:m.N]), Origin: m.Origin(), Dir: m.Dir}
}

// Generator finds every legal tile move of a position, fast: it walks each
// row and column once from every run of tiles on the board (or the start
// square of an empty board), following the word graph with the rack's
// letters on free squares and the board's letters on taken ones.
// ScraeBBKle needs no cross-checks: a tile may only go where nothing lies
// beside it across the move, which is known for each square before the walk.
//
// Each path through the graph is walked once, whatever blanks the rack
// holds: the walk lays letters, and counts how many of them the rack's own
// tiles cannot cover; only when a word is found are the blanks given out, in
// every way the rack allows. A Generator reuses its scratch space and is not
// safe for concurrent use; make one for each goroutine.
type Generator struct {
	rules *Rules
	graph *WordGraph
	value [26]int // tile values by letter

	// The position being searched.
	grid   *Grid
	have   [26]int8 // rack tiles by letter
	blanks int
	// The sets of places blanks may take, for the rack's number of blanks,
	// kept for each number of blanks met so far.
	blankSets  *blankSets
	blankLists []*blankSets
	rackLen    int
	empty      bool                // no tile on the board yet
	visit      func(*GenMove) bool // called with each move, or
	out        []GenMove           // appended to with each move, when collect is set, or
	collect    bool
	anyOnly    bool // stop at the first move
	stopped    bool

	// The letters laid so far, in word order, and what they need.
	laid    [MaxWordLetters]uint8 // letters, 0 for 'A'
	lf      [MaxWordLetters]int8  // the letter factor under each
	used    [26]int8              // laid letters by letter
	spare   uint32                // letters the rack still has a tile of
	deficit int                   // laid letters that need a blank

	// The line being walked, indexed along it.
	line      []lineSquare
	nLaid     int // tiles laid so far
	dir       Direction
	fixed     Square                // the line's first square
	startAt   int                   // index of the start square in the line, or -1
	word      GenMove               // the move handed to visit
	firstTile int                   // index of the first tile laid
	begin     int                   // index of the square the word begins on
	run       int                   // index of the run a left part is laid before
	left      [MaxWordLetters]uint8 // the left part's letters, right to left
	leftLF    [MaxWordLetters]int8  // and the letter factors under them
}

// lineSquare is what the walk needs to know of one square of a line.
type lineSquare struct {
	letter   uint8 // the letter of the tile on it, 'A'..'Z', or 0 when free
	playable bool  // free, with nothing beside it across the line
	value    int8  // that tile's value
	lf, wf   int8  // letter and word factor for a tile laid on it
}

// allLetters is the mask of every letter.
const allLetters = 1<<26 - 1

// NewGenerator returns a generator for the rules and word graph.
func NewGenerator(rules *Rules, graph *WordGraph) *Generator {
	gen := &Generator{rules: rules, graph: graph}
	for c := range 26 {
		gen.value[c], _ = rules.Value(byte('A' + c))
	}
	return gen
}

// Generate calls visit with every legal tile move for rack on grid g, until
// visit returns false. The *GenMove is reused: copy it to keep it.
func (gen *Generator) Generate(g *Grid, rack Rack, visit func(*GenMove) bool) {
	gen.visit = visit
	gen.search(g, rack)
	gen.visit = nil
}

// All appends every legal tile move to buf and returns it; with a buffer of
// enough capacity it allocates nothing.
func (gen *Generator) All(g *Grid, rack Rack, buf []GenMove) []GenMove {
	gen.out, gen.collect = buf, true
	gen.search(g, rack)
	buf, gen.out, gen.collect = gen.out, nil, false
	return buf
}

// Any reports whether any legal tile move exists for rack on grid g.
func (gen *Generator) Any(g *Grid, rack Rack) bool {
	gen.anyOnly = true
	gen.search(g, rack)
	gen.anyOnly = false
	return gen.stopped
}

// search searches every line of the board in both directions.
func (gen *Generator) search(g *Grid, rack Rack) {
	gen.setup(g, rack)
	b := g.Board()
	for _, d := range [2]Direction{Right, Down} {
		lines, length := b.Rows(), b.Cols()
		if d == Down {
			lines, length = b.Cols(), b.Rows()
		}
		for l := 0; l < lines && !gen.stopped; l++ {
			first := Square{Col: 0, Row: l}
			if d == Down {
				first = Square{Col: l, Row: 0}
			}
			gen.walkLine(first, d, length)
		}
	}
}

// setup takes in the position.
func (gen *Generator) setup(g *Grid, rack Rack) {
	gen.grid, gen.stopped = g, false
	gen.have, gen.used, gen.spare, gen.deficit = [26]int8{}, [26]int8{}, 0, 0
	gen.blanks, gen.rackLen = 0, len(rack)
	for _, t := range rack {
		if t.Blank {
			gen.blanks++
		} else {
			gen.have[t.Letter-'A']++
			gen.spare |= 1 << (t.Letter - 'A')
		}
	}
	if gen.blanks > 0 {
		for len(gen.blankLists) <= gen.blanks {
			gen.blankLists = append(gen.blankLists, nil)
		}
		if gen.blankLists[gen.blanks] == nil {
			gen.blankLists[gen.blanks] = newBlankSets(gen.blanks)
		}
		gen.blankSets = gen.blankLists[gen.blanks]
	}
	gen.empty = g.Count() == 0
	if n := max(g.Board().Cols(), g.Board().Rows()); cap(gen.line) < n {
		gen.line = make([]lineSquare, n)
	}
}

// walkLine reads the line from square first in direction d and tries every
// place in it where a word may begin.
func (gen *Generator) walkLine(first Square, d Direction, length int) {
	g, b := gen.grid, gen.grid.Board()
	gen.line, gen.dir, gen.fixed, gen.startAt = gen.line[:length], d, first, -1
	across := d.Across()
	sq := first
	tiles := false
	for i := range length {
		ls := &gen.line[i]
		p := b.Premium(sq)
		*ls = lineSquare{lf: int8(p.LetterFactor()), wf: int8(p.WordFactor())}
		if t, ok := g.At(sq); ok {
			ls.letter, ls.value, tiles = t.Letter, int8(t.Value), true
		} else {
			ls.playable = !g.Occupied(sq.Prev(across)) && !g.Occupied(sq.Next(across))
		}
		if sq == b.Start() {
			gen.startAt = i
		}
		sq = sq.Next(d)
	}
	switch {
	case gen.empty:
		gen.walkOpening()
	case tiles:
		for f := 0; f < length && !gen.stopped; f++ {
			if gen.line[f].letter != 0 && (f == 0 || gen.line[f-1].letter == 0) {
				gen.fromRun(f)
			}
		}
	}
}

// walkOpening tries every word of the first move that covers the start
// square in this line.
func (gen *Generator) walkOpening() {
	if gen.startAt < 0 {
		return
	}
	root := &gen.graph.nodes[Root]
	for a := max(0, gen.startAt-gen.rackLen+1); a <= gen.startAt && !gen.stopped; a++ {
		gen.nLaid, gen.begin = 0, a
		gen.lay(a, root, 0, 1, 0)
	}
}

// fromRun tries every word whose first tile on the board is the run of
// tiles that begins at index f: the word may begin with the run, or with
// tiles laid before it, found leftwards through the left trie.
func (gen *Generator) fromRun(f int) {
	gen.nLaid, gen.begin = 0, f
	gen.follow(f, Root, 0, 1, 0)
	if f == 0 || !gen.line[f-1].playable || gen.stopped {
		return
	}
	if n, ok := gen.graph.leftNext(Root, gen.line[f].letter-'A'); ok {
		gen.run = f
		gen.walkLeft(f-1, n, 0, 1)
	}
}

// allowed is the mask of letters a tile may be laid as: any letter while a
// blank is still free, otherwise the letters the rack still has.
func (gen *Generator) allowed() uint32 {
	if gen.deficit < gen.blanks {
		return allLetters
	}
	return gen.spare
}

// use lays letter c, counting it against the rack.
func (gen *Generator) use(c uint8) {
	gen.used[c]++
	switch {
	case gen.used[c] > gen.have[c]:
		gen.deficit++
	case gen.used[c] == gen.have[c]:
		gen.spare &^= 1 << c
	}
}

// unuse takes back letter c.
func (gen *Generator) unuse(c uint8) {
	if gen.used[c] > gen.have[c] {
		gen.deficit--
	} else {
		gen.spare |= 1 << c
	}
	gen.used[c]--
}

// walkLeft lays each letter the left trie allows on free square i,
// leftwards from the run at gen.run. Where the word may begin (the square
// before i is free) and the letters so far begin a word, it goes on to the
// right from the run through the forward trie.
func (gen *Generator) walkLeft(i int, n Node, sum, mul int) {
	ls := &gen.line[i]
	k := gen.run - i // tiles laid left of the run, this one included
	canBegin := i == 0 || gen.line[i-1].letter == 0
	goLeft := i > 0 && gen.line[i-1].playable && k < gen.rackLen
	nd := &gen.graph.left[n]
	letters := nd.mask & gen.allowed()
	for ; letters != 0 && !gen.stopped; letters &= letters - 1 {
		c := uint8(trailingZeros(letters))
		next := Node(nd.first + uint32(bits.OnesCount32(nd.mask&(1<<c-1))))
		gen.use(c)
		gen.left[k-1], gen.leftLF[k-1] = c, ls.lf
		s, m := sum+gen.value[c]*int(ls.lf), mul*int(ls.wf)
		if fwd := Node(gen.graph.left[next].aux); fwd != noNode && canBegin {
			gen.turnRight(k, i, fwd, s, m)
		}
		if goLeft && !gen.stopped {
			gen.walkLeft(i-1, next, s, m)
		}
		gen.unuse(c)
	}
}

// turnRight goes on to the right from the run with the k tiles laid left
// of it, from square i on: fwd is the forward node of those tiles and the
// run's first tile.
func (gen *Generator) turnRight(k, i int, fwd Node, sum, mul int) {
	for t := range k {
		gen.laid[t], gen.lf[t] = gen.left[k-1-t], gen.leftLF[k-1-t]
	}
	gen.nLaid, gen.firstTile, gen.begin = k, i, i
	gen.follow(gen.run+1, fwd, sum+int(gen.line[gen.run].value), mul, 1)
}

// follow goes on with the word from square i, node n of the word graph:
// it reads the board's tiles from there, offers the word if it may end
// before the next free square, and lays tiles from there on. sum is the
// word's score so far before word factors, mul the product of the word
// factors and fixed the number of board tiles in it.
func (gen *Generator) follow(i int, n Node, sum, mul, fixed int) {
	line := gen.line
	for ; i < len(line) && line[i].letter != 0; i++ {
		var ok bool
		if n, ok = gen.graph.Next(n, line[i].letter-'A'); !ok {
			return
		}
		sum, fixed = sum+int(line[i].value), fixed+1
	}
	nd := &gen.graph.nodes[n]
	if nd.mask&endBit != 0 && gen.nLaid > 0 && i-gen.begin >= gen.rules.MinWordLength && gen.connected(i, fixed) {
		gen.offer(sum, mul)
	}
	gen.lay(i, nd, sum, mul, fixed)
}

// lay lays on square i each letter that node nd of the word graph and the
// rack allow. Where a tile of the board follows, the word goes on through
// it; otherwise the letters that end a word there are offered straight
// from nd's mask of word endings, and the word goes on into the next free
// square only through children that can take a letter there.
func (gen *Generator) lay(i int, nd *graphNode, sum, mul, fixed int) {
	line := gen.line
	if i == len(line) || !line[i].playable || gen.nLaid == gen.rackLen {
		return
	}
	lf, wf := int(line[i].lf), int(line[i].wf)
	if gen.nLaid == 0 {
		gen.firstTile = i
	}
	k := gen.nLaid
	gen.nLaid++
	j := i + 1
	mul *= wf
	if j < len(line) && line[j].letter != 0 {
		for letters := nd.mask & gen.allowed(); letters != 0 && !gen.stopped; letters &= letters - 1 {
			c := uint8(trailingZeros(letters))
			child := nd.first + uint32(bits.OnesCount32(nd.mask&(1<<c-1)))
			gen.use(c)
			gen.laid[k], gen.lf[k] = c, int8(lf)
			gen.follow(j, Node(child), sum+gen.value[c]*lf, mul, fixed)
			gen.unuse(c)
		}
		gen.nLaid--
		return
	}
	if j-gen.begin >= gen.rules.MinWordLength && gen.connected(j, fixed) {
		for ends := nd.aux & gen.allowed(); ends != 0 && !gen.stopped; ends &= ends - 1 {
			c := uint8(trailingZeros(ends))
			gen.laid[k], gen.lf[k] = c, int8(lf)
			gen.use(c)
			gen.offer(sum+gen.value[c]*lf, mul)
			gen.unuse(c)
		}
	}
	if j < len(line) && line[j].playable && gen.nLaid < gen.rackLen {
		nodes := gen.graph.nodes
		for letters := nd.mask & gen.allowed(); letters != 0 && !gen.stopped; letters &= letters - 1 {
			c := uint8(trailingZeros(letters))
			child := &nodes[nd.first+uint32(bits.OnesCount32(nd.mask&(1<<c-1)))]
			gen.use(c)
			if child.mask&gen.allowed() != 0 {
				gen.laid[k], gen.lf[k] = c, int8(lf)
				gen.lay(j, child, sum+gen.value[c]*lf, mul, fixed)
			}
			gen.unuse(c)
		}
	}
	gen.nLaid--
}

// connected reports whether the word from gen.begin up to j uses a board
// tile, or covers the start square on an empty board.
func (gen *Generator) connected(j, fixed int) bool {
	if gen.empty {
		return gen.startAt >= gen.begin && gen.startAt < j
	}
	return fixed > 0
}
