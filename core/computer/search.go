package computer

import (
	"math"
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
)

// search is the exact search of the end of a two-player game, both racks
// and what is left in the bag known: the replies and counter-replies to a
// candidate, each line played out greedily to the end of the game below
// the depth searched, with the tiles left on both racks deducted and going
// out gaining what the rules give (rules.Set.OutGain). A player in the
// search passes only when it has no move, as every player the program
// plays does; the turns that count towards the end are those of the rules
// (rules.End), so under classic rules a move that scores nothing counts as
// a pass does. A player who lays fewer tiles than the bag holds draws them
// at random: the search then averages over what it may draw.
type search struct {
	turns  int // passes in a row that end the game
	wide   int // moves searched for the opponent's first reply
	narrow int // moves searched for each player further down
}

// newSearch is the search of a game that ends after turns passes in a row.
func newSearch(turns int) search { return search{turns: turns, wide: 8, narrow: 5} }

// beam is how many moves of a player are searched at a ply below the
// root: the opponent's first reply is searched wider.
func (s *search) beam(ply int) int {
	if ply == 1 {
		return s.wide
	}
	return s.narrow
}

// width is how many of n moves of a player are searched at a ply below
// the root: its beam, or every one when there are few enough (fullWidth).
func (s *search) width(ply, n int) int {
	if n <= fullWidth {
		return n
	}
	return min(s.beam(ply), n)
}

// fullWidth is the most moves a player may have for the search to try
// every one: a rack of a tile or two, near the end, whose best reply may
// well be a move that scores little, such as one that blocks.
const fullWidth = 40

// outcome is candidate cand's outcome for us, laid on the worker's grid,
// the opponent holding opp and the bag holding bag, searched depth plies
// deep after it, and whether every line ended within them.
func (s *search) outcome(w *worker, cand *candidate, opp, bag tile.Rack, depth int) (float64, bool) {
	score := float64(cand.move.Score)
	if len(cand.kept) == 0 && len(bag) == 0 {
		return score + float64(w.rules.OutGain(opp.Value())), true
	}
	var sq [tile.MaxRack]board.Square
	laid := movegen.Lay(w.grid, &cand.move, w.rules, &sq)
	passes := w.passesAfter(0, cand.move.Score)
	if cand.turn.Pass {
		passes = 1
	}
	v, exact := s.drawn(w, cand.kept, opp, bag, cand.move.Tiles(), passes, depth, 1, math.Inf(-1), math.Inf(1))
	movegen.Unlay(w.grid, sq[:laid])
	return score - v, exact
}

// drawn is the outcome, for the player holding opp and to move at ply, of
// the rest of the game once the other, holding rest, has drawn n tiles from
// bag: all of them when n is as many, and otherwise each that it may draw
// in turn, the outcomes averaged. Equal tiles of bag lie side by side.
func (s *search) drawn(w *worker, rest, opp, bag tile.Rack, n, passes, depth, ply int, alpha, beta float64) (float64, bool) {
	switch {
	case n == 0 || len(bag) == 0:
		return s.negamax(w, opp, rest, bag, passes, depth, ply, alpha, beta)
	case n >= len(bag):
		full := append(append(make(tile.Rack, 0, len(rest)+len(bag)), rest...), bag...)
		return s.negamax(w, opp, full, nil, passes, depth, ply, alpha, beta)
	}
	sum, prev, exact := 0.0, 0.0, true
	for i, t := range bag {
		if i > 0 && t == bag[i-1] {
			sum += prev // the same draw as the tile before
			continue
		}
		more := append(append(make(tile.Rack, 0, len(rest)+1), rest...), t)
		left := append(append(make(tile.Rack, 0, len(bag)-1), bag[:i]...), bag[i+1:]...)
		v, ex := s.drawn(w, more, opp, left, n-1, passes, depth, ply, math.Inf(-1), math.Inf(1))
		sum, prev, exact = sum+v, v, exact && ex
	}
	return sum / float64(len(bag)), exact
}

