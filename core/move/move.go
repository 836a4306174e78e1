package move

import (
	"fmt"
	"scraebbkle/core/board"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
	"scraebbkle/internal/prose"
	"strings"
)

// Move is a move in the notation of the game: a pass, an exchange of
// tiles, or the letters of the tiles to play with the square of the first
// one and the direction. Upper-case letters are standard tiles,
// lower-case letters are blanks.
type Move struct {
	Pass     bool
	Word     string          // the tiles to play, in order, skipping occupied squares
	Origin   board.Square    // where the first tile goes
	Dir      board.Direction // which way the tiles run
	Exchange string          // the tiles to throw back, in rack letters ('_' a blank), for an exchange
}

// Pass is the move that passes the turn.
var Pass = Move{Pass: true}

// String writes the move in notation: "DINED,d4", "INNULaS,5i", "," for
// a pass or "-QVV_" for an exchange.
func (m Move) String() string {
	switch {
	case m.Pass:
		return ","
	case m.Exchange != "":
		return "-" + m.Exchange
	}
	return m.Word + "," + m.Position()
}

// IsTiles reports whether the move lays tiles: neither a pass nor an
// exchange.
func (m Move) IsTiles() bool { return !m.Pass && m.Exchange == "" }

// Position is the move's square and direction in notation: "d4" or "5i".
func (m Move) Position() string { return board.Position(m.Origin, m.Dir) }

// FormatErrorKind says which part of a move's notation is wrong.
type FormatErrorKind uint8

// The ways a move can be badly written.
const (
	Empty           FormatErrorKind = iota // nothing was entered
	NoComma                                // no comma between word and square
	ManyCommas                             // more than one comma
	NoWord                                 // nothing before the comma
	LongWord                               // more letters than a rack holds
	BadLetter                              // something other than a letter in the word
	NoSquare                               // nothing after the comma
	BadSquare                              // the square is not like d4 or 4d
	BadDirection                           // the direction is neither d nor r (ScraBBKle's notation)
	NoExchange                             // an exchange, in a game that has none
	NoExchangeTiles                        // nothing after the '-' of an exchange
	BadExchangeTile                        // something other than a letter or '_' in an exchange
	LongExchange                           // more tiles to exchange than a rack holds
)

// FormatError is a move whose notation is wrong. The console answers every one
// with "Illegal move format"; Error says what exactly is wrong.
type FormatError struct {
	Kind  FormatErrorKind
	Input string
}

// Error explains the mistake: what was entered, and Why.
func (e *FormatError) Error() string {
	return fmt.Sprintf("illegal move format %s: %s", prose.Quoted(e.Input), e.Why())
}

// Why is what is wrong, in words that go on after a colon: "a move has
// only one comma".
func (e *FormatError) Why() string {
	var why string
	switch e.Kind {
	case Empty:
		why = "nothing was entered"
	case NoComma:
		why = "a comma must separate the word from the square"
	case ManyCommas:
		why = "a move has only one comma"
	case NoWord:
		why = "the word is missing before the comma"
	case LongWord:
		why = fmt.Sprintf("a move plays at most %d tiles", tile.MaxRack)
	case BadLetter:
		why = "the word may hold only the letters A to Z (lower case for a blank)"
	case NoSquare:
		why = "the square is missing after the comma"
	case BadDirection:
		why = "the direction must be d (down) or r (right)"
	case NoExchange:
		why = "this game allows no exchanges"
	case NoExchangeTiles:
		why = "the tiles to exchange are missing after the '-'"
	case BadExchangeTile:
		why = "the tiles to exchange may be only the letters A to Z, and _ for a blank"
	case LongExchange:
		why = fmt.Sprintf("an exchange throws back at most %d tiles", tile.MaxRack)
	default:
		why = "the square must be a column and a row, such as d4 (downwards) or 4d (to the right)"
	}
	return why
}

// Parse reads a move in notation. White space around it is ignored; a
// lone comma is a pass, and '-' followed by tiles an exchange ("-QVV_").
// The square is checked for form (columns a..z, rows 1..99), not against
// any board.
func Parse(input string) (Move, error) {
	s := strings.TrimSpace(input)
	fail := func(k FormatErrorKind) (Move, error) { return Move{}, &FormatError{Kind: k, Input: s} }
	word, pos, found := strings.Cut(s, ",")
	switch {
	case s == "":
		return fail(Empty)
	case s == ",":
		return Pass, nil
	case s[0] == '-':
		return parseExchange(s)
	case !found:
		return fail(NoComma)
	case strings.Contains(pos, ","):
		return fail(ManyCommas)
	}
	if k, bad := wordFault(word); bad {
		return fail(k)
	}
	if pos == "" {
		return fail(NoSquare)
	}
	origin, dir, ok := parsePosition(pos)
	if !ok {
		return fail(BadSquare)
	}
	return Move{Word: word, Origin: origin, Dir: dir}, nil
}

// parseExchange reads an exchange, s: '-' and the tiles to throw back,
// letters in either case and '_' for a blank.
func parseExchange(s string) (Move, error) {
	tiles := strings.ToUpper(s[1:])
	fail := func(k FormatErrorKind) (Move, error) { return Move{}, &FormatError{Kind: k, Input: s} }
	switch {
	case tiles == "":
		return fail(NoExchangeTiles)
	case strings.IndexFunc(tiles, func(r rune) bool { return r != '_' && (r < 'A' || r > 'Z') }) >= 0:
		return fail(BadExchangeTile)
	case len(tiles) > tile.MaxRack:
		return fail(LongExchange)
	}
	return Move{Exchange: tiles}, nil
}

// wordFault says what is wrong with the tiles of a move as written, if
// anything: none, something other than letters, or more than a rack.
func wordFault(word string) (FormatErrorKind, bool) {
	switch {
	case word == "":
		return NoWord, true
	case !IsLetters(word):
		return BadLetter, true
	case len(word) > tile.MaxRack:
		return LongWord, true
	}
	return 0, false
}

// IsLetters reports whether s is made of the letters A to Z only, in either
// case: no other letter, though Unicode upper-cases some to one of them.
func IsLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !ascii.IsUpper(s[i]) && !ascii.IsLower(s[i]) {
			return false
		}
	}
	return true
}

// parsePosition reads "d4" (downwards from d4) or "4d" (rightwards from d4).
func parsePosition(s string) (board.Square, board.Direction, bool) {
	if sq, ok := board.ParseSquare(s); ok {
		return sq, board.Down, true
	}
	last := len(s) - 1
	if last < 1 || !ascii.IsLower(s[last]) {
		return board.Square{}, 0, false
	}
	row, ok := board.ParseRow(s[:last])
	return board.Square{Col: int(s[last] - 'a'), Row: row}, board.Right, ok
}
