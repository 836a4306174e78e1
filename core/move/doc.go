// Package move is a move as the players write it and as the engine hands
// it out: the notation WORD,SQUARE (parsed with the reason a line is not
// one), the play a referee worked out (tiles placed, word formed, score),
// the Packed move of 24 bytes in which the generators hand out thousands
// of moves without allocating, and the one order in which moves are
// ranked and listed.
//
// The referee, the generators, the game, the computer players and the
// saved games all speak of moves; this package is what they share. It
// imports core/board, core/tile, internal/ascii and internal/prose.
package move
