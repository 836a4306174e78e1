package oneword

import (
	"encoding/binary"
	"math/bits"
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// offer hands the word laid so far on, once for each way the rack's tiles
// and blanks can be given out to its letters: every letter a tile of the
// rack can cover may still be played with a blank instead, which scores
// differently and is written differently. sum and mul are the word's sum
// and word factor with every laid letter counted at its tile's value.
//
// The word's letters are read as the bytes of one uint64 and written to
// the move in one store: filling a move a byte at a time and then copying
// it whole would make the processor wait for the bytes to land.
func (gen *Generator) offer(sum, mul int) {
	n := gen.nLaid
	word := binary.LittleEndian.Uint64((*[move.WordBytes]byte)(gen.letters[gen.wordAt:])[:]) & wordMask[n]
	gen.col, gen.row = uint8(gen.fixed.Col), uint8(gen.fixed.Row)
	if gen.dir == board.Right {
		gen.col += uint8(gen.firstTile)
	} else {
		gen.row += uint8(gen.firstTile)
	}
	bonus := 0
	if n == gen.rules.RackSize {
		bonus = gen.rules.BingoBonus
	}
	if gen.rack.Blanks == 0 {
		gen.emit(word, sum*mul+bonus)
		return
	}
	gen.giveOut(word, sum, mul, bonus)
}

// wordMask keeps the first n letters of a word held in a uint64.
var wordMask = func() (m [move.WordBytes + 1]uint64) {
	for n := range m {
		m[n] = 1<<(8*n) - 1
	}
	m[move.WordBytes] = ^uint64(0)
	return m
}()

// giveOut offers the word once for each set of its places that blanks
// take: at most as many as the rack holds, and at least enough that the
// rack's own tiles cover the rest. Every place of a letter the rack has no
// tile of takes a blank; a letter the rack has too few of needs blanks in
// some of its places, which each set is checked for.
//
// The letters, and their squares' letter factors, are read from words
// held in registers, so that scoring a set loads nothing but the loss of
// playing its letters as blanks.
func (gen *Generator) giveOut(word uint64, sum, mul, bonus int) {
	n, at := gen.nLaid, gen.wordAt
	r := &gen.rack
	lfs := binary.LittleEndian.Uint64(gen.lf[at:])
	sets := gen.blankSets.of(n, r.NoTile>>at)
	if r.Short != 0 {
		sets = gen.coveredSets(sets, word)
	}
	for _, set := range sets {
		s := sum
		for b := uint32(set); b != 0; b &= b - 1 {
			k := 8 * uint(bits.TrailingZeros32(b))
			s -= int(gen.blankLoss[byte(word>>k)]) * int(int8(lfs>>k))
		}
		gen.emit(word|move.BlankCase[set], s*mul+bonus)
	}
}

// coveredSets returns those of sets that leave no letter short: where the
// rack has too few tiles of a letter, the set must give blanks to at least
// as many of its places as it lacks tiles.
func (gen *Generator) coveredSets(sets []uint8, word uint64) []uint8 {
	r := &gen.rack
	// The places of each letter short, and how many of them need blanks.
	var places [tile.MaxRack]uint32
	var need [tile.MaxRack]int
	shorts := 0
	for m := r.Short; m != 0; m &= m - 1 {
		c := byte(bits.TrailingZeros32(m))
		places[shorts] = uint32(bytesEqual(word, 'A'+c))
		need[shorts] = int(r.Lacking[c])
		shorts++
	}
	kept := gen.setsKept[:0]
sets:
	for _, set := range sets {
		for i := range shorts {
			if bits.OnesCount32(uint32(set)&places[i]) < need[i] {
				continue sets
			}
		}
		kept = append(kept, set)
	}
	gen.setsKept = kept
	return kept
}

// emit hands on the move with the given letters, scoring score: it is
// written straight into the sink's place for it.
func (gen *Generator) emit(word uint64, score int) {
	if gen.sink.Stopped {
		return
	}
	m := gen.sink.Next()
	binary.LittleEndian.PutUint64(m.Word[:], word)
	m.N, m.Col, m.Row, m.Dir, m.Score = uint8(gen.nLaid), gen.col, gen.row, gen.dir, score
	gen.sink.Hand(m)
}
