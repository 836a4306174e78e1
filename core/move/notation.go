package move

import (
	"strings"

	"scraebbkle/core/board"
)

// Notation is how the players of a game write their moves, and how the
// game writes them back.
type Notation interface {
	// Parse reads a move as a player writes it, or says with a
	// *FormatError what is wrong with it.
	Parse(line string) (Move, error)
	// Format writes a move as a player would.
	Format(m Move) string
	// Position writes where a move or word starts and which way it reads,
	// as the notation names it in messages.
	Position(sq board.Square, d board.Direction) string
}

// SquareNotation is the notation of ScraeBBKle and of classic Scrabble:
// "WORD,d4" down from d4, "WORD,4d" right from d4, "," to pass and, where
// exchanges are allowed, "-QVV_" to exchange tiles.
type SquareNotation struct {
	Exchanges bool // "-TILES" exchanges tiles
}

// Parse reads a move, refusing an exchange where there are none.
func (n SquareNotation) Parse(line string) (Move, error) {
	if s := strings.TrimSpace(line); !n.Exchanges && strings.HasPrefix(s, "-") {
		return Move{}, &FormatError{Kind: NoExchange, Input: s}
	}
	return Parse(line)
}

// Format writes the move as Move.String does.
func (SquareNotation) Format(m Move) string { return m.String() }

// Position writes the square column first for a move down ("d4"), row
// first for one to the right ("4d").
func (SquareNotation) Position(sq board.Square, d board.Direction) string {
	return board.Position(sq, d)
}

// DirectedNotation is the notation of ScraBBKle: the tiles, the square of
// the first one, column first, and the direction, d for down or r for
// right ("GIT,f8,r"); two commas pass.
type DirectedNotation struct{}

// Parse reads a move in ScraBBKle's notation. White space around it is
// ignored, and the direction may be written in either case.
func (DirectedNotation) Parse(line string) (Move, error) {
	s := strings.TrimSpace(line)
	fail := func(k FormatErrorKind) (Move, error) { return Move{}, &FormatError{Kind: k, Input: s} }
	parts := strings.Split(s, ",")
	switch {
	case s == "":
		return fail(Empty)
	case s == ",,":
		return Pass, nil
	case len(parts) < 3:
		return fail(NoComma)
	case len(parts) > 3:
		return fail(ManyCommas)
	}
	word, at, dir := parts[0], parts[1], strings.ToLower(parts[2])
	if k, bad := wordFault(word); bad {
		return fail(k)
	}
	if at == "" {
		return fail(NoSquare)
	}
	origin, ok := board.ParseSquare(at)
	if !ok {
		return fail(BadSquare)
	}
	d, ok := map[string]board.Direction{"d": board.Down, "r": board.Right}[dir]
	if !ok {
		return fail(BadDirection)
	}
	return Move{Word: word, Origin: origin, Dir: d}, nil
}

// Format writes the move in ScraBBKle's notation: "GIT,f8,r" or ",,".
func (DirectedNotation) Format(m Move) string {
	if m.Pass {
		return ",,"
	}
	d := "d"
	if m.Dir == board.Right {
		d = "r"
	}
	return m.Word + "," + m.Origin.String() + "," + d
}

// Position writes the square column first, "f8", whichever way the word
// reads.
func (DirectedNotation) Position(sq board.Square, _ board.Direction) string { return sq.String() }
