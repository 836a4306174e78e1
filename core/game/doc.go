// Package game is a game in progress: the grid, the bag, the players and
// their racks and scores, whose turn it is, the history of turns and how
// the game ended. Around it: the View a computer player may see, taking
// moves back, the tile tracker (the tiles a player cannot see), the
// summary of a game and the record of the hints asked for.
//
// A Game is a value that can be copied (Clone) and replayed; it asks the
// referee about every move. It imports core/tile, core/board, core/move,
// core/rules and core/referee, and nothing of the computer players or the
// controller, which sit above it.
package game
