package computer

import (
	"context"
	"math/rand/v2"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"slices"
)

// Best is the Normal computer player: it plays the highest-scoring legal
// move, ties going to the move whose notation comes first, and when no
// tile move is legal it exchanges (stuck). It plays exactly as HighScore,
// fast.
type Best struct {
	rules *rules.Set
	gen   movegen.Generator
	moves []move.Packed
}

// NewBest returns a Normal player using the word list.
func NewBest(rules *rules.Set, lex *lexicon.Lexicon) *Best {
	return &Best{rules: rules, gen: movegen.New(rules, lex)}
}

// Choose returns the best-scoring legal move, or a pass.
func (b *Best) Choose(ctx context.Context, v game.View) (move.Move, error) {
	if err := ctx.Err(); err != nil {
		return move.Move{}, err
	}
	b.moves = b.gen.All(v.Grid, v.Rack, b.moves[:0])
	if len(b.moves) == 0 {
		return stuck(b.rules, v), nil
	}
	best := &b.moves[0]
	for i := range b.moves {
		if b.moves[i].Beats(best) {
			best = &b.moves[i]
		}
	}
	return best.Move(), nil
}

// Modest is the Easy computer player: it plays a legal move of modest
// score, picked at random between the 30th and 60th percentile of the
// scores of the legal moves that score points (of all legal moves when none
// does), and when no tile move is legal it exchanges (stuck).
type Modest struct {
	rules *rules.Set
	gen   movegen.Generator
	rng   *rand.Rand
	moves []move.Packed
}

// NewModest returns an Easy player using the word list, its choices
// drawn from seed.
func NewModest(rules *rules.Set, lex *lexicon.Lexicon, seed uint64) *Modest {
	return &Modest{rules: rules, gen: movegen.New(rules, lex), rng: rand.New(rand.NewPCG(seed, 7))}
}

// Choose returns a move of modest score, or a pass.
func (e *Modest) Choose(ctx context.Context, v game.View) (move.Move, error) {
	if err := ctx.Err(); err != nil {
		return move.Move{}, err
	}
	e.moves = e.gen.All(v.Grid, v.Rack, e.moves[:0])
	n := len(e.moves)
	if n == 0 {
		return stuck(e.rules, v), nil
	}
	slices.SortFunc(e.moves, move.ByScore)
	// Moves that score nothing or lose points are no modest play while a
	// scoring one exists. The buffer keeps its whole length for next time.
	moves := e.moves
	if first := slices.IndexFunc(moves, func(m move.Packed) bool { return m.Score > 0 }); first >= 0 {
		moves = moves[first:]
		n = len(moves)
	}
	lo, hi := n*3/10, max(n*6/10, n*3/10+1)
	return moves[lo+e.rng.IntN(hi-lo)].Move(), nil
}

// stuck is the turn of a player with no legal tile move: an exchange of
// the whole rack where the rules and the bag allow one, a pass otherwise.
func stuck(r *rules.Set, v game.View) move.Move {
	if r.ExchangeBag > 0 && v.BagLen >= r.ExchangeBag && len(v.Rack) > 0 {
		return move.Move{Exchange: v.Rack.Letters()}
	}
	return move.Pass
}
