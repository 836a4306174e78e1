package move

import (
	"bytes"
	"cmp"
	"scraebbkle/core/board"
	"strings"
)

// Beats reports whether move m is better than move b for a player who
// wants points: a higher score, then the notation first in order
// (compareNotation). It is the order of the reference HighScore player.
func (m *Packed) Beats(b *Packed) bool {
	if m.Score != b.Score {
		return m.Score > b.Score
	}
	return m.NotationBefore(b)
}

// ByScore orders moves from the lowest score up, equal scores by their
// notation, whatever order they were generated in.
func ByScore(a, b Packed) int {
	if c := cmp.Compare(a.Score, b.Score); c != 0 {
		return c
	}
	return a.CompareNotation(&b)
}

// NotationBefore reports whether move m's notation comes before move b's.
func (m *Packed) NotationBefore(b *Packed) bool { return m.CompareNotation(b) < 0 }

// CompareNotation orders moves m and b as their notations read, rows
// counted as numbers (comparePositions).
func (m *Packed) CompareNotation(b *Packed) int {
	if c := bytes.Compare(m.Word[:m.N], b.Word[:b.N]); c != 0 {
		return c
	}
	return comparePositions(m.Origin(), m.Dir, b.Origin(), b.Dir)
}

// Compare orders moves a and b as their notations read, as
// Packed.CompareNotation does.
func Compare(a, b Move) int {
	if c := strings.Compare(a.Word, b.Word); c != 0 {
		return c
	}
	return comparePositions(a.Origin, a.Dir, b.Origin, b.Dir)
}

// comparePositions orders the positions of two moves of the same tiles as
// their notations read, but with rows as numbers, so that d9 comes before
// d10: across ("4d", a digit first) before down ("d4"), then by the
// notation's first part and then its second.
func comparePositions(a board.Square, ad board.Direction, b board.Square, bd board.Direction) int {
	if ad != bd {
		if ad == board.Right {
			return -1
		}
		return 1
	}
	if ad == board.Right {
		return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col))
	}
	return cmp.Or(cmp.Compare(a.Col, b.Col), cmp.Compare(a.Row, b.Row))
}
