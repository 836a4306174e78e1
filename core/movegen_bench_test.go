package core

import (
	"context"
	"math/rand/v2"
	"testing"
)

// benchmarkGenerate times All on a position.
func benchmarkGenerate(b *testing.B, g *Grid, rack Rack) {
	gen := NewGenerator(ScraeBBKle(), testGraph())
	buf := make([]GenMove, 0, 1<<16)
	n := len(gen.All(g, rack, buf[:0]))
	benchmarkMedian(b, func() { gen.All(g, rack, buf[:0]) })
	b.ReportMetric(float64(n), "moves")
}

func BenchmarkGenerateMidGame(b *testing.B) {
	benchmarkGenerate(b, gridWith(b, midGame...), rackOf(b, "LRCOASI"))
}

func BenchmarkGenerateMidGameTwoBlanks(b *testing.B) {
	benchmarkGenerate(b, gridWith(b, midGame...), rackOf(b, "LRC_AS_"))
}

func BenchmarkGenerateAny(b *testing.B) {
	gen := NewGenerator(ScraeBBKle(), testGraph())
	g, rack := gridWith(b, midGame...), rackOf(b, "LRCOASI")
	benchmarkMedian(b, func() {
		if !gen.Any(g, rack) {
			b.Fatal("no move")
		}
	})
}

// largeHalfGame is a 26 x 99 board with random premiums after computer
// moves have used about half of the tiles, and the rack of the player to
// move: a board that large cannot be half covered with 100 tiles.
func largeHalfGame(b *testing.B) (*Grid, Rack) {
	board := randomBoardSized(b, rand.New(rand.NewPCG(26, 99)), 26, 99)
	ref := testReferee()
	g := newComputerGame(b, ref, board, 5)
	best := NewBest(ref.Rules, testGraph())
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
		grid *Grid
		rack Rack
	}
	var all []position
	ref := testReferee()
	best := NewBest(ref.Rules, testGraph())
	for seed := range uint64(4) {
		g := newComputerGame(b, ref, defaultBoard(b), seed)
		for !g.Over() {
			all = append(all, position{g.Grid().Clone(), g.Player(g.ToMove()).Rack})
			m, _ := best.Choose(context.Background(), g.View())
			if _, err := g.Play(m); err != nil {
				b.Fatal(err)
			}
		}
	}
	gen := NewGenerator(ScraeBBKle(), testGraph())
	buf := make([]GenMove, 0, 1<<16)
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range all {
			buf = gen.All(p.grid, p.rack, buf[:0])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(all)), "ns/position")
}
