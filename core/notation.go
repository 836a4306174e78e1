package core

import (
	"bytes"
	"cmp"
)

// appendNotation writes the move in notation, "DINED,d4" or "OVE,4e",
// without allocating when b has room.
func (m *GenMove) appendNotation(b []byte) []byte {
	b = append(append(b, m.Word[:m.N]...), ',')
	return appendPosition(b, m.Origin(), m.Dir)
}

// beats reports whether move a is better than move b for a player who
// wants points: a higher score, then the notation that sorts first. It is
// the order of the reference HighScore player.
func (a *GenMove) beats(b *GenMove) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return a.notationBefore(b)
}

// byScore orders moves from the lowest score up, equal scores by their
// notation, whatever order they were generated in.
func byScore(a, b GenMove) int {
	if c := cmp.Compare(a.Score, b.Score); c != 0 {
		return c
	}
	return a.compareNotation(&b)
}

// notationBefore reports whether move a's notation sorts before move b's.
func (a *GenMove) notationBefore(b *GenMove) bool { return a.compareNotation(b) < 0 }

// compareNotation compares the notations of moves a and b as strings.
func (a *GenMove) compareNotation(b *GenMove) int {
	var x, y [24]byte
	return bytes.Compare(a.appendNotation(x[:0]), b.appendNotation(y[:0]))
}
