package move

import "scraebbkle/core/tile"

// Leaves is what each part of a rack is worth kept, for every set of its
// tiles a move may lay: a tile move's equity is its score plus the worth
// of the tiles it keeps (the leave). It is worked out once for a rack, so
// that ranking thousands of moves by equity looks each worth up in a
// table, and a search for the best moves knows the most any leave of a
// given size is worth.
//
// The tiles laid are known by an index: for each kind of tile, how many
// of it are laid, counted in a mixed radix whose digit for a kind runs
// from 0 to the rack's count of it. Each tile laid adds its kind's place
// value to the index, so a word's index is the sum over its letters.
type Leaves struct {
	place [128]uint8                 // by a word's byte: its tile's place value in the index
	worth [1 << tile.MaxRack]float64 // by index of the tiles laid
	most  [tile.MaxRack + 1]float64  // by tiles laid: the most the tiles kept are worth
	size  int                        // the rack's tiles
	kept  tile.Counts                // the tiles kept, as Fill hands them to worth
}

// Fill works out the leaves of rack, which holds at most tile.MaxRack
// tiles, each set of its tiles kept worth what worth says. worth is
// called once for each set, with the counts of the tiles kept. A nil
// worth values every leave at 0, so that moves rank by their score.
func (l *Leaves) Fill(rack tile.Rack, worth func(kept *tile.Counts) float64) {
	if len(rack) > tile.MaxRack {
		panic("move: a rack of more than tile.MaxRack tiles")
	}
	full := tile.Count(rack)
	*l = Leaves{size: len(rack)}
	var kinds [tile.MaxRack]int
	nk, place := 0, 1
	for k, n := range full {
		if n > 0 {
			kinds[nk], nk = k, nk+1
			l.setPlace(k, place)
			place *= n + 1
		}
	}
	for i := range l.most {
		l.most[i] = negInf
		if worth == nil && i <= l.size {
			l.most[i] = 0
		}
	}
	if worth == nil {
		return
	}
	// Every set of tiles laid in the order of its index, as an odometer
	// whose first digit, the tiles laid of kinds[0], turns fastest.
	l.kept = full
	kept, laid := &l.kept, 0
	for index := range place {
		w := worth(kept)
		l.worth[index] = w
		l.most[laid] = max(l.most[laid], w)
		for _, k := range kinds[:nk] {
			if kept[k] > 0 {
				kept[k]--
				laid++
				break
			}
			kept[k], laid = full[k], laid-full[k]
		}
	}
}

// negInf stands for no leave of a size: none lower.
const negInf = -1e300

// setPlace gives the tiles of kind k, a letter or the blank, place value
// p in the index.
func (l *Leaves) setPlace(k, p int) {
	if k == tile.BlankIndex {
		for c := byte('a'); c <= 'z'; c++ {
			l.place[c] = uint8(p)
		}
		return
	}
	l.place['A'+k] = uint8(p)
}

// Kept is what the tiles tile move m keeps of the rack are worth.
func (l *Leaves) Kept(m *Packed) float64 {
	index := 0
	for _, c := range m.Word[:m.N] {
		index += int(l.place[c&0x7f])
	}
	return l.worth[index]
}

// Equity is tile move m's score plus what the tiles it keeps are worth.
func (l *Leaves) Equity(m *Packed) float64 { return float64(m.Score) + l.Kept(m) }

// Most is the most that the tiles kept by a move laying n tiles can be
// worth: a bound for a search.
func (l *Leaves) Most(n int) float64 {
	if n < 0 || n > l.size {
		return negInf
	}
	return l.most[n]
}

// Better reports whether move a of equity ea ranks before move b of
// equity eb: the higher equity first, then the move that beats the other
// (Packed.Beats).
func Better(a *Packed, ea float64, b *Packed, eb float64) bool {
	if ea != eb {
		return ea > eb
	}
	return a.Beats(b)
}

// Top keeps the best moves offered to it by equity, as many as it was
// reset to keep, in the order of Better.
type Top struct {
	moves  []Packed
	equity []float64
	n      int
	by     *Leaves            // what Visitor's moves are ranked by
	visit  func(*Packed) bool // offerBy, made once
}

// Visitor is a visitor of a generator's moves (a move.Sink's) that offers
// each to the top with its equity by leaves.
func (t *Top) Visitor(leaves *Leaves) func(*Packed) bool {
	t.by = leaves
	if t.visit == nil {
		t.visit = t.offerBy
	}
	return t.visit
}

// offerBy offers move m with its equity by the leaves Visitor was given.
func (t *Top) offerBy(m *Packed) bool {
	t.Offer(m, t.by.Equity(m))
	return true
}

// Reset empties the top, to keep the best n moves.
func (t *Top) Reset(n int) {
	t.n = max(n, 0)
	t.moves, t.equity = t.moves[:0], t.equity[:0]
}

// Offer offers move m of equity e; a copy is kept if it ranks among the
// best so far.
func (t *Top) Offer(m *Packed, e float64) {
	k := len(t.moves)
	if k == t.n {
		if k == 0 || !Better(m, e, &t.moves[k-1], t.equity[k-1]) {
			return
		}
		k--
	} else {
		t.moves, t.equity = append(t.moves, Packed{}), append(t.equity, 0)
	}
	for ; k > 0 && Better(m, e, &t.moves[k-1], t.equity[k-1]); k-- {
		t.moves[k], t.equity[k] = t.moves[k-1], t.equity[k-1]
	}
	t.moves[k], t.equity[k] = *m, e
}

// Full reports whether the top holds as many moves as it keeps.
func (t *Top) Full() bool { return len(t.moves) == t.n }

// Floor is the equity of the last move kept: once the top is full, a move
// must reach it to be kept. A top that keeps none has no floor within
// reach.
func (t *Top) Floor() float64 {
	if len(t.equity) == 0 {
		return -negInf
	}
	return t.equity[len(t.equity)-1]
}

// Moves are the moves kept, best first. They belong to the top until its
// next Reset.
func (t *Top) Moves() []Packed { return t.moves }

// Equities are the equities of Moves, in their order.
func (t *Top) Equities() []float64 { return t.equity }
