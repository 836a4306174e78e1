package computer

import (
	"math"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
	"slices"
	"sync"
	"sync/atomic"
)

// endgame is the look-ahead of a two-player game once the bag is empty
// and both racks are known: for each candidate, a search of the replies
// and counter-replies, deeper in turn while time allows, each line played
// out greedily to the end of the game with the tiles left on both racks
// deducted, and going out gaining what the rules give (rules.Set.OutGain).
// A player in the search passes only when it has no move, as every player
// the program plays does; the turns that count towards the end are those
// of the rules (rules.End), so under classic rules a move that scores
// nothing counts as a pass does.
type endgame struct {
	cands  []candidate
	opp    tile.Rack // the opponent's rack
	turns  int       // passes in a row that end the game
	depth  int       // the deepest search
	wide   int       // moves searched for the opponent's first reply
	narrow int       // moves searched for each player further down

	next     atomic.Int64 // the next work item: depth*len(cands) + candidate
	finished atomic.Bool  // a depth was searched exactly: deeper is no better
	mu       sync.Mutex
	values   [][]float64 // values[depth][c]: candidate c's outcome for us
	done     []int       // done[depth]: how many candidates are searched to depth
	exact    []bool      // exact[depth]: every line so far ended within depth
}

// beam is how many moves of a player are searched at a ply below the
// root: the opponent's first reply is searched wider.
func (e *endgame) beam(ply int) int {
	if ply == 1 {
		return e.wide
	}
	return e.narrow
}

// opponentRack is the opponent's rack once the bag is empty: the rack
// itself in an open game, the tiles unseen in a closed one.
func opponentRack(v game.View) tile.Rack {
	if v.Opponent != nil {
		return v.Opponent
	}
	return tile.Rack(v.Unseen)
}

// newEndgame prepares the endgame search of the view v over the
// candidates, the best moves, searching depth plies exactly; turns passes
// in a row end the game.
func newEndgame(cands []candidate, v game.View, turns, depth int) *endgame {
	e := &endgame{opp: opponentRack(v), turns: turns, depth: depth, wide: 8, narrow: 5, cands: cands}
	for i := range e.cands {
		c := &e.cands[i]
		c.keep(v.Rack)
	}
	e.values = make([][]float64, e.depth+1)
	for d := range e.values {
		e.values[d] = make([]float64, len(e.cands))
	}
	e.done = make([]int, e.depth+1)
	e.exact = make([]bool, e.depth+1)
	for d := range e.exact {
		e.exact[d] = true
	}
	return e
}

// work searches candidates, all at one depth before any at the next, until
// no work is left.
func (e *endgame) work(w *worker) {
	k := int64(len(e.cands))
	total := k * int64(e.depth+1)
	for !w.halted() && !e.finished.Load() {
		n := e.next.Add(1) - 1
		if n >= total {
			return
		}
		depth, c := int(n/k), int(n%k)
		v, exact := e.root(w, c, depth)
		if w.stop.Load() {
			return
		}
		e.mu.Lock()
		e.values[depth][c] = v
		e.done[depth]++
		e.exact[depth] = e.exact[depth] && exact
		if e.done[depth] == len(e.cands) && e.exact[depth] {
			e.finished.Store(true)
		}
		e.mu.Unlock()
	}
}

// root is candidate c's outcome for us, searched depth plies deep after it,
// and whether every line ended within them.
func (e *endgame) root(w *worker, c, depth int) (float64, bool) {
	cand := &e.cands[c]
	score := float64(cand.move.Score)
	if len(cand.kept) == 0 {
		return score + float64(w.rules.OutGain(e.opp.Value())), true
	}
	var sq [tile.MaxRack]board.Square
	laid := movegen.Lay(w.grid, &cand.move, w.rules, &sq)
	passes := w.passesAfter(0, cand.move.Score)
	if cand.turn.Pass {
		passes = 1
	}
	v, exact := e.negamax(w, e.opp, cand.kept, passes, depth, 1, math.Inf(-1), math.Inf(1))
	movegen.Unlay(w.grid, sq[:laid])
	return score - v, exact
}

// negamax is the outcome, for the player holding me and to move at this
// ply, of the rest of the game: their points less the other's, final
// deductions included. passes counts the passes in a row so far.
func (e *endgame) negamax(w *worker, me, opp tile.Rack, passes, depth, ply int, alpha, beta float64) (float64, bool) {
	// The clock is read at every node: a node's move search costs far
	// more, up to a millisecond with blanks on the rack.
	if w.halted() {
		return 0, false
	}
	if passes >= e.turns {
		return float64(opp.Value() - me.Value()), true
	}
	if depth == 0 {
		return w.playout(me, opp, passes, e.turns), false
	}
	w.grow(ply)
	moves := w.gen.All(w.grid, me, w.plyMoves[ply][:0])
	w.plyMoves[ply] = moves
	if len(moves) == 0 {
		if passes+1 >= e.turns {
			return float64(opp.Value() - me.Value()), true
		}
		v, exact := e.negamax(w, opp, me, passes+1, depth, ply+1, -beta, -alpha)
		return -v, exact
	}
	gain := w.rules.OutGain(opp.Value())
	width := min(e.beam(ply), len(moves))
	exact := width == len(moves)
	selectBest(moves, width, len(me), gain)
	best := math.Inf(-1)
	for i := range width {
		v, ex := e.value(w, &moves[i], me, opp, gain, passes, depth, ply, alpha, beta)
		best, exact = max(best, v), exact && ex
		alpha = max(alpha, best)
		if alpha >= beta {
			break
		}
	}
	return best, exact
}

// value is move m's outcome for the player holding me, at ply, after
// passes turns in a row that count towards the end: its score and, going
// out, what that gains (gain), or else less what the rest of the game,
// searched depth-1 plies on, brings the other.
func (e *endgame) value(w *worker, m *move.Packed, me, opp tile.Rack, gain, passes, depth, ply int, alpha, beta float64) (float64, bool) {
	score := float64(m.Score)
	if m.Tiles() == len(me) {
		return score + float64(gain), true
	}
	rest := w.without(ply, me, m)
	laid := movegen.Lay(w.grid, m, w.rules, &w.played[ply])
	v, exact := e.negamax(w, opp, rest, w.passesAfter(passes, m.Score), depth-1, ply+1, score-beta, score-alpha)
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
// has none, and returns the outcome for the player holding me, to move.
func (w *worker) playout(me, opp tile.Rack, passes, turns int) float64 {
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
		gain := w.rules.OutGain(opp.Value())
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

// chosen is the candidate of the best value (results), the first of
// those tied.
func (e *endgame) chosen() move.Move {
	vals, _ := e.results()
	return e.cands[bestOf(vals)].play()
}

// results is each candidate's outcome at the deepest depth every candidate
// was searched to, and that depth; with none, each candidate's equity and
// -1.
func (e *endgame) results() ([]float64, int) {
	depth := -1
	for d := range e.done {
		if e.done[d] == len(e.cands) {
			depth = d
		}
	}
	if depth < 0 {
		vals := make([]float64, len(e.cands))
		for c := range e.cands {
			vals[c] = e.cands[c].equity
		}
		return vals, depth
	}
	return slices.Clone(e.values[depth]), depth
}
