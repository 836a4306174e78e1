package core

import (
	"bytes"
	"cmp"
	"strings"
)

// beats reports whether move m is better than move b for a player who
// wants points: a higher score, then the notation first in order
// (compareNotation). It is the order of the reference HighScore player.
func (m *GenMove) beats(b *GenMove) bool {
	if m.Score != b.Score {
		return m.Score > b.Score
	}
	return m.notationBefore(b)
}

// byScore orders moves from the lowest score up, equal scores by their
// notation, whatever order they were generated in.
func byScore(a, b GenMove) int {
	if c := cmp.Compare(a.Score, b.Score); c != 0 {
		return c
	}
	return a.compareNotation(&b)
}

// notationBefore reports whether move m's notation comes before move b's.
func (m *GenMove) notationBefore(b *GenMove) bool { return m.compareNotation(b) < 0 }

// compareNotation orders moves m and b as their notations read, rows
// counted as numbers (comparePositions).
func (m *GenMove) compareNotation(b *GenMove) int {
	if c := bytes.Compare(m.Word[:m.N], b.Word[:b.N]); c != 0 {
		return c
	}
	return comparePositions(m.Origin(), m.Dir, b.Origin(), b.Dir)
}

// compareMoves orders moves a and b as their notations read, as
// GenMove.compareNotation does.
func compareMoves(a, b Move) int {
	if c := strings.Compare(a.Word, b.Word); c != 0 {
		return c
	}
	return comparePositions(a.Origin, a.Dir, b.Origin, b.Dir)
}

// comparePositions orders the positions of two moves of the same tiles as
// their notations read, but with rows as numbers, so that d9 comes before
// d10: across ("4d", a digit first) before down ("d4"), then by the
// notation's first part and then its second.
func comparePositions(a Square, ad Direction, b Square, bd Direction) int {
	if ad != bd {
		if ad == Right {
			return -1
		}
		return 1
	}
	if ad == Right {
		return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col))
	}
	return cmp.Or(cmp.Compare(a.Col, b.Col), cmp.Compare(a.Row, b.Row))
}
