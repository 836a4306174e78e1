package save

import (
	"scraebbkle/core/game"
	"scraebbkle/core/tile"
	"scraebbkle/internal/prose"
)

// A player may arrange their rack in the window. A save file keeps the
// order in its "arranged" field, one rack a player, so that a game opened
// or resumed shows each rack as it was left; the field is left out when
// every rack is in the order it was drawn in.

// saveArranged returns the racks of g's players in the orders of
// arranged, arranged[i] player i's rack or nil for the order it was drawn
// in, or nil when no rack is arranged. An arrangement that does not hold
// the player's tiles is passed over.
func saveArranged(g *game.Game, arranged []tile.Rack) []string {
	var out []string
	moved := false
	for i := range g.Players() {
		p := g.Player(i)
		letters := p.Rack.Letters()
		if i < len(arranged) && arranged[i] != nil {
			if r, ok := p.Rack.InOrder(arranged[i].Letters()); ok {
				letters = r.Letters()
			}
		}
		moved = moved || letters != p.Rack.Letters()
		out = append(out, letters)
	}
	if !moved {
		return nil
	}
	return out
}

// loadArranged reads the saved arrangements of the racks of game g: each
// must hold exactly the player's tiles.
func loadArranged(g *game.Game, saved []string) ([]tile.Rack, error) {
	if saved == nil {
		return nil, nil
	}
	if len(saved) != g.Players() {
		return nil, saveErrorf("the file gives %d arranged racks for %d players", len(saved), g.Players())
	}
	out := make([]tile.Rack, len(saved))
	for i, letters := range saved {
		rack := g.Player(i).Rack
		r, ok := rack.InOrder(letters)
		if !ok {
			return nil, saveErrorf("Player %d's rack is arranged as %s, but they hold %s", i+1, prose.Quoted(letters), rack.Letters())
		}
		out[i] = r
	}
	return out, nil
}
