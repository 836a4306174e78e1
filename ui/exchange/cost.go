package exchange

import (
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
)

// CostAfter is what an exchange costs under rules r in a game of players
// after turns: the scoreless turns in a row at their end, how many end
// the game, and whether this one would.
func CostAfter(r *rules.Set, players int, turns []game.Turn) Cost {
	c := Cost{ToEnd: r.PassesToEnd(players), Rounds: r.End.Rounds}
	for i := len(turns) - 1; i >= 0 && r.End.Counts(turns[i].Play.Move, turns[i].Play.Score); i-- {
		c.Scoreless++
	}
	c.Ends = c.ToEnd > 0 && c.Scoreless+1 >= c.ToEnd
	return c
}
