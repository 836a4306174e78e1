package save

import (
	"fmt"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/tile"
)

// Extras is what a save file keeps besides the game itself: each
// computer player's level, the hints the players asked for and the order
// each player arranged their rack in.
type Extras struct {
	Levels []computer.Level
	Hints  game.HintLog
	// Arranged[i] is player i's rack in the order they arranged it, nil
	// for the order it was drawn in (arranged.go).
	Arranged []tile.Rack
}

// savedHint is a hint as a save file holds it: the player, from 1, and the
// turn, from 1, on which they asked for it; 0 for a turn since taken back.
type savedHint struct {
	Player int `json:"player"`
	Turn   int `json:"turn"`
}

// saveHints writes the hint log in the save file's terms.
func saveHints(l game.HintLog) []savedHint {
	var out []savedHint
	for _, h := range l {
		out = append(out, savedHint{Player: h.Player + 1, Turn: h.Turn + 1})
	}
	return out
}

// loadHints reads the saved hints of game g: each by a human player of the
// game, on a turn of its history that the player moved on, on the turn
// being played by the player to move, or on a turn taken back (0), and at
// most one a turn.
func loadHints(g *game.Game, saved []savedHint) (game.HintLog, error) {
	var l game.HintLog
	history := g.History()
	for i, sh := range saved {
		bad := func(format string, args ...any) error {
			return saveErrorf("hint %d: %s", i+1, fmt.Sprintf(format, args...))
		}
		p, turn := sh.Player-1, sh.Turn-1
		switch {
		case p < 0 || p >= g.Players():
			return nil, bad("Player %d is not a player of the game", sh.Player)
		case g.Player(p).Kind != game.Human:
			return nil, bad("Player %d is a computer, which asks for no hints", sh.Player)
		case turn < game.SpentTurn || turn > len(history):
			return nil, bad("turn %d is not a turn of the game", sh.Turn)
		case turn == len(history) && (g.Over() || g.ToMove() != p):
			return nil, bad("turn %d is not Player %d's to play", sh.Turn, sh.Player)
		case turn >= 0 && turn < len(history) && history[turn].Player != p:
			return nil, bad("turn %d was Player %d's, not Player %d's", sh.Turn, history[turn].Player+1, sh.Player)
		case turn >= 0 && l.On(turn):
			return nil, bad("turn %d has a hint already", sh.Turn)
		}
		l = append(l, game.HintUse{Turn: turn, Player: p})
	}
	return l, nil
}
