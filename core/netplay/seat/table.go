package seat

import (
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/tile"
)

// TableOf is what seat s (from 0, or -1 for an onlooker) may see of game
// g: the board, the scores, the bag's size, the log with its own
// exchanges' tiles but not the others', its own rack, and the others'
// racks only in an open game or once the game is over. away says which
// seats' guests are not connected.
func TableOf(g *game.Game, s int, away []bool) wire.Table {
	t := wire.Table{Seat: s, Turns: g.Turns(), ToMove: g.ToMove(), Over: g.Over(), Bag: g.BagLen()}
	t.Tiles = boardTiles(g.Grid())
	for i := range g.Players() {
		p := g.Player(i)
		wp := wire.Player{Score: p.Score, Tiles: len(p.Rack), Away: i < len(away) && away[i]}
		if i == s || g.Open() || g.Over() {
			wp.Rack = tilesOf(p.Rack)
		}
		t.Players = append(t.Players, wp)
	}
	for _, h := range g.History() {
		t.Log = append(t.Log, turnOf(g, h, s))
	}
	for _, d := range g.Draws() {
		w := tileOf(d.Tile)
		w.Square = ""
		t.Draws = append(t.Draws, w)
	}
	if g.Over() {
		o := g.Outcome()
		t.Result = &wire.Result{Finals: o.Finals, Bonuses: o.Bonuses, Deductions: o.Deductions, Winner: o.Winner, TieBroken: o.TieBroken}
	}
	return t
}

// boardTiles is the tiles on grid gr, each with its square.
func boardTiles(gr *board.Grid) []wire.Tile {
	b := gr.Board()
	var out []wire.Tile
	for row := range b.Rows() {
		for col := range b.Cols() {
			sq := board.Square{Col: col, Row: row}
			if t, ok := gr.At(sq); ok && !t.IsZero() {
				w := tileOf(t)
				w.Square = sq.String()
				out = append(out, w)
			}
		}
	}
	return out
}

// turnOf is turn h of game g as seat s may see it: another seat's
// exchange without its tiles.
func turnOf(g *game.Game, h game.Turn, s int) wire.Turn {
	m := h.Play.Move
	t := wire.Turn{Player: h.Player, Score: h.Play.Score, Total: h.Total}
	switch {
	case m.Pass:
		t.Kind = wire.Pass
	case m.Exchange != "":
		t.Kind, t.Tiles = wire.Exchange, len(m.Exchange)
		if h.Player == s {
			t.Move = m.Exchange
		}
	default:
		t.Kind, t.Tiles, t.Move = wire.Play, len(h.Play.Placed), g.Rules().Notation.Format(m)
	}
	return t
}

// tilesOf is a rack's tiles for the wire.
func tilesOf(r tile.Rack) []wire.Tile {
	out := make([]wire.Tile, len(r))
	for i, t := range r {
		out[i] = tileOf(t)
	}
	return out
}

// tileOf is one tile for the wire.
func tileOf(t tile.Tile) wire.Tile {
	w := wire.Tile{Value: t.Value, Blank: t.Blank}
	if t.Letter != 0 {
		w.Letter = string(t.Letter)
	}
	return w
}
