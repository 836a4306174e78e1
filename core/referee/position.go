package referee

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
)

// Strays is what, in a position given from outside (a CGP position, say),
// play by the referee's rules could not have led to, though a game can go
// on from it: words on the board that are not words of the list, and
// tiles that no line of tiles joins to the start square.
type Strays struct {
	// Words are the lines of two or more tiles, across and down, that the
	// word list lacks or that are shorter than the rules' shortest word,
	// in board order.
	Words []move.Word
	// Loose are the squares of the tiles not joined to the start square,
	// in board order: every tile when the start square is empty.
	Loose []board.Square
}

// Survey finds the strays of the tiles on grid g.
func (ref *Referee) Survey(g *board.Grid) Strays {
	return Strays{Words: ref.strayWords(g), Loose: loose(g)}
}

// strayWords lists the lines of tiles on g that are not words.
func (ref *Referee) strayWords(g *board.Grid) []move.Word {
	var stray []move.Word
	b := g.Board()
	for _, d := range []board.Direction{board.Right, board.Down} {
		for row := range b.Rows() {
			for col := range b.Cols() {
				sq := board.Square{Col: col, Row: row}
				if !g.Occupied(sq) || g.Occupied(sq.Prev(d)) || !g.Occupied(sq.Next(d)) {
					continue // not the first of a line of two or more
				}
				t, _ := g.At(sq)
				w := run(g, []board.Placed{{Square: sq, Tile: t}}, d)
				if len(w.Text) < ref.Rules.MinWordLength || !ref.Lexicon.Contains(w.Text) {
					stray = append(stray, w)
				}
			}
		}
	}
	return stray
}

// loose lists the squares of the tiles on g that no line of tiles joins
// to the start square.
func loose(g *board.Grid) []board.Square {
	b := g.Board()
	joined := make([]bool, b.Cols()*b.Rows())
	var reach func(sq board.Square)
	reach = func(sq board.Square) {
		if !g.Occupied(sq) || joined[b.Index(sq)] {
			return
		}
		joined[b.Index(sq)] = true
		for _, d := range []board.Direction{board.Right, board.Down} {
			reach(sq.Next(d))
			reach(sq.Prev(d))
		}
	}
	reach(b.Start())
	var out []board.Square
	for i, t := range g.Tiles() {
		if !t.IsZero() && !joined[i] {
			out = append(out, board.Square{Col: i % b.Cols(), Row: i / b.Cols()})
		}
	}
	return out
}
