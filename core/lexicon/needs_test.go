package lexicon

import (
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
)

// completions lists the letter sets of the ways on from node n of graph g
// to a word's end, of at most depth letters.
func completions(g *Graph, n Node, depth int, so uint32, out map[uint32]bool) {
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
	g := builtinGraph()
	rng := rand.New(rand.NewPCG(6, 6))
	checked := 0
	for checked < 300 {
		n := Node(rng.IntN(len(g.nodes)))
		sets, ok := needList(g, g.nodes[n].needs)
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
			if !g.CanFinish(&g.nodes[n], way, 0) {
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

// needList returns the sets of needs, or false when they are not kept.
func needList(g *Graph, needs uint32) ([]uint32, bool) {
	n, ok := needCount(needs)
	sets := make([]uint32, n)
	for i := range sets {
		sets[i] = g.needSet(needs, i)
	}
	return sets, ok
}

func TestCanFinishCountsBlanks(t *testing.T) {
	const a, b, c, d, e = 1 << 0, 1 << 1, 1 << 2, 1 << 3, 1 << 4
	g := &Graph{}
	one := &State{needs: g.keepNeeds([]uint32{a | b | c}, false)} // needs A, B and C
	two := &State{needs: g.keepNeeds([]uint32{a | b | c, d | e}, false)}
	none := &State{needs: g.keepNeeds(nil, false)} // no way on
	tests := []struct {
		nd     *State
		spare  uint32
		blanks int
		want   bool
	}{
		{one, a | b | c, 0, true},
		{one, a | b, 0, false},
		{one, a | b, 1, true},
		{one, a, 1, false},
		{one, a, 2, true},
		{one, 0, 3, true},
		{two, d | e, 0, true},
		{two, a | b | d, 0, false},
		{two, a | b | d, 1, true},
		{two, 0, 1, false},
		{two, 0, 2, true},
		{none, AllLetters, 7, false},
	}
	for _, tt := range tests {
		sets, _ := needList(g, tt.nd.needs)
		if got := g.CanFinish(tt.nd, tt.spare, tt.blanks); got != tt.want {
			t.Errorf("needs %05b, spare %05b, %d blanks: %v, want %v", sets, tt.spare, tt.blanks, got, tt.want)
		}
	}
	if !g.CanFinish(&State{needs: needsAny << needsShift}, 0, 0) {
		t.Error("a node whose needs are not kept must let every rack on")
	}
}

// TestAWordLongerThanAnyStackLoads builds the graph of a list holding a
// word of three million letters, which a walk of the goroutine's own
// stack, one frame a letter, could not: the program died of it.
func TestAWordLongerThanAnyStackLoads(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a graph of three million nodes")
	}
	long := strings.Repeat("a", 3_000_000)
	lex, err := Parse("long.txt", []byte("ab\n"+long+"\nba\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !lex.Contains(long) || !lex.Contains("ab") || lex.Contains(long[1:]) {
		t.Error("the list's words are not all found, or one not in it is")
	}
	g := lex.Graph()
	if n, _ := g.Next(0, 0); n == 0 {
		t.Error("the graph has no word beginning with A")
	}
}
