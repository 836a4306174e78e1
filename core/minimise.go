package core

import (
	"encoding/binary"
	"math/bits"
)

// minimise returns trie t with every set of sibling nodes that is already
// stored (the same letters leading to the same places) stored once: a
// minimal word graph that reads exactly the strings of t. It works from
// the leaves up, which the depth-first numbering of buildTrie makes the
// reverse of index order (children come after their parent). The root is
// node 0 of the result.
func minimise(t []graphNode) []graphNode {
	same := make([]graphNode, len(t)) // each node as it is in the result
	out := make([]graphNode, 1, max(len(t)/3, 1))
	blocks := make(map[string]uint32, len(t)/4)
	var key []byte
	for v := len(t) - 1; v >= 0; v-- {
		nd := t[v]
		n := bits.OnesCount32(nd.mask &^ endBit)
		if n == 0 {
			same[v] = graphNode{mask: nd.mask}
			continue
		}
		kids := same[nd.first : int(nd.first)+n]
		key = key[:0]
		for _, k := range kids {
			key = binary.LittleEndian.AppendUint32(key, k.mask)
			key = binary.LittleEndian.AppendUint32(key, k.first)
		}
		at, ok := blocks[string(key)]
		if !ok {
			at = uint32(len(out))
			out = append(out, kids...)
			blocks[string(key)] = at
		}
		same[v] = graphNode{mask: nd.mask, first: at}
	}
	out[0] = same[0]
	return out
}
