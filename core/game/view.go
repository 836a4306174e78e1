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
	Holds    []int       // how many tiles each player holds, by index as Scores, as anyone at the board can count them; nil when not known
	Me       int         // the index of the player to move
	// Last is the opponent's move just before, in a closed game of two
	// players, when it laid tiles: what the player saw of it, from which
	// to infer what the opponent kept. It is nil otherwise.
	Last *Last
}

// Last is a move that laid tiles, as the other players saw it.
type Last struct {
	Grid   *board.Grid // the board before the move
	Laid   tile.Rack   // the tiles it laid, a blank as a blank
	Score  int         // what it scored
	Held   int         // the tiles on the mover's rack before it
	BagLen int         // the tiles in the bag before it
}

// inLetterOrder sorts tiles by their letter, blanks last, and returns them.
func inLetterOrder(tiles []tile.Tile) []tile.Tile {
	slices.SortFunc(tiles, func(a, b tile.Tile) int { return cmp.Compare(a.Notation(), b.Notation()) })
	return tiles
}
