package crossword

import (
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/leave"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// benchmarkAll times All on a position; with fresh set, every call works
// out the cross-checks anew.
func benchmarkAll(b *testing.B, g *board.Grid, rack tile.Rack, fresh bool) {
	gen := New(rules.Classic(), coretest.Lexicon())
	buf := make([]move.Packed, 0, 1<<17)
	n := len(gen.All(g, rack, buf[:0]))
	coretest.BenchmarkMedian(b, func() {
		if fresh {
			gen.Forget()
		}
		gen.All(g, rack, buf[:0])
	})
	b.ReportMetric(float64(n), "moves")
}

// BenchmarkCrosswordVsMatt generates every move of macondo's benchmark
// position with the rack AABDELT (846 moves). As in macondo's
// BenchmarkJustMovegen, the cross-checks are worked out before the timer
// starts: each call only finds the grid unchanged (comparing its tiles
// with the position kept, which is timed) and walks.
func BenchmarkCrosswordVsMatt(b *testing.B) {
	g, rack := position(b, coretest.VsMatt)
	benchmarkAll(b, g, rack, false)
}

// BenchmarkCrosswordVsMattCrossChecks is BenchmarkCrosswordVsMatt with
// the cross-checks of the whole board worked out anew in every call.
func BenchmarkCrosswordVsMattCrossChecks(b *testing.B) {
	g, rack := position(b, coretest.VsMatt)
	benchmarkAll(b, g, rack, true)
}

// BenchmarkCrosswordVsMattTwoBlanks is BenchmarkCrosswordVsMatt with the
// rack AAB?E?T (22,591 moves). Two blanks lie on VsMatt's board already,
// so no game reaches this rack there, and macondo, which draws the racks
// from the bag, refuses it: BenchmarkCrosswordTwoBlanks is the position
// to compare with it.
func BenchmarkCrosswordVsMattTwoBlanks(b *testing.B) {
	g, _ := position(b, coretest.VsMatt)
	benchmarkAll(b, g, coretest.RackOf(b, rules.Classic(), "AAB_E_T"), false)
}

// BenchmarkCrosswordAny asks whether the rack AABDELT has any move on
// VsMatt, the cross-checks worked out before the timer, as in macondo's
// BenchmarkAtLeastOneTileMove.
func BenchmarkCrosswordAny(b *testing.B) {
	g, rack := position(b, coretest.VsMatt)
	gen := New(rules.Classic(), coretest.Lexicon())
	gen.Any(g, rack)
	coretest.BenchmarkMedian(b, func() {
		if !gen.Any(g, rack) {
			b.Fatal("no move")
		}
	})
}

// hadedPosition is a position of the comparison set with macondo
// (/work/shared/anchors/macondo-moves.txt) whose rack holds a blank,
// ?EGLRSY: 4,014 moves. No blank lies on its board, so macondo also takes
// it with two blanks on the rack, which VsMatt, with two on its board,
// cannot have.
const hadedPosition = "15/15/15/15/4P10/4AH9/4KIF8/3HADED7/4PE9/4OD9/4O10/15/15/15/15 ?EGLRSY/AIINOUW 88/78 0 lex CSW07; ld english;"

// BenchmarkCrosswordBlank generates every move of hadedPosition, the
// rack ?EGLRSY, the cross-checks worked out before the timer.
func BenchmarkCrosswordBlank(b *testing.B) {
	g, rack := position(b, hadedPosition)
	benchmarkAll(b, g, rack, false)
}

// BenchmarkCrosswordTwoBlanks is BenchmarkCrosswordBlank with the rack
// ?EGLRS?.
func BenchmarkCrosswordTwoBlanks(b *testing.B) {
	g, _ := position(b, hadedPosition)
	benchmarkAll(b, g, coretest.RackOf(b, rules.Classic(), "_EGLRS_"), false)
}

// BenchmarkCrosswordReadWhole reads VsMatt whole: every cross-check of
// the board and the lanes, the work BenchmarkCrosswordVsMattCrossChecks
// adds to BenchmarkCrosswordVsMatt.
func BenchmarkCrosswordReadWhole(b *testing.B) {
	g, _ := position(b, coretest.VsMatt)
	gen := New(rules.Classic(), coretest.Lexicon())
	coretest.BenchmarkMedian(b, func() { gen.pos.build(&gen.checker, g) })
}

// BenchmarkCrosswordUpdate brings the lanes from VsMatt to VsMatt after
// K9 BAEL and back, one way a call: what a game pays for the cross-checks
// after a move (or a look-ahead for laying or lifting one).
func BenchmarkCrosswordUpdate(b *testing.B) {
	g, rack := position(b, coretest.VsMatt)
	after := g.Clone()
	p, err := classicReferee().Check(after, rack, move.Move{Word: "BAEL", Origin: board.Square{Col: 10, Row: 8}, Dir: board.Down})
	if err != nil {
		b.Fatal(err)
	}
	after.Apply(p.Placed)
	gen := New(rules.Classic(), coretest.Lexicon())
	grids, i := [2]*board.Grid{g, after}, 0
	coretest.BenchmarkMedian(b, func() {
		gen.pos.sync(&gen.checker, grids[i])
		i ^= 1
	})
}

// benchmarkBest times Best on a position for the best n moves by the
// classic leave table, the leaves worked out for the rack in each call;
// it reports the moves the search offered the top, of every move.
func benchmarkBest(b *testing.B, g *board.Grid, rack tile.Rack, n int, worth func(*tile.Counts) float64) {
	gen := New(rules.Classic(), coretest.Lexicon())
	var leaves move.Leaves
	var top move.Top
	leaves.Fill(rack, worth)
	top.Reset(n)
	gen.Best(g, rack, &leaves, &top)
	coretest.BenchmarkMedian(b, func() {
		leaves.Fill(rack, worth)
		top.Reset(n)
		gen.Best(g, rack, &leaves, &top)
	})
}

// BenchmarkCrosswordBestVsMatt finds the best move by equity, with the
// classic leaves, of macondo's benchmark position with AABDELT: what
// MAGPIE's best-move search does, the cross-checks worked out before the
// timer as in BenchmarkCrosswordVsMatt.
func BenchmarkCrosswordBestVsMatt(b *testing.B) {
	g, rack := position(b, coretest.VsMatt)
	benchmarkBest(b, g, rack, 1, leave.ForGame(rules.Classic().ID).Value)
}

// BenchmarkCrosswordBest12VsMatt is BenchmarkCrosswordBestVsMatt for the
// best twelve moves, the candidates Strong looks ahead at.
func BenchmarkCrosswordBest12VsMatt(b *testing.B) {
	g, rack := position(b, coretest.VsMatt)
	benchmarkBest(b, g, rack, 12, leave.ForGame(rules.Classic().ID).Value)
}

// BenchmarkCrosswordBestScoreVsMatt finds the best-scoring move of
// VsMatt, the reply the look-ahead plays for each opponent.
func BenchmarkCrosswordBestScoreVsMatt(b *testing.B) {
	g, rack := position(b, coretest.VsMatt)
	benchmarkBest(b, g, rack, 1, func(*tile.Counts) float64 { return 0 })
}
