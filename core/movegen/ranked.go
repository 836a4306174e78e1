package movegen

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"sort"
)

// Ranked returns up to n legal tile moves for rack on grid g, best first:
// the highest score first, ties going to the notation that comes first.
// That is the order in which the Normal player ([Best]) chooses, so the
// first move is the one it would play. It returns no moves when n is not
// positive or no tile move is legal. Only the n best moves are kept while
// the generator runs, so a rack with blanks and tens of thousands of legal
// moves costs no more memory than any other.
func Ranked(gen Generator, g *board.Grid, rack tile.Rack, n int) []move.Packed {
	if n <= 0 {
		return nil
	}
	top := make([]move.Packed, 0, n)
	gen.Generate(g, rack, func(m *move.Packed) bool {
		if len(top) == n && !m.Beats(&top[n-1]) {
			return true
		}
		at := sort.Search(len(top), func(i int) bool { return m.Beats(&top[i]) })
		if len(top) < n {
			top = append(top, move.Packed{})
		}
		copy(top[at+1:], top[at:len(top)-1])
		top[at] = *m
		return true
	})
	return top
}
