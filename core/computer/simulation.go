package computer

import (
	"math"
	"math/rand/v2"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"sync"
	"sync/atomic"
	"time"
)

// simulation is the middle-game look-ahead: every candidate against the
// same samples of the tiles it cannot see. In each sample every opponent
// in turn answers with its best move by equity, holding tiles drawn from
// those; with two plies the player then draws its tiles and answers them
// with its own best move by equity, which counts with the tiles it keeps.
// A player who goes out with the bag empty ends the sample's game there.
// Where the game has a table of the chance of winning, the candidate
// played is the one that wins most often (win.go).
type simulation struct {
	cands     []candidate
	unseen    []tile.Tile       // the tiles a sample is drawn from
	exact     tile.Rack         // the next opponent's rack when it is known
	inferred  []tile.Rack       // what the next opponent may have kept, when inferred (infer.go)
	opponents int               // the players who move before the player again
	oppLens   [maxOpponents]int // the size of each opponent's rack, in the order they move
	bagLen    int               // the tiles in the bag
	plies     int               // 1: the opponents' replies; 2: and the player's answer
	seed      uint64
	samples   int
	player    *StrongPlayer // values the tiles kept
	standing  standing      // the scores and the tiles left, for the chance of winning

	next atomic.Int64 // the next work item: sample*len(cands) + candidate
	mu   sync.Mutex
	// outcomes[c][sample]: what the plies after candidate c brought the
	// player, less the average of what they brought each opponent.
	outcomes [][]float64
	// utility[c][sample]: what the candidate and the plies after it are
	// worth to the player, the candidate played being the one worth most
	// on average: its chance of winning, or its points where the game has
	// no table of it (win.go).
	utility [][]float64
	done    []int // done[sample]: how many candidates have been tried against it

	// Dropping the candidates that can no longer catch the leader
	// (prune.go), when prune is set.
	prune   bool
	dropped []bool    // by candidate
	frozen  []float64 // a dropped candidate's value when it was dropped
	checked int       // the samples every candidate had been tried against at the last check
}

// maxOpponents is the most opponents a player has.
const maxOpponents = rules.MostPlayers - 1

// simulationCandidates is how many of the best moves the middle-game
// look-ahead of view v tries: as many as asked for, by default
// defaultCandidates or with three or four players crowdCandidates; more
// when the opponent's rack is known.
func (s *StrongPlayer) simulationCandidates(v game.View) int {
	k := s.opts.Candidates
	switch {
	case k > 0:
	case len(v.Scores) > 2:
		k = crowdCandidates(s.budget, s.opts.Workers)
	default:
		k = defaultCandidates
	}
	if v.Opponent != nil {
		return k * openFactor
	}
	return k
}

// newSimulation prepares player s's middle-game look-ahead of the view v
// over the candidates, as many plies deep as s looks, against as many
// samples of the opponents' racks as s asks for (the next one's rack
// itself, when it is known), drawn from s's seed, of at most a rack's
// tiles each. With a single opponent whose rack is known and nothing to
// draw, one sample is enough.
func newSimulation(s *StrongPlayer, cands []candidate, v game.View) *simulation {
	plies, samples := s.opts.Plies, s.opts.Samples
	sim := &simulation{unseen: v.Unseen, seed: positionSeed(s.seed, v), cands: cands, bagLen: v.BagLen, plies: plies, player: s, standing: s.standing(v)}
	sim.opponents = max(len(v.Scores)-1, 1)
	if v.Opponent != nil {
		sim.exact, sim.unseen = v.Opponent, removeRack(v.Unseen, v.Opponent)
		if sim.opponents == 1 && (plies == 1 || v.BagLen == 0) {
			samples = 1
		}
	}
	held := len(v.Unseen) - v.BagLen // the tiles on the opponents' racks
	if v.BagLen > len(v.Unseen) || held <= 0 {
		held = len(v.Unseen)
	}
	sim.oppLens = rackSizes(v, sim.opponents, held, s.rules.RackSize)
	for i := range sim.cands {
		c := &sim.cands[i]
		c.keep(v.Rack)
	}
	sim.samples = samples
	sim.outcomes, sim.utility = make([][]float64, len(sim.cands)), make([][]float64, len(sim.cands))
	for i := range sim.outcomes {
		sim.outcomes[i], sim.utility[i] = make([]float64, samples), make([]float64, samples)
	}
	sim.done = make([]int, samples)
	sim.dropped, sim.frozen = make([]bool, len(sim.cands)), make([]float64, len(sim.cands))
	return sim
}

