package core

import (
	"fmt"
	"strings"
)

// Move is a move in the notation of the game: a pass, or the letters of the
// tiles to play with the square of the first one and the direction.
// Upper-case letters are standard tiles, lower-case letters are blanks.
type Move struct {
	Pass   bool
	Word   string    // the tiles to play, in order, skipping occupied squares
	Origin Square    // where the first tile goes
	Dir    Direction // which way the tiles run
}

// PassMove is the move that passes the turn.
var PassMove = Move{Pass: true}

// String writes the move in notation: "DINED,d4", "INNULaS,5i" or ",".
func (m Move) String() string {
	if m.Pass {
		return ","
	}
	return m.Word + "," + m.Position()
}

// Position is the move's square and direction in notation: "d4" or "5i".
func (m Move) Position() string { return Position(m.Origin, m.Dir) }

// MoveErrorKind says which part of a move's notation is wrong.
type MoveErrorKind uint8

// The ways a move can be badly written.
const (
	MoveEmpty      MoveErrorKind = iota // nothing was entered
	MoveNoComma                         // no comma between word and square
	MoveManyCommas                      // more than one comma
	MoveNoWord                          // nothing before the comma
	MoveLongWord                        // more letters than a rack holds
	MoveBadLetter                       // something other than a letter in the word
	MoveNoSquare                        // nothing after the comma
	MoveBadSquare                       // the square is not like d4 or 4d
)

// MoveError is a move whose notation is wrong. The console answers every one
// with "Illegal move format"; Error says what exactly is wrong.
type MoveError struct {
	Kind  MoveErrorKind
	Input string
}

// Error explains the mistake.
func (e *MoveError) Error() string {
	var why string
	switch e.Kind {
	case MoveEmpty:
		why = "nothing was entered"
	case MoveNoComma:
		why = "a comma must separate the word from the square"
	case MoveManyCommas:
		why = "a move has only one comma"
	case MoveNoWord:
		why = "the word is missing before the comma"
	case MoveLongWord:
		why = fmt.Sprintf("a move plays at most %d tiles", MaxWordLetters)
	case MoveBadLetter:
		why = "the word may hold only the letters A to Z (lower case for a blank)"
	case MoveNoSquare:
		why = "the square is missing after the comma"
	default:
		why = "the square must be a column and a row, such as d4 (downwards) or 4d (to the right)"
	}
	return fmt.Sprintf("illegal move format %s: %s", quoted(e.Input), why)
}

// ParseMove reads a move in notation. White space around it is ignored; a
// lone comma is a pass. The square is checked for form (columns a..z, rows
// 1..99), not against any board.
func ParseMove(input string) (Move, error) {
	s := strings.TrimSpace(input)
	fail := func(k MoveErrorKind) (Move, error) { return Move{}, &MoveError{Kind: k, Input: s} }
	word, pos, found := strings.Cut(s, ",")
	switch {
	case s == "":
		return fail(MoveEmpty)
	case s == ",":
		return PassMove, nil
	case !found:
		return fail(MoveNoComma)
	case strings.Contains(pos, ","):
		return fail(MoveManyCommas)
	case word == "":
		return fail(MoveNoWord)
	case !IsLetters(word):
		return fail(MoveBadLetter)
	case len(word) > MaxWordLetters:
		return fail(MoveLongWord)
	case pos == "":
		return fail(MoveNoSquare)
	}
	origin, dir, ok := parsePosition(pos)
	if !ok {
		return fail(MoveBadSquare)
	}
	return Move{Word: word, Origin: origin, Dir: dir}, nil
}

// IsLetters reports whether s is made of the letters A to Z only, in either
// case: no other letter, though Unicode upper-cases some to one of them.
func IsLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isUpper(s[i]) && !isLower(s[i]) {
			return false
		}
	}
	return true
}

// parsePosition reads "d4" (downwards from d4) or "4d" (rightwards from d4).
func parsePosition(s string) (Square, Direction, bool) {
	if sq, ok := ParseSquare(s); ok {
		return sq, Down, true
	}
	last := len(s) - 1
	if last < 1 || !isLower(s[last]) {
		return Square{}, 0, false
	}
	row, ok := parseRow(s[:last])
	return Square{Col: int(s[last] - 'a'), Row: row}, Right, ok
}
