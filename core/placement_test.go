package core

import (
	"errors"
	"testing"
)

func TestMoveFor(t *testing.T) {
	blankE := Tile{Letter: 'E', Value: 8, Blank: true}
	tile := func(c byte) Tile { return rackOf(t, string(c))[0] }
	at := func(s string) Square {
		sq, ok := ParseSquare(s)
		if !ok {
			t.Fatalf("bad square %s", s)
		}
		return sq
	}
	for _, tc := range []struct {
		name   string
		moves  []string
		placed []Placed
		want   string
		reason Reason
	}{
		{"down on an empty board", nil, []Placed{{at("d5"), tile('I')}, {at("d4"), tile('H')}}, "HI,d4", 0},
		{"right on an empty board", nil, []Placed{{at("e7"), tile('I')}, {at("d7"), tile('H')}}, "HI,7d", 0},
		{"a blank keeps its letter", nil, []Placed{{at("d7"), tile('H')}, {at("e7"), blankE}}, "He,7d", 0},
		{"skipping a board tile", []string{"DINED,d4"}, []Placed{{at("c5"), tile('P')}, {at("e5"), tile('N')}}, "PN,5c", 0},
		{"one tile below a word reads down", []string{"DINED,d4"}, []Placed{{at("d9"), tile('S')}}, "S,d9", 0},
		{"one tile beside a word reads right", []string{"DINED,d4"}, []Placed{{at("e8"), tile('O')}}, "O,8e", 0},
		{"one lone tile reads right", nil, []Placed{{at("a1"), tile('A')}}, "A,1a", 0},
		{"nothing placed", nil, nil, "", NoTiles},
		{"diagonal", nil, []Placed{{at("d7"), tile('H')}, {at("e8"), tile('I')}}, "", NotInLine},
		{"an L shape", nil, []Placed{{at("d7"), tile('H')}, {at("d8"), tile('I')}, {at("e8"), tile('S')}}, "", NotInLine},
		{"a gap", nil, []Placed{{at("d7"), tile('H')}, {at("f7"), tile('I')}}, "", Gap},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := MoveFor(gridWith(t, tc.moves...), tc.placed)
			var r *Refusal
			switch {
			case tc.want != "" && (err != nil || m.String() != tc.want):
				t.Errorf("got %s, %v; want %s", m, err, tc.want)
			case tc.want == "" && (!errors.As(err, &r) || r.Reason != tc.reason):
				t.Errorf("got %s, %v; want reason %d", m, err, tc.reason)
			}
		})
	}
}
