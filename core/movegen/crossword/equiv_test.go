package crossword

import (
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
)

var positions = flag.Int("positions", 0, "random positions for TestGeneratorMatchesReference (0: 5000, or 300 under -race or -short)")

// classicReferee is a referee of classic Scrabble with the built-in list.
func classicReferee() *referee.Referee {
	return coretest.RefereeOf(rules.Classic())
}

// classicBoard is the classic game's own board.
func classicBoard(t testing.TB) *board.Board {
	t.Helper()
	b, err := rules.Classic().ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// randomBoard makes a board of random legal size with random premiums,
// zero and negative factors included, and a random start square, or,
// half the time, the classic board.
func randomBoard(t testing.TB, rng *rand.Rand) *board.Board {
	if rng.IntN(2) == 0 {
		return classicBoard(t)
	}
	cols := 7 + rng.IntN(20)
	minRows := max(10, (rules.Classic().Board.MinSquares+cols-1)/cols)
	rows := minRows + rng.IntN(100-minRows)
	if rng.IntN(2) == 0 { // small boards fill up
		rows = minRows + rng.IntN(4)
	}
	return coretest.RandomBoard(t, rng, cols, rows)
}

// randomRack draws a rack of n tiles, of which blanks are blanks, from the
// tiles not on the board.
func randomRack(rng *rand.Rand, pool []tile.Tile, n, blanks int) tile.Rack {
	var rack tile.Rack
	for _, i := range rng.Perm(len(pool)) {
		if len(rack) == n-blanks {
			break
		}
		if !pool[i].Blank {
			rack = append(rack, pool[i])
		}
	}
	for range blanks {
		rack = append(rack, tile.Tile{Blank: true, Value: rules.Classic().BlankValue})
	}
	return rack
}

// generated collects the generator's moves as notation → score, failing
// on a move found twice.
func generated(t *testing.T, gen *Generator, g *board.Grid, rack tile.Rack) map[string]int {
	found := map[string]int{}
	gen.Generate(g, rack, func(m *move.Packed) bool {
		s := m.Move().String()
		if _, dup := found[s]; dup {
			t.Fatalf("rack %s: %s generated twice; board:\n%s", rack.Letters(), s, g.Render())
		}
		found[s] = m.Score
		return true
	})
	return found
}

// compareWithReference checks that the generator and the reference search
// find exactly the same moves with the same scores, that All finds them
// in the order Generate does, and that Any finds a move exactly when
// there is one. It returns the number of moves.
func compareWithReference(t *testing.T, gen *Generator, ref *referee.Referee, g *board.Grid, rack tile.Rack) int {
	t.Helper()
	want, got := coretest.SearchAll(ref, g, rack), generated(t, gen, g, rack)
	if found := gen.Any(g, rack); found != (len(want) > 0) {
		t.Fatalf("rack %s: Any says %t, the reference finds %d moves; board:\n%s", rack.Letters(), found, len(want), g.Render())
	}
	if !maps.Equal(want, got) {
		reportDifference(t, rack, want, got)
		t.Fatalf("board:\n%s", g.Render())
	}
	var fromGenerate []move.Packed
	gen.Generate(g, rack, func(m *move.Packed) bool {
		fromGenerate = append(fromGenerate, *m)
		return true
	})
	if all := gen.All(g, rack, nil); !slices.Equal(all, fromGenerate) {
		t.Fatalf("rack %s: All finds %d moves, Generate %d, or in another order", rack.Letters(), len(all), len(fromGenerate))
	}
	return len(want)
}

// reportDifference lists the moves one side finds and the other does not,
// or scores differently.
func reportDifference(t *testing.T, rack tile.Rack, want, got map[string]int) {
	t.Helper()
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
}

// TestGeneratorMatchesReference compares the generator with the reference
// search on random positions reached by play: the classic board and
// random boards from 7x28 to 26x99 with premiums of every factor, games of
// 2 to 4 players from the empty board to nearly full, each turn played
// at random or the best move, and racks of 0 to 7 tiles with 0, 1 or 2
// blanks.
func TestGeneratorMatchesReference(t *testing.T) {
	n := coretest.Positions(*positions)
	matchReference(t, classicReferee(), n, rand.New(rand.NewPCG(2026, 12)))
}

// TestGeneratorKeepsLongerShortestWord compares the generator with the
// reference search under rules that ask for words longer than two letters.
func TestGeneratorKeepsLongerShortestWord(t *testing.T) {
	for minLen := 3; minLen <= 4; minLen++ {
		ref := classicReferee()
		ref.Rules.MinWordLength = minLen
		matchReference(t, ref, 100, rand.New(rand.NewPCG(uint64(minLen), 5)))
	}
}

// matchReference compares the generator with the reference search on n
// positions of random games played by ref's rules: each turn a random rack
// is searched, and the player to move plays a generated move, the best or
// one at random, or passes.
func matchReference(t *testing.T, ref *referee.Referee, n int, rng *rand.Rand) {
	gen := New(ref.Rules, ref.Lexicon)
	var seen coverage
	var buf []move.Packed
	for played := 0; seen.positions < n; played++ {
		kinds := make([]game.PlayerKind, 2+rng.IntN(3))
		for i := range kinds {
			kinds[i] = game.Computer
		}
		b := randomBoard(t, rng)
		g := gametest.NewGameOn(t, ref, b, uint64(played), false, kinds...)
		best := rng.IntN(2) == 0
		for seen.positions < n && !g.Over() {
			rack := testRack(rng, g.BagTiles())
			seen.add(g, rack, compareWithReference(t, gen, ref, g.Grid(), rack))
			buf = gen.All(g.Grid(), g.Player(g.ToMove()).Rack, buf[:0])
			if _, err := g.Play(choose(rng, buf, best)); err != nil {
				t.Fatalf("a generated move is refused: %v", err)
			}
		}
	}
	t.Log(seen.String())
}

// coverage counts the kinds of positions a test met.
type coverage struct {
	positions, moves, empty, bagEmpty, classic int
	blanks, players                            [5]int
	fullest                                    float64
}

// add counts a position of game g searched with rack, which has moves
// moves.
func (c *coverage) add(g *game.Game, rack tile.Rack, moves int) {
	c.positions++
	c.moves += moves
	grid := g.Grid()
	b := grid.Board()
	switch {
	case grid.Count() == 0:
		c.empty++
	case len(g.BagTiles()) == 0:
		c.bagEmpty++
	}
	if b.Cols() == 15 && b.Rows() == 15 && b.Mirrored() {
		c.classic++
	}
	c.blanks[rack.Blanks()]++
	c.players[g.Players()]++
	c.fullest = max(c.fullest, float64(grid.Count())/float64(b.Cols()*b.Rows()))
}

// String sums the counts up.
func (c *coverage) String() string {
	return fmt.Sprintf("%d positions agree, %d moves: %d on the classic board; %d empty boards, %d with the bag empty, the fullest %.0f%% covered; racks with 0, 1, 2 blanks: %v; games of 2, 3, 4 players: %v",
		c.positions, c.moves, c.classic, c.empty, c.bagEmpty, 100*c.fullest, c.blanks[:3], c.players[2:])
}

// testRack draws a random rack for a test: 0 to 7 tiles with 0, 1 or 2
// blanks, two blanks with at most 5 tiles, as they multiply the
// reference's work by hundreds.
func testRack(rng *rand.Rand, pool []tile.Tile) tile.Rack {
	blanks := rng.IntN(3)
	size := blanks + rng.IntN(8-blanks)
	if blanks == 2 {
		size = 2 + rng.IntN(4)
	}
	return randomRack(rng, pool, size, blanks)
}

// choose picks the move to play among moves: the best, or one at random,
// or a pass when there is none.
func choose(rng *rand.Rand, moves []move.Packed, best bool) move.Move {
	if len(moves) == 0 {
		return move.Pass
	}
	if !best {
		return moves[rng.IntN(len(moves))].Move()
	}
	top := &moves[0]
	for i := range moves {
		if moves[i].Beats(top) {
			top = &moves[i]
		}
	}
	return top.Move()
}

// FuzzCrossword builds a position from bytes — a board, moves played from
// the generator's own choices, and a rack — and compares the generator
// with the reference, and its search for the best moves with every move
// ranked.
func FuzzCrossword(f *testing.F) {
	f.Add(uint64(1), uint8(7), []byte("ABCDEFG"), uint8(5))
	f.Add(uint64(9), uint8(20), []byte("ES__"), uint8(0))
	f.Add(uint64(3), uint8(40), []byte("QZXJKVW"), uint8(2))
	f.Add(uint64(4), uint8(0), []byte("RETAIN_"), uint8(1))
	ref := classicReferee()
	gen := New(ref.Rules, ref.Lexicon)
	f.Fuzz(func(t *testing.T, seed uint64, turns uint8, letters []byte, pick uint8) {
		rng := rand.New(rand.NewPCG(seed, uint64(pick)))
		g := gametest.NewGameOn(t, ref, randomBoard(t, rng), seed, false, game.Computer, game.Computer)
		gametest.PlayPicked(t, g, gen.All, int(turns)%60, pick)
		rack := coretest.FuzzRack(ref.Rules, letters)
		compareWithReference(t, gen, ref, g.Grid(), rack)
		coretest.CheckBest(t, gen, g.Grid(), rack, gen.All(g.Grid(), rack, nil), classicWorths)
	})
}

// TestOneLetterWords compares the generator with the reference search
// under rules that take words of one letter, with a word list that has
// some: a lone tile is then a word, and reads down unless it touches a
// tile across.
func TestOneLetterWords(t *testing.T) {
	ref := classicReferee()
	ref.Rules.MinWordLength = 1
	ref.Lexicon = lexicon.New("a\ni\no\n" + resources.WordList)
	n := 100
	if testing.Short() || coretest.RaceEnabled {
		n = 20
	}
	matchReference(t, ref, n, rand.New(rand.NewPCG(1, 1)))
}
