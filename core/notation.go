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

// beats reports whether move m is better than move b for a player who
// wants points: a higher score, then the notation that sorts first. It is
// the order of the reference HighScore player.
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

// notationBefore reports whether move m's notation sorts before move b's.
func (m *GenMove) notationBefore(b *GenMove) bool { return m.compareNotation(b) < 0 }

// compareNotation compares the notations of moves m and b as strings.
func (m *GenMove) compareNotation(b *GenMove) int {
	var x, y [24]byte
	return bytes.Compare(m.appendNotation(x[:0]), b.appendNotation(y[:0]))
}
