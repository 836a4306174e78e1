package computer

import (
	"math/rand/v2"
	"time"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/tile"
)

// Strong infers what its opponent kept from the move it last made: a
// player who keeps good tiles plays differently from one who keeps bad
// ones. It draws what the opponent may have kept from the tiles it cannot
// see, as the bag would have dealt them, and keeps the draws with which the
// opponent's move was, by Strong's own equity, within inferSlack of the
// best it could have made. The look-ahead then deals the opponent those
// tiles, and the rest of its rack from the tiles left.
const (
	inferSlack   = 6    // points of equity a move may fall short of the best and still tell
	inferTries   = 4000 // draws tried, at most
	inferKept    = 256  // draws kept, at most
	inferShare   = 8    // the budget's share spent inferring, at most: one part in this many
	inferLeast   = 16   // draws kept, at least, for the inference to count
	inferBagLeft = 1    // tiles in the bag after the move, at least, for the inference to count
)

// infer is what the opponent may have kept after its last move, v.Last, by
// the draws kept (see above), trying until the deadline at the latest;
// nil when there is nothing to infer (no last move, one that laid every
// tile, an empty bag) or too few draws were kept to tell.
func (s *StrongPlayer) infer(v game.View, deadline time.Time) []tile.Rack {
	last := v.Last
	if last == nil || len(v.Scores) != 2 || v.Opponent != nil || v.BagLen < inferBagLeft {
		return nil
	}
	k := last.Held - len(last.Laid)
	if k <= 0 || k > len(v.Unseen) || len(last.Laid) > tile.MaxRack || last.Held > tile.MaxRack {
		return nil
	}
	gen := movegen.New(s.rules, s.lex)
	rng := rand.New(rand.NewPCG(positionSeed(s.seed, v), 1))
	pool := append([]tile.Tile(nil), v.Unseen...)
	rack := make(tile.Rack, 0, last.Held)
	var leaves move.Leaves
	var top move.Top
	var kept []tile.Rack
	for try := 0; try < inferTries && len(kept) < inferKept; try++ {
		if try&15 == 0 && time.Now().After(deadline) {
			break
		}
		dealFront(rng, pool, 0, k)
		leave := tile.Rack(pool[:k])
		rack = append(append(rack[:0], last.Laid...), leave...)
		s.fillLeaves(&leaves, rack, last.BagLen, 0)
		top.Reset(1)
		movegen.Best(gen, last.Grid, rack, &leaves, &top)
		counted := tile.Count(leave)
		played := float64(last.Score) + s.leaveValue(&counted, last.BagLen)
		if eq := top.Equities(); len(eq) == 0 || played >= eq[0]-inferSlack {
			kept = append(kept, append(tile.Rack(nil), leave...))
		}
	}
	if len(kept) < inferLeast {
		return nil
	}
	return kept
}
