package referee_test

import (
	"errors"
	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"testing"
)

func TestMoveFor(t *testing.T) {
	blankE := tile.Tile{Letter: 'E', Value: 8, Blank: true}
	tile := func(c byte) tile.Tile { return coretest.Rack(t, string(c))[0] }
	at := func(s string) board.Square {
		sq, ok := board.ParseSquare(s)
		if !ok {
			t.Fatalf("bad square %s", s)
		}
		return sq
	}
	for _, tc := range []struct {
		name   string
		moves  []string
		placed []board.Placed
		want   string
		reason referee.Reason
	}{
		{"down on an empty board", nil, []board.Placed{{Square: at("d5"), Tile: tile('I')}, {Square: at("d4"), Tile: tile('H')}}, "HI,d4", 0},
		{"right on an empty board", nil, []board.Placed{{Square: at("e7"), Tile: tile('I')}, {Square: at("d7"), Tile: tile('H')}}, "HI,7d", 0},
		{"a blank keeps its letter", nil, []board.Placed{{Square: at("d7"), Tile: tile('H')}, {Square: at("e7"), Tile: blankE}}, "He,7d", 0},
		{"skipping a board tile", []string{"DINED,d4"}, []board.Placed{{Square: at("c5"), Tile: tile('P')}, {Square: at("e5"), Tile: tile('N')}}, "PN,5c", 0},
		{"one tile below a word reads down", []string{"DINED,d4"}, []board.Placed{{Square: at("d9"), Tile: tile('S')}}, "S,d9", 0},
		{"one tile beside a word reads right", []string{"DINED,d4"}, []board.Placed{{Square: at("e8"), Tile: tile('O')}}, "O,8e", 0},
		{"one lone tile reads right", nil, []board.Placed{{Square: at("a1"), Tile: tile('A')}}, "A,1a", 0},
		{"nothing placed", nil, nil, "", referee.NoTiles},
		{"diagonal", nil, []board.Placed{{Square: at("d7"), Tile: tile('H')}, {Square: at("e8"), Tile: tile('I')}}, "", referee.NotInLine},
		{"an L shape", nil, []board.Placed{{Square: at("d7"), Tile: tile('H')}, {Square: at("d8"), Tile: tile('I')}, {Square: at("e8"), Tile: tile('S')}}, "", referee.NotInLine},
		{"a gap", nil, []board.Placed{{Square: at("d7"), Tile: tile('H')}, {Square: at("f7"), Tile: tile('I')}}, "", referee.Gap},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := referee.MoveFor(coretest.Grid(t, tc.moves...), tc.placed)
			var r *referee.Refusal
			switch {
			case tc.want != "" && (err != nil || m.String() != tc.want):
				t.Errorf("got %s, %v; want %s", m, err, tc.want)
			case tc.want == "" && (!errors.As(err, &r) || r.Reason != tc.reason):
				t.Errorf("got %s, %v; want reason %d", m, err, tc.reason)
			}
		})
	}
}
