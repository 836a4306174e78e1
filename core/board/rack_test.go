package board_test

import (
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/tile"
)

// TestRackOfPlaced gives back the tiles placed as a rack held them: a
// blank placed as an E is a blank again, its value kept.
func TestRackOfPlaced(t *testing.T) {
	placed := []board.Placed{
		{Square: board.Square{Col: 0, Row: 0}, Tile: tile.Tile{Letter: 'C', Value: 3}},
		{Square: board.Square{Col: 1, Row: 0}, Tile: tile.Tile{Letter: 'E', Blank: true}},
	}
	got := board.Rack(placed)
	if len(got) != 2 || got[0] != placed[0].Tile || got[1] != (tile.Tile{Blank: true}) || got.Letters() != "C_" {
		t.Errorf("Rack = %v", got)
	}
}
