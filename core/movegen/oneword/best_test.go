package oneword

import (
	"math/rand/v2"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/leave"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
)

// TestBestMatchesEveryMove holds the search for the best moves to the
// moves that ranking every move keeps, on random positions of ScraeBBKle
// reached by play, as TestGeneratorMatchesReference makes them.
func TestBestMatchesEveryMove(t *testing.T) {
	n := coretest.Positions(*positions)
	matchBest(t, coretest.Referee(), n, rand.New(rand.NewPCG(2026, 47)), randomBoard)
}

// TestBestPlaysScraBBKle is TestBestMatchesEveryMove under ScraBBKle's
// rules, on square boards of 12 to 26 a side.
func TestBestPlaysScraBBKle(t *testing.T) {
	ref := coretest.RefereeOf(rules.ScraBBKle())
	square := func(t testing.TB, rng *rand.Rand) *board.Board {
		side := 12 + rng.IntN(15)
		return coretest.RandomBoardOf(t, rng, ref.Rules.Board, side, side)
	}
	matchBest(t, ref, 1000, rand.New(rand.NewPCG(12, 47)), square)
}

// matchBest checks Best against every move ranked on n positions of
// random games played by ref's rules on boards that newBoard makes.
func matchBest(t *testing.T, ref *referee.Referee, n int, rng *rand.Rand, newBoard func(testing.TB, *rand.Rand) *board.Board) {
	gen, all := New(ref.Rules, coretest.Graph()), New(ref.Rules, coretest.Graph())
	worths := coretest.LeaveWorths(leave.ForGame(ref.Rules.ID).Value)
	var buf []move.Packed
	for checked, played := 0, 0; checked < n; played++ {
		g := gametest.NewGameOn(t, ref, newBoard(t, rng), uint64(played), false, game.Computer, game.Computer)
		for ; checked < n && !g.Over(); checked++ {
			blanks := rng.IntN(3)
			rack := randomRack(rng, g.BagTiles(), rng.IntN(8-blanks), blanks, ref.Rules.BlankValue) // 0 to 7 tiles
			coretest.CheckBest(t, gen, g.Grid(), rack, all.All(g.Grid(), rack, nil), worths)
			buf = all.All(g.Grid(), g.Player(g.ToMove()).Rack, buf[:0])
			m := move.Pass
			if len(buf) > 0 {
				m = buf[rng.IntN(len(buf))].Move()
			}
			if _, err := g.Play(m); err != nil {
				t.Fatalf("a generated move is refused: %s: %v", m, err)
			}
		}
	}
}
