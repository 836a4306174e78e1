// Package games is what the window knows of the games it plays, beyond
// each game's rules: the games New Game offers, in order; the board
// formats they share (ScraeBBKle's, read by classic Scrabble too, and
// ScraBBKle's), the format of a board and the games a board may be played
// in; and the way the window names a list of games.
//
// It may import core/board, core/rules and internal/prose, and nothing of
// Fyne or of the rest of ui/: New Game, the board editor and the shell
// all ask it which games go with a board, so that the answer is the same
// wherever the window gives it.
package games
