package lexicon

import (
	"math/bits"
	"testing"
)

func TestWordGraphHoldsExactlyTheLexicon(t *testing.T) {
	l := builtinLexicon()
	g := NewGraph(l)
	words := 0
	var walk func(n Node, prefix []byte)
	walk = func(n Node, prefix []byte) {
		if g.IsWord(n) {
			words++
			if !l.Contains(string(prefix)) {
				t.Fatalf("the graph has %s, the lexicon not", prefix)
			}
		}
		for m := g.Letters(n); m != 0; m &= m - 1 {
			c := uint8(bits.TrailingZeros32(m))
			next, ok := g.Next(n, c)
			if !ok {
				t.Fatalf("letter %c in the mask but not followable", 'A'+c)
			}
			walk(next, append(prefix, 'A'+c))
		}
	}
	walk(Root, nil)
	if words != l.Len() {
		t.Fatalf("the graph has %d words, the lexicon %d", words, l.Len())
	}
	for _, w := range []string{"AA", "zzzs", "Scholium", "qi"} {
		if !g.Contains(w) {
			t.Errorf("%s missing", w)
		}
	}
	for _, w := range []string{"", "A", "RROS", "QU", "ab1"} {
		if g.Contains(w) {
			t.Errorf("%q should not be a word", w)
		}
	}
}

// TestLeftTrieMarksUsefulChildren checks what the left walk reads instead
// of a node's children: which of them begin a word, and which lead on.
func TestLeftTrieMarksUsefulChildren(t *testing.T) {
	g := builtinGraph()
	begins, goes := 0, 0
	for v, nd := range g.left {
		i := nd.First
		for m := nd.Mask; m != 0; m &= m - 1 {
			bit := m & -m
			kid := g.left[i]
			if got, want := nd.Begins&bit != 0, Node(kid.Link) != NoNode; got != want {
				t.Fatalf("node %d, letter %c: begins says %v, the child's link %v", v, 'A'+bits.TrailingZeros32(bit), got, want)
			}
			if got, want := nd.Goes&bit != 0, kid.Mask != 0; got != want {
				t.Fatalf("node %d, letter %c: goes says %v, the child's letters %v", v, 'A'+bits.TrailingZeros32(bit), got, want)
			}
			begins += bits.OnesCount32(nd.Begins & bit)
			goes += bits.OnesCount32(nd.Goes & bit)
			i++
		}
		if nd.Begins|nd.Goes != nd.Mask {
			t.Fatalf("node %d has a child that neither begins a word nor leads on", v)
		}
	}
	if begins == 0 || goes == 0 || begins == len(g.left)-1 {
		t.Fatalf("%d children begin a word and %d lead on, of %d", begins, goes, len(g.left)-1)
	}
}

func BenchmarkNewWordGraph(b *testing.B) {
	l := builtinLexicon()
	for b.Loop() {
		NewGraph(l)
	}
}
