package oneword

import (
	"encoding/binary"
	"math/bits"
	"scraebbkle/core/lexicon"
)

// A walk lays tiles on a line in two directions from one place: leftwards
// from the first tile of a run of board tiles, through the left trie, and
// rightwards through the forward graph from where the run ends (or, on an
// empty board, from where a word may begin). Everything that depends only
// on the squares, not on the letters tried, is worked out once per place,
// in a plan of the free squares on each side.

// step is a free square that the walk to the right lays a tile on, and what
// the line holds after it.
type step struct {
	sq     int  // its index in the line
	lf, wf int8 // its letter and word factor
	// The board's tiles that follow it, up to the next free square: the
	// line's squares sq+1 .. next-1, and the sum of their values.
	next, joinValue int
	mayEnd          bool // the word may end after them
	// The word's letters up to them, from the plan's origin: the first
	// tile of the run, or the first tile of an opening.
	span int
	// The letters of the board's tiles from here to the plan's end, which
	// a word going on from here may use besides the rack's.
	ahead uint32
}

// leftStep is a free square that the walk to the left lays a tile on.
type leftStep struct {
	lf, wf   int8
	canBegin bool // the square before it is free, so the word may begin here
	goLeft   bool // the square before it takes a tile too
}

// planRight plans the steps of a walk to the right whose first tile goes on
// square i, for words read from square origin: at most as many as the rack
// has tiles, up to the first square that cannot take one. mayEnd tells
// whether a word may end where step d's tiles end.
func (gen *Generator) planRight(origin, i int, mayEnd func(end int) bool) {
	line := gen.line
	gen.plan = gen.plan[:0]
	for d := 0; d < gen.rackLen && i < len(line) && line[i].playable; d++ {
		st := step{sq: i, lf: line[i].lf, wf: line[i].wf, next: i + 1}
		for ; st.next < len(line) && line[st.next].letter != 0; st.next++ {
			st.joinValue += int(line[st.next].value)
		}
		st.mayEnd, st.span = mayEnd(st.next), st.next-origin
		gen.plan = append(gen.plan, st)
		i = st.next
	}
	ahead := uint32(0)
	for d := len(gen.plan) - 1; d >= 0; d-- {
		st := &gen.plan[d]
		for j := st.sq + 1; j < st.next; j++ {
			ahead |= 1 << (line[j].letter - 'A')
		}
		st.ahead = ahead
	}
}

// mayEndAfter reports whether a word may end after step st's tiles: the
// line allows it there, and the word is long enough.
func (gen *Generator) mayEndAfter(st *step) bool { return st.mayEnd && st.span >= gen.minSpan }

// canGoOn reports whether a word may go on from node nd at step d with the
// rack's tiles left and the board's tiles ahead, as far as nd's needs tell.
func (gen *Generator) canGoOn(nd *lexicon.State, d int) bool {
	return gen.graph.CanFinish(nd, gen.rack.Letters|gen.plan[d].ahead, gen.rack.BlanksLeft)
}

// walkOpening tries every word of the first move that covers the start
// square in this line.
func (gen *Generator) walkOpening() {
	if gen.startAt < 0 {
		return
	}
	root := &gen.graph.Forward()[lexicon.Root]
	for a := max(0, gen.startAt-gen.rackLen+1); a <= gen.startAt && !gen.sink.Stopped; a++ {
		gen.planRight(a, a, func(end int) bool { return end > gen.startAt })
		gen.wordAt, gen.nLaid, gen.firstTile, gen.minSpan = wordMid, 0, a, gen.minLen
		if len(gen.plan) > 0 {
			gen.extend(0, root, 0, 1)
		}
	}
}

// fromRun tries every word whose first tile on the board is the run of
// tiles that begins at index f: the word may begin with the run, or with
// tiles laid before it, found leftwards through the left trie.
func (gen *Generator) fromRun(f int) {
	line := gen.line
	e := f + 1
	for e < len(line) && line[e].letter != 0 {
		e++
	}
	// A lone tile with room for long words on both sides is served by
	// the alphagrams, whose cost for a letter does not depend on the room
	// and is shared by every such tile of that letter; with less room the
	// walk below, cut short by the board, is cheaper. A rack with blanks
	// spells too many sets of letters for the alphagrams to pay.
	if e == f+1 && gen.rack.Blanks == 0 {
		if left, right, ok := gen.loneTile(f); ok && left+right >= gen.rackLen+2 {
			gen.fromLoneTile(f, left, right)
			return
		}
	}
	gen.run, gen.runEnd = f, e
	gen.fromRunRight(f, e)
	if f > 0 && line[f-1].playable && !gen.sink.Stopped {
		gen.fromRunLeft(f, e)
	}
}

