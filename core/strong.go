package core

import (
	"context"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// DefaultStrongBudget is how long the Strong player thinks about a move
// unless it is given another budget.
const DefaultStrongBudget = time.Second

// StrongOptions tune a Strong player. The zero value is the default, and
// each zero field takes its default.
type StrongOptions struct {
	// Candidates is how many of the moves best by equity are looked ahead
	// at (default 12; in an open game, where the opponent's rack is known,
	// four times as many). 1 plays the best move by equity at once.
	Candidates int
	// Samples is the most opponent racks drawn for each candidate; 0 lets
	// the time budget decide (up to 4096).
	Samples int
	// EndgameDepth is the most plies searched exactly after each
	// candidate once the bag is empty, before the game is played out
	// greedily (default 8; the budget usually stops the search first).
	EndgameDepth int
	// Workers is the number of goroutines that look ahead (default
	// runtime.GOMAXPROCS(0)).
	Workers int
	// Leaves is the leave table (default DefaultLeaves()).
	Leaves *Leaves
}

// The defaults of StrongOptions, and the limits of the look-ahead.
const (
	defaultCandidates = 12
	openFactor        = 4    // more candidates when the opponent's rack is known
	maxSamples        = 4096 // opponent racks a candidate is tried against, at most
	endgameCandidates = 24   // moves looked at in the endgame
	endgameMaxDepth   = 8    // plies searched exactly in the endgame, at most
	fullLeaveBag      = 14   // from this many tiles in the bag, a leave counts in full
	stuckFactor       = 0.5  // share of a kept tile's value feared lost when the bag runs out
)

// StrongPlayer is the Strong computer player: it plays for the win.
//
// It ranks every legal move by equity: the move's score plus the value of
// the tiles it keeps, from a leave table derived from self-play (see
// [Leaves]). As the bag runs low the table counts less and the face value
// of the tiles kept counts against them, since tiles left on the rack at
// the end are deducted (a blank costs 8, a Q 12).
//
// Then it looks ahead within its time budget on every core. In the middle
// of the game it takes the best candidates by equity and plays each
// against the same opponent racks, drawn at random from the tiles it
// cannot see (or the opponent's rack itself in an open game): the
// opponent answers with its best-scoring move on the board the candidate
// leaves, so a move that opens a large premium square (or a bingo lane)
// pays for it. It plays the candidate with the highest equity less the
// average reply. When the bag is empty both racks are known, and it
// searches the endgame: its moves, the opponent's best answers and its
// own, deeper as time allows, each line played out to the end with the
// tiles left on both racks deducted.
//
// It passes only when no tile move is legal (ruling 9), even when every
// move loses points. It is safe for concurrent use: each call works on its
// own copies.
type StrongPlayer struct {
	rules  *Rules
	graph  *WordGraph
	budget time.Duration
	seed   uint64
	opts   StrongOptions
}

// NewStrong returns a Strong player that thinks for budget a move
// (DefaultStrongBudget when budget is not positive), using every core; its
// random draws come from seed.
func NewStrong(rules *Rules, graph *WordGraph, budget time.Duration, seed uint64) *StrongPlayer {
	return NewStrongWith(rules, graph, budget, seed, StrongOptions{})
}

// NewStrongWith is NewStrong with options.
func NewStrongWith(rules *Rules, graph *WordGraph, budget time.Duration, seed uint64, opts StrongOptions) *StrongPlayer {
	if budget <= 0 {
		budget = DefaultStrongBudget
	}
	if opts.Candidates <= 0 {
		opts.Candidates = defaultCandidates
	}
	if opts.Samples <= 0 || opts.Samples > maxSamples {
		opts.Samples = maxSamples
	}
	if opts.EndgameDepth <= 0 {
		opts.EndgameDepth = endgameMaxDepth
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.Leaves == nil {
		opts.Leaves = DefaultLeaves()
	}
	return &StrongPlayer{rules: rules, graph: graph, budget: budget, seed: seed, opts: opts}
}

// Budget is how long a move may take.
func (s *StrongPlayer) Budget() time.Duration { return s.budget }

// Choose returns the move that the look-ahead finds best within the
// budget, or a pass when no tile move is legal.
func (s *StrongPlayer) Choose(ctx context.Context, v View) (Move, error) {
	return s.ChooseNow(ctx, v, nil)
}

// ChooseNow is Choose, but plays the best move found so far as soon as now
// is closed. It returns the context's error when ctx is cancelled first.
func (s *StrongPlayer) ChooseNow(ctx context.Context, v View, now <-chan struct{}) (Move, error) {
	if err := ctx.Err(); err != nil {
		return Move{}, err
	}
	deadline := time.Now().Add(s.budget)
	gen := NewGenerator(s.rules, s.graph)
	moves := gen.All(v.Grid, v.Rack, nil)
	if len(moves) == 0 {
		return PassMove, nil
	}
	var job lookahead
	switch {
	case len(moves) == 1 || s.opts.Candidates == 1:
		return s.rank(moves, v, 1, 0)[0].move.Move(), nil
	case v.BagLen == 0:
		job = s.newEndgame(moves, v)
	default:
		job = s.newSimulation(moves, v)
	}
	best, err := s.run(ctx, job, v, deadline, now)
	if err != nil {
		return Move{}, err
	}
	return best.Move(), nil
}

// Ranked returns up to n legal moves best by equity, the score plus the
// value of the tiles kept, best first, without looking ahead: the moves the
// look-ahead starts from. It is empty when no tile move is legal.
func (s *StrongPlayer) Ranked(v View, n int) []Move {
	moves := NewGenerator(s.rules, s.graph).All(v.Grid, v.Rack, nil)
	cands := s.rank(moves, v, n, 0)
	ranked := make([]Move, len(cands))
	for i := range cands {
		ranked[i] = cands[i].move.Move()
	}
	return ranked
}

// candidate is a move being considered, with its equity.
type candidate struct {
	move   GenMove
	equity float64 // score plus the value of the tiles kept
	kept   Rack    // the tiles kept
}

// rank returns the best n moves as candidates, best equity first; ties go
// to the higher score, then to the notation that sorts first. When the bag
// is empty, going out also wins the opponent's rack, worth outBonus.
func (s *StrongPlayer) rank(moves []GenMove, v View, n int, outBonus float64) []candidate {
	full := CountLeave(v.Rack)
	equity := make([]float64, len(moves))
	order := make([]int32, len(moves))
	for i := range moves {
		m := &moves[i]
		kept := full
		for _, c := range m.Word[:m.N] {
			if isLower(c) {
				kept[leaveBlank]--
			} else {
				kept[c-'A']--
			}
		}
		equity[i] = float64(m.Score) + s.leaveValue(&kept, v.BagLen)
		if v.BagLen == 0 && m.Tiles() == len(v.Rack) {
			equity[i] += outBonus
		}
		order[i] = int32(i)
	}
	// Best equity first, then the order of the Normal player: whatever
	// order the moves were generated in, the same n are kept.
	slices.SortFunc(order, func(a, b int32) int {
		switch {
		case equity[a] != equity[b]:
			return cmpDesc(equity[a], equity[b])
		case moves[a].beats(&moves[b]):
			return -1
		case moves[b].beats(&moves[a]):
			return 1
		}
		return 0
	})
	order = order[:min(n, len(order))]
	cands := make([]candidate, len(order))
	for i, j := range order {
		cands[i] = candidate{move: moves[j], equity: equity[j]}
	}
	return cands
}

// cmpDesc orders floats from the highest down.
func cmpDesc(a, b float64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// leaveValue is what keeping the counted tiles is worth with bag tiles in
// the bag before the move's draw. With a full enough bag it is the
// table's value; as the bag runs out the table counts less and the tiles'
// face value, which the end of the game may deduct, counts against them.
// With the bag empty the endgame search counts the deductions exactly.
func (s *StrongPlayer) leaveValue(kept *LeaveCounts, bag int) float64 {
	table := s.opts.Leaves.Value(kept)
	if bag >= fullLeaveBag {
		return table
	}
	face := 0
	for c, n := range kept {
		if n == 0 {
			continue
		}
		if c == leaveBlank {
			face += n * s.rules.BlankValue
		} else {
			v, _ := s.rules.Value(byte('A' + c))
			face += n * v
		}
	}
	f := float64(bag) / fullLeaveBag
	return f*table - (1-f)*stuckFactor*float64(face)
}

// lookahead is a search over candidates shared by the worker goroutines.
type lookahead interface {
	// work evaluates candidates until nothing is left to do or w.stop is set.
	work(w *worker)
	// chosen is the move to play, from what the workers found; it is
	// called after every worker has returned.
	chosen() *GenMove
}

// worker is one goroutine's scratch space: its own generator and copy of
// the grid.
type worker struct {
	gen      *Generator
	grid     *Grid
	rules    *Rules
	stop     *atomic.Bool // set when the search is to stop
	deadline time.Time    // when the search stops at the latest
	seen     int          // moves visited since halted was last asked
	pool     []Tile
	pcg      rand.PCG
	rng      *rand.Rand // draws from pcg

	// The endgame search's buffers, by ply.
	plyMoves [][]GenMove
	plyRacks []Rack
	played   [][MaxWordLetters]Square
	outRacks [2]Rack
}

// halted reports whether the search is to stop: it was told to, or the
// deadline has passed. The workers watch the clock themselves, so that a
// busy machine cannot make them late.
func (w *worker) halted() bool {
	if w.stop.Load() {
		return true
	}
	if time.Now().After(w.deadline) {
		w.stop.Store(true)
		return true
	}
	return false
}

// stopped is halted, but looks at the clock only every so many calls.
func (w *worker) stopped() bool {
	if w.stop.Load() {
		return true
	}
	w.seen++
	return w.seen&255 == 0 && w.halted()
}

// run sets the workers on job and returns its best candidate's move when
// they are done, at the deadline or when now is closed, whichever comes
// first; or the context's error when ctx is cancelled.
func (s *StrongPlayer) run(ctx context.Context, job lookahead, v View, deadline time.Time, now <-chan struct{}) (*GenMove, error) {
	var stop atomic.Bool
	var wg sync.WaitGroup
	done := make(chan struct{})
	for range s.opts.Workers {
		gen := NewGenerator(s.rules, s.graph)
		gen.alone = true // the workers keep every core busy already
		w := &worker{gen: gen, grid: v.Grid.Clone(), rules: s.rules, stop: &stop, deadline: deadline}
		wg.Add(1)
		go func() {
			defer wg.Done()
			job.work(w)
		}()
	}
	go func() {
		wg.Wait()
		close(done)
	}()
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case <-done:
	case <-timer.C:
	case <-now:
	case <-ctx.Done():
	}
	stop.Store(true)
	<-done
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return job.chosen(), nil
}

// layGen lays the tiles of generated move m on the grid, writing the
// squares covered into sq, and returns how many it laid.
func (g *Grid) layGen(m *GenMove, rules *Rules, sq *[MaxWordLetters]Square) int {
	at := m.Origin()
	for i, c := range m.Word[:m.N] {
		for g.Occupied(at) {
			at = at.Next(m.Dir)
		}
		t := Tile{Letter: c}
		if isLower(c) {
			t = Tile{Letter: upper(c), Value: rules.BlankValue, Blank: true}
		} else {
			t.Value, _ = rules.Value(c)
		}
		g.tiles[g.board.index(at)] = t
		g.count++
		sq[i] = at
		at = at.Next(m.Dir)
	}
	return m.Tiles()
}

// unlay takes the tiles off the squares again.
func (g *Grid) unlay(sq []Square) {
	for _, at := range sq {
		g.tiles[g.board.index(at)] = Tile{}
		g.count--
	}
}

// positionSeed mixes the player's seed with the position, so that the same
// position draws the same opponent racks.
func positionSeed(seed uint64, v View) uint64 {
	h := seed ^ 0xcbf29ce484222325
	mix := func(x uint64) {
		h ^= x
		h *= 0x100000001b3
	}
	for _, t := range v.Rack {
		mix(uint64(t.Notation()))
	}
	mix(uint64(v.Grid.Count()))
	mix(uint64(v.BagLen))
	for _, sc := range v.Scores {
		mix(uint64(sc))
	}
	for i, t := range v.Grid.tiles {
		if !t.IsZero() {
			mix(uint64(i)<<8 | uint64(t.Notation()))
		}
	}
	return h
}

// simulation is the middle-game look-ahead: every candidate against the
// same sampled opponent racks, the opponent answering with its
// best-scoring move.
type simulation struct {
	cands   []candidate
	unseen  []Tile
	exact   Rack // the opponent's rack when it is known
	oppLen  int  // the size of the opponent's rack
	seed    uint64
	samples int

	next    atomic.Int64 // the next work item: sample*len(cands) + candidate
	mu      sync.Mutex
	replies [][]int // replies[c][sample]: the opponent's best reply to candidate c
	done    []int   // done[sample]: how many candidates have been tried against it
}

// newSimulation prepares the middle-game look-ahead over the best moves.
func (s *StrongPlayer) newSimulation(moves []GenMove, v View) *simulation {
	k, samples := s.opts.Candidates, s.opts.Samples
	sim := &simulation{unseen: v.Unseen, seed: positionSeed(s.seed, v)}
	if v.Opponent != nil {
		sim.exact, k, samples = v.Opponent, k*openFactor, 1
	}
	sim.oppLen = min(len(v.Unseen)-v.BagLen, s.rules.RackSize)
	if v.BagLen > len(v.Unseen) || sim.oppLen <= 0 {
		sim.oppLen = min(len(v.Unseen), s.rules.RackSize)
	}
	sim.cands = s.rank(moves, v, k, 0)
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
	k := int64(len(sim.cands))
	total := k * int64(sim.samples)
	var sq [MaxWordLetters]Square
	for !w.halted() {
		n := sim.next.Add(1) - 1
		if n >= total {
			return
		}
		sample, c := int(n/k), int(n%k)
		opp := sim.opponent(w, sample)
		m := &sim.cands[c].move
		laid := w.grid.layGen(m, w.rules, &sq)
		reply, ok := w.bestReply(opp)
		w.grid.unlay(sq[:laid])
		if !ok {
			return
		}
		sim.mu.Lock()
		sim.replies[c][sample] = reply
		sim.done[sample]++
		sim.mu.Unlock()
	}
}

// opponent is the opponent's rack of a sample: the known rack, or tiles
// drawn from the unseen ones by a source made from the sample's number.
func (sim *simulation) opponent(w *worker, sample int) Rack {
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
	return Rack(w.pool[:sim.oppLen])
}

// bestReply is the score of the best move for rack on the worker's grid,
// 0 when there is none; false when the search was stopped meanwhile.
func (w *worker) bestReply(rack Rack) (int, bool) {
	best, found, stopped := 0, false, false
	w.gen.Generate(w.grid, rack, func(m *GenMove) bool {
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
func (sim *simulation) chosen() *GenMove {
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
