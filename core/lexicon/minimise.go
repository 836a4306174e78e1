package lexicon

import "math/bits"

// minimise returns trie t with every set of sibling nodes that is already
// stored (the same letters leading to the same places) stored once: a
// minimal word graph that reads exactly the strings of t. It works from
// the leaves up, which the numbering of buildTrie makes the reverse of
// index order (children come after their parent). The root is
// node 0 of the result.
func minimise(t []State) []State {
	same := make([]State, len(t)) // each node as it is in the result
	out := make([]State, 1, max(len(t)/3, 1))
	blocks := newBlockTable(len(t) / 2)
	for v := len(t) - 1; v >= 0; v-- {
		nd := t[v]
		n := bits.OnesCount32(nd.Mask &^ EndBit)
		if n == 0 {
			same[v] = State{Mask: nd.Mask}
			continue
		}
		kids := same[nd.First : int(nd.First)+n]
		at, ok := blocks.find(out, kids)
		if !ok {
			at = uint32(len(out))
			out = append(out, kids...)
			blocks.add(at, kids)
		}
		same[v] = State{Mask: nd.Mask, First: at}
	}
	out[0] = same[0]
	return out
}

// blockTable finds sets of siblings already stored in a graph: an open
// hash table of where each begins, and how many there are.
type blockTable struct {
	at, n []uint32 // for each slot, where the block begins in the graph and its length; n is 0 for an empty slot
	mask  uint64
}

// newBlockTable makes a table for about size blocks.
func newBlockTable(size int) *blockTable {
	slots := 1 << bits.Len(uint(2*size))
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

// add records that block b begins at index at.
func (bt *blockTable) add(at uint32, b []State) {
	s := hashBlock(b) & bt.mask
	for bt.n[s] != 0 {
		s = (s + 1) & bt.mask
	}
	bt.at[s], bt.n[s] = at, uint32(len(b))
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
