package core

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"scraebbkle/resources"
)

var (
	lexOnce sync.Once
	lex     *Lexicon
)

// testLexicon is the built-in word list, loaded once for all tests.
func testLexicon() *Lexicon {
	lexOnce.Do(func() { lex = NewLexicon(resources.WordList) })
	return lex
}

// testReferee is a referee with the standard rules and the built-in list.
func testReferee() *Referee {
	return &Referee{Rules: ScraeBBKle(), Lexicon: testLexicon()}
}

// defaultBoard parses the built-in default board.
func defaultBoard(t testing.TB) *Board {
	t.Helper()
	b, err := ParseBoard(ScraeBBKle().Board, resources.DefaultBoardName, []byte(resources.DefaultBoard))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// scriptedBag returns a bag that draws the given letters first; spaces
// between them only make them easier to read.
func scriptedBag(t testing.TB, rules *Rules, first string) *Bag {
	t.Helper()
	bag, err := StackBag(rules.TileSet, strings.ReplaceAll(first, " ", ""))
	if err != nil {
		t.Fatal(err)
	}
	return bag
}

// rackOf builds a rack from notation letters, blanks as '_', values from rules.
func rackOf(t testing.TB, letters string) Rack {
	t.Helper()
	rules := ScraeBBKle()
	var r Rack
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if c == '_' {
			r = append(r, Tile{Blank: true, Value: rules.BlankValue})
			continue
		}
		v, ok := rules.TileSet.Value(c)
		if !ok {
			t.Fatalf("no tile %c", c)
		}
		r = append(r, Tile{Letter: c, Value: v})
	}
	return r
}

// mustMove parses a move or fails the test.
func mustMove(t testing.TB, s string) Move {
	t.Helper()
	m, err := ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// gridWith returns a default-board grid with the given moves laid on it
// without any checking of racks (each move is checked against a rack made
// from its own word).
func gridWith(t testing.TB, moves ...string) *Grid {
	t.Helper()
	ref := testReferee()
	g := NewGrid(defaultBoard(t))
	for _, s := range moves {
		m := mustMove(t, s)
		rack := Rack{}
		for i := 0; i < len(m.Word); i++ {
			if isLower(m.Word[i]) {
				rack = append(rack, rackOf(t, "_")...)
			} else {
				rack = append(rack, rackOf(t, m.Word[i:i+1])...)
			}
		}
		p, err := ref.Check(g, rack, m)
		if err != nil {
			t.Fatalf("setting up %s: %v", s, err)
		}
		g.Apply(p.Placed)
	}
	return g
}

// testGraph is the built-in word list's graph, built once.
func testGraph() *WordGraph { return testLexicon().Graph() }

// midGame is the example play's board after six moves.
var midGame = []string{"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i"}

// benchmarkMedian times call. Besides the mean (ns/op) it reports the
// median of the calls (ns/median): on a shared machine a few calls slowed
// down by others say little about the generator.
func benchmarkMedian(b *testing.B, call func()) {
	calls := make([]time.Duration, 0, 1<<16)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		start := time.Now()
		call()
		if len(calls) < cap(calls) {
			calls = append(calls, time.Since(start))
		}
	}
	b.StopTimer()
	slices.Sort(calls)
	b.ReportMetric(float64(calls[len(calls)/2].Nanoseconds()), "ns/median")
}

// searchAll collects the reference search's moves the same way.
func searchAll(ref *Referee, g *Grid, rack Rack) map[string]int {
	found := map[string]int{}
	for _, p := range Plays(ref, g, rack) {
		if _, dup := found[p.Move.String()]; dup {
			panic("move found twice: " + p.Move.String())
		}
		found[p.Move.String()] = p.Score
	}
	return found
}

// inOrder fails unless tiles are in letter order, blanks last: in the
// bag's order they would tell a player the tiles they draw next.
func inOrder(t *testing.T, tiles []Tile) {
	t.Helper()
	if !slices.IsSortedFunc(tiles, func(a, b Tile) int { return int(a.Notation()) - int(b.Notation()) }) {
		t.Fatalf("the unseen tiles %v are not in letter order", tiles)
	}
}

// moveStrings is the notation and score of each move.
func moveStrings(moves []GenMove) []string {
	var s []string
	for i := range moves {
		s = append(s, moves[i].Move().String()+" "+strconv.Itoa(moves[i].Score))
	}
	return s
}