// rackSizes is how many tiles each of the opponents of view v holds, in
// the order they move: as the view tells (game.View.Holds), when it tells
// every player's and the opponents' add up to held, the tiles on their
// racks; otherwise an equal share of held each, one tile at least and a
// rack's at most.
func rackSizes(v game.View, opponents, held, rackSize int) (sizes [maxOpponents]int) {
	n := len(v.Scores)
	known, sum := len(v.Holds) == n && n == opponents+1, 0
	for i := range opponents {
		if known {
			sizes[i] = v.Holds[(v.Me+1+i)%n]
			sum += sizes[i]
			known = sizes[i] >= 1 && sizes[i] <= rackSize
		}
	}
	if known && sum == held {
		return sizes
	}
	for i := range opponents {
		sizes[i] = min(max(held/opponents, 1), rackSize)
	}
	return sizes
}

// crowdCandidates is how many candidates the look-ahead of a game of
// three or four players tries by default, with budget on each of workers:
// one for each candidateTime of them all, from fewestCandidates to
// defaultCandidates. Each opponent's reply moves the best opponent's
// score, so that a sample tells less than in a game of two; with a short
// budget, among many candidates each tried against few samples, the one
// that chance favours most would be played.
func crowdCandidates(budget time.Duration, workers int) int {
	budget = min(budget, defaultCandidates*candidateTime) // the most it needs, which cannot overflow
	k := int(budget * time.Duration(workers) / candidateTime)
	return min(max(k, fewestCandidates), defaultCandidates)
}

// removeRack returns the tiles less one of each tile of rack.
func removeRack(tiles []tile.Tile, rack tile.Rack) []tile.Tile {
	rest := append([]tile.Tile(nil), tiles...)
	return rest[moveToFront(rest, rack):]
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
	sim.mu.Lock()
	dropped, alone := sim.dropped[c], sim.left() == 1
	if dropped {
		sim.done[sample]++
	}
	sim.mu.Unlock()
	switch {
	case alone:
		return false
	case dropped:
		return true
	}
	cand := &sim.cands[c]
	drawn := sim.draw(w, sample, cand.draws())
	var sq [tile.MaxRack]board.Square
	laid := movegen.Lay(w.grid, &cand.move, w.rules, &sq)
	w.sample = sample
	end, ok := sim.after(w, cand, drawn)
	movegen.Unlay(w.grid, sq[:laid])
	if !ok {
		return false
	}
	sim.mu.Lock()
	sim.outcomes[c][sample] = end.outcome
	sim.utility[c][sample] = sim.worth(c, &end)
	sim.done[sample]++
	if sim.prune {
		sim.dropBehind()
	}
	sim.mu.Unlock()
	return true
}

