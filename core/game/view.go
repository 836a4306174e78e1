package game

import (
	"scraebbkle/core/board"
	"scraebbkle/core/tile"
)

// View is what a computer player may know when it is to move.
type View struct {
	Grid     *board.Grid // the tiles on the board; the player may keep and change it
	Rack     tile.Rack   // the player's own tiles
	Unseen   []tile.Tile // the tiles neither on the board nor on the player's rack: the bag and the other racks
	Opponent tile.Rack   // in an open game, the next player's rack; nil in a closed game
	BagLen   int         // the tiles left in the bag
	Scores   []int       // every player's score so far
	Me       int         // the index of the player to move
}

// View is what the player to move may know when choosing a move: a copy of
// the grid, their own rack, the tiles they cannot see, the next player's
// rack in an open game, the bag's size and the scores.
func (g *Game) View() View {
	v := View{Grid: g.grid.Clone(), Rack: g.Player(g.turn).Rack, BagLen: g.bag.Len(), Me: g.turn}
	v.Unseen = g.notHeldBy(g.turn)
	for _, p := range g.players {
		v.Scores = append(v.Scores, p.Score)
	}
	if g.open {
		v.Opponent = g.Player((g.turn + 1) % len(g.players)).Rack
	}
	return v
}
