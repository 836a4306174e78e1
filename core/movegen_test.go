package core

import (
	"maps"
	"testing"
)

// testGraph is the built-in word list's graph, built once.
func testGraph() *WordGraph { return testLexicon().Graph() }

// generated collects the generator's moves as notation → score.
func generated(gen *Generator, g *Grid, rack Rack) map[string]int {
	found := map[string]int{}
	gen.Generate(g, rack, func(m *GenMove) bool {
		s := m.Move().String()
		if _, dup := found[s]; dup {
			panic("generated twice: " + s)
		}
		found[s] = m.Score
		return true
	})
	return found
}

// compareWithReference checks that the generator and the reference search
// find exactly the same moves with the same scores.
func compareWithReference(t *testing.T, gen *Generator, ref *Referee, g *Grid, rack Rack) {
	t.Helper()
	want, got := searchAll(ref, g, rack), generated(gen, g, rack)
	if maps.Equal(want, got) {
		return
	}
	for m, s := range want {
		if gs, ok := got[m]; !ok || gs != s {
			t.Errorf("rack %s: generator misses %s (%d), has %d", rack.Letters(), m, s, gs)
		}
	}
	for m, s := range got {
		if _, ok := want[m]; !ok {
			t.Errorf("rack %s: generator finds %s (%d), which is not legal", rack.Letters(), m, s)
		}
	}
	t.Fatalf("board:\n%s", g.Render())
}

func TestGeneratorMatchesReferenceOnExamplePositions(t *testing.T) {
	ref := testReferee()
	gen := NewGenerator(ref.Rules, testGraph())
	moves := []string{"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i", "TAWIG,j1", "CAL,m2", "cHOLIUM,o6", "IT,8i", "FRG,2h"}
	for n := 0; n <= len(moves); n++ {
		g := gridWith(t, moves[:n]...)
		for _, rack := range []string{"LRCOASI", "EEDNIDL", "ES_", "QZXJKVW", "A_", "__"} {
			compareWithReference(t, gen, ref, g, rackOf(t, rack))
		}
	}
}