// after plays the plies after candidate cand, laid on the worker's grid:
// each opponent in turn, holding its rack of the sample (w.opps), answers
// with its best move by equity or passes, and with two plies the player,
// holding the tiles it kept and drawn, answers them, its answer counting
// its score and the tiles it keeps. A player who goes out with the bag
// empty ends the game there (ends). It returns how the plies ended, every
// move taken back; false when the search was stopped meanwhile.
func (sim *simulation) after(w *worker, cand *candidate, drawn tile.Rack) (plies, bool) {
	var end plies
	var sq [maxOpponents][tile.MaxRack]board.Square
	var laid [maxOpponents]int
	defer func() {
		for i := sim.opponents - 1; i >= 0; i-- {
			movegen.Unlay(w.grid, sq[i][:laid[i]])
		}
	}()
	w.mine = append(append(w.mine[:0], cand.kept...), drawn...)
	bag := max(sim.bagLen-cand.draws(), 0) // the bag as the first opponent moves
	w.left = append(w.left[:0], w.opps[:sim.opponents]...)
	if bag == 0 && len(w.mine) == 0 && cand.turn == (move.Move{}) {
		sim.ends(&end, w, -1)
		return end, true
	}
	sum, out := 0, noneOut
	for i, opp := range w.opps[:sim.opponents] {
		reply, found, ok := w.bestMove(opp, w.oppLeaves(sim, i, bag))
		if !ok {
			return end, false
		}
		end.replies[i] = reply.Score
		sum += reply.Score
		if found {
			laid[i] = movegen.Lay(w.grid, &reply, w.rules, &sq[i])
			end.laid += reply.Tiles()
			if bag == 0 {
				w.kept[i] = removeTiles(w.kept[i][:0], opp, &reply)
				w.left[i] = w.kept[i]
			}
			bag = max(bag-reply.Tiles(), 0) // the bag as the next one moves
		}
		if bag == 0 && len(w.left[i]) == 0 {
			out = i
			break
		}
	}
	end.outcome = -float64(sum) / float64(sim.opponents)
	if out != noneOut {
		sim.ends(&end, w, out)
		return end, true
	}
	if sim.plies == 1 {
		return end, true
	}
	sim.player.fillLeaves(&w.mineLeaves, w.mine, bag, float64(outGain(w.rules, bag, w.left...)))
	answer, found, ok := w.bestMove(w.mine, &w.mineLeaves)
	if !found {
		return end, ok
	}
	end.answered, end.laid, end.answer = true, end.laid+answer.Tiles(), w.mineLeaves.Equity(&answer)
	if bag == 0 && answer.Tiles() == len(w.mine) { // going out: ends scores what it gains
		end.answer = float64(answer.Score)
		sim.ends(&end, w, -1)
	}
	end.outcome += end.answer
	return end, ok
}

// noneOut is the player who went out in the plies when no one did; -1 is
// the player, from 0 the opponents in the order they move.
const noneOut = -2

// ends ends the game of a sample where player out went out with the bag
// empty (-1 the player, from 0 the opponents in the order they move):
// every other player loses what the tiles left on its rack are worth
// (w.mine, w.left), and where the rules say so the player who went out
// gains them all. What it comes to for the player, less the average of
// what it comes to for each opponent, adds to the sample's outcome.
func (sim *simulation) ends(end *plies, w *worker, out int) {
	end.over = true
	left := 0 // what the others' racks are worth
	if out != -1 {
		end.bonus, left = -w.mine.Value(), w.mine.Value()
	}
	for i, rack := range w.left {
		if i != out {
			end.bonuses[i], left = -rack.Value(), left+rack.Value()
		}
	}
	gain := 0
	if sim.player.rules.OutBonus {
		gain = left
	}
	if out == -1 {
		end.bonus = gain
	} else {
		end.bonuses[out] = gain
	}
	sum := 0
	for _, b := range end.bonuses[:sim.opponents] {
		sum += b
	}
	end.outcome += float64(end.bonus) - float64(sum)/float64(sim.opponents)
}

// oppLeaves is what each part of opponent i's rack of the worker's sample
// is worth kept with bag tiles in the bag before its draw, filled once
// for each sample and bag (every bag from fullLeaveBag up being the same).
// With the bag empty, going out gains what the others hold as it moves
// (w.mine, w.left), which the candidate changes: it is filled every time.
func (w *worker) oppLeaves(sim *simulation, i, bag int) *move.Leaves {
	if bag == 0 {
		others := append(w.others[:0], w.mine)
		for j, rack := range w.left {
			if j != i {
				others = append(others, rack)
			}
		}
		w.others = others
		sim.player.fillLeaves(&w.leaves[i], w.opps[i], 0, float64(outGain(w.rules, 0, others...)))
		w.leavesFor[i] = 0
		return &w.leaves[i]
	}
	bag = min(bag, fullLeaveBag)
	if w.leavesFor[i] != w.sample+1 || w.leavesBag[i] != bag {
		sim.player.fillLeaves(&w.leaves[i], w.opps[i], bag, 0)
		w.leavesFor[i], w.leavesBag[i] = w.sample+1, bag
	}
	return &w.leaves[i]
}

