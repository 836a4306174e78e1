package computer

import (
	"context"
	"runtime"
	"scraebbkle/core/game"
	"scraebbkle/core/leave"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
	"time"
)

// DefaultStrongBudget is how long the Strong player thinks about a move
// unless it is given another budget.
const DefaultStrongBudget = time.Second

// StrongOptions tune a Strong player. The zero value is the default, and
// each zero field takes its default.
type StrongOptions struct {
	// Candidates is how many of the moves best by equity are looked ahead
	// at (default 12; with three or four players 4 to 12, as the budget
	// allows, see crowdCandidates; in an open game, where the opponent's
	// rack is known, four times as many). 1 plays the best move by equity
	// at once.
	Candidates int
	// Samples is the most opponent racks drawn for each candidate; 0 lets
	// the time budget decide (up to 4096).
	Samples int
	// Plies is how deep the middle-game look-ahead plays after each
	// candidate: 1, the opponent's reply, the candidate valued by its
	// equity less the reply; or 2 (the default), the reply and the
	// player's own answer with the tiles it would draw, valued by its
	// score and both.
	Plies int
	// EndgameDepth is the most plies searched exactly after each
	// candidate once the bag of a two-player game holds two tiles or
	// fewer, before the game is played out greedily (default 8; the
	// budget usually stops the search first).
	EndgameDepth int
	// Workers is the number of goroutines that look ahead (default
	// runtime.GOMAXPROCS(0)).
	Workers int
	// Leaves is the leave table (default the one derived for the game,
	// leave.ForGame).
	Leaves *leave.Table
}

