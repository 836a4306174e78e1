package computer

import (
	"cmp"
	"context"
	"slices"
	"time"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/tile"
)

// Appraisal is what the Strong player makes of one move of a position.
type Appraisal struct {
	Move   move.Move // a tile move, an exchange or a pass
	Score  int       // what it scores
	Tiles  int       // the tiles it lays
	Leave  float64   // what the tiles it keeps are worth, and going out what that gains
	Equity float64   // Score + Leave
	Value  float64   // what the look-ahead makes of it when Looked; its Equity otherwise
	Looked bool      // whether the look-ahead valued it
	// Wins is, when the pre-endgame was searched and the move Looked at,
	// its chance of winning over every way the unseen tiles may lie, each
	// by its chance, a draw counting half; 0 otherwise.
	Wins float64
}

// Appraisals are the moves of a position as the Strong player appraises
// them.
type Appraisals struct {
	// Moves are every legal move, best first: those the look-ahead valued,
	// by Wins then Value, then the others by Equity.
	Moves []Appraisal
	// Endgame is set when the look-ahead searched the endgame: a Value is
	// then the points the move wins by, or loses by, from now to the end
	// of the game, the racks left deducted.
	Endgame bool
	// PreEndgame is set when the look-ahead searched the pre-endgame, the
	// bag of a two-player game holding one or two tiles: a Value is then
	// as in the endgame, averaged over every way the unseen tiles may lie,
	// each by its chance, and Wins the chance of winning.
	PreEndgame bool
	// Reach is how far the look-ahead went: the samples of the others'
	// racks every move looked at was tried against, or the depth the
	// endgame was searched to, every move searched that deep (-1 for
	// none); 0 without a look-ahead.
	Reach int
}

// Appraise appraises every legal move of view v: the tile moves, the
// exchanges the rules and the bag allow, and the pass, each by its equity
// as the Strong player ranks its moves. With a budget it then looks ahead
// at the best n of them and at those of also (such as the move a player
// made), valued against one another as Strong values its candidates
// before it plays: in the middle of the game against samples of the
// others' racks, once the bag of a two-player game is empty by searching
// the endgame, and with one or two tiles left in it by searching every
// way they may lie. A move of also that is not legal is passed over. The work
// stops early, with ctx's error, when ctx is cancelled.
func (s *StrongPlayer) Appraise(ctx context.Context, v game.View, n int, also []move.Move, budget time.Duration) (Appraisals, error) {
	if err := ctx.Err(); err != nil {
		return Appraisals{}, err
	}
	all := s.everyMove(v)
	if budget <= 0 || len(all) == 0 {
		return Appraisals{Moves: appraisals(all, nil)}, nil
	}
	looked := lookedAt(all, n, indexesOf(all, v.Grid, also))
	endgame := isEndgame(v)
	if endgame || isPreEndgame(v) { // no exchange: the bag is too low
		looked = slices.DeleteFunc(looked, func(i int) bool { return all[i].turn.Exchange != "" })
	}
	job, pre := s.appraiser(pick(all, looked), v)
	if err := s.run(ctx, job, v, time.Now().Add(budget), nil); err != nil {
		return Appraisals{}, err
	}
	vals, reach := job.results()
	var wins []float64
	if pre != nil {
		wins = pre.wins()
	}
	values := make(map[int]valued, len(looked))
	for k, i := range looked {
		var w float64
		if wins != nil {
			w = wins[k]
		}
		values[i] = valued{vals[k], w}
	}
	return Appraisals{Moves: appraisals(all, values), Endgame: endgame, PreEndgame: wins != nil, Reach: reach}, nil
}

// appraiser is the look-ahead that values cands in view v, as Strong's
// own would but inferring nothing of the opponent's rack: the endgame's
// search, the pre-endgame's (which it also returns), or the middle game's
// simulation.
func (s *StrongPlayer) appraiser(cands []candidate, v game.View) (lookahead, *preEndgame) {
	passes := s.rules.PassesToEnd(len(v.Scores))
	switch {
	case isEndgame(v):
		return newEndgame(cands, v, passes, s.opts.EndgameDepth), nil
	case isPreEndgame(v):
		pre := newPreEndgame(cands, v, passes, s.opts.EndgameDepth, nil) // each deal by the unseen tiles alone
		return pre, pre
	}
	return newSimulation(s, cands, v), nil
}

// valued is what the look-ahead made of a move: its value, and in the
// pre-endgame its chance of winning.
type valued struct{ value, wins float64 }

