package seat

import (
	"fmt"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// GameOf is what a guest learns of game g on joining: its rules, its
// board, the names of its players and each seat's kind (wire.Human,
// wire.Computer or wire.Remote).
func GameOf(g *game.Game, names, kinds []string) wire.Game {
	b := g.Board()
	return wire.Game{Rules: g.Rules().ID, Board: b.Format(), Name: b.Name(), Names: names, Kinds: kinds, Open: g.Open()}
}

// Setup is the rules and the board of a game a guest joined, read from
// what the host sent; an error says what this copy cannot read of it.
func Setup(w *wire.Game) (*rules.Set, *board.Board, error) {
	r, err := rules.ByID(w.Rules)
	if err != nil {
		return nil, nil, fmt.Errorf("the host plays a game this copy does not know: %w", err)
	}
	b, err := board.Parse(r.Board, w.Name, []byte(w.Board))
	if err != nil {
		return nil, nil, fmt.Errorf("the host's board: %w", err)
	}
	return r, b, nil
}

// Label names seat s for the other players, from the seats' names:
// "Zoe (Player 2)", or "Player 2" when it has no name of its own.
func Label(names []string, s int) string {
	player := fmt.Sprintf("Player %d", s+1)
	if s >= len(names) || names[s] == "" || names[s] == player {
		return player
	}
	return names[s] + " (" + player + ")"
}
