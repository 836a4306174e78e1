package core

// GenMove is a legal tile move found by a [Generator], in a compact form
// that costs no allocation: the notation's parts and the score.
type GenMove struct {
	Origin Square
	Dir    Direction
	N      int                  // tiles played
	Word   [MaxWordLetters]byte // the tiles in notation, Word[:N]
	Score  int
}

// Move returns the move in notation.
func (m *GenMove) Move() Move {
	return Move{Word: string(m.Word[:m.N]), Origin: m.Origin, Dir: m.Dir}
}

// Generator finds every legal tile move of a position, fast: it walks each
// row and column once from every square where a word may begin, following
// the word graph with the rack's letters on free squares and the board's
// letters on taken ones. ScraeBBKle needs no cross-checks: a tile may only
// go where nothing lies beside it across the move, which is known for each
// square before the walk. A Generator reuses its scratch space and is not
// safe for concurrent use; make one for each goroutine.
type Generator struct {
	rules *Rules
	graph *WordGraph
	value [26]int // tile values by letter

	// The position being searched.
	grid    *Grid
	counts  [26]int // rack tiles by letter
	mask    uint32  // the letters with counts above 0
	blanks  int
	rackLen int
	empty   bool                // no tile on the board yet
	visit   func(*GenMove) bool // called with each move, or
	out     []GenMove           // appended to with each move, when collect is set, or
	collect bool
	anyOnly bool // stop at the first move
	stopped bool

	// The line being walked, indexed along it.
	line      []lineSquare
	dir       Direction
	fixed     Square // the line's first square
	startAt   int    // index of the start square in the line, or -1
	word      GenMove
	firstTile int                  // index of the first tile laid, or -1
	begin     int                  // index of the square the word begins on
	run       int                  // index of the run a left part is laid before
	left      [MaxWordLetters]byte // the left part's tiles, right to left
}

// lineSquare is what the walk needs to know of one square of a line.
type lineSquare struct {
	letter   uint8 // the letter of the tile on it, 'A'..'Z', or 0 when free
	playable bool  // free, with nothing beside it across the line
	value    int8  // that tile's value
	lf, wf   int8  // letter and word factor for a tile laid on it
	next     int16 // index of the first taken square from here on, or -1
}

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
	gen.counts, gen.mask, gen.blanks, gen.rackLen = [26]int{}, 0, 0, len(rack)
	for _, t := range rack {
		if t.Blank {
			gen.blanks++
		} else {
			gen.counts[t.Letter-'A']++
			gen.mask |= 1 << (t.Letter - 'A')
		}
	}
	gen.empty = g.Count() == 0
	if n := max(g.Board().Cols(), g.Board().Rows()); cap(gen.line) < n {
		gen.line = make([]lineSquare, n)
	}
}

// walkLine reads the line from square first in direction d and tries every
// square of it where a word may begin.
func (gen *Generator) walkLine(first Square, d Direction, length int) {
	g, b := gen.grid, gen.grid.Board()
	gen.line, gen.dir, gen.fixed, gen.startAt = gen.line[:length], d, first, -1
	across := d.Across()
	sq := first
	for i := range length {
		ls := &gen.line[i]
		p := b.Premium(sq)
		*ls = lineSquare{lf: int8(p.LetterFactor()), wf: int8(p.WordFactor())}
		if t, ok := g.At(sq); ok {
			ls.letter, ls.value = t.Letter, int8(t.Value)
		} else {
			ls.playable = !g.Occupied(sq.Prev(across)) && !g.Occupied(sq.Next(across))
		}
		if sq == b.Start() {
			gen.startAt = i
		}
		sq = sq.Next(d)
	}
	next := int16(-1)
	for i := length - 1; i >= 0; i-- {
		if gen.line[i].letter != 0 {
			next = int16(i)
		}
		gen.line[i].next = next
	}
	if gen.empty {
		gen.walkOpening(length)
		return
	}
	for f := 0; f < length && !gen.stopped; f++ {
		if gen.line[f].letter != 0 && (f == 0 || gen.line[f-1].letter == 0) {
			gen.fromRun(f)
		}
	}
}

// walkOpening tries every word of the first move that covers the start
// square in this line.
func (gen *Generator) walkOpening(length int) {
	if gen.startAt < 0 {
		return
	}
	for a := max(0, gen.startAt-gen.rackLen+1); a <= gen.startAt && !gen.stopped; a++ {
		gen.word.N, gen.firstTile, gen.begin = 0, -1, a
		gen.walk(a, Root, 0, 1, 0)
	}
}

// fromRun tries every word whose first tile on the board is the run of
// tiles that begins at index f: the word may begin with the run, or with
// tiles laid before it, found leftwards through the left trie.
func (gen *Generator) fromRun(f int) {
	gen.word.N, gen.firstTile, gen.begin = 0, -1, f
	gen.walk(f, Root, 0, 1, 0)
	if f == 0 || !gen.line[f-1].playable || gen.stopped {
		return
	}
	if n, ok := gen.graph.leftNext(Root, gen.line[f].letter-'A'); ok {
		gen.run = f
		gen.walkLeft(f-1, n, 0, 1)
	}
}

