package oneword

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/leave"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"testing"
)

var positions = flag.Int("positions", 0, "random positions for TestGeneratorMatchesReference (0: 5000, or 300 under -race or -short)")

// randomBoard makes a board of random legal size with random premiums,
// zero and negative factors included, and a random start square.
func randomBoard(t testing.TB, rng *rand.Rand) *board.Board {
	cols := 7 + rng.IntN(20)
	minRows := max(10, (rules.ScraeBBKle().Board.MinSquares+cols-1)/cols)
	return coretest.RandomBoard(t, rng, cols, minRows+rng.IntN(100-minRows))
}

// randomRack draws a rack of n tiles with the given number of blanks from
// the tiles not on the board.
func randomRack(rng *rand.Rand, pool []tile.Tile, n, blanks, blankValue int) tile.Rack {
	var rack tile.Rack
	for _, i := range rng.Perm(len(pool)) {
		t := pool[i]
		if len(rack) == n {
			break
		}
		if t.Blank {
			continue
		}
		rack = append(rack, t)
	}
	for range blanks {
		rack = append(rack, tile.Tile{Blank: true, Value: blankValue})
	}
	return rack
}

// TestGeneratorMatchesReference compares the generator with the reference
// search on random reachable positions: random boards from 7x28 to 26x99,
// games played with random legal moves from the empty board to nearly
// full, and racks of 1 to 7 tiles with 0, 1 or 2 blanks.
func TestGeneratorMatchesReference(t *testing.T) {
	n := coretest.Positions(*positions)
	matchReference(t, coretest.Referee(), n, rand.New(rand.NewPCG(2026, 11)))
}

// TestGeneratorKeepsLongerShortestWord compares the generator with the
// reference search under rules that ask for longer words than two letters.
func TestGeneratorKeepsLongerShortestWord(t *testing.T) {
	for minLen := 3; minLen <= 5; minLen++ {
		t.Run(fmt.Sprint(minLen), func(t *testing.T) {
			ref := coretest.Referee()
			ref.Rules.MinWordLength = minLen
			matchReference(t, ref, 200, rand.New(rand.NewPCG(uint64(minLen), 3)))
		})
	}
}

// TestGeneratorPlaysScraBBKle compares the generator with the reference
// search under ScraBBKle's rules: its tiles and values, blanks worth 3,
// its bingo, on square boards of 12 to 26 a side starting in the middle.
func TestGeneratorPlaysScraBBKle(t *testing.T) {
	n := 300
	if testing.Short() || coretest.RaceEnabled {
		n = 60
	}
	ref := coretest.RefereeOf(rules.ScraBBKle())
	square := func(t testing.TB, rng *rand.Rand) *board.Board {
		side := 12 + rng.IntN(15)
		return coretest.RandomBoardOf(t, rng, ref.Rules.Board, side, side)
	}
	matchReferenceOn(t, ref, n, rand.New(rand.NewPCG(12, 26)), square)
}

// matchReference compares the generator with the reference search on n
// positions of random games played by ref's rules: each turn a random rack
// is searched, and the player to move plays a random generated move.
func matchReference(t *testing.T, ref *referee.Referee, n int, rng *rand.Rand) {
	matchReferenceOn(t, ref, n, rng, randomBoard)
}

// matchReferenceOn is matchReference on boards that newBoard makes.
func matchReferenceOn(t *testing.T, ref *referee.Referee, n int, rng *rand.Rand, newBoard func(testing.TB, *rand.Rand) *board.Board) {
	gen := New(ref.Rules, coretest.Graph())
	checked := 0
	var buf []move.Packed
	for played := 0; checked < n; played++ {
		b := newBoard(t, rng)
		g := gametest.NewGameOn(t, ref, b, uint64(played), false, game.Computer, game.Computer)
		for turn := 0; checked < n && !g.Over(); turn++ {
			blanks := rng.IntN(3)
			size := 1 + rng.IntN(7-blanks)
			if blanks == 2 {
				size = 1 + rng.IntN(4) // two blanks multiply the reference's work by 700
			}
			rack := randomRack(rng, g.BagTiles(), size, blanks, ref.Rules.BlankValue)
			compareWithReference(t, gen, ref, g.Grid(), rack)
			checked++
			buf = gen.All(g.Grid(), g.Player(g.ToMove()).Rack, buf[:0])
			m := move.Pass
			if len(buf) > 0 {
				m = buf[rng.IntN(len(buf))].Move()
			}
			if _, err := g.Play(m); err != nil {
				t.Fatalf("a generated move is refused: %s: %v", m, err)
			}
		}
	}
	t.Logf("%d positions agree", checked)
}

// FuzzGenerator builds a position from bytes — moves played from the
// generator's own choices and a rack — and compares with the reference,
// and its search for the best moves with every move ranked.
func FuzzGenerator(f *testing.F) {
	f.Add(uint64(1), uint8(7), []byte("ABCDEFG"), uint8(5))
	f.Add(uint64(9), uint8(20), []byte("ES__"), uint8(0))
	f.Add(uint64(3), uint8(40), []byte("QZXJKVW"), uint8(2))
	ref := coretest.Referee()
	gen := New(ref.Rules, coretest.Graph())
	worths := coretest.LeaveWorths(leave.ForGame(ref.Rules.ID).Value)
	f.Fuzz(func(t *testing.T, seed uint64, turns uint8, letters []byte, pick uint8) {
		rng := rand.New(rand.NewPCG(seed, uint64(pick)))
		g := gametest.NewGameOn(t, ref, randomBoard(t, rng), seed, false, game.Computer, game.Computer)
		gametest.PlayPicked(t, g, gen.All, int(turns)%60, pick)
		rack := coretest.FuzzRack(ref.Rules, letters)
		compareWithReference(t, gen, ref, g.Grid(), rack)
		coretest.CheckBest(t, gen, g.Grid(), rack, gen.All(g.Grid(), rack, nil), worths)
	})
}
