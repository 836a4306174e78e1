package computer

import (
	"scraebbkle/core/tile"
)

// exchangeMargin is how much more than the best move's equity an exchange
// must be worth to be played without a look-ahead (Candidates 1): an
// exchange gives up a turn's score for a better rack, and the leave table
// values racks, not turns. The look-ahead weighs it on its samples instead.
const exchangeMargin = 0.0

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