// fromRunRight tries every word that begins with the run of tiles from f
// to e, going on to the right. It sets the run's value for the left walks.
func (gen *Generator) fromRunRight(f, e int) {
	line := gen.line
	gen.runValue = 0
	n := lexicon.Root
	ok := true
	for i := f; i < e; i++ {
		gen.runValue += int(line[i].value)
		if ok {
			n, ok = gen.graph.Next(n, line[i].letter-'A')
		}
	}
	gen.planRight(f, e, func(int) bool { return true })
	if ok && len(gen.plan) > 0 {
		gen.wordAt, gen.nLaid, gen.firstTile, gen.minSpan = wordMid, 0, e, gen.minLen
		gen.extend(0, &gen.graph.Forward()[n], gen.runValue, 1)
	}
}

// fromRunLeft tries every word with tiles laid before the run of tiles
// from f to e, walking leftwards through the left trie, once fromRunRight
// has planned the squares right of the run.
func (gen *Generator) fromRunLeft(f, e int) {
	line := gen.line
	first, ok := gen.graph.LeftNext(lexicon.Root, line[f].letter-'A')
	if gen.planLeft(f); !ok || len(gen.lefts) == 1 {
		return
	}
	// What may follow the run's first tile in the word: the run's next
	// tile, or the end of the word and, where the next square takes a
	// tile, a letter of the rack.
	gen.after, gen.open = lexicon.EndBit, len(gen.plan) > 0
	if e > f+1 {
		gen.after, gen.open = 1<<(line[f+1].letter-'A'), false
	}
	gen.walkLeft(1, first, 0, 1)
}

// planLeft plans the free squares left of the run that begins at f, as far
// as the rack's tiles reach.
func (gen *Generator) planLeft(f int) {
	line := gen.line
	gen.lefts = gen.lefts[:1]
	for k := 1; k <= gen.rackLen && f-k >= 0 && line[f-k].playable; k++ {
		i := f - k
		gen.lefts = append(gen.lefts, leftStep{
			lf: line[i].lf, wf: line[i].wf,
			canBegin: i == 0 || line[i-1].letter == 0,
			goLeft:   i > 0 && line[i-1].playable && k < gen.rackLen,
		})
	}
}

// walkLeft lays each letter the left trie allows on the k-th free square
// left of the run. Where the word may begin there and the letters so far
// begin a word, it goes on to the right from the run through the forward
// graph. A letter is tried only when something the line allows may follow
// the run's first tile in a word that reads so.
func (gen *Generator) walkLeft(k int, n lexicon.Node, sum, mul int) {
	st := &gen.lefts[k]
	at := wordMid - k
	gen.lf[at] = uint8(st.lf)
	lf := int(st.lf)
	mul *= int(st.wf)
	r := &gen.rack
	left := gen.graph.Left()
	nd := &left[n]
	open := gen.open && k < gen.rackLen
	// Only the letters whose node is of use here are tried: one that
	// begins a word, where a word may begin, or one that leads on, where
	// the walk may go on leftwards. The others are not even read.
	var useful uint32
	if st.canBegin {
		useful = nd.Begins
	}
	if st.goLeft {
		useful |= nd.Goes
	}
	for letters := nd.Mask & r.Playable() & useful; letters != 0 && !gen.sink.Stopped; letters &= letters - 1 {
		c := uint8(bits.TrailingZeros32(letters))
		next := lexicon.ChildAt(nd.Mask, nd.First, c)
		child := &left[next]
		blank := r.Take(c, at)
		after := gen.after
		if open {
			after |= r.Playable()
		}
		if child.Follow&after != 0 {
			gen.letters[at] = 'A' + c
			s := sum + gen.value[c]*lf
			if st.canBegin && lexicon.Node(child.Link) != lexicon.NoNode {
				gen.turnRight(k, lexicon.Node(child.Link), s, mul)
			}
			if st.goLeft && !gen.sink.Stopped {
				gen.walkLeft(k+1, lexicon.Node(next), s, mul)
			}
		}
		r.Give(c, at, blank)
	}
}

