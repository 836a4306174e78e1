package crossword

import "scraebbkle/core/move"

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
// (lexicon.LetterSets); where they do not, the stretch adds nothing to the
// bound. That keeps the bingo's bonus out of the bound of most pivots.

// take adds the free square c of the lane walked to stretch s.
func take(s *move.Stretch, c *cell) {
	s.Take(int(c.lf), int(c.wf), int(c.crossBase), int(c.crossMul))
}

// bound is the most a move walked from pivot p of the lane entered can be
// worth: its score and what the tiles it keeps are worth. It is move.NoBound
// when no tile of the rack may be laid where a move from p would need one.
func (gen *Generator) bound(p int) float64 {
	c := &gen.line[p]
	free := c.letter == 0
	if free && c.cross&gen.rack.Playable() == 0 {
		return move.NoBound
	}
	most := min(int(c.room), gen.rackLen)
	if free {
		most = min(int(c.room), gen.rackLen-1)
	}
	best := move.NoBound
	for left := 0; left <= most; left++ {
		best = max(best, gen.boundFrom(p, left))
	}
	return best
}

// boundFrom is the bound of the moves from pivot p that lay tiles on the
// left free squares before it.
func (gen *Generator) boundFrom(p, left int) float64 {
	line := gen.line
	s := move.NewStretch()
	for k := 1; k <= left; k++ {
		take(&s, &line[p-k])
	}
	c := &line[p]
	best := move.NoBound
	if c.letter != 0 {
		through(&s, line, p, int(c.next))
	} else {
		take(&s, c)
		through(&s, line, p+1, int(c.next))
	}
	if s.Laid() > 0 {
		best = gen.bounder.Worth(&s)
	}
	playable := gen.rack.Playable()
	for i := int(c.next); i < len(line) && s.Laid() < gen.rackLen && line[i].cross&playable != 0; i = int(line[i].next) {
		take(&s, &line[i])
		through(&s, line, i+1, int(line[i].next))
		best = max(best, gen.bounder.Worth(&s))
	}
	return best
}

// through adds the board's tiles from square i to square e, not included,
// of line to the main word of stretch s.
func through(s *move.Stretch, line []cell, i, e int) {
	for ; i < e; i++ {
		s.Through(line[i].letter, int(line[i].value))
	}
}
