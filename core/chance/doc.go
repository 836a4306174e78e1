// Package chance is the chance of winning a game from the spread and the
// tiles left: a Table for each game and number of players, shipped as
// data (ID-N.txt for the game of rules ID played by N, each derived by
// self-play with tools/chances) and read with the line at fault when it
// is wrong. A game's review shows with it each player's chance across the
// game, and grades a move by the chance it lost.
//
// It is its own package because it is data with a format and a
// derivation, apart from what uses it. It imports only the standard
// library.
package chance
