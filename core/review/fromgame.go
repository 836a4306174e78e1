package review

import (
	"fmt"

	"scraebbkle/core/game"
)

// FromGame is game g to review, as far as it has gone, its players named
// names (by default "Player 1" …). Every rack is known: the turns are the
// positions g itself passed through, replayed from its first deal; g is
// not changed.
func FromGame(g *game.Game, names []string) (*Game, error) {
	back, err := g.TakeBack(g.Turns())
	if err != nil {
		return nil, err
	}
	r := &Game{Referee: g.Referee(), Board: g.Board(), Names: namesFor(names, g.Players()), Open: g.Open()}
	for i, t := range g.History() {
		r.Turns = append(r.Turns, Position{View: back.View(), Played: t.Play.Move, Score: t.Play.Score, Drawn: t.Drawn})
		if _, err := back.Replay(t.Play.Move, t.Bag); err != nil {
			return nil, fmt.Errorf("turn %d does not replay: %w", i+1, err)
		}
	}
	r.Now = back.View()
	if g.Over() {
		r.Final = g.Outcome().Finals
	}
	return r, nil
}

// namesFor is names, or for each of the players it does not name,
// "Player N".
func namesFor(names []string, players int) []string {
	out := make([]string, players)
	for i := range out {
		out[i] = fmt.Sprintf("Player %d", i+1)
		if i < len(names) && names[i] != "" {
			out[i] = names[i]
		}
	}
	return out
}
