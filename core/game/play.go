package game

import (
	"fmt"
	"slices"

	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// Check works out a move for the player to move without making it.
func (g *Game) Check(m move.Move) (move.Play, error) {
	if g.over {
		return move.Play{}, ErrGameOver
	}
	rack := g.players[g.turn].Rack
	if m.Exchange != "" {
		return g.ref.CheckExchange(rack, g.bag.Len(), m)
	}
	return g.ref.Check(g.grid, rack, m)
}

// Play makes a move for the player to move: it lays the tiles, adds the
// score, refills the rack from the bag (or exchanges tiles), checks
// whether the game has ended and passes the turn on. A refused move
// changes nothing and returns the *Refusal.
func (g *Game) Play(m move.Move) (Turn, error) {
	play, err := g.Check(m)
	if err != nil {
		return Turn{}, err
	}
	p := &g.players[g.turn]
	t := Turn{Player: g.turn, Rack: slices.Clone(p.Rack), Play: play}
	switch {
	case m.Exchange != "":
		t.Drawn, t.Bag = g.exchange(p, m.Exchange)
	case !m.Pass:
		g.grid.Apply(play.Placed)
		_, p.Rack, _ = p.Rack.Take(m.Word)
		p.Score += play.Score
		t.Drawn = g.bag.Draw(g.ref.Rules.RackSize - len(p.Rack))
		p.Rack = append(p.Rack, t.Drawn...)
	}
	g.endTurn(&t, p)
	return t, nil
}

// exchange throws back the tiles of p's rack written in letters: p draws
// as many new tiles first, then the old ones go back into the bag, which
// is shuffled from a seed made of its order and the turn. It returns the
// tiles drawn and the bag's order after.
func (g *Game) exchange(p *Player, letters string) (drawn, bag []tile.Tile) {
	old, rest, _ := p.Rack.Take(letters)
	drawn = g.bag.Draw(len(old))
	p.Rack = append(rest, drawn...)
	g.bag.Put(old, tile.SeedOf(g.bag.Tiles(), uint64(len(g.history))))
	return drawn, g.bag.Tiles()
}

// endTurn records turn t of player p, counts it towards the end, ends the
// game when it should and passes the turn on.
func (g *Game) endTurn(t *Turn, p *Player) {
	t.Total = p.Score
	g.history = append(g.history, *t)
	if g.ref.Rules.End.Counts(t.Play.Move, t.Play.Score) {
		g.idle++
	} else {
		g.idle = 0
	}
	wentOut := t.Play.Move.IsTiles() && g.bag.Len() == 0 && len(p.Rack) == 0
	g.over = wentOut || g.idle >= g.idleToEnd()
	g.turn = (g.turn + 1) % len(g.players)
}

// idleToEnd is how many turns in a row that count towards the end end the
// game.
func (g *Game) idleToEnd() int { return g.ref.Rules.PassesToEnd(len(g.players)) }

// PassEnds reports whether a pass now would end the game: the turns before
// it in a row that count towards the end are one short of what ends it.
func (g *Game) PassEnds() bool { return !g.over && g.idle+1 >= g.idleToEnd() }

// Replay plays move m again as it was played in a recorded game, then,
// when bag is not nil, puts the bag in that order, as the turn recorded
// it (Turn.Bag): its tiles must be those in the bag.
func (g *Game) Replay(m move.Move, bag []tile.Tile) (Turn, error) {
	t, err := g.Play(m)
	if err != nil || bag == nil {
		return t, err
	}
	if tile.Count(bag) != tile.Count(g.bag.Tiles()) {
		return t, fmt.Errorf("the bag recorded after the turn holds %s, but the bag holds %s", tile.Rack(bag).Letters(), tile.Rack(g.bag.Tiles()).Letters())
	}
	g.bag = tile.NewBagInOrder(bag)
	t.Bag = slices.Clone(bag)
	g.history[len(g.history)-1].Bag = t.Bag
	return t, nil
}
