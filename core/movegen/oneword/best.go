package oneword

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// The best moves by equity are found without walking every run of tiles,
// as the classic generator finds them without walking every pivot: each
// run is first given a bound, the most any move walked from it can be
// worth (its score and the tiles it keeps); the runs are walked from the
// highest bound down, and once the top holds as many moves as it keeps, a
// run whose bound is below the last of them is never walked. A bound
// equal to it is walked, for a move of equal equity may rank before on
// its score or its notation, so the moves kept are exactly those ranking
// every move would keep.
//
// A run's bound tries every stretch of squares a move from it may take:
// the free squares before it that take a tile, one more at a time, and
// then those after it, through the tiles between them, as far as the
// rack's tiles go (move.Stretch). A move here forms one word, so a square
// has no word across to add.

// Best offers top the legal tile moves for rack on grid g that rank best
// by equity, the score plus what leaves, filled for this rack, says the
// tiles kept are worth: top then keeps exactly the moves it would keep
// were it offered every legal move, ties included. It walks only the runs
// of tiles where a move could still be kept.
func (gen *Generator) Best(g *board.Grid, rack tile.Rack, leaves *move.Leaves, top *move.Top) {
	gen.sink.HandTo(top.Visitor(leaves))
	gen.bounder.Reset(rack, gen.graph.LetterSets(), leaves, gen.rules.RackSize, gen.rules.BingoBonus)
	gen.search(g, rack, top)
	gen.sink.HandTo(nil)
}

// bestFromRuns bounds every run of tiles of board b's lines and walks
// them, the highest bound first, while a move from them could still be
// kept by top (move.WalkBest). A run is numbered by its line and place.
func (gen *Generator) bestFromRuns(b *board.Board, top *move.Top) {
	gen.places = gen.places[:0]
	for j := range lineCount(b) {
		if !gen.readLine(lineAt(b, j)) {
			continue
		}
		for f := range gen.line {
			if gen.runStarts(f) {
				if bd := gen.bound(f); bd > move.NoBound {
					gen.places = append(gen.places, move.Place{Bound: bd, At: int32(j<<8 | f)})
				}
			}
		}
	}
	move.WalkBest(gen.places, top, func(at int32) {
		gen.readLine(lineAt(b, int(at>>8)))
		gen.fromRun(int(at & 0xff))
	})
}

// runStarts reports whether a run of tiles begins at index f of the line.
func (gen *Generator) runStarts(f int) bool {
	return gen.line[f].letter != 0 && (f == 0 || gen.line[f-1].letter == 0)
}

// bound is the most a move walked from the run of tiles that begins at
// index f of the line can be worth.
func (gen *Generator) bound(f int) float64 {
	line := gen.line
	left := 0
	for left < gen.rackLen && f-left-1 >= 0 && line[f-left-1].playable {
		left++
	}
	best := move.NoBound
	for k := 0; k <= left; k++ {
		best = max(best, gen.boundFrom(f, k))
	}
	return best
}

// boundFrom is the bound of the moves from the run at f that lay tiles
// on the left free squares before it.
func (gen *Generator) boundFrom(f, left int) float64 {
	line := gen.line
	s := move.NewStretch()
	for k := 1; k <= left; k++ {
		sq := &line[f-k]
		s.Take(int(sq.lf), int(sq.wf), 0, 0)
	}
	i := gen.through(&s, f)
	best := move.NoBound
	if left > 0 {
		best = gen.bounder.Worth(&s)
	}
	for i < len(line) && s.Laid() < gen.rackLen && line[i].playable {
		s.Take(int(line[i].lf), int(line[i].wf), 0, 0)
		i = gen.through(&s, i+1)
		best = max(best, gen.bounder.Worth(&s))
	}
	return best
}

// through adds the board's tiles of the line from index i on, up to the
// next free square, to the main word of stretch s, and returns the index
// of that square.
func (gen *Generator) through(s *move.Stretch, i int) int {
	line := gen.line
	for ; i < len(line) && line[i].letter != 0; i++ {
		s.Through(line[i].letter, int(line[i].value))
	}
	return i
}
