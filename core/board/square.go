package board

import (
	"scraebbkle/internal/ascii"
	"strconv"
)

// Square is the position of one square of a board, counted from 0: column 0
// is "a" and row 0 is "1".
type Square struct {
	Col, Row int
}

// String gives the square as the game writes it, column first: "d7".
func (s Square) String() string {
	return string(rune('a'+s.Col)) + strconv.Itoa(s.Row+1)
}

// Next returns the square after s in direction d.
func (s Square) Next(d Direction) Square {
	if d == Right {
		return Square{s.Col + 1, s.Row}
	}
	return Square{s.Col, s.Row + 1}
}

// Prev returns the square before s in direction d.
func (s Square) Prev(d Direction) Square {
	if d == Right {
		return Square{s.Col - 1, s.Row}
	}
	return Square{s.Col, s.Row - 1}
}

// Direction is the way a move's tiles run: to the right or downwards.
type Direction uint8

// The two directions a word may read in.
const (
	Down Direction = iota
	Right
)

// Across returns the other direction.
func (d Direction) Across() Direction { return 1 - d }

// String names the direction.
func (d Direction) String() string {
	if d == Right {
		return "right"
	}
	return "down"
}

// Position writes a square with a direction in move notation: column first
// for a downward word ("d4"), row first for a rightward one ("4d").
func Position(s Square, d Direction) string {
	var b [4]byte
	return string(appendPosition(b[:0], s, d))
}

// appendPosition appends Position(s, d) to b.
func appendPosition(b []byte, s Square, d Direction) []byte {
	col := byte('a' + s.Col)
	if d == Right {
		return append(strconv.AppendInt(b, int64(s.Row+1), 10), col)
	}
	return strconv.AppendInt(append(b, col), int64(s.Row+1), 10)
}

// ParseRow reads a row label "1".."99" without leading zeros and returns the
// row counted from 0.
func ParseRow(s string) (int, bool) {
	if len(s) == 0 || len(s) > 2 || s[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n - 1, true
}

// ParseSquare reads a square written column first, such as "d7": a column
// letter a..z and a row number 1..99.
func ParseSquare(s string) (Square, bool) {
	if len(s) < 2 || !ascii.IsLower(s[0]) {
		return Square{}, false
	}
	row, ok := ParseRow(s[1:])
	return Square{Col: int(s[0] - 'a'), Row: row}, ok
}
