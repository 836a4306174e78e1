// Package resources holds the files that ship inside the ScraeBBKle binary:
// the default board, the word list and the icon. All are embedded, so the
// program runs from any folder with nothing beside it.
package resources

import _ "embed"

// DefaultBoard is the text of the default board file, in the board file
// format (README.md, Board files).
//
//go:embed defaultBoard.txt
var DefaultBoard string

// DefaultBoardName is the file name the default board is known by.
const DefaultBoardName = "defaultBoard.txt"

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
