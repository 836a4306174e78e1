package game

import (
	"cmp"
	"slices"

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

// inLetterOrder sorts tiles by their letter, blanks last, and returns them.
func inLetterOrder(tiles []tile.Tile) []tile.Tile {
	slices.SortFunc(tiles, func(a, b tile.Tile) int { return cmp.Compare(a.Notation(), b.Notation()) })
	return tiles
}
