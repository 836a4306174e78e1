package core

import "testing"

// midGame is the example play's board after six moves.
var midGame = []string{"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i"}

func benchmarkGenerate(b *testing.B, g *Grid, rack Rack) {
	gen := NewGenerator(ScraeBBKle(), testGraph())
	buf := make([]GenMove, 0, 1<<16)
	n := len(gen.All(g, rack, buf[:0]))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		gen.All(g, rack, buf[:0])
	}
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
	b.ReportAllocs()
	for b.Loop() {
		if !gen.Any(g, rack) {
			b.Fatal("no move")
		}
	}
}
