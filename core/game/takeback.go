package game

import (
	"fmt"
	"scraebbkle/core/tile"
	"slices"
)

// TakeBack returns the game as it was before its last n turns: a new game
// dealt from the same bag order and replayed with every turn but those, so
// that the board, the racks, the scores and the history are exactly what
// they were then, and the bag holds the same tiles, in the order it has
// now (which ShuffleBag may have changed since). g itself is not changed.
func (g *Game) TakeBack(n int) (*Game, error) {
	if n < 0 || n > len(g.history) {
		return nil, fmt.Errorf("cannot take back %d turns of %d", n, len(g.history))
	}
	kinds := make([]PlayerKind, len(g.players))
	for i, p := range g.players {
		kinds[i] = p.Kind
	}
	back, err := New(g.ref, g.Board(), tile.NewBagInOrder(g.initial), kinds, g.open)
	if err != nil {
		return nil, err
	}
	if g.dealt != nil {
		if err := back.SetDealtBag(g.dealt); err != nil {
			return nil, err
		}
	}
	for i, t := range g.history[:len(g.history)-n] {
		if _, err := back.Replay(t.Play.Move, t.Bag); err != nil {
			return nil, fmt.Errorf("turn %d does not replay: %w", i+1, err)
		}
	}
	return back, nil
}

// ShuffleBag puts the tiles left in the bag in a new order, drawn from a
// random source made from seed, so that a move taken back and played
// again does not draw the tiles it drew before, which the player has seen.
// The game's bag order is changed with it, the tiles drawn so far keeping
// their places, so that the game still replays and saves as it stands.
//
// While the draws still follow the initial order (no draw for the first
// move, no exchange), that order is changed; otherwise the new order is
// recorded on the last turn (Turn.Bag), or as the bag after the deal.
func (g *Game) ShuffleBag(seed uint64) {
	left := g.bag.Tiles()
	tile.Shuffle(left, seed)
	g.bag = tile.NewBagInOrder(left)
	switch n := len(g.history); {
	case g.drawsFollowInitial():
		drawn := len(g.initial) - len(left)
		g.initial = append(g.initial[:drawn:drawn], left...)
	case n > 0:
		g.history[n-1].Bag = slices.Clone(left)
	default:
		g.dealt = slices.Clone(left)
	}
}

// drawsFollowInitial reports whether every tile drawn so far came from the
// front of the initial order, in turn.
func (g *Game) drawsFollowInitial() bool {
	return len(g.draws) == 0 && g.dealt == nil && !slices.ContainsFunc(g.history, func(t Turn) bool { return t.Bag != nil })
}

// DealtBag is the bag's order after the deal when it was shuffled since
// (ShuffleBag before the first turn of a game whose draws do not follow
// its initial order), or nil.
func (g *Game) DealtBag() []tile.Tile { return slices.Clone(g.dealt) }

// SetDealtBag puts the bag of a game not yet begun in the given order, a
// DealtBag of the same game: the tiles must be those in the bag.
func (g *Game) SetDealtBag(order []tile.Tile) error {
	if len(g.history) > 0 || tile.Count(order) != tile.Count(g.bag.Tiles()) {
		return fmt.Errorf("the bag after the deal holds %s, but the bag holds %s", tile.Rack(order).Letters(), tile.Rack(g.bag.Tiles()).Letters())
	}
	g.bag = tile.NewBagInOrder(order)
	g.dealt = slices.Clone(order)
	return nil
}

// TurnsToTakeBack is how many turns, counted from the last, must be taken
// back to undo player p's last move and every reply to it; 0 when p has
// not moved yet.
func (g *Game) TurnsToTakeBack(p int) int {
	for i := len(g.history) - 1; i >= 0; i-- {
		if g.history[i].Player == p {
			return len(g.history) - i
		}
	}
	return 0
}
