package crossword

import (
	"slices"

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

// pivotBound is a pivot not yet walked, and the most a move from it can
// be worth.
type pivotBound struct {
	bound float64
	down  bool
	lane  uint8
	at    uint8
}

// Best offers top the legal tile moves for rack on grid g that rank best
// by equity, the score plus what leaves, filled for this rack, says the
// tiles kept are worth: top then keeps exactly the moves it would keep
// were it offered every legal move, ties included. It walks only the
// pivots where a move could still be kept.
func (gen *Generator) Best(g *board.Grid, rack tile.Rack, leaves *move.Leaves, top *move.Top) {
	gen.sink.HandTo(top.Visitor(leaves))
	gen.prepare(g, rack)
	gen.bounder.Reset(rack, gen.graph.LetterSets(), leaves, gen.rules.RackSize, gen.rules.BingoBonus)
	switch {
	case gen.rackLen == 0:
	case g.Count() == 0:
		gen.opening(g.Board().Start())
	default:
		gen.bestFromPivots(top)
	}
	gen.sink.HandTo(nil)
}

// bestFromPivots bounds every pivot and walks them, the highest bound
// first, while a move from them could still be kept by top.
func (gen *Generator) bestFromPivots(top *move.Top) {
	gen.bounds = gen.bounds[:0]
	for _, d := range directions {
		for j, n := range gen.pos.pivots[d] {
			if n == 0 {
				continue
			}
			gen.enterLane(d, j)
			for p := range gen.line {
				if gen.line[p].pivot {
					if b := gen.bound(p); b > move.NoBound {
						gen.bounds = append(gen.bounds, pivotBound{bound: b, down: d == board.Down, lane: uint8(j), at: uint8(p)})
					}
				}
			}
		}
	}
	for len(gen.bounds) > 0 {
		i := highest(gen.bounds)
		pb := gen.bounds[i]
		if top.Full() && pb.bound < top.Floor() {
			return
		}
		gen.bounds[i] = gen.bounds[len(gen.bounds)-1]
		gen.bounds = gen.bounds[:len(gen.bounds)-1]
		d := board.Right
		if pb.down {
			d = board.Down
		}
		gen.enterLane(d, int(pb.lane))
		gen.fromPivot(int(pb.at))
		if top.Full() {
			floor := top.Floor()
			gen.bounds = slices.DeleteFunc(gen.bounds, func(b pivotBound) bool { return b.bound < floor })
		}
	}
}

// highest is the index of the highest bound of bs, which is not empty.
func highest(bs []pivotBound) int {
	best := 0
	for i := range bs {
		if bs[i].bound > bs[best].bound {
			best = i
		}
	}
	return best
}
