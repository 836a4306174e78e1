package core

import (
	"encoding/binary"
	"math/bits"
)

// offer hands the word laid so far on, once for each way the rack's tiles
// and blanks can be given out to its letters: every letter a tile of the
// rack can cover may still be played with a blank instead, which scores
// differently and is written differently. sum and mul are the word's sum
// and word factor with every laid letter counted at its tile's value.
//
// The word's letters are kept in the bytes of one uint64, written to the
// move in one store: filling a move a byte at a time and then copying it
// whole would make the processor wait for the bytes to land.
func (gen *Generator) offer(sum, mul int) {
	n := gen.nLaid
	var word uint64
	for k := n - 1; k >= 0; k-- {
		word = word<<8 | uint64('A'+gen.laid[k])
	}
	bonus := 0
	if n == gen.rules.RackSize {
		bonus = gen.rules.BingoBonus
	}
	if gen.blanks == 0 {
		gen.emit(word, sum*mul+bonus)
		return
	}
	gen.giveOut(word, sum, mul, bonus)
}

// giveOut offers the word once for each set of its places that blanks
// take: at most as many as the rack holds, and at least enough that the
// rack's own tiles cover the rest. gen.used counts the laid letters. Every
// place of a letter the rack has no tile of takes a blank; a letter the
// rack has too few of needs blanks in some of its places, which each set is
// checked for.
func (gen *Generator) giveOut(word uint64, sum, mul, bonus int) {
	n := gen.nLaid
	var forced, partial uint32 // places of letters the rack has none of, too few of
	for k := range n {
		c := gen.laid[k]
		switch {
		case gen.used[c] <= gen.have[c]:
		case gen.have[c] == 0:
			forced |= 1 << k
		default:
			partial |= 1 << k
		}
	}
	for _, set := range gen.blankSets.of(n, forced) {
		if gen.stopped {
			return
		}
		if partial != 0 && !gen.blanksCover(uint32(set)) {
			continue
		}
		s := sum
		for b := uint32(set); b != 0; b &= b - 1 {
			k := bits.TrailingZeros32(b)
			s -= (gen.value[gen.laid[k]] - gen.rules.BlankValue) * int(gen.lf[k])
		}
		gen.emit(word|lowerCase[set], s*mul+bonus)
	}
}

// blanksCover reports whether blanks in the given places leave no more of
// each letter than the rack has.
func (gen *Generator) blanksCover(set uint32) bool {
	var count [26]int8
	for k := range gen.nLaid {
		if set>>k&1 == 0 {
			count[gen.laid[k]]++
		}
	}
	for k := range gen.nLaid {
		if c := gen.laid[k]; count[c] > gen.have[c] {
			return false
		}
	}
	return true
}

// lowerCase is, for each set of places of a word held in a uint64, what
// turns the letters there into lower case: 0x20 in each of those bytes.
var lowerCase = func() (t [1 << MaxWordLetters]uint64) {
	for set := range t {
		for k := range MaxWordLetters {
			if set>>k&1 != 0 {
				t[set] |= ('a' - 'A') << (8 * k)
			}
		}
	}
	return t
}()

// emit hands on the move with the given letters, scoring score: it is
// written straight into its place, gen.out or gen.word.
func (gen *Generator) emit(word uint64, score int) {
	if gen.stopped {
		return
	}
	m := &gen.word
	if gen.collect {
		if len(gen.out) == cap(gen.out) {
			gen.out = append(gen.out, GenMove{})[:len(gen.out)]
		}
		gen.out = gen.out[:len(gen.out)+1]
		m = &gen.out[len(gen.out)-1]
	}
	binary.LittleEndian.PutUint64(m.Word[:], word)
	m.N, m.Dir, m.Score = uint8(gen.nLaid), gen.dir, score
	m.Col, m.Row = uint8(gen.fixed.Col), uint8(gen.fixed.Row)
	if gen.dir == Right {
		m.Col += uint8(gen.firstTile)
	} else {
		m.Row += uint8(gen.firstTile)
	}
	if !gen.collect && (gen.anyOnly || !gen.visit(m)) {
		gen.stopped = true
	}
}
