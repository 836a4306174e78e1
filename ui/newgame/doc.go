// Package newgame is the New Game dialog: first the game (ScraeBBKle,
// ScraBBKle or classic Scrabble, each with a line on what sets it apart);
// then the board (the game's default board, a board file in the game's
// format read again in the background each time, or the last board played
// that no file holds), the word list (the built-in one, or a file the
// window reads in the background), the players (two, or up to four where
// the game seats them), each human or computer at a level, and an open or
// closed game; remembering the answers for the next time, and offering
// the way to the board editor to edit or mend the board chosen.
//
// It may import Fyne, the engine (core/board, core/computer, core/game,
// core/rules), internal/fileio, and ui/play (for the Setup it produces),
// ui/games, ui/dialogs, ui/style and ui/phrase below it. What it asks of
// the window (the editor, the word lists, starting the game, the dialogs)
// goes through its Host, so that the shell decides what a new game
// replaces and the dialog only how it is set up.
package newgame
