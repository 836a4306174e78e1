// Package newgame is the New Game dialog: the board (the default board, a
// board file read again in the background each time, or the last board
// played that no file holds), the two players, human or computer at a
// level, and an open or closed game, remembering the answers for the next
// time; and the way to the board editor to edit or mend the board chosen.
//
// It may import Fyne, the engine (core/board, core/computer, core/game,
// core/rules, core/save), internal/fileio, and ui/play (for the Setup it
// produces), ui/dialogs, ui/style and ui/phrase below it. What it asks of
// the window (the editor, starting the game, the dialogs) goes through its
// Host, so that the shell decides what a new game replaces and the dialog
// only how it is set up.
package newgame
