package crossword

import (
	"math/rand/v2"
	"testing"

	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/leave"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
)

// classicWorths are the ways of valuing leaves the search is tested with.
var classicWorths = coretest.LeaveWorths(leave.ForGame(rules.Classic().ID).Value)

// TestBestMatchesEveryMove holds the search for the best moves to the
// moves that ranking every move keeps, on random positions reached by
// play, as TestGeneratorMatchesReference makes them.
func TestBestMatchesEveryMove(t *testing.T) {
	n := coretest.Positions(*positions)
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
			coretest.CheckBest(t, gen, g.Grid(), rack, all.All(g.Grid(), rack, buf[:0]), classicWorths)
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
	coretest.CheckBest(t, gen, g, rack, moves, classicWorths)
	var leaves move.Leaves
	var top move.Top
	leaves.Fill(rack, nil)
	top.Reset(1)
	gen.Best(g, rack, &leaves, &top)
	if got := top.Moves()[0].Move().String(); got != "BAEL,k9" {
		t.Errorf("the best move by score is %s, want BAEL,k9", got)
	}
}
