package review

import (
	"slices"

	"scraebbkle/core/chance"
	"scraebbkle/core/game"
)

// Chances is a table of the chance of winning, as core/chance ships
// them: the chance that a player wins who leads the best of the others by
// spread points, with tilesLeft tiles not yet on the board, whose turn
// comes after wait other players' turns.
type Chances interface {
	Win(spread, tilesLeft, wait int) float64
}

// standing is every player's chance of winning as the turn of view v
// begins, tilesLeft tiles not on the board, the chances scaled to add up to
// one.
func standing(c Chances, v game.View, tilesLeft int) []float64 {
	n := len(v.Scores)
	out := make([]float64, n)
	for p := range n {
		out[p] = c.Win(chance.Spread(v.Scores, p), tilesLeft, (p-v.Me+n)%n)
	}
	return scaled(out)
}

// scaled is chances scaled to add up to one, or left as they are when
// they add up to nothing.
func scaled(chances []float64) []float64 {
	sum := 0.0
	for _, c := range chances {
		sum += c
	}
	if sum > 0 {
		for i := range chances {
			chances[i] /= sum
		}
	}
	return chances
}

// after is the mover's chance of winning after a move of view v worth
// value points (its value, or its equity) that lays tiles tiles, of
// tilesLeft not on the board before it; with tilesLeft 0 the value counts
// every point to the end, and the spread it leaves decides.
func after(c Chances, v game.View, value float64, tiles, tilesLeft int) float64 {
	spread := float64(chance.Spread(v.Scores, v.Me)) + value
	return c.Win(int(roundHalfAway(spread)), max(tilesLeft-tiles, 0), len(v.Scores)-1)
}

// final is every player's chance once the game is over: a winner's 1, the
// others' 0, shared between those tied for the highest total.
func final(totals []int) []float64 {
	best := slices.Max(totals)
	out := make([]float64, len(totals))
	for i, t := range totals {
		if t == best {
			out[i] = 1
		}
	}
	return scaled(out)
}

// roundHalfAway rounds x to the nearest whole number, halves away from 0.
func roundHalfAway(x float64) float64 {
	if x < 0 {
		return -roundHalfAway(-x)
	}
	return float64(int64(x + 0.5))
}
