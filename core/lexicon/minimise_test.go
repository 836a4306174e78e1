package lexicon

import (
	"math/bits"
	"slices"
	"strings"
	"testing"
)

// graphStrings lists, in order, the strings that end in graph t.
func graphStrings(t []State) []string {
	var out []string
	var walk func(n Node, prefix []byte)
	walk = func(n Node, prefix []byte) {
		if t[n].Mask&EndBit != 0 {
			out = append(out, string(prefix))
		}
		for m := t[n].Mask &^ EndBit; m != 0; m &= m - 1 {
			c := uint8(bits.TrailingZeros32(m))
			next, _ := next(t, n, c)
			walk(next, append(prefix, 'a'+c))
		}
	}
	walk(Root, nil)
	return out
}

func TestMinimiseKeepsTheStringsAndSharesEndings(t *testing.T) {
	tests := []struct {
		words []string
		nodes int // in the minimal graph: the root and the stored sets of siblings
	}{
		{[]string{"a"}, 2},
		// The trie has 9 nodes; after b and after c the same letters
		// follow, so one set of siblings {a}, then {t}, then {s}.
		{[]string{"bat", "bats", "cat", "cats"}, 6},
		// The root, {b, d, t}, then one {i} and one {n}.
		{[]string{"bin", "din", "tin"}, 6},
		// The root, {a, c}, and one set for b and d, where both words end.
		{[]string{"ab", "cd"}, 4},
	}
	for _, tt := range tests {
		min := minimalGraph(New(strings.Join(tt.words, "\n")))
		if got := graphStrings(min); !slices.Equal(got, tt.words) {
			t.Errorf("%v: the minimal graph reads %v", tt.words, got)
		}
		if len(min) != tt.nodes {
			t.Errorf("%v: %d nodes, want %d", tt.words, len(min), tt.nodes)
		}
	}
}