// negamax is the outcome, for the player holding me and to move at this
// ply, of the rest of the game, the bag holding bag: their points less
// the other's, final deductions included. passes counts the passes in a
// row so far.
func (s *search) negamax(w *worker, me, opp, bag tile.Rack, passes, depth, ply int, alpha, beta float64) (float64, bool) {
	// The clock is read at every node: a node's move search costs far
	// more, up to a millisecond with blanks on the rack.
	if w.halted() {
		return 0, false
	}
	if passes >= s.turns {
		return float64(opp.Value() - me.Value()), true
	}
	if depth == 0 {
		return w.playout(me, opp, bag, passes, s.turns), false
	}
	w.grow(ply)
	moves := w.gen.All(w.grid, me, w.plyMoves[ply][:0])
	w.plyMoves[ply] = moves
	if len(moves) == 0 {
		if passes+1 >= s.turns {
			return float64(opp.Value() - me.Value()), true
		}
		v, exact := s.negamax(w, opp, me, bag, passes+1, depth, ply+1, -beta, -alpha)
		return -v, exact
	}
	gain := outGain(w.rules, len(bag), opp)
	width := s.width(ply, len(moves))
	exact := width == len(moves)
	selectBest(moves, width, len(me), gain)
	best := math.Inf(-1)
	for i := range width {
		v, ex := s.value(w, &moves[i], me, opp, bag, gain, passes, depth, ply, alpha, beta)
		best, exact = max(best, v), exact && ex
		alpha = max(alpha, best)
		if alpha >= beta {
			break
		}
	}
	return best, exact
}

// outGain is what laying every tile of a rack gains over the others,
// holding racks, with bag tiles in the bag: what the rules give for going
// out when the bag is empty, nothing while it holds tiles to draw.
func outGain(r *rules.Set, bag int, racks ...tile.Rack) int {
	if bag > 0 {
		return 0
	}
	left := 0
	for _, rack := range racks {
		left += rack.Value()
	}
	return r.OutGain(left)
}

// value is move m's outcome for the player holding me, at ply, after
// passes turns in a row that count towards the end: its score and, going
// out, what that gains (gain), or else less what the rest of the game,
// searched depth-1 plies on after the player's draw from bag, brings the
// other.
func (s *search) value(w *worker, m *move.Packed, me, opp, bag tile.Rack, gain, passes, depth, ply int, alpha, beta float64) (float64, bool) {
	score := float64(m.Score)
	if m.Tiles() == len(me) && len(bag) == 0 {
		return score + float64(gain), true
	}
	rest := w.without(ply, me, m)
	laid := movegen.Lay(w.grid, m, w.rules, &w.played[ply])
	v, exact := s.drawn(w, rest, opp, bag, m.Tiles(), w.passesAfter(passes, m.Score), depth-1, ply+1, score-beta, score-alpha)
	movegen.Unlay(w.grid, w.played[ply][:laid])
	return score - v, exact
}

// selectBest moves the width best moves to the front, best first: by
// score, going out counting what it gains (gain), then by notation.
func selectBest(moves []move.Packed, width, rackLen, gain int) {
	key := func(m *move.Packed) int {
		if m.Tiles() == rackLen {
			return m.Score + gain
		}
		return m.Score
	}
	for i := range width {
		top := i
		for j := i + 1; j < len(moves); j++ {
			if kj, kt := key(&moves[j]), key(&moves[top]); kj > kt || kj == kt && moves[j].NotationBefore(&moves[top]) {
				top = j
			}
		}
		moves[i], moves[top] = moves[top], moves[i]
	}
}

// passesAfter is how many turns in a row count towards the end of the
// game after a tile move that scored score, passes before it.
func (w *worker) passesAfter(passes, score int) int {
	if w.rules.End.Counts(move.Move{}, score) {
		return passes + 1
	}
	return 0
}

