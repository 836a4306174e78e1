package lexicon

import (
	"math/bits"
	"slices"
	"strings"
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

// TestLeftTrieHoldsEveryWordsFirstLetters walks the left trie and checks
// that its nodes with a link are exactly the first 1 to LeftLen letters of
// the words, read backwards, each linked to the forward node those letters
// lead to.
func TestLeftTrieHoldsEveryWordsFirstLetters(t *testing.T) {
	l, g := builtinLexicon(), builtinGraph()
	want := map[string]bool{}
	for _, w := range wordsOf(l) {
		for n := 1; n <= min(len(w), LeftLen); n++ {
			want[strings.ToUpper(w[:n])] = true
		}
	}
	found := 0
	var walk func(v uint32, leftwards []byte)
	walk = func(v uint32, leftwards []byte) {
		nd := g.left[v]
		letters := slices.Clone(leftwards)
		slices.Reverse(letters)
		if Node(nd.Link) != NoNode {
			found++
			if !want[string(letters)] {
				t.Fatalf("%s is linked but begins no word", letters)
			}
			if n, ok := forwardNode(g, letters); !ok || n != Node(nd.Link) {
				t.Fatalf("%s links to node %d, its forward node is %d", letters, nd.Link, n)
			}
		} else if len(letters) > 0 && want[string(letters)] {
			t.Fatalf("%s begins a word but has no link", letters)
		}
		for m := nd.Mask; m != 0; m &= m - 1 {
			c := uint8(bits.TrailingZeros32(m))
			walk(ChildAt(nd.Mask, nd.First, c), append(leftwards, 'A'+c))
		}
	}
	walk(uint32(Root), nil)
	if found != len(want) {
		t.Fatalf("%d nodes are linked, want %d", found, len(want))
	}
}

// forwardNode is where letters lead in the forward graph.
func forwardNode(g *Graph, letters []byte) (Node, bool) {
	n, ok := Root, true
	for _, c := range letters {
		if n, ok = g.Next(n, c-'A'); !ok {
			break
		}
	}
	return n, ok
}

// TestLeftLinkWalksWhereTheNodeDoesNotFit checks the links of the left
// trie that its codes cannot carry, those of forward nodes beyond what
// their payload holds: found by walking the forward graph, they are the
// nodes the codes would have carried.
func TestLeftLinkWalksWhereTheNodeDoesNotFit(t *testing.T) {
	l, g := builtinLexicon(), builtinGraph()
	for i, code := range leftCodes(l, g.nodes) {
		if i%97 != 0 {
			continue
		}
		if carried, walked := leftLink(g.nodes, code), leftLink(g.nodes, code|payloadMask); carried != walked {
			t.Fatalf("code %x: the payload says node %d, the walk %d", code, carried, walked)
		}
	}
}
