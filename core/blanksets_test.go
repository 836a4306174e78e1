package core

import (
	"math/bits"
	"slices"
	"testing"
)

// TestBlankSetsAreEverySetThatHoldsTheForcedPlaces checks each list against
// a count of all sets of places.
func TestBlankSetsAreEverySetThatHoldsTheForcedPlaces(t *testing.T) {
	for blanks := 1; blanks <= 3; blanks++ {
		table := newBlankSets(blanks)
		for n := 1; n <= MaxWordLetters; n++ {
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

func TestRadixSortSortsAndKeepsTheOrderOfEqualKeys(t *testing.T) {
	type item struct{ key, at uint64 }
	var items []item
	for i := range uint64(5000) {
		items = append(items, item{key: (i * 7919) % 613 << 20, at: i})
	}
	key := func(it *item) uint64 { return it.key }
	radixSort(items[:0], key, 40) // nothing to sort, and no panic
	radixSort(items, key, 40)
	for i := 1; i < len(items); i++ {
		a, b := items[i-1], items[i]
		if a.key > b.key || a.key == b.key && a.at > b.at {
			t.Fatalf("out of order at %d: %v before %v", i, a, b)
		}
	}
}
