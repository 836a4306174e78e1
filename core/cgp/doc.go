// Package cgp reads and writes positions in CGP, the position format of
// macondo and Woogles: the board, the racks, the scores and the scoreless
// turns, with operations that name the word list (lex) and the tiles (ld).
// It is how a position is handed to another engine, or taken from one.
//
// It imports core/board, core/rules and core/tile.
package cgp
