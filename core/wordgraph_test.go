package core

import (
	"math/bits"
	"testing"
)

func TestWordGraphHoldsExactlyTheLexicon(t *testing.T) {
	l := testLexicon()
	g := NewWordGraph(l)
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

func BenchmarkNewWordGraph(b *testing.B) {
	l := testLexicon()
	for b.Loop() {
		NewWordGraph(l)
	}
}
