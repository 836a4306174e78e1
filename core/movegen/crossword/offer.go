package crossword

import (
	"encoding/binary"
	"math/bits"
	"scraebbkle/core/board"
	"scraebbkle/core/move"
)

// A move's score is carried down the walk in three parts, with every
// tile laid counted at its own tile's value: sum, the main word's tiles
// (those laid times their letter factors); mul, the product of the word
// factors under the tiles laid; and cross, the words across, each already
// multiplied by its factor (cell.crossBase, cell.crossMul). The move
// scores sum*mul + cross, and the bingo bonus for a full rack.
//
// A blank laid as letter c on a square of letter factor lf and cross
// factor cm scores (value(c) - blank) * (lf*mul + cm) less than its tile
// would: that is taken off for each place a blank goes when the word is
// given out.

// offer hands on the word laid so far, once for each way the rack's blanks
// can be given out to its letters. A single tile is offered only in the
// direction the referee reads it: across when it touches a tile to its
// left or right, down otherwise (oneTile).
func (gen *Generator) offer(sum, mul, cross int) {
	n := gen.nLaid
	if n == 1 && !gen.oneTile() {
		return
	}
	at := uint(gen.wordAt)
	word := (gen.before>>(8*at) | gen.after<<(8*(afterPivot-at))) & wordMask[n]
	score := sum*mul + cross
	if n == gen.rules.RackSize {
		score += gen.rules.BingoBonus
	}
	if gen.rack.Blanks == 0 {
		gen.emit(word, score)
		return
	}
	gen.giveBlanks(word, score, mul)
}

// oneTile reports whether a move of one tile reads in the direction of
// the lane walked: in a column, when no tile lies beside it across, which
// its cell knows; in a row, when one lies beside it in the row, which only
// a word of one letter lacks.
func (gen *Generator) oneTile() bool {
	line, i := gen.line, gen.first
	if gen.down {
		return !line[i].hook
	}
	return i > 0 && line[i-1].letter != 0 || i+1 < len(line) && line[i+1].letter != 0
}

// wordMask keeps the first n letters of a word held in a uint64.
var wordMask = func() (m [move.WordBytes + 1]uint64) {
	for n := range move.WordBytes {
		m[n] = 1<<(8*n) - 1
	}
	m[move.WordBytes] = ^uint64(0)
	return m
}()

// giveBlanks offers the word of score score, all its letters counted as
// the rack's own tiles, once for every set of its places that the rack's
// blanks can take: every place of a letter the rack has no tile of, and
// any others, as far as the blanks go, as long as the places of a letter
// the rack has too few tiles of that take blanks make up for them.
func (gen *Generator) giveBlanks(word uint64, score, mul int) {
	r := &gen.rack
	n, at := gen.nLaid, gen.wordAt
	for i := range n {
		w := at + i
		gen.loss[i] = gen.blankLoss[byte(word>>(8*i))-'A'] * (int(gen.lfAt[w])*mul + int(gen.cmAt[w]))
	}
	must := r.NoTile >> at
	for m := must; m != 0; m &= m - 1 {
		score -= gen.loss[bits.TrailingZeros32(m)]
	}
	gen.findShort(word)
	gen.blanksFrom(word, must, score, 0, r.Blanks-bits.OnesCount32(must))
}

// findShort lists, for each letter of the word the rack has too few tiles
// of, its places in the word and how many of them must take blanks.
func (gen *Generator) findShort(word uint64) {
	r := &gen.rack
	gen.shortN = 0
	for m := r.Short; m != 0; m &= m - 1 {
		c := byte(bits.TrailingZeros32(m))
		places := uint32(0)
		for i := range gen.nLaid {
			if byte(word>>(8*i)) == 'A'+c {
				places |= 1 << i
			}
		}
		gen.shortAt[gen.shortN], gen.shortNeed[gen.shortN] = places, int(r.Lacking[c])
		gen.shortN++
	}
}

// blanksFrom offers the word with blanks on the set of places set, and
// then with each larger set that adds up to spare places from place from
// on, each set once.
func (gen *Generator) blanksFrom(word uint64, set uint32, score, from, spare int) {
	if gen.makesUp(set) {
		gen.emit(word|move.BlankCase[set], score)
	}
	if spare == 0 {
		return
	}
	for i := from; i < gen.nLaid; i++ {
		if set>>i&1 == 0 {
			gen.blanksFrom(word, set|1<<i, score-gen.loss[i], i+1, spare-1)
		}
	}
}

// makesUp reports whether the set of places given blanks holds, for each
// letter the rack has too few tiles of, as many of its places as tiles
// are lacking.
func (gen *Generator) makesUp(set uint32) bool {
	for k := range gen.shortN {
		if bits.OnesCount32(set&gen.shortAt[k]) < gen.shortNeed[k] {
			return false
		}
	}
	return true
}

// emit hands on the move of the given letters, scoring score: it is
// written straight into the sink's place for it.
func (gen *Generator) emit(word uint64, score int) {
	if gen.sink.Stopped {
		return
	}
	m := gen.sink.Next()
	binary.LittleEndian.PutUint64(m.Word[:], word)
	m.N, m.Score = uint8(gen.nLaid), score
	if gen.down {
		m.Col, m.Row, m.Dir = uint8(gen.lane), uint8(gen.first), board.Down
	} else {
		m.Col, m.Row, m.Dir = uint8(gen.first), uint8(gen.lane), board.Right
	}
	gen.sink.Hand(m)
}
