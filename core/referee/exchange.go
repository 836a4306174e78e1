package referee

import (
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// CheckExchange works out exchange m for a player holding rack while the
// bag holds bagLen tiles: allowed when the rules allow exchanges, the bag
// holds enough tiles and the rack holds the tiles to throw back. It scores
// nothing. A refusal says why not.
func (ref *Referee) CheckExchange(rack tile.Rack, bagLen int, m move.Move) (move.Play, error) {
	r := ref.Rules
	switch {
	case r.ExchangeBag == 0:
		return move.Play{}, &Refusal{Reason: NoExchanges, Move: m}
	case bagLen < r.ExchangeBag:
		return move.Play{}, &Refusal{Reason: BagTooSmall, Move: m, Bag: bagLen, MinBag: r.ExchangeBag}
	}
	if _, _, missing := rack.Take(m.Exchange); missing != "" {
		return move.Play{}, &Refusal{Reason: MissingTiles, Move: m, Missing: missing}
	}
	return move.Play{Move: m}, nil
}
