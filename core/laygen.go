package core

// layGen lays on grid g the tiles of generated move m, writing the
// squares covered into sq, and returns how many it laid.
func layGen(g *Grid, m *GenMove, rules *Rules, sq *[MaxWordLetters]Square) int {
	at := m.Origin()
	for i, c := range m.Word[:m.N] {
		at = g.freeFrom(at, m.Dir)
		t := Tile{Letter: c}
		if isLower(c) {
			t = Tile{Letter: upper(c), Value: rules.BlankValue, Blank: true}
		} else {
			t.Value, _ = rules.TileSet.Value(c)
		}
		g.put(at, t)
		sq[i] = at
		at = at.Next(m.Dir)
	}
	return m.Tiles()
}

// unlay takes the tiles off the squares of grid g again.
func unlay(g *Grid, sq []Square) {
	for _, at := range sq {
		g.remove(at)
	}
}