// grow makes sure the worker has buffers for ply.
func (w *worker) grow(ply int) {
	for len(w.plyMoves) <= ply {
		w.plyMoves = append(w.plyMoves, nil)
		w.plyRacks = append(w.plyRacks, nil)
		w.played = append(w.played, [tile.MaxRack]board.Square{})
	}
}

// without is rack less the tiles of move m, in the worker's buffer for ply.
func (w *worker) without(ply int, rack tile.Rack, m *move.Packed) tile.Rack {
	w.plyRacks[ply] = removeTiles(w.plyRacks[ply][:0], rack, m)
	return w.plyRacks[ply]
}

// removeTiles appends to dst the tiles of rack that move m does not play.
func removeTiles(dst, rack tile.Rack, m *move.Packed) tile.Rack {
	var used [tile.MaxRack]bool
	for _, t := range rack {
		keep := true
		for i, c := range m.Word[:m.N] {
			if !used[i] && (ascii.IsLower(c) && t.Blank || !t.Blank && t.Letter == c) {
				used[i], keep = true, false
				break
			}
		}
		if keep {
			dst = append(dst, t)
		}
	}
	return dst
}

// playout plays the game out from the position, each player making its
// best-scoring move (going out counting what it gains) or passing when it
// has none and drawing what it laid from the front of bag, and returns the
// outcome for the player holding me, to move.
func (w *worker) playout(me, opp, bag tile.Rack, passes, turns int) float64 {
	total, sign := 0, 1
	side := 0
	w.outRacks[0] = append(w.outRacks[0][:0], me...)
	w.outRacks[1] = append(w.outRacks[1][:0], opp...)
	var laid laidMoves
	for {
		me, opp := w.outRacks[side], w.outRacks[1-side]
		if passes >= turns {
			total += sign * (opp.Value() - me.Value())
			break
		}
		gain := outGain(w.rules, len(bag), opp)
		best, found := w.greedyMove(me, gain)
		if !found {
			passes++
			side, sign = 1-side, -sign
			continue
		}
		passes = w.passesAfter(passes, best.Score)
		laid.lay(w.grid, &best, w.rules)
		total += sign * best.Score
		w.outRacks[side] = removeTiles(w.outRacks[side][:0], me, &best)
		n := min(best.Tiles(), len(bag))
		w.outRacks[side], bag = append(w.outRacks[side], bag[:n]...), bag[n:]
		if len(w.outRacks[side]) == 0 {
			total += sign * gain
			break
		}
		side, sign = 1-side, -sign
	}
	laid.takeBack(w.grid)
	return float64(total)
}

// greedyMove returns the best-scoring move of rack me on the worker's
// grid, a move that goes out also gaining gain, or false when there is
// none.
func (w *worker) greedyMove(me tile.Rack, gain int) (move.Packed, bool) {
	var best move.Packed
	found := false
	bestKey := 0
	w.gen.Generate(w.grid, me, func(m *move.Packed) bool {
		key := m.Score
		if m.Tiles() == len(me) {
			key += gain
		}
		if !found || key > bestKey {
			best, bestKey, found = *m, key, true
		}
		return !w.stopped()
	})
	return best, found
}

// laidMoves are the squares of the moves a playout laid on a grid, to be
// taken back in reverse order.
type laidMoves struct {
	squares [][tile.MaxRack]board.Square
	lens    []int
}

// lay lays move m on grid g and remembers its squares.
func (l *laidMoves) lay(g *board.Grid, m *move.Packed, rules *rules.Set) {
	var sq [tile.MaxRack]board.Square
	l.lens = append(l.lens, movegen.Lay(g, m, rules, &sq))
	l.squares = append(l.squares, sq)
}

// takeBack lifts every move laid from grid g, the last first.
func (l *laidMoves) takeBack(g *board.Grid) {
	for i := len(l.squares) - 1; i >= 0; i-- {
		movegen.Unlay(g, l.squares[i][:l.lens[i]])
	}
}
