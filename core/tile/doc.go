// Package tile is the tiles of the game and where they are kept: a tile,
// a tile set (how many of each letter and what each is worth), the bag, a
// player's rack and the rack as a move generator lays its tiles, with the
// notation that writes them (upper case for a letter's tile, lower case
// for a played blank, '_' for a blank on a rack).
//
// It is the bottom of the engine: every other package of core handles
// tiles, and tiles depend on nothing of the game. It imports only
// internal/ascii.
package tile
