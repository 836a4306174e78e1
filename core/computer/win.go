package computer

import (
	"math"

	"scraebbkle/core/chance"
	"scraebbkle/core/game"
)

// standing is where the game stands as the player looks ahead, for the
// chance of winning after each candidate and the plies after it.
type standing struct {
	table  *chance.Table // the game's table of the chance of winning; nil where it has none
	scores []int         // every player's score
	me     int           // the player's index in scores
	tiles  int           // the tiles not on the board: the bag's and every rack's
}

// standing is where the game of view v stands, with the table shipped for
// its game and number of players.
func (s *StrongPlayer) standing(v game.View) standing {
	st := standing{scores: v.Scores, me: v.Me, tiles: len(v.Unseen) + len(v.Rack)}
	if len(v.Scores) >= 2 && v.Me < len(v.Scores) {
		st.table = chance.ForGame(s.rules.ID, len(v.Scores))
	}
	return st
}

// plies is how the plies after a candidate went in one sample.
type plies struct {
	outcome  float64           // what they brought the player, less the average of what they brought each opponent
	replies  [maxOpponents]int // what each opponent scored, in the order they move
	answer   float64           // the equity of the player's answer, 0 without one
	answered bool              // whether the player answered
	laid     int               // the tiles laid in them
	over     bool              // a player went out with the bag empty, ending the game in them
	bonus    int               // what the end of the game, if over, brought the player: the others' tiles or less its own
	bonuses  [maxOpponents]int // the same for each opponent, in the order they move
}

// spreadWeight is what a point of spread is worth beside a chance of
// winning of 1: little beside what a point changes the chance while the
// game is open, but it ranks candidates by their spread once the game is
// won or lost whatever they do.
const spreadWeight = 1e-4

// worth is what candidate c and the plies after it, as they went in one
// sample, are worth to the player: with the game's table its chance of
// winning, from the spread and the tiles left after them (once a player
// went out in them, 1, 1/2 or 0 by the final spread), plus a little for
// each point; without one, its points.
func (sim *simulation) worth(c int, end *plies) float64 {
	points := sim.base(c) + end.outcome
	st := &sim.standing
	if st.table == nil {
		return points
	}
	n := len(st.scores)
	mine := float64(st.scores[st.me]+end.bonus) + sim.base(c) + end.answer
	best := math.Inf(-1)
	for i := range n - 1 {
		best = max(best, float64(st.scores[(st.me+1+i)%n]+end.replies[i]+end.bonuses[i]))
	}
	if end.over { // the spread decides
		return st.table.Win(int(math.Round(mine-best)), 0, 0) + spreadWeight*points
	}
	wait := 0 // the player is to move again
	if end.answered {
		wait = n - 1
	}
	tiles := max(st.tiles-sim.cands[c].move.Tiles()-end.laid, 1)
	return st.table.Win(int(math.Round(mine-best)), tiles, wait) + spreadWeight*points
}