// turnRight goes on to the right from the k tiles laid left of the run:
// fwd is the forward node of those tiles and the run's first tile.
func (gen *Generator) turnRight(k int, fwd lexicon.Node, sum, mul int) {
	line := gen.line
	n := fwd
	for i := gen.run + 1; i < gen.runEnd; i++ {
		var ok bool
		if n, ok = gen.graph.Next(n, line[i].letter-'A'); !ok {
			return
		}
	}
	gen.wordAt, gen.nLaid, gen.firstTile, gen.minSpan = wordMid-k, k, gen.run-k, gen.minLen-k
	sum += gen.runValue
	nd := &gen.graph.Forward()[n]
	if nd.Mask&lexicon.EndBit != 0 && gen.runEnd-gen.run >= gen.minSpan {
		gen.offer(sum, mul)
	}
	if len(gen.plan) > 0 && k < gen.rackLen && !gen.sink.Stopped && gen.canGoOn(nd, 0) {
		gen.extend(0, nd, sum, mul)
	}
}

// extend lays on the square of step d each letter that node nd of the word
// graph and the rack allow, and goes on through the board's tiles after
// it. Where none follow, the letters that end a word there are offered
// straight from nd's mask of word endings, and the word goes on to the next
// step only through children that can take a letter there.
func (gen *Generator) extend(d int, nd *lexicon.State, sum, mul int) {
	st := &gen.plan[d]
	k := gen.nLaid
	at := gen.wordAt + k
	gen.lf[at] = uint8(st.lf)
	gen.nLaid = k + 1
	lf := int(st.lf)
	mul *= int(st.wf)
	more := d+1 < len(gen.plan) && k+1 < gen.rackLen
	r := &gen.rack
	nodes := gen.graph.Forward()
	if st.next > st.sq+1 {
		gen.extendThrough(d, nd, sum, mul, more)
		gen.nLaid = k
		return
	}
	if gen.mayEndAfter(st) {
		for ends := nd.Ends & r.Playable(); ends != 0 && !gen.sink.Stopped; ends &= ends - 1 {
			c := uint8(bits.TrailingZeros32(ends))
			blank := r.Take(c, at)
			gen.letters[at] = 'A' + c
			gen.offer(sum+gen.value[c]*lf, mul)
			r.Give(c, at, blank)
		}
	}
	if more {
		for letters := nd.Mask & r.Playable(); letters != 0 && !gen.sink.Stopped; letters &= letters - 1 {
			c := uint8(bits.TrailingZeros32(letters))
			child := &nodes[lexicon.ChildAt(nd.Mask, nd.First, c)]
			// canGoOn as it would be once c is laid, asked before.
			if spare, blanks := r.After(c); !gen.graph.CanFinish(child, spare|gen.plan[d+1].ahead, blanks) {
				continue
			}
			blank := r.Take(c, at)
			gen.letters[at] = 'A' + c
			gen.extend(d+1, child, sum+gen.value[c]*lf, mul)
			r.Give(c, at, blank)
		}
	}
	gen.nLaid = k
}

// extendThrough lays each letter nd and the rack allow on the square of
// step d, where board tiles follow, and reads on through them; mul already
// holds the square's word factor.
func (gen *Generator) extendThrough(d int, nd *lexicon.State, sum, mul int, more bool) {
	line := gen.line
	st := &gen.plan[d]
	at := gen.wordAt + gen.nLaid - 1
	lf := int(st.lf)
	r := &gen.rack
	for letters := nd.Mask & r.Playable(); letters != 0 && !gen.sink.Stopped; letters &= letters - 1 {
		c := uint8(bits.TrailingZeros32(letters))
		n := lexicon.Node(lexicon.ChildAt(nd.Mask, nd.First, c))
		ok := true
		for i := st.sq + 1; i < st.next && ok; i++ {
			n, ok = gen.graph.Next(n, line[i].letter-'A')
		}
		if !ok {
			continue
		}
		blank := r.Take(c, at)
		gen.letters[at] = 'A' + c
		s := sum + gen.value[c]*lf + st.joinValue
		child := &gen.graph.Forward()[n]
		if gen.mayEndAfter(st) && child.Mask&lexicon.EndBit != 0 {
			gen.offer(s, mul)
		}
		if more && !gen.sink.Stopped && gen.canGoOn(child, d+1) {
			gen.extend(d+1, child, s, mul)
		}
		r.Give(c, at, blank)
	}
}

