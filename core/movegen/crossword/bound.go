package crossword

import (
	"scraebbkle/core/lexicon"
	"scraebbkle/core/tile"
)

// The bound of a pivot is worked out as a move's score is, but without
// the word graph: every way the walk from the pivot may take squares is
// tried, a free square before it at a time and then a free square after
// it at a time, as long as the rack has tiles and a letter of the rack
// fits the square's cross-check. For each such stretch of squares the
// score is known but for which tile goes where: the tiles of the main
// word already on the board, the words across less their new tiles, and
// for each square laid a factor that its tile's value is multiplied by,
// its letter factor times the word's factor plus its word across's. The
// most the tiles can make of those factors is the rack's highest values
// on the highest factors (and, for a factor below zero, its lowest
// values on the lowest), so that is the bound of the score; with the
// most a leave of the tiles left can be worth, it bounds the equity.
//
// A stretch that takes every tile of a rack without a blank is a move
// only if the rack's letters and the board's in the stretch make a word
// (lexicon.Anagrams); where they do not, the stretch adds nothing to the
// bound. That keeps the bingo's bonus out of the bound of most pivots.

// noBound is the bound of a pivot from which no move can be walked.
const noBound = -1e300

// stretch is the squares a move from a pivot takes, as the bound adds
// them: what it scores but for its tiles, and the factors of its squares.
type stretch struct {
	laid     int             // squares taken, each for a tile of the rack
	mul      int             // the word factor: the product of those of the squares taken
	board    int             // the board's tiles in the main word, summed
	cross    int             // the words across, less the tiles laid in them
	letters  lexicon.Letters // the board's tiles in the main word
	lfs, cms [tile.MaxRack]int
	factors  [tile.MaxRack]int // lfs[i]*mul + cms[i], the highest first
}

// take adds the free square c of the lane walked to the stretch.
func (s *stretch) take(c *cell) {
	k := s.laid
	s.lfs[k], s.cms[k] = int(c.lf), int(c.crossMul)
	s.laid++
	s.cross += int(c.crossBase)
	if c.wf == 1 {
		s.insert(k, int(c.lf)*s.mul+int(c.crossMul))
		return
	}
	s.mul *= int(c.wf)
	for i := range s.laid {
		s.insert(i, s.lfs[i]*s.mul+s.cms[i])
	}
}

// insert puts factor f in its place among the first k factors.
func (s *stretch) insert(k, f int) {
	for ; k > 0 && s.factors[k-1] < f; k-- {
		s.factors[k] = s.factors[k-1]
	}
	s.factors[k] = f
}

// score is the most the stretch can score with tiles of the values given,
// the highest first, one of them for each square taken.
func (s *stretch) score(values []int) int {
	score := s.board*s.mul + s.cross
	low := len(values) - s.laid
	for i, f := range s.factors[:s.laid] {
		if f >= 0 {
			score += f * values[i]
		} else {
			score += f * values[low+i]
		}
	}
	return score
}

// bound is the most a move walked from pivot p of the lane entered can be
// worth: its score and what the tiles it keeps are worth. It is noBound
// when no tile of the rack may be laid where a move from p would need one.
func (gen *Generator) bound(p int) float64 {
	c := &gen.line[p]
	free := c.letter == 0
	if free && c.cross&gen.rack.Playable() == 0 {
		return noBound
	}
	most := min(int(c.room), gen.rackLen)
	if free {
		most = min(int(c.room), gen.rackLen-1)
	}
	best := noBound
	for left := 0; left <= most; left++ {
		best = max(best, gen.boundFrom(p, left))
	}
	return best
}

// boundFrom is the bound of the moves from pivot p that lay tiles on the
// left free squares before it.
func (gen *Generator) boundFrom(p, left int) float64 {
	line := gen.line
	s := stretch{mul: 1}
	for k := 1; k <= left; k++ {
		s.take(&line[p-k])
	}
	c := &line[p]
	best := noBound
	if c.letter != 0 {
		s.through(line, p, int(c.next))
	} else {
		s.take(c)
		s.through(line, p+1, int(c.next))
	}
	if s.laid > 0 {
		best = gen.worth(&s)
	}
	playable := gen.rack.Playable()
	for i := int(c.next); i < len(line) && s.laid < gen.rackLen && line[i].cross&playable != 0; i = int(line[i].next) {
		s.take(&line[i])
		s.through(line, i+1, int(line[i].next))
		best = max(best, gen.worth(&s))
	}
	return best
}

// through adds the board's tiles from square i to square e, not included,
// of line to the main word.
func (s *stretch) through(line []cell, i, e int) {
	for ; i < e; i++ {
		s.board += int(line[i].value)
		s.letters += lexicon.LetterKey(line[i].letter - 'A')
	}
}

// worth is the bound of the moves that take the squares of stretch s.
func (gen *Generator) worth(s *stretch) float64 {
	if s.laid == gen.rackLen && gen.whole && !gen.words.Has(gen.rackAt+s.letters) {
		return noBound
	}
	score := s.score(gen.values[:gen.rackLen])
	if s.laid == gen.rules.RackSize {
		score += gen.rules.BingoBonus
	}
	return float64(score) + gen.leaves.Most(s.laid)
}
