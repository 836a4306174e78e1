package board

import "scraebbkle/core/tile"

// Placed is a tile laid on a square by a move.
type Placed struct {
	Square Square
	Tile   tile.Tile
}

// Rack is the tiles placed as a rack held them: their letters, and a blank
// for each blank placed, whatever letter it plays.
func Rack(placed []Placed) tile.Rack {
	rack := make(tile.Rack, len(placed))
	for i, p := range placed {
		rack[i] = p.Tile
		if p.Tile.Blank {
			rack[i].Letter = 0
		}
	}
	return rack
}

// Grid is the tiles lying on a board. The zero Tile marks an empty square.
type Grid struct {
	board *Board
	tiles []tile.Tile
	count int
}

// NewGrid returns an empty grid on board b.
func NewGrid(b *Board) *Grid {
	return &Grid{board: b, tiles: make([]tile.Tile, b.cols*b.rows)}
}

// Board is the board the grid lies on.
func (g *Grid) Board() *Board { return g.board }

// At returns the tile on square s, or false when s is empty or off the board.
func (g *Grid) At(s Square) (tile.Tile, bool) {
	if !g.board.Contains(s) {
		return tile.Tile{}, false
	}
	t := g.tiles[g.board.Index(s)]
	return t, !t.IsZero()
}

// Tiles is the tile of every square, in the order of Board.Index, the
// zero Tile on an empty one. The caller must not change them.
func (g *Grid) Tiles() []tile.Tile { return g.tiles }

// Occupied reports whether a tile lies on square s.
func (g *Grid) Occupied(s Square) bool {
	_, ok := g.At(s)
	return ok
}

// AnyOn reports whether a tile lies on any of the n squares from index at
// on, step apart.
func (g *Grid) AnyOn(at, step, n int) bool {
	for range n {
		if !g.tiles[at].IsZero() {
			return true
		}
		at += step
	}
	return false
}

// Count is the number of tiles on the board.
func (g *Grid) Count() int { return g.count }

// Clone returns a copy of the grid that shares only the immutable board.
func (g *Grid) Clone() *Grid {
	c := *g
	c.tiles = append([]tile.Tile(nil), g.tiles...)
	return &c
}

// Apply lays the tiles of a legal play on the grid.
func (g *Grid) Apply(placed []Placed) {
	for _, pt := range placed {
		g.tiles[g.board.Index(pt.Square)] = pt.Tile
		g.count++
	}
}

// Equal reports whether two grids hold the same tiles on equal boards.
func (g *Grid) Equal(o *Grid) bool {
	if !g.board.Equal(o.board) || g.count != o.count {
		return false
	}
	for i := range g.tiles {
		if g.tiles[i] != o.tiles[i] {
			return false
		}
	}
	return true
}

// Face is square s as the console board shows it: the tile's face padded to
// three characters, or the square's premium.
func (g *Grid) Face(s Square) string {
	if t, ok := g.At(s); ok {
		f := t.Face()
		for len(f) < 3 {
			f += " "
		}
		return f
	}
	return g.board.syntax.Face(g.board.Premium(s))
}

// FreeFrom is the first square from sq on in direction d that holds no
// tile: where a move's next tile goes. It may be off the board.
func (g *Grid) FreeFrom(sq Square, d Direction) Square {
	for g.Occupied(sq) {
		sq = sq.Next(d)
	}
	return sq
}

// Put lays tile t on square s.
func (g *Grid) Put(s Square, t tile.Tile) {
	g.tiles[g.board.Index(s)] = t
	g.count++
}

// Remove takes the tile off square s.
func (g *Grid) Remove(s Square) {
	g.tiles[g.board.Index(s)] = tile.Tile{}
	g.count--
}
