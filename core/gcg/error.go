package gcg

import (
	"fmt"
	"scraebbkle/internal/fileio"
)

// Error says why a file cannot be read as GCG, and where.
type Error struct {
	File   string // the file's name, as given to Parse; "" when none was
	Line   int    // the line, from 1; 0 when the whole file is meant
	Column int    // the column, from 1; 0 when the whole line is meant
	Reason string // a sentence a player understands
}

// Error gives the file, the place and the reason, such as
// `game.gcg: line 7, column 28: the score "+x" is not a number`.
func (e *Error) Error() string {
	s := e.Reason
	switch {
	case e.Line > 0 && e.Column > 0:
		s = fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, s)
	case e.Line > 0:
		s = fmt.Sprintf("line %d: %s", e.Line, s)
	}
	if e.File != "" {
		s = fileio.ShownName(e.File) + ": " + s
	}
	return s
}

// errorAt makes the Error that format says at line n and column col, 0
// for the whole line; Parse adds the file.
func errorAt(n, col int, format string, args ...any) *Error {
	return &Error{Line: n, Column: col, Reason: fmt.Sprintf(format, args...)}
}
