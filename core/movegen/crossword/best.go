package crossword

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// The best moves by equity are found without walking every pivot. Each
// pivot is first given a bound (bound.go): the most any move walked from
// it can be worth, its score and the tiles it keeps. The pivots are then
// walked from the highest bound down, and once the top holds as many
// moves as it keeps, a pivot whose bound is below the last of them is
// never walked: no move from it could be kept. A bound equal to it is
// walked, for a move of equal equity may rank before on its score or its
// notation. So the moves kept are exactly those ranking every move would
// keep.

// Best offers top the legal tile moves for rack on grid g that rank best
// by equity, the score plus what leaves, filled for this rack, says the
// tiles kept are worth: top then keeps exactly the moves it would keep
// were it offered every legal move, ties included. It walks only the
// pivots where a move could still be kept.
func (gen *Generator) Best(g *board.Grid, rack tile.Rack, leaves *move.Leaves, top *move.Top) {
	gen.sink.HandTo(top.Visitor(leaves))
	gen.prepare(g, rack)
	gen.bounder.Reset(rack, gen.graph.LetterSets(), leaves, gen.rules.RackSize, gen.rules.BingoBonus)
	gen.search(g, top)
	gen.sink.HandTo(nil)
}

// bestFromPivots bounds every pivot and walks them, the highest bound
// first, while a move from them could still be kept by top
// (move.WalkBest). A pivot is numbered by its direction, lane and place.
func (gen *Generator) bestFromPivots(top *move.Top) {
	gen.places = gen.places[:0]
	for di, d := range directions {
		for j, n := range gen.pos.pivots[d] {
			if n == 0 {
				continue
			}
			gen.enterLane(d, j)
			for p := range gen.line {
				if gen.line[p].pivot {
					if b := gen.bound(p); b > move.NoBound {
						gen.places = append(gen.places, move.Place{Bound: b, At: int32(di<<16 | j<<8 | p)})
					}
				}
			}
		}
	}
	move.WalkBest(gen.places, top, func(at int32) {
		gen.enterLane(directions[at>>16], int(at>>8&0xff))
		gen.fromPivot(int(at & 0xff))
	})
}
