package move

import (
	"slices"

	"scraebbkle/core/lexicon"
	"scraebbkle/core/tile"
)

// Stretch is squares of a line that a move may take, as a search for the
// best moves adds them up to bound what any move taking them can score:
// all is known but which tile of the rack goes on which square. Each
// square taken has a factor that its tile's value is multiplied by: its
// letter factor times the main word's factor, plus, where a word across
// is made, that word's factor. The most the tiles can make of those
// factors is the rack's highest values on the highest factors, and, for a
// factor below zero, its lowest values on the lowest.
type Stretch struct {
	laid    int // squares taken, each for a tile of the rack
	mul     int // the main word's factor: the product of the squares taken
	board   int // the board's tiles in the main word, summed
	cross   int // the words across, but for the tiles laid in them
	lfs     [tile.MaxRack]int
	cms     [tile.MaxRack]int
	factors [tile.MaxRack]int // lfs[i]*mul + cms[i], the highest first
	letters lexicon.Letters   // the board's tiles in the main word
}

// NewStretch is a stretch that has taken no square yet.
func NewStretch() Stretch { return Stretch{mul: 1} }

// Laid is the number of squares taken.
func (s *Stretch) Laid() int { return s.laid }

// Take adds a free square of letter factor lf and word factor wf; a word
// across it scores crossBase + v*crossMul for a tile of value v laid on
// it (both 0 where none is made). At most tile.MaxRack squares are taken.
func (s *Stretch) Take(lf, wf, crossBase, crossMul int) {
	k := s.laid
	s.lfs[k], s.cms[k] = lf, crossMul
	s.laid++
	s.cross += crossBase
	if wf == 1 {
		s.insert(k, lf*s.mul+crossMul)
		return
	}
	s.mul *= wf
	for i := range s.laid {
		s.insert(i, s.lfs[i]*s.mul+s.cms[i])
	}
}

// Through adds a board tile of letter c ('A'..'Z') and value v to the
// main word.
func (s *Stretch) Through(c byte, v int) {
	s.board += v
	s.letters += lexicon.LetterKey(c - 'A')
}

// insert puts factor f in its place among the first k factors.
func (s *Stretch) insert(k, f int) {
	for ; k > 0 && s.factors[k-1] < f; k-- {
		s.factors[k] = s.factors[k-1]
	}
	s.factors[k] = f
}

// Most is the most a move taking the stretch's squares can score with a
// rack of tiles of the values given, the highest first, one of them on
// each square taken, bonus aside.
func (s *Stretch) Most(values []int) int {
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

// Bounder bounds what the moves of a rack that take a stretch can be
// worth, for a search for the best moves by equity.
type Bounder struct {
	values  [tile.MaxRack]int // the rack's tiles' values, the highest first
	size    int               // the rack's tiles
	whole   bool              // the rack holds no blank, so its letters are known
	letters lexicon.Letters   // the rack's letters, when whole
	words   *lexicon.LetterSets
	leaves  *Leaves
	full    int // the tiles of a full rack, which earn the bonus
	bonus   int
}

// Reset readies the bounder for rack, the words' letters words, the
// leaves filled for rack, and a bonus for laying the full rack's tiles.
func (b *Bounder) Reset(rack tile.Rack, words *lexicon.LetterSets, leaves *Leaves, full, bonus int) {
	*b = Bounder{size: len(rack), whole: true, words: words, leaves: leaves, full: full, bonus: bonus}
	for i, t := range rack {
		k := i
		for ; k > 0 && b.values[k-1] < t.Value; k-- {
			b.values[k] = b.values[k-1]
		}
		b.values[k] = t.Value
		if t.Blank {
			b.whole = false
		} else {
			b.letters += lexicon.LetterKey(t.Letter - 'A')
		}
	}
}

// NoBound is less than any bound: no move takes the stretch.
const NoBound = negInf

// Worth is the most a move of the rack taking stretch s can be worth:
// its score and what the tiles it keeps are worth. It is NoBound when s
// takes every tile of a rack without a blank and their letters and the
// board's make no word, so that no move takes it.
func (b *Bounder) Worth(s *Stretch) float64 {
	n := s.laid
	if n == b.size && b.whole && !b.words.Has(b.letters+s.letters) {
		return NoBound
	}
	score := s.Most(b.values[:b.size])
	if n == b.full {
		score += b.bonus
	}
	return float64(score) + b.leaves.Most(n)
}

// Place is where a search for the best moves may walk, known by a number
// of the search's own, and the most a move walked from it can be worth.
type Place struct {
	Bound float64
	At    int32
}

// WalkBest walks the places, calling walk with each one's number, from
// the highest bound down, while a move from them could still be kept by
// top: once top is full, a place whose bound is below its last move's
// equity is never walked. A bound equal to it is walked, for a move of
// equal equity may rank before on its score or its notation, so top keeps
// exactly the moves it would keep were every place walked. The places are
// reordered.
func WalkBest(places []Place, top *Top, walk func(at int32)) {
	for len(places) > 0 {
		i := highest(places)
		p := places[i]
		if top.Full() && p.Bound < top.Floor() {
			return
		}
		places[i] = places[len(places)-1]
		places = places[:len(places)-1]
		walk(p.At)
		if top.Full() {
			floor := top.Floor()
			places = slices.DeleteFunc(places, func(q Place) bool { return q.Bound < floor })
		}
	}
}

// highest is the index of the place of the highest bound, of places that
// are not none.
func highest(places []Place) int {
	best := 0
	for i := range places {
		if places[i].Bound > places[best].Bound {
			best = i
		}
	}
	return best
}
