// Package editor is the board editor: a window of its own with a board to
// paint square by square (or by dragging, or with the arrow keys and
// Space) from a palette of plain squares, premiums and the start square;
// mirrored, taken back and redone, checked as it is painted, saved in the
// board file format of its games (ScraeBBKle's, which classic Scrabble
// reads too, or ScraBBKle's square boards), with the games it is valid
// for said as it is painted, opened mended from a file that does not
// load, and offered to the game's window to play on.
//
// It may import Fyne, core/board, internal/fileio, and ui/games,
// ui/boardview, ui/dialogs, ui/keys, ui/style and ui/phrase below it. It
// shares the board widget with the game screen but nothing of a game: what
// it asks of the program (the game's window, the folders, quitting) goes
// through its Host, so that the editor can be changed, and tested, alone.
package editor
