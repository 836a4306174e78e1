package oneword

import (
	"fmt"
	"maps"
	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
	"testing"
)

// generated collects the generator's moves as notation → score.
func generated(gen *Generator, g *board.Grid, rack tile.Rack) map[string]int {
	found := map[string]int{}
	gen.Generate(g, rack, func(m *move.Packed) bool {
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
// find exactly the same moves with the same scores, and that Any finds a
// move exactly when there is one.
func compareWithReference(t *testing.T, gen *Generator, ref *referee.Referee, g *board.Grid, rack tile.Rack) {
	t.Helper()
	want, got := coretest.SearchAll(ref, g, rack), generated(gen, g, rack)
	if found := gen.Any(g, rack); found != (len(want) > 0) {
		t.Fatalf("rack %s: Any says %t, the reference finds %d moves; board:\n%s", rack.Letters(), found, len(want), g.Render())
	}
	if maps.Equal(want, got) {
		allMatchesGenerate(t, gen, g, rack)
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

// allMatchesGenerate checks that All finds the moves Generate finds, in
// the same order, whether it shares its work among the cores or not.
func allMatchesGenerate(t *testing.T, gen *Generator, g *board.Grid, rack tile.Rack) {
	t.Helper()
	var want []move.Packed
	gen.Generate(g, rack, func(m *move.Packed) bool {
		want = append(want, *m)
		return true
	})
	if got := gen.All(g, rack, nil); !slices.Equal(got, want) {
		t.Fatalf("rack %s: All finds %d moves, Generate %d, or in another order; board:\n%s", rack.Letters(), len(got), len(want), g.Render())
	}
}

func TestAllSharesLargeRacksWithBlanks(t *testing.T) {
	gen := New(rules.ScraeBBKle(), coretest.Graph())
	g := coretest.Grid(t, coretest.MidGame...)
	tests := []struct {
		rack string
		want bool
	}{
		{"LRCOASI", false},
		{"LRCOAS_", true},
		{"LRC_AS_", true},
		{"RCA_", false},
		{"RCAS_", true},
	}
	for _, tt := range tests {
		if got := gen.shares(g, coretest.Rack(t, tt.rack)); got != (tt.want && helpers.n > 0) {
			t.Errorf("rack %s: shares %v, want %v with %d helpers", tt.rack, got, tt.want, helpers.n)
		}
	}
	if gen.shares(board.NewGrid(coretest.DefaultBoard(t)), coretest.Rack(t, "LRC_AS_")) {
		t.Error("the opening has one line to walk: nothing to share")
	}
	gen.alone = true
	if gen.shares(g, coretest.Rack(t, "LRC_AS_")) {
		t.Error("a generator kept to one core shares its search")
	}
}

func TestGeneratorMatchesReferenceOnExamplePositions(t *testing.T) {
	ref := coretest.Referee()
	gen := New(ref.Rules, coretest.Graph())
	moves := []string{"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i", "TAWIG,j1", "CAL,m2", "cHOLIUM,o6", "IT,8i", "FRG,2h"}
	for n := 0; n <= len(moves); n++ {
		g := coretest.Grid(t, moves[:n]...)
		for _, rack := range []string{"LRCOASI", "EEDNIDL", "ES_", "QZXJKVW", "A_", "__"} {
			compareWithReference(t, gen, ref, g, coretest.Rack(t, rack))
		}
	}
}

func TestLineWeightCountsTheRoomAroundRuns(t *testing.T) {
	gen := New(rules.ScraeBBKle(), coretest.Graph())
	g := coretest.Grid(t, "CAT,7c") // the start square is d7
	gen.setup(g, coretest.Rack(t, "ABCDEFG"))
	rows := g.Board().Rows()
	tests := []struct {
		name string
		line int
		want int
	}{
		{"row 7, along CAT: 2 free squares before it, 7 of 10 after", 6, 3 * 8},
		{"row 6, no tile", 5, 0},
		{"column d, across A: 6 free before, 7 of 8 after", rows + 3, 7 * 8},
	}
	for _, tt := range tests {
		if got := gen.lineWeight(tt.line); got != tt.want {
			t.Errorf("%s: weight %d, want %d", tt.name, got, tt.want)
		}
	}
	gen.setup(g, coretest.Rack(t, "AB"))
	if got := gen.lineWeight(rows + 3); got != 3*3 {
		t.Errorf("column d with a rack of 2: weight %d, want 9: a rack reaches 2 squares", got)
	}
}

// Generators searching at the same time, each sharing its big searches
// with the helpers when they are free and walking alone when they are not,
// each find what one generator finds alone.
func TestSharedSearchesAtTheSameTime(t *testing.T) {
	g := coretest.Grid(t, coretest.MidGame...)
	racks := []tile.Rack{coretest.Rack(t, "LRC_AS_"), coretest.Rack(t, "LRCOAS_"), coretest.Rack(t, "RCAS_"), coretest.Rack(t, "EE_TS_I")}
	want := make([][]move.Packed, len(racks))
	alone := New(rules.ScraeBBKle(), coretest.Graph())
	alone.alone = true
	for i, r := range racks {
		want[i] = alone.All(g, r, nil)
	}
	const searchers = 8
	errs := make(chan error, searchers)
	for s := range searchers {
		go func() {
			gen := New(rules.ScraeBBKle(), coretest.Graph())
			for round := range 3 {
				i := (s + round) % len(racks)
				if got := gen.All(g, racks[i], nil); !slices.Equal(got, want[i]) {
					errs <- fmt.Errorf("searcher %d, rack %s: %d moves, want %d, or in another order", s, racks[i].Letters(), len(got), len(want[i]))
					return
				}
			}
			errs <- nil
		}()
	}
	for range searchers {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