// The defaults of StrongOptions, and the limits of the look-ahead.
const (
	defaultCandidates = 12
	fewestCandidates  = 4                        // with three or four players and a short budget
	candidateTime     = 37500 * time.Microsecond // the budget on every worker, with three or four players, that a candidate takes
	defaultPlies      = 2
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
// [leave.Table]). As the bag runs low the table counts less and the face value
// of the tiles kept counts against them, since tiles left on the rack at
// the end are deducted (a blank costs 8, a Q 12).
//
// Then it looks ahead within its time budget on every core. In the middle
// of the game it takes the best candidates by equity (and its best
// exchange, when that is worth as much) and plays each against the same
// opponent racks, drawn at random from the tiles it cannot see, starting
// with what the opponent's last move says it kept (or the opponent's rack
// itself in an open game): the opponent answers with its best move by
// equity on the board the candidate leaves, so a move that opens a large
// premium square (or a bingo lane) pays for it, and Strong answers in
// turn. It plays the candidate that most often wins, by the game's table
// of the chance of winning, or by points where the game has none. When the
// bag of a two-player game is empty both racks are known, and it searches
// the endgame: its moves, the opponent's best answers and its own, deeper
// as time allows, each line played out to the end with the tiles left on
// both racks deducted. With one or two tiles in the bag it searches the
// same way in every way the unseen tiles may lie between the opponent's
// rack and the bag, and plays the move that wins in most of them. With
// three or four players the racks of the others are not known one by one,
// so it goes on looking ahead as in the middle of the game, a player who
// goes out in a sample ending the game there with the tiles the others
// hold.
//
// It never passes while it has a legal move, even when every
// move loses points. It is safe for concurrent use: each call works on its
// own copies.
type StrongPlayer struct {
	rules  *rules.Set
	lex    *lexicon.Lexicon
	budget time.Duration
	seed   uint64
	opts   StrongOptions
	face   [tile.Kinds]int // each kind's points by the rules, a blank's too: what a tile left on a rack costs
}

// NewStrong returns a Strong player that thinks for budget a move
// (DefaultStrongBudget when budget is not positive), using every core; its
// random draws come from seed.
func NewStrong(rules *rules.Set, lex *lexicon.Lexicon, budget time.Duration, seed uint64) *StrongPlayer {
	return NewStrongWith(rules, lex, budget, seed, StrongOptions{})
}

// NewStrongWith is NewStrong with options.
func NewStrongWith(rules *rules.Set, lex *lexicon.Lexicon, budget time.Duration, seed uint64, opts StrongOptions) *StrongPlayer {
	if budget <= 0 {
		budget = DefaultStrongBudget
	}
	if opts.Samples <= 0 || opts.Samples > maxSamples {
		opts.Samples = maxSamples
	}
	if opts.Plies <= 0 || opts.Plies > 2 {
		opts.Plies = defaultPlies
	}
	if opts.EndgameDepth <= 0 {
		opts.EndgameDepth = endgameMaxDepth
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.Leaves == nil {
		opts.Leaves = leave.ForGame(rules.ID)
	}
	s := &StrongPlayer{rules: rules, lex: lex, budget: budget, seed: seed, opts: opts}
	for c := range s.face {
		s.face[c], _ = rules.TileSet.Value(byte('A' + c))
	}
	s.face[tile.BlankIndex] = rules.BlankValue
	return s
}

// Budget is how long a move may take.
func (s *StrongPlayer) Budget() time.Duration { return s.budget }

// Choose returns the move that the look-ahead finds best within the
// budget, or a pass when no tile move is legal.
func (s *StrongPlayer) Choose(ctx context.Context, v game.View) (move.Move, error) {
	return s.ChooseNow(ctx, v, nil)
}

// ChooseNow is Choose, but plays the best move found so far as soon as now
// is closed. It returns the context's error when ctx is cancelled first.
func (s *StrongPlayer) ChooseNow(ctx context.Context, v game.View, now <-chan struct{}) (move.Move, error) {
	if err := ctx.Err(); err != nil {
		return move.Move{}, err
	}
	deadline := time.Now().Add(s.budget)
	endgame, preEnd := isEndgame(v), isPreEndgame(v)
	n := s.simulationCandidates(v)
	if endgame || preEnd {
		n = endgameCandidates
	}
	cands := s.best(v, max(n, 2)) // two at least, to tell a lone move
	if len(cands) == 0 {
		return stuck(s.rules, v), nil
	}
	cands = cands[:min(n, len(cands))]
	ex, worth, canExchange := s.bestExchange(v) // never with the bag empty
	if canExchange && s.opts.Candidates != 1 && worth > cands[len(cands)-1].equity {
		cands = append(cands, candidate{turn: ex, equity: worth})
	}
	var job lookahead
	switch {
	case s.opts.Candidates == 1 && canExchange && worth > cands[0].equity+exchangeMargin:
		return ex, nil
	case s.opts.Candidates == 1 || len(cands) == 1:
		return cands[0].play(), nil
	case endgame:
		job = newEndgame(cands, v, s.rules.PassesToEnd(len(v.Scores)), s.opts.EndgameDepth)
	case preEnd:
		inferred := s.infer(v, time.Now().Add(s.budget/inferShare))
		job = newPreEndgame(tileMoves(cands), v, s.rules.PassesToEnd(len(v.Scores)), s.opts.EndgameDepth, inferred)
	default:
		sim := newSimulation(s, cands, v)
		sim.prune = true
		sim.inferred = s.infer(v, time.Now().Add(s.budget/inferShare))
		job = sim
	}
	if err := s.run(ctx, job, v, deadline, now); err != nil {
		return move.Move{}, err
	}
	return job.chosen(), nil
}

// tileMoves is the tile moves of cands: the search after an exchange
// would need a fuller bag than the pre-endgame's, and no computer passes
// while it has a legal move.
func tileMoves(cands []candidate) []candidate {
	return slices.DeleteFunc(slices.Clone(cands), func(c candidate) bool { return c.turn != move.Move{} })
}

// ByEquity returns up to n legal moves best by equity, the score plus the
// value of the tiles kept, best first, without looking ahead: the moves the
// look-ahead starts from. It is empty when no tile move is legal.
func (s *StrongPlayer) ByEquity(v game.View, n int) []move.Move {
	cands := s.best(v, n)
	ranked := make([]move.Move, len(cands))
	for i := range cands {
		ranked[i] = cands[i].move.Move()
	}
	return ranked
}

// candidate is a move being considered, with its equity. A tile move is
// its packed move; an exchange or a pass lays nothing (a packed move of
// no tiles) and is told by turn.
type candidate struct {
	move   move.Packed
	turn   move.Move // an exchange or a pass; the zero Move for a tile move
	equity float64   // score plus the value of the tiles kept
	kept   tile.Rack // the tiles kept
}

// play is the candidate as a move to play.
func (c *candidate) play() move.Move {
	if c.turn.Exchange != "" || c.turn.Pass {
		return c.turn
	}
	return c.move.Move()
}

// keep sets the tiles the candidate keeps of rack.
func (c *candidate) keep(rack tile.Rack) {
	if c.turn.Exchange != "" {
		_, c.kept, _ = rack.Take(c.turn.Exchange)
		return
	}
	c.kept = removeTiles(nil, rack, &c.move)
}

// draws is how many tiles the candidate draws from the bag, at most.
func (c *candidate) draws() int {
	if c.turn.Exchange != "" {
		return len(c.turn.Exchange)
	}
	return c.move.Tiles()
}

// best returns the best n tile moves of view v as candidates, best equity
// first, ties going to the higher score, then to the notation that comes
// first (move.Better), found by a search that walks only where they may
// lie (movegen.Best).
func (s *StrongPlayer) best(v game.View, n int) []candidate {
	var leaves move.Leaves
	var top move.Top
	s.leaves(v, &leaves)
	top.Reset(n)
	movegen.Best(movegen.New(s.rules, s.lex), v.Grid, v.Rack, &leaves, &top)
	return candidates(top.Moves(), top.Equities())
}

// rank returns moves, every legal tile move of view v, as candidates in
// the order of best, whatever order they were generated in.
func (s *StrongPlayer) rank(moves []move.Packed, v game.View) []candidate {
	var leaves move.Leaves
	s.leaves(v, &leaves)
	equity := make([]float64, len(moves))
	for i := range moves {
		equity[i] = leaves.Equity(&moves[i])
	}
	cands := candidates(moves, equity)
	slices.SortFunc(cands, func(a, b candidate) int {
		switch {
		case move.Better(&a.move, a.equity, &b.move, b.equity):
			return -1
		case move.Better(&b.move, b.equity, &a.move, a.equity):
			return 1
		}
		return 0
	})
	return cands
}

// candidates are moves of the equities given as candidates.
func candidates(moves []move.Packed, equity []float64) []candidate {
	cands := make([]candidate, len(moves))
	for i := range moves {
		cands[i] = candidate{move: moves[i], equity: equity[i]}
	}
	return cands
}

// leaves fills l with what each part of the rack of view v is worth kept:
// when the bag is empty, keeping nothing, going out, also gains what the
// rules give for the tiles the others hold (rules.Set.OutGain).
func (s *StrongPlayer) leaves(v game.View, l *move.Leaves) {
	s.fillLeaves(l, v.Rack, v.BagLen, float64(outGain(s.rules, v.BagLen, tile.Rack(v.Unseen))))
}

// fillLeaves fills l with what each part of rack is worth kept with bag
// tiles in the bag before the move's draw (leaveValue), keeping nothing
// gaining outBonus more when the bag is empty.
func (s *StrongPlayer) fillLeaves(l *move.Leaves, rack tile.Rack, bag int, outBonus float64) {
	l.Fill(rack, func(kept *tile.Counts) float64 {
		w := s.leaveValue(kept, bag)
		if bag == 0 && empty(kept) {
			w += outBonus
		}
		return w
	})
}

// empty reports whether no tile is counted.
func empty(c *tile.Counts) bool { return *c == tile.Counts{} }

// leaveValue is what keeping the counted tiles is worth with bag tiles in
// the bag before the move's draw. With a full enough bag it is the
// table's value; as the bag runs out the table counts less and the tiles'
// face value, which the end of the game may deduct, counts against them.
// With the bag empty the endgame search counts the deductions exactly.
func (s *StrongPlayer) leaveValue(kept *tile.Counts, bag int) float64 {
	table := s.opts.Leaves.Value(kept)
	if bag >= fullLeaveBag {
		return table
	}
	face := 0
	for c, n := range kept {
		face += n * s.face[c]
	}
	f := float64(bag) / fullLeaveBag
	return f*table - (1-f)*stuckFactor*float64(face)
}

// bestExchange returns the exchange whose kept tiles are worth most, and
// what it is worth: the value of the tiles kept, since it scores nothing.
// It reports false where the rules or the bag allow no exchange.
func (s *StrongPlayer) bestExchange(v game.View) (move.Move, float64, bool) {
	if s.rules.ExchangeBag == 0 || v.BagLen < s.rules.ExchangeBag || len(v.Rack) == 0 {
		return move.Move{}, 0, false
	}
	full := tile.Count(v.Rack)
	var best tile.Counts
	bestValue, found := 0.0, false
	keepings(full, func(kept tile.Counts, n int) {
		if n == len(v.Rack) {
			return // an exchange throws back one tile at least
		}
		if value := s.leaveValue(&kept, v.BagLen); !found || value > bestValue {
			best, bestValue, found = kept, value, true
		}
	})
	return move.Move{Exchange: thrownBack(v.Rack, best)}, bestValue, found
}
