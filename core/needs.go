package core

import "math/bits"

// The needs of a node of the forward graph say which letters the ways on
// from it to a word's end need: for each way, the set of its letters (a
// 26-bit mask, how many of each not counted), and of those sets only the
// least, those holding no other. A rack whose letters hold none of them,
// blanks standing in for what is missing, cannot finish a word from the
// node, and the generator does not go there: that cuts most of the walks
// that would find nothing.
//
// A node's sets lie side by side in WordGraph.needSets; graphNode.needs
// holds their number in its top bits, the size of the smallest below it,
// and where they begin in the others. A node with more than maxNeeds sets,
// most of them near the root where nearly any rack goes on, is marked as
// needing nothing.

// maxNeeds is the most sets of letters kept for a node.
const maxNeeds = 12

// The parts of graphNode.needs: the number of sets from needsShift on,
// needsAny when they are not kept; the size of the smallest from
// leastShift on (leastNone when there are none); and where they begin in
// the bits of needsAt.
const (
	needsShift = 28
	needsAny   = 1<<(32-needsShift) - 1
	leastShift = 24
	leastNone  = 1<<(needsShift-leastShift) - 1
	needsAt    = 1<<leastShift - 1
)

// packNeeds makes a graphNode.needs of n sets beginning at index at of
// needSets, the smallest of least letters.
func packNeeds(n, least, at int) uint32 {
	return uint32(n)<<needsShift | uint32(least)<<leastShift | uint32(at)
}

// markNeeds works out the needs of every node of the forward graph g.
func (g *WordGraph) markNeeds() {
	done := make([]bool, len(g.nodes))
	var sets []uint32
	var work func(v Node)
	work = func(v Node) {
		if done[v] {
			return
		}
		done[v] = true
		nd := &g.nodes[v]
		for m := nd.mask &^ endBit; m != 0; m &= m - 1 {
			c := uint8(bits.TrailingZeros32(m))
			child, _ := next(g.nodes, v, c)
			work(child)
		}
		sets = sets[:0]
		any := false
		for m := nd.mask &^ endBit; m != 0 && !any; m &= m - 1 {
			c := uint8(bits.TrailingZeros32(m))
			child, _ := next(g.nodes, v, c)
			if g.nodes[child].mask&endBit != 0 {
				sets = addLeast(sets, 1<<c)
			}
			theirs, ok := g.needsOf(&g.nodes[child])
			any = !ok
			for _, s := range theirs {
				sets = addLeast(sets, s|1<<c)
			}
			any = any || len(sets) > maxNeeds
		}
		if any || len(g.needSets) > needsAt {
			nd.needs = needsAny << needsShift
			return
		}
		least := leastNone
		for _, s := range sets {
			least = min(least, bits.OnesCount32(s))
		}
		nd.needs = packNeeds(len(sets), least, len(g.needSets))
		g.needSets = append(g.needSets, sets...)
	}
	for v := range g.nodes {
		work(Node(v))
	}
}

// addLeast adds set s to the least sets in list, unless it holds one of
// them, and drops those that hold it.
func addLeast(list []uint32, s uint32) []uint32 {
	for _, x := range list {
		if x&^s == 0 {
			return list
		}
	}
	kept := list[:0]
	for _, x := range list {
		if s&^x != 0 {
			kept = append(kept, x)
		}
	}
	return append(kept, s)
}

// needsOf returns the sets of letters the ways on from node nd need, or
// false when they are not kept.
func (g *WordGraph) needsOf(nd *graphNode) ([]uint32, bool) {
	n := nd.needs >> needsShift
	if n == needsAny {
		return nil, false
	}
	at := nd.needs & needsAt
	return g.needSets[at : at+n], true
}

// canFinish reports whether a word may be finished from node nd with tiles
// of the letters in spare and the given number of blanks, as far as the
// needs tell: it may be wrong the other way, never this way.
func (g *WordGraph) canFinish(nd *graphNode, spare uint32, blanks int) bool {
	n := nd.needs
	return n>>needsShift == needsAny || blanks >= int(n>>leastShift&leastNone) || g.meetsNeeds(n, spare, blanks)
}

// meetsNeeds reports whether the letters of spare and the blanks hold one
// of the sets of needs. It is kept out of line so that canFinish, whose
// quick answers serve most calls, is small enough to be inlined.
//
//go:noinline
func (g *WordGraph) meetsNeeds(needs, spare uint32, blanks int) bool {
	at := needs & needsAt
	for _, s := range g.needSets[at : at+needs>>needsShift] {
		if missing := s &^ spare; missing == 0 || blanks > 0 && bits.OnesCount32(missing) <= blanks {
			return true
		}
	}
	return false
}
