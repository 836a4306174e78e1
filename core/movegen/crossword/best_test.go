package crossword

import (
	"math/rand/v2"
	"slices"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/leave"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// leaveWorths are the ways of valuing a leave that the best moves are
// tested with: none (the best moves by score), the shipped classic table,
// and one that values every tile kept at ten points, which makes the
// moves laying few tiles the best.
var leaveWorths = map[string]func(*tile.Counts) float64{
	"score": func(*tile.Counts) float64 { return 0 },
	"table": leave.ForGame(rules.Classic().ID).Value,
	"keep": func(c *tile.Counts) float64 {
		n := 0
		for _, k := range c {
			n += k
		}
		return 10 * float64(n)
	},
}

// rankedTop is what a top of n keeps when offered every move of moves.
func rankedTop(moves []move.Packed, leaves *move.Leaves, n int) []move.Packed {
	var top move.Top
	top.Reset(n)
	for i := range moves {
		top.Offer(&moves[i], leaves.Equity(&moves[i]))
	}
	return slices.Clone(top.Moves())
}

// checkBest holds Best to the top of every move on one position, for each
// way of valuing leaves and tops of 1, 3 and 12 moves.
func checkBest(t *testing.T, gen *Generator, g *board.Grid, rack tile.Rack, moves []move.Packed) {
	t.Helper()
	var leaves move.Leaves
	var top move.Top
	for name, worth := range leaveWorths {
		leaves.Fill(rack, worth)
		for _, n := range []int{1, 3, 12} {
			want := rankedTop(moves, &leaves, n)
			top.Reset(n)
			gen.Best(g, rack, &leaves, &top)
			if !slices.Equal(top.Moves(), want) {
				t.Fatalf("rack %s, leaves %s, best %d:\n got %v\nwant %v", rack, name, n,
					coretest.MoveStrings(top.Moves()), coretest.MoveStrings(want))
			}
		}
	}
}

// TestBestMatchesEveryMove holds the search for the best moves to the
// moves that ranking every move keeps, on random positions reached by
// play, as TestGeneratorMatchesReference makes them.
func TestBestMatchesEveryMove(t *testing.T) {
	n := *positions
	if n == 0 {
		n = 5000
		if testing.Short() || coretest.RaceEnabled {
			n = 300
		}
	}
	ref := classicReferee()
	gen, all := New(ref.Rules, ref.Lexicon), New(ref.Rules, ref.Lexicon)
	rng := rand.New(rand.NewPCG(2026, 47))
	var buf []move.Packed
	for seen, played := 0, 0; seen < n; played++ {
		kinds := make([]game.PlayerKind, 2+rng.IntN(3))
		for i := range kinds {
			kinds[i] = game.Computer
		}
		g := gametest.NewGameOn(t, ref, randomBoard(t, rng), uint64(played), false, kinds...)
		best := rng.IntN(2) == 0
		for ; seen < n && !g.Over(); seen++ {
			rack := testRack(rng, g.BagTiles())
			checkBest(t, gen, g.Grid(), rack, all.All(g.Grid(), rack, buf[:0]))
			buf = all.All(g.Grid(), g.Player(g.ToMove()).Rack, buf[:0])
			if _, err := g.Play(choose(rng, buf, best)); err != nil {
				t.Fatalf("a generated move is refused: %v", err)
			}
		}
	}
}

// TestBestVsMatt checks the best move of macondo's benchmark position by
// score and by the classic leaves.
func TestBestVsMatt(t *testing.T) {
	g, rack := position(t, coretest.VsMatt)
	gen := New(rules.Classic(), coretest.Lexicon())
	moves := gen.All(g, rack, nil)
	checkBest(t, gen, g, rack, moves)
	var leaves move.Leaves
	var top move.Top
	leaves.Fill(rack, leaveWorths["score"])
	top.Reset(1)
	gen.Best(g, rack, &leaves, &top)
	if got := top.Moves()[0].Move().String(); got != "BAEL,k9" {
		t.Errorf("the best move by score is %s, want BAEL,k9", got)
	}
}
