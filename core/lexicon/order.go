package lexicon

import "math/bits"

// breadthFirst returns graph t, of the given number of sets of siblings,
// with the sets laid out again in the order a breadth-first walk from the
// root meets them: the sets near the root, which every walk of the
// generator passes through, lie together at the front, and the children
// of siblings lie close to each other. Measured, the generator runs a few
// per cent faster on it than on the graph in the order it is built in,
// depth first.
func breadthFirst(t []State, sets int) []State {
	type block struct{ first, n uint32 }
	moved := make([]uint32, len(t)) // where the block that begins at an index goes; 0 until it is met
	order := make([]block, 0, sets)
	meet := func(nd State) {
		if n := uint32(bits.OnesCount32(nd.Mask &^ EndBit)); n > 0 && moved[nd.First] == 0 {
			moved[nd.First] = 1
			order = append(order, block{nd.First, n})
		}
	}
	meet(t[0])
	for i := 0; i < len(order); i++ {
		for _, nd := range t[order[i].first : order[i].first+order[i].n] {
			meet(nd)
		}
	}
	out := make([]State, 1, len(t))
	out[0] = t[0]
	for _, b := range order {
		moved[b.first] = uint32(len(out))
		out = append(out, t[b.first:b.first+b.n]...)
	}
	for i := range out {
		if out[i].Mask&^EndBit != 0 {
			out[i].First = moved[out[i].First]
		}
	}
	return out
}
