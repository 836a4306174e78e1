package lexicon

import "math/bits"

// minimalGraph returns the minimal word graph of the lexicon's words:
// nodes whose words go on in the same ways are stored once. The root is
// node 0, and the rest are laid out breadth first.
//
// It is built a word at a time, as Daciuk, Mihov, Watson and Watson build
// a minimal automaton from sorted words: the nodes on the path of the
// word last added are open, and each is closed when the next word leaves
// it, for no later word can pass through it. A closed node's children are
// complete, so they are looked up among the sets of siblings stored
// already and stored only if new. Only the path is ever held beside the
// graph, never the whole trie, which would take several times the graph's
// memory.
func minimalGraph(l *Lexicon) []State {
	b := &graphBuilder{out: make([]State, 1, l.Len()/2+1), blocks: newBlockTable(l.Len() / 4)}
	b.open = append(b.open, openNode{})
	prev := ""
	for i := range l.Len() {
		w := l.word(i)
		shared := commonPrefix(prev, w)
		b.closeTo(shared)
		for d := shared + 1; d <= len(w); d++ {
			b.open[d-1].mask |= 1 << (w[d-1] - 'a')
			b.openAt(d)
		}
		b.open[len(w)].mask |= EndBit
		prev = w
	}
	b.closeTo(0)
	b.out[0] = b.close(b.open[0])
	return breadthFirst(b.out, b.blocks.count)
}

// graphBuilder is the state of minimalGraph: the graph so far, the sets
// of siblings in it, and the open nodes.
type graphBuilder struct {
	out    []State // the closed nodes' children; out[0] is kept for the root
	blocks *blockTable
	open   []openNode // the open nodes, the root first
}

// openNode is a node still open: its letters and end, and its children
// closed so far.
type openNode struct {
	mask uint32
	kids []State
}

// openAt opens a node at depth d, the child of the one at depth d-1.
func (b *graphBuilder) openAt(d int) {
	if d < cap(b.open) {
		b.open = b.open[:d+1] // the node once open here lends it its slice
	} else {
		b.open = append(b.open, openNode{})
	}
	b.open[d] = openNode{kids: b.open[d].kids[:0]}
}

// closeTo closes the open nodes deeper than depth d, the deepest first,
// each becoming the last child of the one before it.
func (b *graphBuilder) closeTo(d int) {
	for len(b.open) > d+1 {
		last := len(b.open) - 1
		b.open[last-1].kids = append(b.open[last-1].kids, b.close(b.open[last]))
		b.open = b.open[:last]
	}
}

// close returns the node nd as it is in the graph, storing its children
// unless the same are stored already.
func (b *graphBuilder) close(nd openNode) State {
	if len(nd.kids) == 0 {
		return State{Mask: nd.mask}
	}
	at, ok := b.blocks.find(b.out, nd.kids)
	if !ok {
		at = uint32(len(b.out))
		b.out = append(b.out, nd.kids...)
		b.blocks.add(b.out, at, len(nd.kids))
	}
	return State{Mask: nd.mask, First: at}
}

// commonPrefix is the number of letters a and b begin with alike.
func commonPrefix(a, b string) int {
	n := 0
	for n < min(len(a), len(b)) && a[n] == b[n] {
		n++
	}
	return n
}

// blockTable finds sets of siblings already stored in a graph: an open
// hash table of where each begins, and how many there are.
type blockTable struct {
	at, n []uint32 // for each slot, where the block begins in the graph and its length; n is 0 for an empty slot
	mask  uint64
	count int // the blocks in the table
}

// newBlockTable makes a table for about size blocks; it grows when it
// fills.
func newBlockTable(size int) *blockTable {
	return blockTableOf(1 << bits.Len(uint(2*size)))
}

// blockTableOf makes an empty table of slots slots, a power of two.
func blockTableOf(slots int) *blockTable {
	return &blockTable{at: make([]uint32, slots), n: make([]uint32, slots), mask: uint64(slots - 1)}
}

// hashBlock mixes the nodes of a block into a number.
func hashBlock(b []State) uint64 {
	h := uint64(len(b))
	for _, nd := range b {
		h = (h^uint64(nd.Mask)<<32^uint64(nd.First))*0x9e3779b97f4a7c15 + 1
		h ^= h >> 29
	}
	return h
}

// find returns where graph g already holds block b.
func (bt *blockTable) find(g []State, b []State) (uint32, bool) {
	for s := hashBlock(b) & bt.mask; bt.n[s] != 0; s = (s + 1) & bt.mask {
		if int(bt.n[s]) == len(b) && sameBlock(g[bt.at[s]:int(bt.at[s])+len(b)], b) {
			return bt.at[s], true
		}
	}
	return 0, false
}

// add records that graph g holds a block of n nodes at index at, growing
// the table when it is half full, beyond which a search meets long runs
// of taken slots.
func (bt *blockTable) add(g []State, at uint32, n int) {
	if 2*(bt.count+1) > len(bt.n) {
		bigger := blockTableOf(2 * len(bt.n))
		for s, n := range bt.n {
			if n != 0 {
				bigger.add(g, bt.at[s], int(n))
			}
		}
		*bt = *bigger
	}
	s := hashBlock(g[at:int(at)+n]) & bt.mask
	for bt.n[s] != 0 {
		s = (s + 1) & bt.mask
	}
	bt.at[s], bt.n[s] = at, uint32(n)
	bt.count++
}

// sameBlock reports whether two blocks hold the same letters leading to
// the same places.
func sameBlock(a, b []State) bool {
	for i := range a {
		if a[i].Mask != b[i].Mask || a[i].First != b[i].First {
			return false
		}
	}
	return true
}
