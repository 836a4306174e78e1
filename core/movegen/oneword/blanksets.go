package oneword

import (
	"math/bits"
	"scraebbkle/core/tile"
)

// blankSets lists, for a rack with a given number of blanks, the sets of
// places in a word that its blanks may take: for a word of n letters of
// which the places in forced must take blanks, every set holding forced and
// at most as many places as there are blanks, fewest first. A set is a
// bit mask of places.
type blankSets struct {
	sets  []uint8                                       // the lists, one after another
	start [tile.MaxRack + 1][1<<tile.MaxRack + 1]uint16 // where each list begins in sets, by n and forced
}

// newBlankSets makes the lists for a rack with the given number of blanks.
func newBlankSets(blanks int) *blankSets {
	t := &blankSets{}
	for n := 1; n <= tile.MaxRack; n++ {
		for forced := range uint32(1) << n {
			t.start[n][forced] = uint16(len(t.sets))
			for size := bits.OnesCount32(forced); size <= min(blanks, n); size++ {
				for set := range uint32(1) << n {
					if bits.OnesCount32(set) == size && set&forced == forced {
						t.sets = append(t.sets, uint8(set))
					}
				}
			}
		}
		t.start[n][1<<n] = uint16(len(t.sets))
	}
	return t
}

// of returns the sets for a word of n letters with blanks forced in forced.
func (t *blankSets) of(n int, forced uint32) []uint8 {
	return t.sets[t.start[n][forced]:t.start[n][forced+1]]
}
