package computer

import (
	"cmp"
	"slices"
	"sync"
	"time"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// The pre-endgame's limits.
const (
	preEndgameBag    = 2                      // the most tiles in the bag for the pre-endgame search
	preEndgameDeeper = 8                      // candidates searched deeper than the playouts, at most
	preEndgameWait   = 100 * time.Microsecond // how long a worker waits for the others to finish a depth
)

// preEndgame is the look-ahead of a two-player game with one or two tiles
// in the bag. The tiles the player cannot see lie on the opponent's rack
// and in the bag; every way they may lie (a deal) is weighed by its chance,
// given what the opponent's last move says it kept. For each candidate and
// each deal the rest of the game is searched with everything known
// (search.go), the player or the opponent drawing the bag as their moves
// empty it. A candidate is worth its chance of winning over the deals,
// each point of spread adding spreadWeight, so that a game won or lost
// whatever the player does still goes to the best spread. Every line is
// first played out greedily; then the best candidates are searched a ply
// deeper at a time while time allows.
type preEndgame struct {
	search
	cands  []candidate
	deals  []deal
	spread float64 // the player's score less the opponent's, now
	depth  int     // the deepest search

	mu       sync.Mutex
	level    int         // the depth being searched
	order    []int       // the candidates searched at that depth
	handed   int         // its work items handed out, deal by deal: deal*len(order) + k for order[k]
	finished int         // of those, the ones done
	exact    bool        // every line of the depth so far ended within it
	outcomes [][]float64 // outcomes[c][d]: candidate c's outcome for the player in deal d, at the depth
	rows     []int       // rows[d]: the candidates of order searched in deal d, at the depth
	last     []int       // the candidates of the deepest depth searched in full; nil for none
	reached  int         // that depth, -1 for none
	avg      []dealt     // each candidate's outcome at the deepest depth it was searched to in full
	over     bool        // nothing is left to search
}

// dealt is a candidate's outcome over the deals, each by its chance.
type dealt struct {
	worth  float64 // its chance of winning, each point of spread adding spreadWeight: what it is chosen by
	points float64 // its outcome in points, the spread it adds by the end of the game
	wins   float64 // its chance of winning, a draw counting half
}

// deal is one way the unseen tiles may lie: the opponent's rack and the
// bag, and its chance.
type deal struct {
	opp, bag tile.Rack
	weight   float64
}

// isPreEndgame reports whether the view is a two-player game's
// pre-endgame: one or two tiles in the bag, fewer than the player cannot
// see.
func isPreEndgame(v game.View) bool {
	return len(v.Scores) == 2 && v.BagLen > 0 && v.BagLen <= preEndgameBag && v.BagLen < len(v.Unseen)
}

// newPreEndgame prepares the pre-endgame search of view v over the
// candidates, tile moves and passes (an exchange needs a fuller bag),
// with turns passes in a row ending the game, searching depth plies at
// most, the deals weighed by the leaves inferred, if any.
func newPreEndgame(cands []candidate, v game.View, turns, depth int, inferred []tile.Rack) *preEndgame {
	p := &preEndgame{search: newSearch(turns), cands: slices.Clone(cands), deals: dealsOf(v, inferred), depth: depth, reached: -1, exact: true}
	p.spread = float64(v.Scores[v.Me] - v.Scores[1-v.Me])
	for i := range p.cands {
		p.cands[i].keep(v.Rack)
		p.order = append(p.order, i)
	}
	p.outcomes = make([][]float64, len(p.cands))
	for c := range p.outcomes {
		p.outcomes[c] = make([]float64, len(p.deals))
	}
	p.rows = make([]int, len(p.deals))
	p.over = len(p.deals) == 0
	p.avg = make([]dealt, len(p.cands))
	return p
}

// work searches the work items in order until none is left.
func (p *preEndgame) work(w *worker) {
	for !w.halted() {
		depth, c, d, ok, wait := p.take()
		switch {
		case !ok:
			return
		case wait:
			time.Sleep(preEndgameWait)
			continue
		}
		v, exact := p.outcome(w, &p.cands[c], p.deals[d].opp, p.deals[d].bag, depth)
		if w.stop.Load() {
			return
		}
		p.record(c, d, v, exact)
	}
}

// take hands out the next work item: the depth, the candidate and the
// deal; false when nothing is left, or wait when the depth's last items
// are still being searched.
func (p *preEndgame) take() (depth, c, d int, ok, wait bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.over:
		return 0, 0, 0, false, false
	case p.handed == len(p.order)*len(p.deals):
		return 0, 0, 0, true, true
	}
	n := p.handed
	p.handed++
	return p.level, p.order[n%len(p.order)], n / len(p.order), true, false
}

// record keeps candidate c's outcome in deal d and, once the depth is
// searched in full, values its candidates and goes on to the next depth
// with the best of them, unless that depth was exact or the deepest.
func (p *preEndgame) record(c, d int, v float64, exact bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.outcomes[c][d] = v
	p.rows[d]++
	p.finished++
	p.exact = p.exact && exact
	if p.finished < len(p.order)*len(p.deals) {
		return
	}
	for _, k := range p.order {
		p.avg[k] = p.mean(k, nil)
	}
	p.last, p.reached = slices.Clone(p.order), p.level
	if p.exact || p.level == p.depth {
		p.over = true
		return
	}
	slices.SortStableFunc(p.order, func(a, b int) int { return cmp.Compare(p.avg[b].worth, p.avg[a].worth) })
	p.order = p.order[:min(len(p.order), preEndgameDeeper)]
	p.level++
	p.handed, p.finished, p.exact = 0, 0, true
	clear(p.rows)
}

