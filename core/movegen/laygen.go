package movegen

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
)

// Lay lays on grid g the tiles of generated move m, writing the
// squares covered into sq, and returns how many it laid.
func Lay(g *board.Grid, m *move.Packed, rules *rules.Set, sq *[tile.MaxRack]board.Square) int {
	at := m.Origin()
	for i, c := range m.Word[:m.N] {
		at = g.FreeFrom(at, m.Dir)
		t := tile.Tile{Letter: c}
		if ascii.IsLower(c) {
			t = tile.Tile{Letter: ascii.Upper(c), Value: rules.BlankValue, Blank: true}
		} else {
			t.Value, _ = rules.TileSet.Value(c)
		}
		g.Put(at, t)
		sq[i] = at
		at = at.Next(m.Dir)
	}
	return m.Tiles()
}

// Unlay takes the tiles off the squares of grid g again.
func Unlay(g *board.Grid, sq []board.Square) {
	for _, at := range sq {
		g.Remove(at)
	}
}