// everyMove is every legal move of view v as a candidate, by equity, best
// first: the tile moves, the exchanges and the pass.
func (s *StrongPlayer) everyMove(v game.View) []candidate {
	moves := movegen.New(s.rules, s.lex).All(v.Grid, v.Rack, nil)
	all := s.rank(moves, v)
	if s.rules.ExchangeBag > 0 && v.BagLen >= s.rules.ExchangeBag && len(v.Rack) > 0 {
		keepings(tile.Count(v.Rack), func(kept tile.Counts, n int) {
			if n < len(v.Rack) {
				all = append(all, candidate{turn: move.Move{Exchange: thrownBack(v.Rack, kept)}, equity: s.leaveValue(&kept, v.BagLen)})
			}
		})
	}
	full := tile.Count(v.Rack)
	all = append(all, candidate{turn: move.Pass, equity: s.leaveValue(&full, v.BagLen)})
	slices.SortStableFunc(all, func(a, b candidate) int { return cmp.Compare(b.equity, a.equity) })
	return all
}

// lookedAt is the indexes of all to look ahead at: the first n, and those
// of also.
func lookedAt(all []candidate, n int, also []int) []int {
	var looked []int
	for i := range min(n, len(all)) {
		looked = append(looked, i)
	}
	for _, i := range also {
		if !slices.Contains(looked, i) {
			looked = append(looked, i)
		}
	}
	return looked
}

// pick is the candidates of all at the indexes.
func pick(all []candidate, indexes []int) []candidate {
	cands := make([]candidate, len(indexes))
	for k, i := range indexes {
		cands[k] = all[i]
	}
	return cands
}

// appraisals is every candidate as an Appraisal, with the look-ahead's
// values where it gave one, in the order of Appraisals.Moves.
func appraisals(all []candidate, values map[int]valued) []Appraisal {
	out := make([]Appraisal, len(all))
	for i := range all {
		c := &all[i]
		a := Appraisal{Move: c.turn, Score: c.move.Score, Tiles: c.move.Tiles(), Equity: c.equity, Value: c.equity}
		if c.turn.IsTiles() {
			a.Move = c.move.Move()
		}
		a.Leave = c.equity - float64(a.Score)
		if v, ok := values[i]; ok {
			a.Value, a.Wins, a.Looked = v.value, v.wins, true
		}
		out[i] = a
	}
	slices.SortStableFunc(out, func(a, b Appraisal) int {
		if a.Looked != b.Looked {
			if a.Looked {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(b.Wins, a.Wins), cmp.Compare(b.Value, a.Value))
	})
	return out
}

// Index is the index in a.Moves of move m, made on grid g, the position
// appraised, or -1 when m is no legal move of it. A tile move is known by
// the squares it fills and the letters it lays there, whichever way it is
// written; an exchange by the tiles it throws back, in any order.
func (a Appraisals) Index(g *board.Grid, m move.Move) int {
	return slices.IndexFunc(a.Moves, func(x Appraisal) bool {
		c := candidate{turn: x.Move}
		if x.Move.IsTiles() {
			c = candidate{move: move.Pack(x.Move, x.Score)}
		}
		return same(&c, m, g)
	})
}

// indexesOf is the indexes in all of the moves of also that are legal,
// known by the squares their tiles fill on grid g and the letters they
// lay there, whichever way they are written.
func indexesOf(all []candidate, g *board.Grid, also []move.Move) []int {
	var found []int
	for _, m := range also {
		i := slices.IndexFunc(all, func(c candidate) bool { return same(&c, m, g) })
		if i >= 0 {
			found = append(found, i)
		}
	}
	return found
}

// same reports whether candidate c is move m on grid g.
func same(c *candidate, m move.Move, g *board.Grid) bool {
	switch {
	case m.Pass || c.turn.Pass:
		return m.Pass && c.turn.Pass
	case m.Exchange != "" || c.turn.Exchange != "":
		return sameTiles(m.Exchange, c.turn.Exchange)
	case len(m.Word) > tile.MaxRack:
		return false // no rack lays so many tiles
	}
	return Placement(g, move.Pack(m, 0)) == Placement(g, c.move)
}

// sameTiles reports whether two exchanges throw back the same tiles.
func sameTiles(a, b string) bool {
	sa, sb := []byte(a), []byte(b)
	slices.Sort(sa)
	slices.Sort(sb)
	return string(sa) == string(sb)
}

// Placement is where tile move m lays its tiles on grid g, and which: for
// each tile its square's index and its letter in notation. Two ways of
// writing one move have one placement.
func Placement(g *board.Grid, m move.Packed) string {
	b := g.Board()
	at := m.Origin()
	key := make([]byte, 0, 3*m.N)
	for _, c := range m.Word[:m.N] {
		at = g.FreeFrom(at, m.Dir)
		if !b.Contains(at) {
			return ""
		}
		i := b.Index(at)
		key = append(key, byte(i>>8), byte(i), c)
		at = at.Next(m.Dir)
	}
	return string(key)
}
