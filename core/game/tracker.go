package game

import (
	"cmp"
	"scraebbkle/core/tile"
	"slices"
)

// Unseen returns the tiles that player p cannot see: the tiles in the bag
// and, in a closed game, the other players' racks. In an open game the
// racks are face up, so only the bag is unseen. For the player to move of
// a closed game these are the tiles of [View].Unseen. They come in letter
// order, blanks last, never in the bag's: that would tell the next draws.
func (g *Game) Unseen(p int) []tile.Tile {
	if g.open {
		return inLetterOrder(g.bag.Tiles())
	}
	return g.notHeldBy(p)
}

// notHeldBy returns the tiles neither on the board nor on player p's rack,
// the bag and the other players' racks, in letter order.
func (g *Game) notHeldBy(p int) []tile.Tile {
	tiles := g.bag.Tiles()
	for i, pl := range g.players {
		if i != p {
			tiles = append(tiles, pl.Rack...)
		}
	}
	return inLetterOrder(tiles)
}

// inLetterOrder sorts tiles by their letter, blanks last, and returns them.
func inLetterOrder(tiles []tile.Tile) []tile.Tile {
	slices.SortFunc(tiles, func(a, b tile.Tile) int { return cmp.Compare(a.Notation(), b.Notation()) })
	return tiles
}
