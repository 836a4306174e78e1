package core

// Unseen returns the tiles that player p cannot see: the tiles in the bag
// and, in a closed game, the other players' racks. In an open game the
// racks are face up, so only the bag is unseen. For the player to move of
// a closed game these are the tiles of [View].Unseen.
func (g *Game) Unseen(p int) []Tile {
	if g.open {
		return g.bag.Tiles()
	}
	return g.notHeldBy(p)
}

// notHeldBy returns the tiles neither on the board nor on player p's rack:
// the bag and the other players' racks.
func (g *Game) notHeldBy(p int) []Tile {
	tiles := g.bag.Tiles()
	for i, pl := range g.players {
		if i != p {
			tiles = append(tiles, pl.Rack...)
		}
	}
	return tiles
}
