package computer

import (
	"context"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/referee"
	"time"
)

// Strategy chooses the moves of a computer player. Choose returns a legal
// move for the view, or a pass only when no tile move is legal, and returns
// early with the context's error when ctx is cancelled.
type Strategy interface {
	Choose(ctx context.Context, v game.View) (move.Move, error)
}

// Hurried is a Strategy that thinks within a time budget and can be told
// to play its best move so far at once.
type Hurried interface {
	Strategy
	// Budget is how long a move may take.
	Budget() time.Duration
	// ChooseNow is Choose, but returns the best move found so far as soon
	// as now is closed.
	ChooseNow(ctx context.Context, v game.View, now <-chan struct{}) (move.Move, error)
}

// HighScore is the strategy that plays the highest-scoring legal move, found
// by the referee's exhaustive search. Ties go to the move whose notation
// comes first, rows counted as numbers (compareMoves). When no tile move is
// legal it exchanges (stuck), and it plays a move even when every legal
// move scores zero or less.
type HighScore struct {
	Referee *referee.Referee
}

// Choose returns the best-scoring legal move, or a pass when there is none.
func (h HighScore) Choose(ctx context.Context, v game.View) (move.Move, error) {
	best, found := move.Play{}, false
	err := exhaustive.Search(ctx, h.Referee, v.Grid, v.Rack, func(p move.Play) bool {
		if !found || better(p, best) {
			best, found = p, true
		}
		return true
	})
	if err != nil {
		return move.Move{}, err
	}
	if !found {
		return stuck(h.Referee.Rules, v), nil
	}
	return best.Move, nil
}

// better reports whether play a beats play b: a higher score, then the
// notation first in order (compareMoves).
func better(a, b move.Play) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return move.Compare(a.Move, b.Move) < 0
}
