package oneword_test

import (
	"context"
	"math/rand/v2"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/leave"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/oneword"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"testing"
)

// benchmarkGenerate times All on a position.
func benchmarkGenerate(b *testing.B, g *board.Grid, rack tile.Rack) {
	gen := oneword.New(rules.ScraeBBKle(), coretest.Graph())
	buf := make([]move.Packed, 0, 1<<16)
	n := len(gen.All(g, rack, buf[:0]))
	coretest.BenchmarkMedian(b, func() { gen.All(g, rack, buf[:0]) })
	b.ReportMetric(float64(n), "moves")
}

func BenchmarkGenerateMidGame(b *testing.B) {
	benchmarkGenerate(b, coretest.Grid(b, coretest.MidGame...), coretest.Rack(b, "LRCOASI"))
}

func BenchmarkGenerateMidGameTwoBlanks(b *testing.B) {
	benchmarkGenerate(b, coretest.Grid(b, coretest.MidGame...), coretest.Rack(b, "LRC_AS_"))
}

func BenchmarkGenerateAny(b *testing.B) {
	gen := oneword.New(rules.ScraeBBKle(), coretest.Graph())
	g, rack := coretest.Grid(b, coretest.MidGame...), coretest.Rack(b, "LRCOASI")
	coretest.BenchmarkMedian(b, func() {
		if !gen.Any(g, rack) {
			b.Fatal("no move")
		}
	})
}

// largeHalfGame is a 26 x 99 board with random premiums after computer
// moves have used about half of the tiles, and the rack of the player to
// move: a board that large cannot be half covered with 100 tiles.
func largeHalfGame(b *testing.B) (*board.Grid, tile.Rack) {
	board := coretest.RandomBoard(b, rand.New(rand.NewPCG(26, 99)), 26, 99)
	ref := coretest.Referee()
	g := gametest.NewGameOn(b, coretest.Referee(), board, 5, false, game.Computer, game.Computer)
	best := computer.NewBest(ref.Rules, coretest.Lexicon())
	for g.Grid().Count() < 50 && !g.Over() {
		m, _ := best.Choose(context.Background(), g.View())
		if _, err := g.Play(m); err != nil {
			b.Fatal(err)
		}
	}
	return g.Grid(), g.Player(g.ToMove()).Rack
}

func BenchmarkGenerateLargeBoardHalfPlayed(b *testing.B) {
	g, rack := largeHalfGame(b)
	benchmarkGenerate(b, g, rack)
}

// BenchmarkGenerateGames generates every move of each position met in a
// few seeded computer games, one after another: the caches hold what one
// position needs, not everything the benchmark asks for.
func BenchmarkGenerateGames(b *testing.B) {
	type position struct {
		grid *board.Grid
		rack tile.Rack
	}
	var all []position
	ref := coretest.Referee()
	best := computer.NewBest(ref.Rules, coretest.Lexicon())
	for seed := range uint64(4) {
		g := gametest.NewGameOn(b, coretest.Referee(), coretest.DefaultBoard(b), seed, false, game.Computer, game.Computer)
		for !g.Over() {
			all = append(all, position{g.Grid().Clone(), g.Player(g.ToMove()).Rack})
			m, _ := best.Choose(context.Background(), g.View())
			if _, err := g.Play(m); err != nil {
				b.Fatal(err)
			}
		}
	}
	gen := oneword.New(rules.ScraeBBKle(), coretest.Graph())
	buf := make([]move.Packed, 0, 1<<16)
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range all {
			buf = gen.All(p.grid, p.rack, buf[:0])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(all)), "ns/position")
}

// benchmarkBest times Best for the best n moves on a position, the leaves
// worked out for the rack in each call by worth (nil: by score).
func benchmarkBest(b *testing.B, g *board.Grid, rack tile.Rack, n int, worth func(*tile.Counts) float64) {
	gen := oneword.New(rules.ScraeBBKle(), coretest.Graph())
	var leaves move.Leaves
	var top move.Top
	coretest.BenchmarkMedian(b, func() {
		leaves.Fill(rack, worth)
		top.Reset(n)
		gen.Best(g, rack, &leaves, &top)
	})
}

// BenchmarkBestMidGame finds the best move by equity, with ScraeBBKle's
// leaves, of BenchmarkGenerateMidGame's position: what Strong asks for its
// candidates, to set beside every move of it.
func BenchmarkBestMidGame(b *testing.B) {
	benchmarkBest(b, coretest.Grid(b, coretest.MidGame...), coretest.Rack(b, "LRCOASI"), 1, leave.ForGame(rules.ScraeBBKle().ID).Value)
}

// BenchmarkBestScoreMidGame finds the best-scoring move of the same
// position: the reply Strong's look-ahead plays for each opponent.
func BenchmarkBestScoreMidGame(b *testing.B) {
	benchmarkBest(b, coretest.Grid(b, coretest.MidGame...), coretest.Rack(b, "LRCOASI"), 1, nil)
}
