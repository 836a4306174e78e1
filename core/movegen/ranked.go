package movegen

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// Ranked returns up to n legal tile moves for rack on grid g, best first:
// the highest score first, ties going to the notation that comes first.
// That is the order in which the Normal player ([Best]) chooses, so the
// first move is the one it would play. It returns no moves when n is not
// positive or no tile move is legal. Only the n best moves are kept while
// the generator runs, so a rack with blanks and tens of thousands of legal
// moves costs no more memory than any other, and where the generator can
// (Best), only the moves that may rank among them are walked.
func Ranked(gen Generator, g *board.Grid, rack tile.Rack, n int) []move.Packed {
	if n <= 0 {
		return nil
	}
	var leaves move.Leaves
	var top move.Top
	leaves.Fill(rack, nil)
	top.Reset(n)
	Best(gen, g, rack, &leaves, &top)
	return top.Moves()
}
