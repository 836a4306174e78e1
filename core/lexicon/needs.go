package lexicon

import "math/bits"

// The needs of a node of the forward graph say which letters the ways on
// from it to a word's end need: for each way, the set of its letters (a
// 26-bit mask, how many of each not counted), and of those sets only the
// least, those holding no other. A rack whose letters hold none of them,
// blanks standing in for what is missing, cannot finish a word from the
// node, and the generator does not go there: that cuts most of the walks
// that would find nothing.
//
// A node's sets lie side by side in Graph.needSets, in the order of
// the nodes, so that the needs of a node's children, which lie side by
// side too, are read together. graphNode.needs holds their number in its
// top bits, the size of the smallest below it, and where they begin in the
// others; a single set, the needs of most nodes, is held in the node
// itself, which spares the generator a read from elsewhere. A node with
// more than maxNeeds sets, most of them near the root where nearly any
// rack goes on, is marked as needing nothing.

// maxNeeds is the most sets of letters kept for a node.
const maxNeeds = 12

// The parts of graphNode.needs: the number of sets from needsShift on,
// needsAny when they are not kept. One set is held in the bits of
// allLetters; more have the size of the smallest from leastShift on, and
// where they begin in needSets in the bits of needsAt.
const (
	needsShift = 28
	needsAny   = 1<<(32-needsShift) - 1
	leastShift = 24
	leastBits  = 1<<(needsShift-leastShift) - 1
	needsAt    = 1<<leastShift - 1
)

// packNeeds makes a graphNode.needs of n > 1 sets beginning at index at of
// needSets, the smallest of least letters.
func packNeeds(n, least, at int) uint32 {
	return uint32(n)<<needsShift | uint32(least)<<leastShift | uint32(at)
}

// markNeeds works out the needs of every node of the forward graph g,
// each node's after its children's. The walk keeps its own stack, not
// the goroutine's, since a word list may hold words of any length.
func (g *Graph) markNeeds() {
	done := make([]bool, len(g.nodes))
	var sets []uint32
	var stack []Node
	for v := range g.nodes {
		stack = append(stack[:0], Node(v))
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			if done[u] {
				stack = stack[:len(stack)-1]
				continue
			}
			waiting := len(stack)
			for m := g.nodes[u].Mask &^ EndBit; m != 0; m &= m - 1 {
				if child, _ := next(g.nodes, u, uint8(bits.TrailingZeros32(m))); !done[child] {
					stack = append(stack, child)
				}
			}
			if len(stack) == waiting { // every child is done
				done[u] = true
				stack = stack[:len(stack)-1]
				sets = g.markNode(u, sets[:0])
			}
		}
	}
	g.needsInNodeOrder()
}

// markNode works out the needs of node v, whose children's are known,
// gathering its least sets in sets, which it returns.
func (g *Graph) markNode(v Node, sets []uint32) []uint32 {
	nd := &g.nodes[v]
	any := false
	for m := nd.Mask &^ EndBit; m != 0 && !any; m &= m - 1 {
		c := uint8(bits.TrailingZeros32(m))
		child, _ := next(g.nodes, v, c)
		if g.nodes[child].Mask&EndBit != 0 {
			sets = addLeast(sets, 1<<c)
		}
		needs := g.nodes[child].needs
		n, ok := needCount(needs)
		any = !ok
		for i := range n {
			sets = addLeast(sets, g.needSet(needs, i)|1<<c)
		}
		any = any || len(sets) > maxNeeds
	}
	nd.needs = g.keepNeeds(sets, any)
	return sets
}

// keepNeeds returns the needs of a node whose least sets are sets, unless
// they are too many or any is set, adding them to needSets when they are
// more than one.
func (g *Graph) keepNeeds(sets []uint32, any bool) uint32 {
	switch {
	case any || len(sets) > maxNeeds || len(g.needSets)+len(sets) > needsAt:
		return needsAny << needsShift
	case len(sets) == 1:
		return 1<<needsShift | sets[0]
	}
	least := leastBits
	for _, s := range sets {
		least = min(least, bits.OnesCount32(s))
	}
	at := len(g.needSets)
	g.needSets = append(g.needSets, sets...)
	return packNeeds(len(sets), least, at)
}

// needsInNodeOrder lays needSets out again in the order of the nodes.
func (g *Graph) needsInNodeOrder() {
	sets := make([]uint32, 0, len(g.needSets))
	for v := range g.nodes {
		nd := &g.nodes[v]
		if n, _ := needCount(nd.needs); n > 1 {
			at := nd.needs & needsAt
			nd.needs = nd.needs&^needsAt | uint32(len(sets))
			sets = append(sets, g.needSets[at:at+uint32(n)]...)
		}
	}
	g.needSets = sets
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

// needCount returns how many sets needs holds, or false when they are not
// kept.
func needCount(needs uint32) (int, bool) {
	n := needs >> needsShift
	return int(n) % needsAny, n != needsAny
}

// needSet returns set i of needs.
func (g *Graph) needSet(needs uint32, i int) uint32 {
	if needs>>needsShift == 1 {
		return needs & AllLetters
	}
	return g.needSets[int(needs&needsAt)+i]
}

// CanFinish reports whether a word may be finished from node nd with tiles
// of the letters in spare and the given number of blanks, as far as the
// needs tell: it may be wrong the other way, never this way.
func (g *Graph) CanFinish(nd *State, spare uint32, blanks int) bool {
	needs := nd.needs
	switch needs >> needsShift {
	case 0:
		return false
	case 1:
		return bits.OnesCount32(needs&AllLetters&^spare) <= blanks
	case needsAny:
		return true
	}
	return blanks >= int(needs>>leastShift&leastBits) || g.meetsNeeds(needs, spare, blanks)
}

// meetsNeeds reports whether the letters of spare and the blanks hold one
// of the sets of needs, more than one.
func (g *Graph) meetsNeeds(needs, spare uint32, blanks int) bool {
	at := needs & needsAt
	for _, s := range g.needSets[at : at+needs>>needsShift] {
		if bits.OnesCount32(s&^spare) <= blanks {
			return true
		}
	}
	return false
}
