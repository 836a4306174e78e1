// Package resources holds the files that ship inside the ScraeBBKle binary:
// the default board and the word list. Both are embedded, so the program runs
// from any folder with nothing beside it.
package resources

import _ "embed"

// DefaultBoard is the text of the default board file, in the board file
// format of the specification.
//
//go:embed defaultBoard.txt
var DefaultBoard string

// DefaultBoardName is the file name the default board is known by.
const DefaultBoardName = "defaultBoard.txt"

// WordList is the SOWPODS word list, one lower-case word a line, sorted.
//
//go:embed wordlist.txt
var WordList string
