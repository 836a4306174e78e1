package coretest

import (
	"slices"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// LeaveWorths are the ways of valuing a leave that the searches for the
// best moves are tested with: none (the best moves by score), the game's
// table, and one that values every tile kept at ten points, which makes
// the moves laying few tiles best.
func LeaveWorths(table func(*tile.Counts) float64) map[string]func(*tile.Counts) float64 {
	return map[string]func(*tile.Counts) float64{
		"score": nil,
		"table": table,
		"keep": func(c *tile.Counts) float64 {
			n := 0
			for _, k := range c {
				n += k
			}
			return 10 * float64(n)
		},
	}
}

// Bester is a generator with a search for the best moves by equity.
type Bester interface {
	Best(g *board.Grid, rack tile.Rack, leaves *move.Leaves, top *move.Top)
}

// RankedTop is what a top of n keeps when offered every move of moves.
func RankedTop(moves []move.Packed, leaves *move.Leaves, n int) []move.Packed {
	var top move.Top
	top.Reset(n)
	for i := range moves {
		top.Offer(&moves[i], leaves.Equity(&moves[i]))
	}
	return slices.Clone(top.Moves())
}

// CheckBest holds gen's search for the best moves for rack on grid g to
// the top of every move, moves, for each of worths and tops of 1, 3 and
// 12 moves.
func CheckBest(t testing.TB, gen Bester, g *board.Grid, rack tile.Rack, moves []move.Packed, worths map[string]func(*tile.Counts) float64) {
	t.Helper()
	var leaves move.Leaves
	var top move.Top
	for name, worth := range worths {
		leaves.Fill(rack, worth)
		for _, n := range []int{1, 3, 12} {
			want := RankedTop(moves, &leaves, n)
			top.Reset(n)
			gen.Best(g, rack, &leaves, &top)
			if !slices.Equal(top.Moves(), want) {
				t.Fatalf("rack %s, leaves %s, best %d:\n got %v\nwant %v", rack, name, n, MoveStrings(top.Moves()), MoveStrings(want))
			}
		}
	}
}

// Positions is how many random positions a test of a generator checks:
// flagged, the number a -positions flag gives, or else 5,000, or 300
// under -short or the race detector.
func Positions(flagged int) int {
	switch {
	case flagged > 0:
		return flagged
	case testing.Short() || RaceEnabled:
		return 300
	}
	return 5000
}
