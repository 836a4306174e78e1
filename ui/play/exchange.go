package play

import (
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/ui/exchange"
	"scraebbkle/ui/turn"
)

// exchange asks the human to move which tiles to throw back, and
// exchanges them once they confirm, taking back first any tiles placed.
// Where the rules or the bag allow no exchange, the status line says why.
func (g *gestures) exchange() {
	t := g.t
	if !t.CanPlace() {
		return
	}
	if why := noExchange(t.game); why != "" {
		t.status.showAfter(why)
		return
	}
	m := t.turn
	m.RecallAll()
	g.Placed()
	exchange.Ask(t.host.Dialogs, m.Hand().Tiles(), exchangeCost(t.game), func(letters string) {
		if t.turn != m || !t.CanPlace() {
			return
		}
		x := move.Move{Exchange: letters}
		if _, err := t.ctrl.Submit(x); err != nil {
			t.status.set(turn.Refusal(t.game.Rules(), x, err))
		}
	})
}

// noExchange says why the player to move in game g may not exchange
// tiles now, as the rules say it: none are allowed, or the bag holds too
// few; "" when they may.
func noExchange(g *game.Game) string {
	rack := g.Player(g.ToMove()).Rack
	if len(rack) == 0 {
		return ""
	}
	x := move.Move{Exchange: rack.Letters()[:1]}
	if _, err := g.Check(x); err != nil {
		return turn.Refusal(g.Rules(), x, err)
	}
	return ""
}

// exchangeCost is what an exchange costs the player to move in game g
// now: the scoreless turns in a row before it, and how many end the game.
func exchangeCost(g *game.Game) exchange.Cost {
	c := exchange.CostAfter(g.Rules(), g.Players(), g.History())
	c.Ends = g.PassEnds() // the game knows when it ends
	return c
}

// exchanges reports whether the rules of game g allow exchanges at all.
func exchanges(g *game.Game) bool { return g.Rules().ExchangeBag > 0 }
