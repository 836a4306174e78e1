package gcg

import (
	"fmt"
	"scraebbkle/internal/prose"
	"strings"
	"unicode"
)

// The limits of a position: rows 1 to 99 and columns A to Z, the most
// that the notation of rows as numbers and columns as letters can name.
const (
	maxRowDigits = 2
	maxCols      = 26
)

// isPositionLike reports whether s looks like a position rather than a
// rack or a special play: it begins with a digit, or with a letter and a
// digit. parsePosition then says whether it is one.
func isPositionLike(s string) bool {
	if s == "" {
		return false
	}
	if isDigit(s[0]) {
		return true
	}
	return len(s) > 1 && isASCIILetter(s[0]) && isDigit(s[1])
}

// parsePosition reads a play's position: "8H", the row and then the
// column, for a word across, "H8", the column and then the row, for a
// word down, either in any case. row and col count from 0.
func parsePosition(s string) (row, col int, across, ok bool) {
	digits := strings.TrimLeft(s, "0123456789")
	switch {
	case len(digits) == 1 && len(s) > 1:
		// the row first, then one letter
		row, ok = rowNumber(s[:len(s)-1])
		across = true
		col = columnIndex(digits[0])
	case len(s) > 1 && isASCIILetter(s[0]):
		row, ok = rowNumber(s[1:])
		col = columnIndex(s[0])
	}
	return row, col, across, ok && col >= 0
}

// rowNumber is the row, from 0, numbered s from 1.
func rowNumber(s string) (int, bool) {
	if len(s) > maxRowDigits {
		return 0, false
	}
	n, ok := number(s)
	return n - 1, ok && n > 0
}

// columnIndex is the column, from 0, lettered c, or -1.
func columnIndex(c byte) int {
	if !isASCIILetter(c) {
		return -1
	}
	return int(unicode.ToUpper(rune(c)) - 'A')
}

// isDigit reports whether c is an ASCII digit.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isASCIILetter reports whether c is an ASCII letter, a column's letter.
func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// positionFault says why s is not a position.
func positionFault(s string) string {
	return fmt.Sprintf("the position %s is neither a row and a column, as 8H for a word across, nor a column and a row, as H8 for a word down (rows 1 to 99, columns A to Z)", prose.Quoted(s))
}

// parseWord reads a play's word: letters, lower case for a blank, with "."
// for a tile already on the board, or such tiles as letters in
// parentheses, "RE(Q)UIRE", which it writes as ".". It returns the word
// and "", or "" and why s is no word.
func parseWord(s string) (string, string) {
	q := prose.Quoted(s)
	var b strings.Builder
	open := false
	inside := 0 // the tiles inside the parentheses open
	for _, r := range s {
		switch {
		case r == '(' && open:
			return "", fmt.Sprintf("the word %s opens a parenthesis inside another", q)
		case r == '(':
			open, inside = true, 0
		case r == ')' && !open:
			return "", fmt.Sprintf("the word %s closes a parenthesis it did not open", q)
		case r == ')' && inside == 0:
			return "", fmt.Sprintf("the word %s has nothing in parentheses", q)
		case r == ')':
			open = false
		case r == '.' || open && unicode.IsLetter(r):
			b.WriteByte('.')
			inside++
		case unicode.IsLetter(r):
			b.WriteRune(r)
		default:
			return "", fmt.Sprintf("the word %s holds %s: a word is letters, with . or letters in parentheses for tiles already on the board", q, prose.Quoted(string(r)))
		}
	}
	if open {
		return "", fmt.Sprintf("the word %s leaves a parenthesis open", q)
	}
	return b.String(), ""
}
