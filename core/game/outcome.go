package game

import (
	"scraebbkle/core/rules"
	"strconv"
	"strings"
)

// Outcome is how a game ended.
type Outcome struct {
	Scores     []int // each player's score before the end's adjustments
	Deductions []int // the value of the tiles left on each player's rack
	Bonuses    []int // what a player who went out gains from the others' racks (rules.OutBonus)
	Finals     []int // Scores less Deductions plus Bonuses
	Winner     int   // index of the winner, or -1 for a draw
	// TieBroken is set when the winner's final total is tied and the
	// higher score before the adjustments decided (rules.TieBreak).
	TieBroken bool
}

// outcome is the outcome of a game between players, whose bag is empty or
// not, under rules r.
func outcome(players []Player, bagEmpty bool, r *rules.Set) Outcome {
	n := len(players)
	o := Outcome{Scores: make([]int, n), Deductions: make([]int, n), Bonuses: make([]int, n), Finals: make([]int, n)}
	left := 0
	for i, p := range players {
		o.Scores[i], o.Deductions[i] = p.Score, p.Rack.Value()
		left += o.Deductions[i]
	}
	for i, p := range players {
		if r.OutBonus && len(p.Rack) == 0 && bagEmpty {
			o.Bonuses[i] = left
		}
		o.Finals[i] = o.Scores[i] - o.Deductions[i] + o.Bonuses[i]
	}
	o.Winner, o.TieBroken = winner(o, r.TieBreak)
	return o
}

// winner is the player with the highest final total, the higher score
// before the adjustments deciding a tie when tieBreak is set, or -1 when
// the best are tied still.
func winner(o Outcome, tieBreak bool) (int, bool) {
	all := make([]int, len(o.Finals))
	for i := range all {
		all[i] = i
	}
	best := leaders(all, o.Finals)
	broken := false
	if len(best) > 1 && tieBreak {
		best, broken = leaders(best, o.Scores), true
	}
	if len(best) > 1 {
		return -1, false
	}
	return best[0], broken
}

// leaders returns those of the players whose figure is the highest.
func leaders(players []int, figure []int) []int {
	var top []int
	for _, i := range players {
		switch {
		case len(top) == 0 || figure[i] > figure[top[0]]:
			top = []int{i}
		case figure[i] == figure[top[0]]:
			top = append(top, i)
		}
	}
	return top
}

// String says who won, or that it is a draw, with the final scores, the
// winner's first: "Player 2 wins, 263 to 250." or "It's a draw, 97 to 97."
// The zero Outcome, of no game, is "No result."
func (o Outcome) String() string {
	if len(o.Finals) == 0 {
		return "No result."
	}
	var scores []string
	result := "It's a draw"
	if o.Winner >= 0 {
		result = "Player " + strconv.Itoa(o.Winner+1) + " wins"
		scores = append(scores, strconv.Itoa(o.Finals[o.Winner]))
	}
	for i, f := range o.Finals {
		if i != o.Winner {
			scores = append(scores, strconv.Itoa(f))
		}
	}
	return result + ", " + strings.Join(scores, " to ") + "."
}
