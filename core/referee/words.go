package referee

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
)

// crossWord returns the word that a placed tile would form in direction d
// with the tiles beside it, if it has any neighbour in that direction.
func crossWord(g *board.Grid, p board.Placed, d board.Direction) (move.Word, bool) {
	if !g.Occupied(p.Square.Prev(d)) && !g.Occupied(p.Square.Next(d)) {
		return move.Word{}, false
	}
	return run(g, []board.Placed{p}, d), true
}

// run returns the longest unbroken line of tiles in direction d through the
// placed tiles, reading the board for the squares they do not cover. The
// placed tiles must lie in one line in direction d with only occupied squares
// between them.
func run(g *board.Grid, placed []board.Placed, d board.Direction) move.Word {
	start := placed[0].Square
	for g.Occupied(start.Prev(d)) {
		start = start.Prev(d)
	}
	text := make([]byte, 0, 16)
	i := 0
	for sq := start; ; sq = sq.Next(d) {
		if i < len(placed) && placed[i].Square == sq {
			text = append(text, placed[i].Tile.Notation())
			i++
		} else if t, ok := g.At(sq); ok {
			text = append(text, t.Notation())
		} else {
			break
		}
	}
	return move.Word{Start: start, Dir: d, Text: string(text)}
}
