package core

import "strconv"

// appendNotation writes the move in notation, "DINED,d4" or "OVE,4e",
// without allocating when b has room.
func (m *GenMove) appendNotation(b []byte) []byte {
	b = append(b, m.Word[:m.N]...)
	b = append(b, ',')
	col, row := byte('a'+m.Origin.Col), m.Origin.Row+1
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
	var x, y [24]byte
	return string(a.appendNotation(x[:0])) < string(b.appendNotation(y[:0]))
}
