package crossword

import (
	"math/bits"
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
)

// A move is found from the first pivot it covers. A pivot is where a move
// may first touch the board in its lane: the first tile of a run of
// tiles, or a free square with a tile beside it across (a hook) that no
// tile precedes; on an empty board, the start square. Every move covers
// one, and the walk from a pivot never lays a tile on a square before it
// that another pivot, a tile, or the square after a tile holds, so no move
// is found twice.
//
// From the pivot the walk goes leftwards through the left trie, which
// reads the pivot's letter and then the letters laid before it, on the
// free squares before the pivot (which have no tile beside them across,
// so take any letter); where a word may begin, the trie's link gives the
// forward node of the letters so far, and the walk turns right: through
// the pivot's run of tiles, then laying letters on the free squares after
// it, each checked against its cross-check, and reading the board's tiles
// between them.

// walkLane walks lane j of direction d from each of its pivots.
func (gen *Generator) walkLane(d board.Direction, j int) {
	gen.enterLane(d, j)
	line := gen.line
	for p := range line {
		if !line[p].pivot {
			continue
		}
		gen.fromPivot(p)
		if gen.sink.Stopped {
			return
		}
	}
}

// fromPivot walks from pivot p of the lane entered.
func (gen *Generator) fromPivot(p int) {
	if c := &gen.line[p]; c.letter != 0 {
		gen.fromRun(p, int(c.room))
	} else {
		gen.fromSquare(p, int(c.room))
	}
}

// enterLane makes lane j of direction d the one walked.
func (gen *Generator) enterLane(d board.Direction, j int) {
	gen.line, gen.lane, gen.down = gen.pos.lane(d, j), j, d == board.Down
}

// fromRun walks from the run of tiles that begins at pivot p, with room
// free squares before it: first the words that begin with the run, then
// those with tiles before it.
func (gen *Generator) fromRun(p, room int) {
	line := gen.line
	c := &line[p]
	e := int(c.next)
	gen.pivot, gen.pivotValue, gen.pivotLaid, gen.pivotAt = p, int(c.value), 0, afterPivot
	node, ok := lexicon.Root, true
	for i := p; i < e && ok; i++ {
		node, ok = gen.checker.next(node, line[i].letter-'A')
	}
	if ok && gen.mayGoOn(node, e, 0) {
		gen.wordAt, gen.nLaid, gen.first, gen.minEnd = afterPivot, 0, e, p+gen.minLen-1
		gen.extend(e, &gen.fwd[node], int(c.value)+int(c.join), 1, 0)
	}
	gen.room = min(room, gen.rackLen)
	if gen.room == 0 || gen.sink.Stopped {
		return
	}
	root := &gen.left[lexicon.Root]
	l := c.letter - 'A'
	if root.Mask>>l&1 == 0 {
		return
	}
	gen.setFollow(p)
	gen.walkLeft(1, lexicon.ChildAt(root.Mask, root.First, l), 0, 1, 0)
}

// fromSquare walks from the free square at pivot p, with room free
// squares before it: each letter its cross-check and the rack allow is
// laid on it, and the word goes on from there to the right, and to the
// left through the left trie.
func (gen *Generator) fromSquare(p, room int) {
	c := &gen.line[p]
	at := afterPivot - 1
	gen.pivot, gen.pivotValue, gen.pivotLaid, gen.pivotAt = p, 0, 1, at
	gen.room = min(room, gen.rackLen-1)
	gen.setFollow(p)
	gen.lfAt[at], gen.cmAt[at] = c.lf, c.crossMul
	r := &gen.rack
	root := &gen.left[lexicon.Root]
	lf, wf, cb, cm := int(c.lf), int(c.wf), int(c.crossBase), int(c.crossMul)
	for m := root.Mask & c.cross & r.Playable(); m != 0 && !gen.sink.Stopped; m &= m - 1 {
		l := uint8(bits.TrailingZeros32(m))
		kid := lexicon.ChildAt(root.Mask, root.First, l)
		nd := &gen.left[kid]
		blank := r.Take(l, at)
		if nd.Follow&(gen.follow|gen.followCross&r.Playable()) != 0 {
			gen.before = withLetter(gen.before, at, l)
			v := gen.value[l]
			if lexicon.Node(nd.Link) != lexicon.NoNode {
				gen.turnRight(0, lexicon.Node(nd.Link), v*lf, wf, cb+v*cm)
			}
			if gen.room > 0 && !gen.sink.Stopped {
				gen.walkLeft(1, kid, v*lf, wf, cb+v*cm)
			}
		}
		r.Give(l, at, blank)
	}
}

