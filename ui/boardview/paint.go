package boardview

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/core/tile"
)

// Layer is one of the things a screen shows on the board's squares, over
// what lies below it: the tile on square sq and its look, if it has one
// there.
type Layer func(sq board.Square) (tile.Tile, Look, bool)

// PlayedOn is the layer of the tiles played on grid g, those on the
// squares of last looking as the last move.
func PlayedOn(g *board.Grid, last []board.Square) Layer {
	return func(sq board.Square) (tile.Tile, Look, bool) {
		t, ok := g.At(sq)
		for _, l := range last {
			if l == sq {
				return t, Last, ok
			}
		}
		return t, Played, ok
	}
}

// Laying is a turn being laid, as the board shows it: a *turn.Model.
type Laying interface {
	TileOn(sq board.Square) (tile.Tile, bool) // the tile laid on sq, if any
	Arrow(sq board.Square) string             // the typing arrow on sq, if any
}

// Paint brings every square up to date: each shows the tile of the first
// of layers that has one on it, and else the tiles of turn l, nil for
// none, with its typing arrow. Only the squares whose look changes are
// refreshed (about 0.05 ms on a 26 x 99 board).
func (v *View) Paint(l Laying, layers ...Layer) {
	for _, s := range v.squares {
		s.Draw(paintOf(s.At(), l, layers))
	}
}

// paintOf is what square sq shows: a tile, its look and the typing arrow.
func paintOf(sq board.Square, l Laying, layers []Layer) (tile.Tile, Look, string) {
	cursor := ""
	if l != nil {
		cursor = l.Arrow(sq)
	}
	for _, layer := range layers {
		if t, look, ok := layer(sq); ok {
			return t, look, cursor
		}
	}
	if l != nil {
		if t, ok := l.TileOn(sq); ok {
			return t, Pending, cursor
		}
	}
	return tile.Tile{}, Played, cursor
}

// SquareUnder is the square of the board at absolute position at, when it
// is in view in the scroll the board sticks to (StickTo).
func (v *View) SquareUnder(at fyne.Position) (board.Square, bool) {
	if v.scroll != nil {
		if _, ok := Within(v.scroll, at); !ok {
			return board.Square{}, false
		}
	}
	rel, _ := Within(v, at)
	return v.SquareAt(rel)
}
