package referee

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"slices"
)

// MoveFor returns the move in notation that lays the given tiles, as a
// player placed them on squares of grid g one by one. The tiles must lie in
// one row or one column, with only occupied squares between them; a single
// tile reads in the direction where it touches a tile already on the board
// (to the right when it touches none or both). Blanks carry their chosen
// letter. A placement that is no move at all is answered with a *Refusal
// (NoTiles, NotInLine or Gap); whether the move is legal is for the referee.
func MoveFor(g *board.Grid, placed []board.Placed) (move.Move, error) {
	if len(placed) == 0 {
		return move.Move{}, &Refusal{Reason: NoTiles}
	}
	sorted := slices.Clone(placed)
	slices.SortFunc(sorted, func(a, b board.Placed) int {
		if a.Square.Row != b.Square.Row {
			return a.Square.Row - b.Square.Row
		}
		return a.Square.Col - b.Square.Col
	})
	d, ok := lineOf(g, sorted)
	if !ok {
		return move.Move{}, &Refusal{Reason: NotInLine}
	}
	word := make([]byte, 0, len(sorted))
	next := sorted[0].Square
	for _, p := range sorted {
		for ; next != p.Square; next = next.Next(d) {
			if !g.Occupied(next) {
				return move.Move{}, &Refusal{Reason: Gap, Square: next}
			}
		}
		word = append(word, p.Tile.Notation())
		next = next.Next(d)
	}
	return move.Move{Word: string(word), Origin: sorted[0].Square, Dir: d}, nil
}

// lineOf finds the direction that sorted tiles lie in.
func lineOf(g *board.Grid, sorted []board.Placed) (board.Direction, bool) {
	first, last := sorted[0].Square, sorted[len(sorted)-1].Square
	switch {
	case len(sorted) == 1:
		s := first
		if !g.Occupied(s.Prev(board.Right)) && !g.Occupied(s.Next(board.Right)) &&
			(g.Occupied(s.Prev(board.Down)) || g.Occupied(s.Next(board.Down))) {
			return board.Down, true
		}
		return board.Right, true
	case first.Row == last.Row:
		return board.Right, true
	case first.Col == last.Col:
		for _, p := range sorted {
			if p.Square.Col != first.Col {
				return 0, false
			}
		}
		return board.Down, true
	}
	return 0, false
}
