package oneword

import (
	"math/bits"

	"scraebbkle/core/lexicon"
	"scraebbkle/core/tile"
)

// anagram is a word the rack spells with a tile of the board: its letters,
// how many, and the places where that tile may stand in it.
type anagram struct {
	word   uint64
	n      uint8
	places uint8
	value  uint16 // the sum of the letters' values
}

// alphagrams are, for each letter x whose bit is set in known, the words
// the rack of a search spells with a tile x of the board, worked out as
// they are first needed: a tile that stands alone on its line is served by
// them (walk.go).
type alphagrams struct {
	known uint32
	lists [26][]anagram
	found []anagram

	// The search's alphagram index, rack and tile values, while spelling.
	idx   *lexicon.AnagramIndex
	rack  *tile.Laying
	value *[26]int
}

// forget forgets the words of the last search.
func (a *alphagrams) forget() { a.known = 0 }

// with returns the words the rack, which holds no blank, spells together
// with one tile x of the board ('A' is 0), with the alphagram index idx
// and the tiles' values. Each letter's list is worked out once a search
// and kept.
func (a *alphagrams) with(x uint8, idx *lexicon.AnagramIndex, rack *tile.Laying, value *[26]int) []anagram {
	if a.known>>x&1 == 0 {
		a.known |= 1 << x
		a.idx, a.rack, a.value = idx, rack, value
		a.found = a.lists[x][:0]
		a.spell(0, x, true, 0)
		a.lists[x] = a.found
	}
	return a.lists[x]
}

// spell walks the alphagram trie from node v with the rack's tiles, and
// the board's tile x while free is set, listing in a.found the words of
// the nodes that use the board's tile; value is the sum of the values of
// the letters so far. The board's tile is taken for the first x met, so
// each set of letters is met once.
func (a *alphagrams) spell(v uint32, x uint8, free bool, value int) {
	idx := a.idx
	nd := &idx.States[v]
	if list := nd.List; list != 0 && !free {
		for _, w := range idx.Words[list>>8 : list>>8+list&0xff] {
			a.found = append(a.found, anagram{
				word:   w,
				n:      uint8((bits.Len64(w) + 7) / 8),
				places: bytesEqual(w, 'A'+x),
				value:  uint16(value),
			})
		}
	}
	r := a.rack
	letters := nd.Mask & r.Letters
	if free {
		// The letters after a node's come later in the alphabet, so the
		// board's tile must come no later than x.
		letters = nd.Mask & (r.Letters | 1<<x) & (1<<(x+1) - 1)
	}
	for ; letters != 0; letters &= letters - 1 {
		c := uint8(bits.TrailingZeros32(letters))
		child := lexicon.ChildAt(nd.Mask, nd.First, c)
		if free && c == x {
			a.spell(child, x, false, value+a.value[c])
			continue
		}
		r.Take(c, 0)
		a.spell(child, x, free, value+a.value[c])
		r.Give(c, 0, false)
	}
}

// premiumAt is a premium square of the line: its index and factors.
type premiumAt struct{ i, lf, wf int }

// bytesEqual returns the mask of the bytes of w equal to c: bit i for
// byte i.
func bytesEqual(w uint64, c byte) uint8 {
	const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	t := w ^ uint64(c)*0x0101010101010101
	// A byte of t has its top bit set here when it is not zero.
	t = ((t & low7) + low7 | t) & high
	// Gather the top bits of the zero bytes into one byte.
	return uint8((^t & high) * 0x02040810204081 >> 56)
}