// loneTile reports whether the tile at index f of the line stands alone:
// the only tile in its run and no other within reach to its right. It
// returns how many tiles a word through it may have on either side.
func (gen *Generator) loneTile(f int) (left, right int, ok bool) {
	line := gen.line
	i := f + 1
	for i < len(line) && line[i].playable && i-f <= gen.rackLen {
		i++
	}
	if i < len(line) && line[i].letter != 0 {
		return 0, 0, false
	}
	right = min(i-f-1, gen.rackLen)
	i = f - 1
	for i >= 0 && line[i].playable && f-i <= gen.rackLen {
		i--
	}
	left = min(f-i-1, gen.rackLen)
	if i >= 0 && line[i].letter != 0 {
		left-- // a word may not begin next to another tile
	}
	return left, right, true
}

// fromLoneTile offers every word through the lone tile at index f with at
// most left tiles before it and right tiles after it: the anagrams of the
// tile and some of the rack, in every place the tile may take in them.
func (gen *Generator) fromLoneTile(f, left, right int) {
	line := gen.line
	// The places q the tile may take in a word of n letters: at most left
	// before it, and n-1-q at most right after it; none in a word shorter
	// than the rules allow.
	var fits [lexicon.LeftLen + 1]uint8
	for n := max(2, gen.minLen); n <= lexicon.LeftLen; n++ {
		fits[n] = uint8(1<<(min(left, n-1)+1) - 1)
		if after := n - 1 - right; after > 0 {
			fits[n] &^= 1<<after - 1
		}
	}
	// The premium squares within reach, the only ones that change a
	// word's score from the sum of its letters.
	gen.premiums = gen.premiums[:0]
	for i := f - left; i <= f+right; i++ {
		if sq := &line[i]; i != f && (sq.lf != 1 || sq.wf != 1) {
			gen.premiums = append(gen.premiums, premiumAt{i: i, lf: int(sq.lf), wf: int(sq.wf)})
		}
	}
	x := line[f].letter
	board := int(line[f].value) - gen.value[x-'A'] // the tile counts at its own value
	found := gen.alpha.with(x-'A', gen.graph.Anagrams(), &gen.rack, &gen.value)
	for i := range found {
		a := &found[i]
		for places := a.places & fits[a.n]; places != 0 && !gen.sink.Stopped; places &= places - 1 {
			gen.layWord(f, bits.TrailingZeros8(places), a, int(a.value)+board)
		}
	}
}

// layWord lays the letters of anagram a around the tile at index f, which
// is letter q of it, and offers the move: sum is the word's score before
// premiums. The rack holds no blank, so no letter factor is kept.
func (gen *Generator) layWord(f, q int, a *anagram, sum int) {
	n := int(a.n)
	begin := f - q
	mul := 1
	for _, p := range gen.premiums {
		if j := p.i - begin; j >= 0 && j < n {
			sum += (p.lf - 1) * gen.value[byte(a.word>>(8*j))-'A']
			mul *= p.wf
		}
	}
	gen.wordAt, gen.nLaid, gen.firstTile = wordMid, n-1, begin
	if q == 0 {
		gen.firstTile = f + 1
	}
	// The word's letters but the tile's.
	laid := a.word&(1<<(8*q)-1) | a.word>>(8*q+8)<<(8*q)
	binary.LittleEndian.PutUint64(gen.letters[wordMid:], laid)
	gen.offer(sum, mul)
}

// walkShare walks the lines of owner's search that nobody has taken yet,
// as its helper by, into its own buffer.
func (gen *Generator) walkShare(owner *Generator, by int) {
	sh := &owner.share
	b := sh.grid.Board()
	gen.sink.CollectInto(gen.share.buf[:0])
	if gen != owner {
		gen.setup(sh.grid, sh.rack) // the owner's was done by orderLines
	}
	for {
		i := int(sh.next.Add(1)) - 1
		if i >= len(sh.order) {
			break
		}
		j := sh.order[i]
		start := gen.sink.Len()
		gen.walkLine(lineAt(b, j))
		sh.lines[j] = lineShare{by: by, start: start, end: gen.sink.Len()}
	}
	gen.share.buf = gen.sink.Collected()
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
