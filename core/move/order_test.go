package move_test

import (
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/oneword"
	"scraebbkle/core/rules"
	"slices"
	"testing"
)

// Moves of equal score are ranked as their notations read, rows counted as
// numbers: the tiles first, then across before down, then the squares in
// the order the notation writes them. Packed and Move agree.
func TestNotationOrder(t *testing.T) {
	cases := []struct{ first, second string }{
		{"AB,d4", "ABC,d4"}, // the tiles first
		{"AB,d4", "Ab,d4"},  // an upper-case tile before a blank's letter
		{"ab,d4", "b,d4"},   // letter by letter
		{"CURPEL,d9", "CURPEL,d10"},
		{"CURPEL,9d", "CURPEL,10d"},
		{"CURPEL,9d", "CURPEL,d1"}, // across before down
		{"CURPEL,4c", "CURPEL,4d"},
		{"CURPEL,c9", "CURPEL,d1"},
		{"CURPEL,26a", "CURPEL,a1"},
	}
	for _, c := range cases {
		a, b := coretest.Move(t, c.first), coretest.Move(t, c.second)
		if got := move.Compare(a, b); got >= 0 {
			t.Errorf("compareMoves(%s, %s) = %d, want the first first", c.first, c.second, got)
		}
		if got := move.Compare(b, a); got <= 0 {
			t.Errorf("compareMoves(%s, %s) = %d, want the first first", c.second, c.first, got)
		}
		ga, gb := genMoveOf(a), genMoveOf(b)
		if !ga.NotationBefore(&gb) || gb.NotationBefore(&ga) || ga.CompareNotation(&ga) != 0 {
			t.Errorf("as GenMoves %s and %s are not in that order", c.first, c.second)
		}
	}
}

// genMoveOf is move m as the generator writes it.
func genMoveOf(m move.Move) move.Packed {
	g := move.Packed{N: uint8(len(m.Word)), Col: uint8(m.Origin.Col), Row: uint8(m.Origin.Row), Dir: m.Dir}
	copy(g.Word[:], m.Word)
	return g
}

// TestByScoreIsAnOrder checks that byScore is an order slices.SortFunc may
// use: only a move equals itself, swapping two moves turns the answer
// round, and the moves of a position come out the same whatever order
// they went in.
func TestByScoreIsAnOrder(t *testing.T) {
	gen := oneword.New(rules.ScraeBBKle(), coretest.Graph())
	moves := gen.All(coretest.Grid(t, coretest.MidGame...), coretest.Rack(t, "LRCOASI"), nil)
	for i := range moves {
		if c := move.ByScore(moves[i], moves[i]); c != 0 {
			t.Fatalf("%s against itself: %d", moves[i].Move(), c)
		}
		if j := (i + 1) % len(moves); move.ByScore(moves[i], moves[j]) != -move.ByScore(moves[j], moves[i]) {
			t.Fatalf("%s and %s compare the same both ways round", moves[i].Move(), moves[j].Move())
		}
	}
	sorted := slices.SortedFunc(slices.Values(moves), move.ByScore)
	slices.Reverse(moves)
	if !slices.Equal(sorted, slices.SortedFunc(slices.Values(moves), move.ByScore)) {
		t.Error("the moves sort differently when they come in another order")
	}
}
