package core

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// completions lists the letter sets of the ways on from node n of graph g
// to a word's end, of at most depth letters.
func completions(g *WordGraph, n Node, depth int, so uint32, out map[uint32]bool) {
	if depth == 0 {
		return
	}
	for m := g.Letters(n); m != 0; m &= m - 1 {
		c := uint8(bits.TrailingZeros32(m))
		child, _ := g.Next(n, c)
		set := so | 1<<c
		if g.IsWord(child) {
			out[set] = true
		}
		completions(g, child, depth-1, set, out)
	}
}

// TestNeedsAreTheLeastSetsOfTheWaysOn checks the needs of random nodes
// against the ways on from them: every way's letters hold one of the sets,
// and every set is the letters of some way on, so canFinish never turns
// away a rack that can finish a word.
func TestNeedsAreTheLeastSetsOfTheWaysOn(t *testing.T) {
	g := testGraph()
	rng := rand.New(rand.NewPCG(6, 6))
	checked := 0
	for checked < 300 {
		n := Node(rng.IntN(len(g.nodes)))
		sets, ok := g.needsOf(&g.nodes[n])
		if !ok {
			continue
		}
		checked++
		ways := map[uint32]bool{}
		completions(g, n, 16, 0, ways)
		for way := range ways {
			held := false
			for _, s := range sets {
				held = held || s&^way == 0
			}
			if !held {
				t.Fatalf("node %d: the way on with letters %026b holds none of its needs %v", n, way, sets)
			}
			if !g.canFinish(&g.nodes[n], way, 0) {
				t.Fatalf("node %d: a rack of %026b can finish a word, canFinish says not", n, way)
			}
		}
		for _, s := range sets {
			if !ways[s] {
				t.Fatalf("node %d: need %026b is the letters of no way on", n, s)
			}
			for _, o := range sets {
				if o != s && o&^s == 0 {
					t.Fatalf("node %d: need %026b holds another, %026b", n, s, o)
				}
			}
		}
	}
}

func TestCanFinishCountsBlanks(t *testing.T) {
	g := &WordGraph{needSets: []uint32{1<<0 | 1<<1 | 1<<2}} // needs A, B and C
	nd := &graphNode{needs: packNeeds(1, 3, 0)}
	tests := []struct {
		spare  uint32
		blanks int
		want   bool
	}{
		{1<<0 | 1<<1 | 1<<2, 0, true},
		{1<<0 | 1<<1, 0, false},
		{1<<0 | 1<<1, 1, true},
		{1 << 0, 1, false},
		{1 << 0, 2, true},
		{0, 3, true},
	}
	for _, tt := range tests {
		if got := g.canFinish(nd, tt.spare, tt.blanks); got != tt.want {
			t.Errorf("spare %03b, %d blanks: %v, want %v", tt.spare, tt.blanks, got, tt.want)
		}
	}
	if !g.canFinish(&graphNode{needs: needsAny << needsShift}, 0, 0) {
		t.Error("a node whose needs are not kept must let every rack on")
	}
}
