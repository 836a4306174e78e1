package coretest

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"scraebbkle/core/board"
	"scraebbkle/core/cgp"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
	"scraebbkle/internal/pace"
	"scraebbkle/resources"
)

var (
	lexOnce sync.Once
	lex     *lexicon.Lexicon
)

// Lexicon is the built-in word list, loaded once for all tests.
func Lexicon() *lexicon.Lexicon {
	lexOnce.Do(func() { lex = lexicon.New(resources.WordList) })
	return lex
}

// Referee is a referee with the standard rules and the built-in list.
func Referee() *referee.Referee { return RefereeOf(rules.ScraeBBKle()) }

// RefereeOf is a referee of rules r with the built-in list.
func RefereeOf(r *rules.Set) *referee.Referee {
	return &referee.Referee{Rules: r, Lexicon: Lexicon()}
}

// DefaultBoard parses the built-in default board.
func DefaultBoard(t testing.TB) *board.Board {
	t.Helper()
	b, err := board.Parse(rules.ScraeBBKle().Board, resources.DefaultBoardName, []byte(resources.DefaultBoard))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Bag returns a bag that draws the given letters first; spaces
// between them only make them easier to read.
func Bag(t testing.TB, rules *rules.Set, first string) *tile.Bag {
	t.Helper()
	bag, err := tile.StackBag(rules.TileSet, strings.ReplaceAll(first, " ", ""))
	if err != nil {
		t.Fatal(err)
	}
	return bag
}

// Rack builds a rack from notation letters, blanks as '_', with
// ScraeBBKle's values.
func Rack(t testing.TB, letters string) tile.Rack {
	t.Helper()
	return RackOf(t, rules.ScraeBBKle(), letters)
}

// RackOf builds a rack from notation letters, blanks as '_', with the
// values of rules.
func RackOf(t testing.TB, rules *rules.Set, letters string) tile.Rack {
	t.Helper()
	var r tile.Rack
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if c == '_' {
			r = append(r, tile.Tile{Blank: true, Value: rules.BlankValue})
			continue
		}
		v, ok := rules.TileSet.Value(c)
		if !ok {
			t.Fatalf("no tile %c", c)
		}
		r = append(r, tile.Tile{Letter: c, Value: v})
	}
	return r
}

// FuzzRack reads a rack of the tiles of rules from a fuzzer's bytes:
// capitals for letters, '_' for a blank (at most two), other bytes passed
// over, at most a rack's size.
func FuzzRack(rules *rules.Set, letters []byte) tile.Rack {
	var rack tile.Rack
	blanks := 0
	for _, c := range letters {
		if len(rack) == rules.RackSize {
			break
		}
		switch {
		case c == '_' && blanks < 2:
			blanks++
			rack = append(rack, tile.Tile{Blank: true, Value: rules.BlankValue})
		case ascii.IsUpper(c):
			v, _ := rules.TileSet.Value(c)
			rack = append(rack, tile.Tile{Letter: c, Value: v})
		}
	}
	return rack
}

// Move parses a move or fails the test.
func Move(t testing.TB, s string) move.Move {
	t.Helper()
	m, err := move.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Grid returns a default-board grid with the given moves laid on it
// without any checking of racks (each move is checked against a rack made
// from its own word).
func Grid(t testing.TB, moves ...string) *board.Grid {
	t.Helper()
	ref := Referee()
	g := board.NewGrid(DefaultBoard(t))
	for _, s := range moves {
		m := Move(t, s)
		rack := tile.Rack{}
		for i := 0; i < len(m.Word); i++ {
			if ascii.IsLower(m.Word[i]) {
				rack = append(rack, Rack(t, "_")...)
			} else {
				rack = append(rack, Rack(t, m.Word[i:i+1])...)
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

// TileSet reads a tile set as tile.ParseSet does.
func TileSet(t testing.TB, spec string) tile.Set {
	t.Helper()
	set, err := tile.ParseSet(spec)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// Position is the position of a game of rules r on its default board,
// written in CGP.
func Position(t testing.TB, r *rules.Set, text string) *cgp.Position {
	t.Helper()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	p, err := cgp.Parse(r, b, text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Graph is the built-in word list's graph, built once.
func Graph() *lexicon.Graph { return Lexicon().Graph() }

// MidGame is the example play's board after six moves.
var MidGame = []string{"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i"}

// BenchmarkMedian times call. Besides the mean (ns/op) it reports the
// median of the calls (ns/median): on a shared machine a few calls slowed
// down by others say little about the generator.
func BenchmarkMedian(b *testing.B, call func()) {
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
	b.ReportMetric(float64(pace.Median(calls).Nanoseconds()), "ns/median")
}

// SearchAll collects the reference search's moves the same way.
func SearchAll(ref *referee.Referee, g *board.Grid, rack tile.Rack) map[string]int {
	found := map[string]int{}
	for _, p := range exhaustive.Plays(ref, g, rack) {
		if _, dup := found[p.Move.String()]; dup {
			panic("move found twice: " + p.Move.String())
		}
		found[p.Move.String()] = p.Score
	}
	return found
}

// InOrder fails unless tiles are in letter order, blanks last: in the
// bag's order they would tell a player the tiles they draw next.
func InOrder(t *testing.T, tiles []tile.Tile) {
	t.Helper()
	if !slices.IsSortedFunc(tiles, func(a, b tile.Tile) int { return int(a.Notation()) - int(b.Notation()) }) {
		t.Fatalf("the unseen tiles %v are not in letter order", tiles)
	}
}

// MoveStrings is the notation and score of each move.
func MoveStrings(moves []move.Packed) []string {
	var s []string
	for i := range moves {
		s = append(s, moves[i].Move().String()+" "+strconv.Itoa(moves[i].Score))
	}
	return s
}

// Slack is a time limit set on the quiet machine, longer on a machine
// that runs slower at the moment (package pace) and under the race
// detector.
func Slack(d time.Duration) time.Duration {
	d = pace.Scale(d)
	if RaceEnabled {
		return 5 * d
	}
	return d
}
