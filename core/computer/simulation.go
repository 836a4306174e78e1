package computer

import (
	"math"
	"math/rand/v2"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/tile"
	"sync"
	"sync/atomic"
)

// simulation is the middle-game look-ahead: every candidate against the
// same samples of the tiles it cannot see. In each sample the opponent
// answers with its best-scoring move; with two plies the player then
// draws its tiles and answers that with its own best-scoring move.
type simulation struct {
	cands   []candidate
	unseen  []tile.Tile // the tiles a sample is drawn from
	exact   tile.Rack   // the opponent's rack when it is known
	oppLen  int         // the size of the opponent's rack
	bagLen  int         // the tiles in the bag
	plies   int         // 1: the opponent's reply; 2: and the player's answer
	seed    uint64
	samples int

	next atomic.Int64 // the next work item: sample*len(cands) + candidate
	mu   sync.Mutex
	// outcomes[c][sample]: what the plies after candidate c brought the
	// player, less what they brought the opponent.
	outcomes [][]int
	done     []int // done[sample]: how many candidates have been tried against it
}

// simulationCandidates is how many of the best moves the middle-game
// look-ahead tries, of k asked for: more when the opponent's rack is known.
func simulationCandidates(k int, v game.View) int {
	if v.Opponent != nil {
		return k * openFactor
	}
	return k
}

// newSimulation prepares the middle-game look-ahead of the view v over the
// candidates, plies deep, against samples opponent racks (the rack itself,
// when it is known) drawn from seed, of at most rackSize tiles. With a
// known rack and one ply there is nothing to draw, so one sample is
// enough.
func newSimulation(cands []candidate, v game.View, samples, rackSize, plies int, seed uint64) *simulation {
	sim := &simulation{unseen: v.Unseen, seed: positionSeed(seed, v), cands: cands, bagLen: v.BagLen, plies: plies}
	if v.Opponent != nil {
		sim.exact, sim.unseen = v.Opponent, removeRack(v.Unseen, v.Opponent)
		if plies == 1 || v.BagLen == 0 {
			samples = 1
		}
	}
	sim.oppLen = min(len(v.Unseen)-v.BagLen, rackSize)
	if v.BagLen > len(v.Unseen) || sim.oppLen <= 0 {
		sim.oppLen = min(len(v.Unseen), rackSize)
	}
	for i := range sim.cands {
		c := &sim.cands[i]
		c.kept = removeTiles(nil, v.Rack, &c.move)
	}
	sim.samples = samples
	sim.outcomes = make([][]int, len(sim.cands))
	for i := range sim.outcomes {
		sim.outcomes[i] = make([]int, samples)
	}
	sim.done = make([]int, samples)
	return sim
}

// removeRack returns the tiles less one of each tile of rack.
func removeRack(tiles []tile.Tile, rack tile.Rack) []tile.Tile {
	rest := append([]tile.Tile(nil), tiles...)
	for _, t := range rack {
		for i, u := range rest {
			if u.Letter == t.Letter && u.Blank == t.Blank {
				rest = append(rest[:i], rest[i+1:]...)
				break
			}
		}
	}
	return rest
}

// work takes work items in order until none is left.
func (sim *simulation) work(w *worker) {
	for !w.halted() && sim.step(w) {
	}
}

// step tries the next work item's candidate against its sample: the
// candidate laid, the plies after it played, the candidate taken back. It
// returns false when no item is left or the search was stopped meanwhile.
func (sim *simulation) step(w *worker) bool {
	k := int64(len(sim.cands))
	n := sim.next.Add(1) - 1
	if n >= k*int64(sim.samples) {
		return false
	}
	sample, c := int(n/k), int(n%k)
	cand := &sim.cands[c]
	opp, drawn := sim.draw(w, sample, cand.move.Tiles())
	var sq [tile.MaxRack]board.Square
	laid := movegen.Lay(w.grid, &cand.move, w.rules, &sq)
	outcome, ok := sim.after(w, cand, opp, drawn)
	movegen.Unlay(w.grid, sq[:laid])
	if !ok {
		return false
	}
	sim.mu.Lock()
	sim.outcomes[c][sample] = outcome
	sim.done[sample]++
	sim.mu.Unlock()
	return true
}

// after plays the plies after candidate cand, laid on the worker's grid:
// the opponent, holding opp, answers with its best-scoring move (or
// passes), and with two plies the player, holding the tiles it kept and
// drawn, answers that, unless the opponent went out.
// It returns what the player scored less what the opponent did; false
// when the search was stopped meanwhile.
func (sim *simulation) after(w *worker, cand *candidate, opp, drawn tile.Rack) (int, bool) {
	reply, found, ok := w.bestMove(opp)
	if !ok || sim.plies == 1 || found && reply.Tiles() == len(opp) && sim.bagLen == 0 {
		return -reply.Score, ok
	}
	var sq [tile.MaxRack]board.Square
	laid := 0
	if found {
		laid = movegen.Lay(w.grid, &reply, w.rules, &sq)
	}
	w.mine = append(append(w.mine[:0], cand.kept...), drawn...)
	answer, _, ok := w.bestMove(w.mine)
	movegen.Unlay(w.grid, sq[:laid])
	return answer.Score - reply.Score, ok
}

// draw returns a sample's racks: the opponent's (the known rack, or tiles
// drawn from the unseen ones) and the tiles the player draws after playing
// n tiles, from the rest, by a source made from the sample's number.
func (sim *simulation) draw(w *worker, sample, n int) (opp, drawn tile.Rack) {
	w.pool = append(w.pool[:0], sim.unseen...)
	if w.rng == nil {
		w.rng = rand.New(&w.pcg)
	}
	w.pcg.Seed(sim.seed, uint64(sample))
	oppLen := sim.oppLen
	if sim.exact != nil {
		oppLen = 0
	}
	need := min(oppLen+min(n, sim.bagLen), len(w.pool))
	for i := range need {
		j := i + w.rng.IntN(len(w.pool)-i)
		w.pool[i], w.pool[j] = w.pool[j], w.pool[i]
	}
	if sim.exact != nil {
		return sim.exact, tile.Rack(w.pool[:need])
	}
	return tile.Rack(w.pool[:oppLen]), tile.Rack(w.pool[oppLen:need])
}

// bestMove is the best-scoring move for rack on the worker's grid, and
// whether there is one; false when the search was stopped meanwhile.
func (w *worker) bestMove(rack tile.Rack) (best move.Packed, found, ok bool) {
	stopped := false
	w.gen.Generate(w.grid, rack, func(m *move.Packed) bool {
		if w.stopped() {
			stopped = true
			return false
		}
		if !found || m.Score > best.Score {
			best, found = *m, true
		}
		return true
	})
	return best, found, !stopped
}

// chosen is the candidate with the best value over the samples every
// candidate has been tried against; with none, the best by equity. A
// candidate's value is, with one ply, its equity less the opponent's
// average reply; with two, its score and the average outcome of the reply
// and the player's answer, which stand for the leave.
func (sim *simulation) chosen() *move.Packed {
	full := 0
	for full < sim.samples && sim.done[full] == len(sim.cands) {
		full++
	}
	if full == 0 {
		return &sim.cands[0].move
	}
	best, bestValue := 0, math.Inf(-1)
	for c := range sim.cands {
		sum := 0
		for _, r := range sim.outcomes[c][:full] {
			sum += r
		}
		base := sim.cands[c].equity
		if sim.plies == 2 {
			base = float64(sim.cands[c].move.Score)
		}
		if v := base + float64(sum)/float64(full); v > bestValue {
			best, bestValue = c, v
		}
	}
	return &sim.cands[best].move
}
