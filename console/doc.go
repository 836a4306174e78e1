// Package console plays ScraeBBKle in a terminal, with exactly the texts of
// the game's example play (testdata/example.golden): the banner, the setup questions, the
// board, the move prompt, the moves, the scores and the end of the game.
//
// [Run] holds the whole conversation. It reads answers one line at a time
// from any reader and writes to any writer, so that a test can script a game
// from start to end; the rules themselves all live in the packages of core/.
package console