// walkLeft lays each rack tile the left trie allows on free square i,
// leftwards from the run at gen.run. Where the word may begin (the square
// before i is free) and the letters so far begin a word, it goes on to the
// right from the run through the forward trie.
func (gen *Generator) walkLeft(i int, n Node, sum, mul int) {
	letters := gen.graph.leftLetters(n)
	if gen.blanks == 0 {
		letters &= gen.mask
	}
	for ; letters != 0 && !gen.stopped; letters &= letters - 1 {
		c := uint8(trailingZeros(letters))
		next, _ := gen.graph.leftNext(n, c)
		if gen.counts[c] > 0 {
			gen.take(c)
			gen.layLeft(i, next, 'A'+c, gen.value[c], sum, mul)
			gen.counts[c]++
			gen.mask |= 1 << c
		}
		if gen.blanks > 0 && !gen.stopped {
			gen.blanks--
			gen.layLeft(i, next, 'a'+c, gen.rules.BlankValue, sum, mul)
			gen.blanks++
		}
	}
}

// layLeft puts a tile written c and worth value on square i, left of the
// run, then turns right or goes on left.
func (gen *Generator) layLeft(i int, n Node, c byte, value, sum, mul int) {
	ls := &gen.line[i]
	sum, mul = sum+value*int(ls.lf), mul*int(ls.wf)
	k := gen.run - i // tiles laid left of the run, this one included
	gen.left[k-1] = c
	if fwd := gen.graph.link[n]; fwd != noNode && (i == 0 || gen.line[i-1].letter == 0) {
		for t := range k {
			gen.word.Word[t] = gen.left[k-1-t]
		}
		gen.word.N, gen.firstTile, gen.begin = k, i, i
		run := &gen.line[gen.run]
		gen.after(gen.run, fwd, sum+int(run.value), mul, 1)
	}
	if i > 0 && gen.line[i-1].playable && k < gen.rackLen && !gen.stopped {
		gen.walkLeft(i-1, n, sum, mul)
	}
}

// walk handles square i of the word that begins at gen.begin: it reads
// the board's tile there, or lays each rack tile the word graph allows. sum
// is the word's score so far before word factors, mul the product of the
// word factors and fixed the number of board tiles in the word.
func (gen *Generator) walk(i int, n Node, sum, mul, fixed int) {
	ls := &gen.line[i]
	if ls.letter != 0 {
		next, ok := gen.graph.Next(n, ls.letter-'A')
		if ok {
			gen.after(i, next, sum+int(ls.value), mul, fixed+1)
		}
		return
	}
	if !ls.playable || gen.word.N == gen.rackLen {
		return
	}
	letters := gen.graph.Letters(n)
	if gen.blanks == 0 {
		letters &= gen.mask
	}
	if gen.word.N == 0 {
		gen.firstTile = i
	}
	for ; letters != 0 && !gen.stopped; letters &= letters - 1 {
		c := uint8(trailingZeros(letters))
		next, _ := gen.graph.Next(n, c)
		if gen.counts[c] > 0 {
			gen.take(c)
			gen.lay(i, next, 'A'+c, gen.value[c], sum, mul, fixed)
			gen.counts[c]++
			gen.mask |= 1 << c
		}
		if gen.blanks > 0 && !gen.stopped {
			gen.blanks--
			gen.lay(i, next, 'a'+c, gen.rules.BlankValue, sum, mul, fixed)
			gen.blanks++
		}
	}
}

// lay puts a tile written c and worth value on square i and goes on.
func (gen *Generator) lay(i int, n Node, c byte, value, sum, mul, fixed int) {
	ls := &gen.line[i]
	gen.word.Word[gen.word.N] = c
	gen.word.N++
	gen.after(i, n, sum+value*int(ls.lf), mul*int(ls.wf), fixed)
	gen.word.N--
}

// after follows square i: the word goes on over a board tile next to it,
// may end here, and may go on with more rack tiles.
func (gen *Generator) after(i int, n Node, sum, mul, fixed int) {
	j := i + 1
	if j < len(gen.line) && gen.line[j].letter != 0 {
		gen.walk(j, n, sum, mul, fixed)
		return
	}
	if gen.word.N > 0 && gen.graph.IsWord(n) && j-gen.begin >= gen.rules.MinWordLength && gen.connected(j, fixed) {
		gen.offer(sum, mul)
	}
	if j < len(gen.line) && !gen.stopped {
		gen.walk(j, n, sum, mul, fixed)
	}
}

// connected reports whether the word from a up to j uses a board tile, or
// covers the start square on an empty board.
func (gen *Generator) connected(j, fixed int) bool {
	if gen.empty {
		return gen.startAt >= gen.begin && gen.startAt < j
	}
	return fixed > 0
}

// offer hands the move laid so far to visit.
func (gen *Generator) offer(sum, mul int) {
	m := &gen.word
	m.Dir = gen.dir
	m.Origin = gen.fixed
	if gen.dir == Right {
		m.Origin.Col += gen.firstTile
	} else {
		m.Origin.Row += gen.firstTile
	}
	m.Score = sum * mul
	if m.N == gen.rules.RackSize {
		m.Score += gen.rules.BingoBonus
	}
	switch {
	case gen.collect:
		gen.out = append(gen.out, *m)
	case gen.anyOnly || !gen.visit(m):
		gen.stopped = true
	}
}

// take takes a tile of letter c from the rack.
func (gen *Generator) take(c uint8) {
	if gen.counts[c]--; gen.counts[c] == 0 {
		gen.mask &^= 1 << c
	}
}
