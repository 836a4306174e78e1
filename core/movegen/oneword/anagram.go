package oneword

import (
	"encoding/binary"
	"math/bits"
	"scraebbkle/core/lexicon"
)

// anagram is a word the rack spells with a tile of the board: its letters,
// how many, and the places where that tile may stand in it.
type anagram struct {
	word   uint64
	n      uint8
	places uint8
	value  uint16 // the sum of the letters' values
}

// anagramsWith returns the words the rack, which holds no blank, spells
// together with one tile x of the board ('A' is 0). Each letter's list is
// worked out once a search and kept.
func (gen *Generator) anagramsWith(x uint8) []anagram {
	if gen.anagramsKnown>>x&1 == 0 {
		gen.anagramsKnown |= 1 << x
		gen.found = gen.anagrams[x][:0]
		gen.spell(0, x, true, 0)
		gen.anagrams[x] = gen.found
	}
	return gen.anagrams[x]
}

// spell walks the alphagram trie from node v with the rack's tiles, and
// the board's tile x while free is set, listing in gen.found the words of
// the nodes that use the board's tile; value is the sum of the values of
// the letters so far. The board's tile is taken for the first x met, so
// each set of letters is met once.
func (gen *Generator) spell(v uint32, x uint8, free bool, value int) {
	idx := gen.graph.Anagrams()
	nd := &idx.States[v]
	if list := nd.List; list != 0 && !free {
		for _, w := range idx.Words[list>>8 : list>>8+list&0xff] {
			gen.found = append(gen.found, anagram{
				word:   w,
				n:      uint8((bits.Len64(w) + 7) / 8),
				places: bytesEqual(w, 'A'+x),
				value:  uint16(value),
			})
		}
	}
	r := &gen.rack
	letters := nd.Mask & r.spare
	if free {
		// The letters after a node's come later in the alphabet, so the
		// board's tile must come no later than x.
		letters = nd.Mask & (r.spare | 1<<x) & (1<<(x+1) - 1)
	}
	for ; letters != 0; letters &= letters - 1 {
		c := uint8(bits.TrailingZeros32(letters))
		child := lexicon.ChildAt(nd.Mask, nd.First, c)
		if free && c == x {
			gen.spell(child, x, false, value+gen.value[c])
			continue
		}
		r.take(c, 0)
		gen.spell(child, x, free, value+gen.value[c])
		r.give(c, 0, false)
	}
}

// loneTile reports whether the tile at index f of the line stands alone:
// the only tile in its run and no other within reach to its right. It
// returns how many tiles a word through it may have on either side.
func (gen *Generator) loneTile(f int) (left, right int, ok bool) {
	line := gen.line
	i := f + 1
	for i < len(line) && line[i].playable && i-f <= gen.rackLen {
		i++
	}
	if i < len(line) && line[i].letter != 0 {
		return 0, 0, false
	}
	right = min(i-f-1, gen.rackLen)
	i = f - 1
	for i >= 0 && line[i].playable && f-i <= gen.rackLen {
		i--
	}
	left = min(f-i-1, gen.rackLen)
	if i >= 0 && line[i].letter != 0 {
		left-- // a word may not begin next to another tile
	}
	return left, right, true
}

// fromLoneTile offers every word through the lone tile at index f with at
// most left tiles before it and right tiles after it: the anagrams of the
// tile and some of the rack, in every place the tile may take in them.
func (gen *Generator) fromLoneTile(f, left, right int) {
	line := gen.line
	// The places q the tile may take in a word of n letters: at most left
	// before it, and n-1-q at most right after it; none in a word shorter
	// than the rules allow.
	var fits [lexicon.LeftLen + 1]uint8
	for n := max(2, gen.minLen); n <= lexicon.LeftLen; n++ {
		fits[n] = uint8(1<<(min(left, n-1)+1) - 1)
		if after := n - 1 - right; after > 0 {
			fits[n] &^= 1<<after - 1
		}
	}
	// The premium squares within reach, the only ones that change a
	// word's score from the sum of its letters.
	gen.premiums = gen.premiums[:0]
	for i := f - left; i <= f+right; i++ {
		if sq := &line[i]; i != f && (sq.lf != 1 || sq.wf != 1) {
			gen.premiums = append(gen.premiums, premiumAt{i: i, lf: int(sq.lf), wf: int(sq.wf)})
		}
	}
	x := line[f].letter
	board := int(line[f].value) - gen.value[x-'A'] // the tile counts at its own value
	found := gen.anagramsWith(x - 'A')
	for i := range found {
		a := &found[i]
		for places := a.places & fits[a.n]; places != 0 && !gen.stopped; places &= places - 1 {
			gen.layWord(f, bits.TrailingZeros8(places), a, int(a.value)+board)
		}
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

// layWord lays the letters of anagram a around the tile at index f, which
// is letter q of it, and offers the move: sum is the word's score before
// premiums. The rack holds no blank, so no letter factor is kept.
func (gen *Generator) layWord(f, q int, a *anagram, sum int) {
	n := int(a.n)
	begin := f - q
	mul := 1
	for _, p := range gen.premiums {
		if j := p.i - begin; j >= 0 && j < n {
			sum += (p.lf - 1) * gen.value[byte(a.word>>(8*j))-'A']
			mul *= p.wf
		}
	}
	gen.wordAt, gen.nLaid, gen.firstTile = wordMid, n-1, begin
	if q == 0 {
		gen.firstTile = f + 1
	}
	// The word's letters but the tile's.
	laid := a.word&(1<<(8*q)-1) | a.word>>(8*q+8)<<(8*q)
	binary.LittleEndian.PutUint64(gen.letters[wordMid:], laid)
	gen.offer(sum, mul)
}
