package core

import (
	"cmp"
	"strconv"
)

// appendNotation writes the move in notation, "DINED,d4" or "OVE,4e",
// without allocating when b has room.
func (m *GenMove) appendNotation(b []byte) []byte {
	b = append(b, m.Word[:m.N]...)
	b = append(b, ',')
	col, row := 'a'+m.Col, int(m.Row)+1
	if m.Dir == Right {
		return append(strconv.AppendInt(b, int64(row), 10), col)
	}
	return strconv.AppendInt(append(b, col), int64(row), 10)
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
	if a.Score != b.Score {
		return cmp.Compare(a.Score, b.Score)
	}
	if a.notationBefore(&b) {
		return -1
	}
	return 1
}

// notationBefore reports whether move a's notation sorts before move b's.
func (a *GenMove) notationBefore(b *GenMove) bool {
	var x, y [24]byte
	return string(a.appendNotation(x[:0])) < string(b.appendNotation(y[:0]))
}