// setFollow works out what may follow the letter of pivot p in a word: the
// tile after it, or the word's end or a letter the square after it allows.
func (gen *Generator) setFollow(p int) {
	line := gen.line
	gen.follow, gen.followCross = lexicon.EndBit, 0
	switch {
	case int(line[p].next) > p+1:
		gen.follow = 1 << (line[p+1].letter - 'A')
	case p+1 < len(line):
		gen.followCross = line[p+1].cross
	}
}

// walkLeft lays each letter that node at of the left trie and the rack
// allow on the k-th free square before the pivot, turning right where the
// letters so far begin a word, and going on leftwards while there is room.
// A letter is tried only when something the lane allows may follow the
// pivot's letter in a word that reads so. sum, mul and cross are the
// score so far (offer.go).
func (gen *Generator) walkLeft(k int, at uint32, sum, mul, cross int) {
	c := &gen.line[gen.pivot-k]
	w := gen.pivotAt - k
	gen.lfAt[w], gen.cmAt[w] = c.lf, 0
	lf := int(c.lf)
	mul *= int(c.wf)
	r := &gen.rack
	nd := &gen.left[at]
	useful := nd.Begins
	goOn := k < gen.room
	if goOn {
		useful |= nd.Goes
	}
	for m := nd.Mask & r.Playable() & useful; m != 0 && !gen.sink.Stopped; m &= m - 1 {
		l := uint8(bits.TrailingZeros32(m))
		kid := lexicon.ChildAt(nd.Mask, nd.First, l)
		child := &gen.left[kid]
		blank := r.Take(l, w)
		if child.Follow&(gen.follow|gen.followCross&r.Playable()) != 0 {
			gen.before = withLetter(gen.before, w, l)
			s := sum + gen.value[l]*lf
			if lexicon.Node(child.Link) != lexicon.NoNode {
				gen.turnRight(k, lexicon.Node(child.Link), s, mul, cross)
			}
			if goOn && !gen.sink.Stopped {
				gen.walkLeft(k+1, kid, s, mul, cross)
			}
		}
		r.Give(l, w, blank)
	}
}

// turnRight goes on to the right from the pivot, k tiles having been laid
// before it: node is the forward node of the letters up to the pivot's.
// It reads the tiles after the pivot, offers the word when it is one, and
// lays tiles on from the next free square.
func (gen *Generator) turnRight(k int, node lexicon.Node, sum, mul, cross int) {
	line := gen.line
	p := gen.pivot
	c := &line[p]
	e := int(c.next)
	for i, ok := p+1, true; i < e; i++ {
		if node, ok = gen.checker.next(node, line[i].letter-'A'); !ok {
			return
		}
	}
	sum += gen.pivotValue + int(c.join)
	gen.wordAt, gen.nLaid, gen.first = gen.pivotAt-k, k+gen.pivotLaid, p-k
	gen.minEnd = gen.first + gen.minLen - 1
	nd := &gen.fwd[node]
	if nd.Mask&lexicon.EndBit != 0 && e-1 >= gen.minEnd {
		gen.offer(sum, mul, cross)
	}
	if !gen.sink.Stopped && gen.mayGoOn(node, e, gen.nLaid) {
		gen.extend(e, nd, sum, mul, cross)
	}
}

// mayGoOn reports whether a word at forward node node, with laid tiles
// laid, may go on by laying a tile on square e of the lane: e is on the
// board and takes some letter, a tile is left, and the rack's letters and
// the tiles ahead meet the node's needs.
func (gen *Generator) mayGoOn(node lexicon.Node, e, laid int) bool {
	line := gen.line
	if e >= len(line) || laid >= gen.rackLen || line[e].cross == 0 {
		return false
	}
	r := &gen.rack
	return gen.graph.CanFinish(&gen.fwd[node], r.Letters|line[e].ahead, r.BlanksLeft)
}

