package oneword

import (
	"math/bits"
	"scraebbkle/core/tile"
	"slices"
	"testing"
)

// TestBlankSetsAreEverySetThatHoldsTheForcedPlaces checks each list against
// a count of all sets of places.
func TestBlankSetsAreEverySetThatHoldsTheForcedPlaces(t *testing.T) {
	for blanks := 1; blanks <= 3; blanks++ {
		table := newBlankSets(blanks)
		for n := 1; n <= tile.MaxRack; n++ {
			for forced := range uint32(1) << n {
				var want []uint8
				for set := range uint32(1) << n {
					if set&forced == forced && bits.OnesCount32(set) <= blanks {
						want = append(want, uint8(set))
					}
				}
				got := slices.Clone(table.of(n, forced))
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Fatalf("%d blanks, %d letters, forced %b: %v, want %v", blanks, n, forced, got, want)
				}
			}
		}
	}
}
