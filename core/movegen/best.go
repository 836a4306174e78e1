package movegen

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// bester is a generator with a search of its own for the best moves by
// equity, which need not list every move (crossword.Generator.Best).
type bester interface {
	Best(g *board.Grid, rack tile.Rack, leaves *move.Leaves, top *move.Top)
}

// Best offers top the legal tile moves for rack on grid g that rank best
// by equity, the score plus what leaves, filled for rack, says the tiles
// kept are worth: top then keeps exactly the moves it would keep were it
// offered every legal move. The generator's own search for them is used
// where it has one (both generators have); otherwise every move is
// offered.
func Best(gen Generator, g *board.Grid, rack tile.Rack, leaves *move.Leaves, top *move.Top) {
	if b, ok := gen.(bester); ok {
		b.Best(g, rack, leaves, top)
		return
	}
	gen.Generate(g, rack, top.Visitor(leaves))
}