// mean is candidate c's outcome averaged over the deals, each by its
// chance, at the depth being searched; over those the rows say are
// searched for every candidate, when rows is not nil.
func (p *preEndgame) mean(c int, rows []bool) dealt {
	var sum dealt
	total := 0.0
	for d, dl := range p.deals {
		if rows != nil && !rows[d] {
			continue
		}
		v := p.outcomes[c][d]
		sum.wins += dl.weight * won(p.spread+v)
		sum.points += dl.weight * v
		total += dl.weight
	}
	if total == 0 {
		return dealt{}
	}
	sum.wins, sum.points = sum.wins/total, sum.points/total
	sum.worth = sum.wins + spreadWeight*sum.points
	return sum
}

// won is the game's result for a player who ends it spread points ahead:
// 1 for a win, 1/2 for a draw, 0 for a loss.
func won(spread float64) float64 {
	switch {
	case spread > 0:
		return 1
	case spread == 0:
		return 0.5
	}
	return 0
}

// chosen is the candidate worth most at the deepest depth searched in full,
// the first of those tied; with none, the one worth most over the deals
// every candidate was searched in, playouts only; with none of those
// either, the best by equity.
func (p *preEndgame) chosen() move.Move {
	if p.last != nil {
		best := p.last[0]
		for _, c := range p.last {
			if p.avg[c].worth > p.avg[best].worth {
				best = c
			}
		}
		return p.cands[best].play()
	}
	rows := make([]bool, len(p.deals))
	some := false
	for d, n := range p.rows {
		rows[d] = n == len(p.order)
		some = some || rows[d]
	}
	if !some {
		return p.cands[0].play()
	}
	vals := make([]float64, len(p.cands))
	for c := range vals {
		vals[c] = p.mean(c, rows).worth
	}
	return p.cands[bestOf(vals)].play()
}

// results is each candidate's average outcome in points at the deepest
// depth it was searched to in full, and the deepest depth every candidate
// left was searched to (-1 for none); with none, each candidate's equity.
func (p *preEndgame) results() ([]float64, int) {
	if p.last == nil {
		vals := make([]float64, len(p.cands))
		for c := range p.cands {
			vals[c] = p.cands[c].equity
		}
		return vals, -1
	}
	vals := make([]float64, len(p.cands))
	for c := range p.cands {
		vals[c] = p.avg[c].points
	}
	return vals, p.reached
}

// wins is each candidate's chance of winning over the deals at the
// deepest depth it was searched to in full, as results; nil before any
// depth was.
func (p *preEndgame) wins() []float64 {
	if p.last == nil {
		return nil
	}
	wins := make([]float64, len(p.cands))
	for c := range p.cands {
		wins[c] = p.avg[c].wins
	}
	return wins
}

// dealsOf is every way the tiles the player of view v cannot see may lie,
// its bag holding v.BagLen of them and its one opponent the rest, each
// with its chance, the likeliest first. The bag is any of the unseen
// tiles, or, when what the opponent kept was inferred, any of the tiles
// it did not keep by each inferred leave. When the opponent's rack is
// known there is one.
func dealsOf(v game.View, inferred []tile.Rack) []deal {
	if v.Opponent != nil {
		return []deal{{opp: v.Opponent, bag: tile.Rack(removeRack(v.Unseen, v.Opponent)), weight: 1}}
	}
	byBag := map[string]*deal{}
	for _, kept := range inferred {
		if rest := removeRack(v.Unseen, kept); len(rest) == len(v.Unseen)-len(kept) {
			addDeals(byBag, v.Unseen, rest, v.BagLen)
		}
	}
	if len(byBag) == 0 {
		addDeals(byBag, v.Unseen, v.Unseen, v.BagLen)
	}
	deals := make([]deal, 0, len(byBag))
	total := 0.0
	for _, d := range byBag {
		deals = append(deals, *d)
		total += d.weight
	}
	for i := range deals {
		deals[i].weight /= total
	}
	slices.SortFunc(deals, func(a, b deal) int {
		return cmp.Or(cmp.Compare(b.weight, a.weight), cmp.Compare(a.bag.Shown(), b.bag.Shown()))
	})
	return deals
}

// addDeals adds to byBag each bag of n tiles drawn from pool, the
// opponent holding the rest of unseen, each of pool's choices of n tiles
// adding the same share of 1.
func addDeals(byBag map[string]*deal, unseen, pool []tile.Tile, n int) {
	share := 1 / binomial(len(pool), n)
	var bag tile.Rack
	var choose func(from int)
	choose = func(from int) {
		if len(bag) == n {
			sorted := slices.SortedFunc(slices.Values(bag), func(a, b tile.Tile) int { return cmp.Compare(a.Notation(), b.Notation()) })
			key := tile.Rack(sorted).Shown()
			if byBag[key] == nil {
				byBag[key] = &deal{bag: sorted, opp: tile.Rack(removeRack(unseen, sorted))}
			}
			byBag[key].weight += share
			return
		}
		for i := from; i < len(pool); i++ {
			bag = append(bag, pool[i])
			choose(i + 1)
			bag = bag[:len(bag)-1]
		}
	}
	choose(0)
}

// binomial is the number of ways of choosing k things of n.
func binomial(n, k int) float64 {
	b := 1.0
	for i := range k {
		b = b * float64(n-i) / float64(i+1)
	}
	return b
}
