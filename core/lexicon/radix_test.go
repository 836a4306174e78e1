package lexicon

import "testing"

func TestRadixSortSortsAndKeepsTheOrderOfEqualKeys(t *testing.T) {
	type item struct{ key, at uint64 }
	var items []item
	for i := range uint64(5000) {
		items = append(items, item{key: (i * 7919) % 613 << 20, at: i})
	}
	key := func(it *item) uint64 { return it.key }
	radixSort(items[:0], nil, key, 40) // nothing to sort, and no panic
	radixSort(items, make([]item, len(items)), key, 40)
	for i := 1; i < len(items); i++ {
		a, b := items[i-1], items[i]
		if a.key > b.key || a.key == b.key && a.at > b.at {
			t.Fatalf("out of order at %d: %v before %v", i, a, b)
		}
	}
}