// draw deals a sample's racks: the opponents' into w.opps (the known rack,
// or tiles drawn from the unseen ones, the next opponent's starting with
// what it may have kept when that was inferred), and returns the tiles
// the player draws after playing n tiles, from the rest, by a source made
// from the sample's number.
func (sim *simulation) draw(w *worker, sample, n int) (drawn tile.Rack) {
	w.pool = append(w.pool[:0], sim.unseen...)
	if w.rng == nil {
		w.rng = rand.New(&w.pcg)
	}
	w.pcg.Seed(sim.seed, uint64(sample))
	first := 0 // the first opponent dealt
	if sim.exact != nil {
		first = 1
	}
	need := min(n, sim.bagLen)
	for _, size := range sim.oppLens[first:sim.opponents] {
		need += size
	}
	need = min(need, len(w.pool))
	from := 0 // the tiles dealt already, at the pool's start
	if len(sim.inferred) > 0 {
		from = moveToFront(w.pool, sim.inferred[sample%len(sim.inferred)])
	}
	dealFront(w.rng, w.pool, from, need)
	w.opps = w.opps[:0]
	if sim.exact != nil {
		w.opps = append(w.opps, sim.exact)
	}
	at := 0
	for _, size := range sim.oppLens[first:sim.opponents] {
		end := min(at+size, need)
		w.opps = append(w.opps, tile.Rack(w.pool[at:end]))
		at = end
	}
	return tile.Rack(w.pool[at:need])
}

// dealFront deals tiles at random into pool[from:to] from pool[from:],
// the rest of the pool holding the tiles not dealt.
func dealFront(rng *rand.Rand, pool []tile.Tile, from, to int) {
	for i := from; i < to; i++ {
		j := i + rng.IntN(len(pool)-i)
		pool[i], pool[j] = pool[j], pool[i]
	}
}

// moveToFront moves one tile of pool for each tile of rack to the front of
// pool, and returns how many it moved.
func moveToFront(pool []tile.Tile, rack tile.Rack) int {
	n := 0
	for _, t := range rack {
		for i := n; i < len(pool); i++ {
			if pool[i].Letter == t.Letter && pool[i].Blank == t.Blank {
				pool[n], pool[i] = pool[i], pool[n]
				n++
				break
			}
		}
	}
	return n
}

// bestMove is the best move by equity with rack on the worker's grid,
// what each part of the rack is worth kept being leaves, and whether there
// is one; false when the search was stopped meanwhile. The search walks
// only where the best may lie (movegen.Best).
func (w *worker) bestMove(rack tile.Rack, leaves *move.Leaves) (best move.Packed, found, ok bool) {
	if w.halted() {
		return best, false, false
	}
	w.top.Reset(1)
	movegen.Best(w.gen, w.grid, rack, leaves, &w.top)
	if moves := w.top.Moves(); len(moves) > 0 {
		return moves[0], true, true
	}
	return best, false, true
}

// chosen is the candidate worth most on average (utility) over the
// samples every candidate has been tried against, of those not dropped,
// the first of those tied; with no sample, the first.
func (sim *simulation) chosen() move.Move {
	full := sim.full()
	vals := make([]float64, len(sim.cands))
	for c := range vals {
		switch {
		case sim.dropped[c]:
			vals[c] = math.Inf(-1)
		case full > 0:
			vals[c] = sim.mean(c, full)
		}
	}
	return sim.cands[bestOf(vals)].play()
}

// results is each candidate's value over the samples every candidate has
// been tried against, and how many samples that is; with none, each
// candidate's equity. A candidate's value is, with one ply, its equity less
// the opponents' average reply; with two, its score and the average
// outcome of the replies and the player's answer with what it keeps, which
// stand for the leave. A dropped candidate keeps the value it had when it
// was dropped.
func (sim *simulation) results() ([]float64, int) {
	full := sim.full()
	vals := make([]float64, len(sim.cands))
	for c := range sim.cands {
		switch {
		case sim.dropped[c]:
			vals[c] = sim.frozen[c]
		case full == 0:
			vals[c] = sim.cands[c].equity
		default:
			vals[c] = sim.value(c, full)
		}
	}
	return vals, full
}

// bestOf is the index of the highest of vals, the first of those tied.
func bestOf(vals []float64) int {
	best := 0
	for i, v := range vals {
		if v > vals[best] {
			best = i
		}
	}
	return best
}
