// Package resources holds the files that ship inside the ScraeBBKle binary:
// the default board of each game, the word list and the icon. All are embedded, so the
// program runs from any folder with nothing beside it.
package resources

import _ "embed"

// DefaultBoard is the text of the default board file, in the board file
// format (docs/boards.md).
//
//go:embed defaultBoard.txt
var DefaultBoard string

// DefaultBoardName is the file name the default board is known by.
const DefaultBoardName = "defaultBoard.txt"

// ScraBBKleBoard is the text of ScraBBKle's default board, in ScraBBKle's
// board file format: the board of its example play.
//
//go:embed scrabbkleDefaultBoard.txt
var ScraBBKleBoard string

// ScraBBKleBoardName is the file name ScraBBKle's default board is known by.
const ScraBBKleBoardName = "scrabbkleDefaultBoard.txt"

// ClassicBoard is the text of the standard 15x15 board of classic
// Scrabble, in ScraeBBKle's board file format.
//
//go:embed classicBoard.txt
var ClassicBoard string

// ClassicBoardName is the file name the classic board is known by.
const ClassicBoardName = "classicBoard.txt"

// WordList is the SOWPODS word list, one lower-case word a line, sorted.
//
//go:embed wordlist.txt
var WordList string

// Icon is the app's icon, a 1024x1024 PNG: a copy of Icon.png at the top of
// the repository, drawn by tools/icon (make icon). The window shows it; the
// packages get Icon.png from fyne package.
//
//go:embed icon.png
var Icon []byte
