package computer

import (
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// exchangeMargin is how much more than the best move's equity an exchange
// must be worth to be played: an exchange gives up a turn's score for a
// better rack, and the leave table values racks, not turns.
const exchangeMargin = 0.0

// bestExchange returns the exchange whose kept tiles are worth most, and
// what it is worth: the value of the tiles kept, since it scores nothing.
// It reports false where the rules or the bag allow no exchange.
func (s *StrongPlayer) bestExchange(v game.View) (move.Move, float64, bool) {
	if s.rules.ExchangeBag == 0 || v.BagLen < s.rules.ExchangeBag || len(v.Rack) == 0 {
		return move.Move{}, 0, false
	}
	full := tile.Count(v.Rack)
	var best tile.Counts
	bestValue, found := 0.0, false
	keepings(full, func(kept tile.Counts, n int) {
		if n == len(v.Rack) {
			return // an exchange throws back one tile at least
		}
		if value := s.leaveValue(&kept, v.BagLen); !found || value > bestValue {
			best, bestValue, found = kept, value, true
		}
	})
	return move.Move{Exchange: thrownBack(v.Rack, best)}, bestValue, found
}

// keepings calls keep with every multiset of the tiles counted in full,
// and how many tiles it holds.
func keepings(full tile.Counts, keep func(kept tile.Counts, n int)) {
	var kept tile.Counts
	var walk func(slot, n int)
	walk = func(slot, n int) {
		if slot == len(full) {
			keep(kept, n)
			return
		}
		for k := 0; k <= full[slot]; k++ {
			kept[slot] = k
			walk(slot+1, n+k)
		}
		kept[slot] = 0
	}
	walk(0, 0)
}

// thrownBack is the rack letters of the tiles of rack not in kept, '_' for
// a blank.
func thrownBack(rack tile.Rack, kept tile.Counts) string {
	var out []byte
	for _, t := range rack {
		slot := tile.BlankIndex
		if !t.Blank {
			slot = int(t.Letter - 'A')
		}
		if kept[slot] > 0 {
			kept[slot]--
			continue
		}
		out = append(out, t.Notation())
	}
	return string(out)
}