// extend lays on free square i each letter that node nd, the square's
// cross-check and the rack allow, and goes on through the tiles after it.
// Where none follow, the letters that end a word are offered straight
// from nd's mask of word endings, and the walk goes on to the next square
// only through children whose needs the rack and the tiles ahead meet.
func (gen *Generator) extend(i int, nd *lexicon.State, sum, mul, cross int) {
	line := gen.line
	c := &line[i]
	k := gen.nLaid
	w := gen.wordAt + k
	gen.nLaid = k + 1
	gen.lfAt[w], gen.cmAt[w] = c.lf, c.crossMul
	lf, cb, cm := int(c.lf), int(c.crossBase), int(c.crossMul)
	mul *= int(c.wf)
	r := &gen.rack
	letters := nd.Mask & c.cross & r.Playable()
	e := int(c.next)
	more := k+1 < gen.rackLen && e < len(line) && line[e].cross != 0
	if e > i+1 {
		gen.extendThrough(i, nd, letters, sum, mul, cross, more)
		gen.nLaid = k
		return
	}
	if i >= gen.minEnd {
		for m := nd.Ends & letters; m != 0 && !gen.sink.Stopped; m &= m - 1 {
			l := uint8(bits.TrailingZeros32(m))
			blank := r.Take(l, w)
			gen.after = withLetter(gen.after, w-afterPivot, l)
			v := gen.value[l]
			gen.offer(sum+v*lf, mul, cross+cb+v*cm)
			r.Give(l, w, blank)
		}
	}
	if more {
		ahead := line[e].ahead
		for m := letters; m != 0 && !gen.sink.Stopped; m &= m - 1 {
			l := uint8(bits.TrailingZeros32(m))
			child := &gen.fwd[lexicon.ChildAt(nd.Mask, nd.First, l)]
			if left, blanks := r.After(l); !gen.graph.CanFinish(child, left|ahead, blanks) {
				continue
			}
			blank := r.Take(l, w)
			gen.after = withLetter(gen.after, w-afterPivot, l)
			v := gen.value[l]
			gen.extend(e, child, sum+v*lf, mul, cross+cb+v*cm)
			r.Give(l, w, blank)
		}
	}
	gen.nLaid = k
}

// extendThrough lays on free square i, which tiles follow, each of
// letters that node nd allows, and reads on through the tiles; mul holds
// the square's word factor already, and more tells whether the walk may
// lay tiles after them.
func (gen *Generator) extendThrough(i int, nd *lexicon.State, letters uint32, sum, mul, cross int, more bool) {
	line := gen.line
	c := &line[i]
	e := int(c.next)
	w := gen.wordAt + gen.nLaid - 1
	lf, cb, cm := int(c.lf), int(c.crossBase), int(c.crossMul)
	sum += int(c.join)
	r := &gen.rack
	for m := letters; m != 0 && !gen.sink.Stopped; m &= m - 1 {
		l := uint8(bits.TrailingZeros32(m))
		node, ok := lexicon.Node(lexicon.ChildAt(nd.Mask, nd.First, l)), true
		for j := i + 1; j < e && ok; j++ {
			node, ok = gen.checker.next(node, line[j].letter-'A')
		}
		if !ok {
			continue
		}
		blank := r.Take(l, w)
		gen.after = withLetter(gen.after, w-afterPivot, l)
		v := gen.value[l]
		s, x := sum+v*lf, cross+cb+v*cm
		child := &gen.fwd[node]
		if child.Mask&lexicon.EndBit != 0 && e-1 >= gen.minEnd {
			gen.offer(s, mul, x)
		}
		if more && !gen.sink.Stopped && gen.graph.CanFinish(child, r.Letters|line[e].ahead, r.BlanksLeft) {
			gen.extend(e, child, s, mul, x)
		}
		r.Give(l, w, blank)
	}
}
