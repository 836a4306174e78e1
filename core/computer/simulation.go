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
// same sampled opponent racks, the opponent answering with its
// best-scoring move.
type simulation struct {
	cands   []candidate
	unseen  []tile.Tile
	exact   tile.Rack // the opponent's rack when it is known
	oppLen  int       // the size of the opponent's rack
	seed    uint64
	samples int

	next    atomic.Int64 // the next work item: sample*len(cands) + candidate
	mu      sync.Mutex
	replies [][]int // replies[c][sample]: the opponent's best reply to candidate c
	done    []int   // done[sample]: how many candidates have been tried against it
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
// candidates, against samples opponent racks (one, the rack itself, when
// it is known) drawn from seed, of at most rackSize tiles.
func newSimulation(cands []candidate, v game.View, samples, rackSize int, seed uint64) *simulation {
	sim := &simulation{unseen: v.Unseen, seed: positionSeed(seed, v), cands: cands}
	if v.Opponent != nil {
		sim.exact, samples = v.Opponent, 1
	}
	sim.oppLen = min(len(v.Unseen)-v.BagLen, rackSize)
	if v.BagLen > len(v.Unseen) || sim.oppLen <= 0 {
		sim.oppLen = min(len(v.Unseen), rackSize)
	}
	sim.samples = samples
	sim.replies = make([][]int, len(sim.cands))
	for i := range sim.replies {
		sim.replies[i] = make([]int, samples)
	}
	sim.done = make([]int, samples)
	return sim
}

// work takes work items in order until none is left.
func (sim *simulation) work(w *worker) {
	for !w.halted() && sim.step(w) {
	}
}

// step tries the next work item's candidate against its sample: the
// candidate laid, the opponent's best reply, the candidate taken back. It
// returns false when no item is left or the search was stopped meanwhile.
func (sim *simulation) step(w *worker) bool {
	k := int64(len(sim.cands))
	n := sim.next.Add(1) - 1
	if n >= k*int64(sim.samples) {
		return false
	}
	sample, c := int(n/k), int(n%k)
	opp := sim.opponent(w, sample)
	var sq [tile.MaxRack]board.Square
	laid := movegen.Lay(w.grid, &sim.cands[c].move, w.rules, &sq)
	reply, ok := w.bestReply(opp)
	movegen.Unlay(w.grid, sq[:laid])
	if !ok {
		return false
	}
	sim.mu.Lock()
	sim.replies[c][sample] = reply
	sim.done[sample]++
	sim.mu.Unlock()
	return true
}

// opponent is the opponent's rack of a sample: the known rack, or tiles
// drawn from the unseen ones by a source made from the sample's number.
func (sim *simulation) opponent(w *worker, sample int) tile.Rack {
	if sim.exact != nil {
		return sim.exact
	}
	w.pool = append(w.pool[:0], sim.unseen...)
	if w.rng == nil {
		w.rng = rand.New(&w.pcg)
	}
	w.pcg.Seed(sim.seed, uint64(sample))
	for i := range sim.oppLen {
		j := i + w.rng.IntN(len(w.pool)-i)
		w.pool[i], w.pool[j] = w.pool[j], w.pool[i]
	}
	return tile.Rack(w.pool[:sim.oppLen])
}

// bestReply is the score of the best move for rack on the worker's grid,
// 0 when there is none; false when the search was stopped meanwhile.
func (w *worker) bestReply(rack tile.Rack) (int, bool) {
	best, found, stopped := 0, false, false
	w.gen.Generate(w.grid, rack, func(m *move.Packed) bool {
		if w.stopped() {
			stopped = true
			return false
		}
		if !found || m.Score > best {
			best, found = m.Score, true
		}
		return true
	})
	return best, !stopped
}

// chosen is the candidate with the best equity less the average reply
// over the samples every candidate has been tried against; with none, the
// best by equity.
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
		for _, r := range sim.replies[c][:full] {
			sum += r
		}
		if v := sim.cands[c].equity - float64(sum)/float64(full); v > bestValue {
			best, bestValue = c, v
		}
	}
	return &sim.cands[best].move
}
