package chance

import "math"

// Curve is the chance of winning as the spread goes, at one number of tiles
// left and one wait: a blend of two logistic curves about one centre, a
// steep one and a flat one. Near the end of a game most of the points
// still to come are few, so that a small lead is nearly safe, but now and
// then a big move turns a game round: no single logistic curve is both.
// Earlier in the game the two are about the same.
type Curve struct {
	// Edge is what the position is worth, in points, beside the spread:
	// a player behind by Edge is as likely to win as to lose. It is
	// positive for the player to move, who scores before the others do.
	Edge float64
	// Steep and Flat are the scales of the two curves, in points: how
	// many points of spread multiply the odds of winning by e (about
	// 2.7) on each. The fewer points still to come, the smaller they are.
	// Both are positive, so that more points never lower the chance.
	Steep, Flat float64
	// Share is the steep curve's share of the blend, from 0 to 1.
	Share float64
}

// Chance is the chance, from 0 to 1, of winning with the spread given.
func (c Curve) Chance(spread float64) float64 {
	x := spread + c.Edge
	return c.Share*logistic(x/c.Steep) + (1-c.Share)*logistic(x/c.Flat)
}

// logistic is the logistic function, from 0 to 1.
func logistic(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Table is the chance of winning a game for a number of players, from a
// player's spread, the tiles left and the player's wait for its turn: a
// Curve for each number of tiles left and each wait.
type Table struct {
	// Curves[t-1][w] is the curve with t tiles not on the board and wait
	// w, for t from 1 to the tiles of the game and w from 0 to the number
	// of players less one. Every row has the same length, the number of
	// players, from 2 to 4; every curve's scales are a hundredth of a
	// point or more, and its share is from 0 to 1.
	Curves [][]Curve
}

// Players is the number of players the table is for.
func (t *Table) Players() int { return len(t.Curves[0]) }

// Tiles is the most tiles left the table has a curve for: the tiles of
// the game.
func (t *Table) Tiles() int { return len(t.Curves) }

// Win is the chance, from 0 to 1, that a player wins who leads the best of
// the others by spread points (is behind when spread is negative), with
// tilesLeft tiles not on the board (the bag and every rack, the player's
// own too), and whose turn comes after wait turns of the others: 0 when
// the player is to move, 1 when the player has just moved in a game of
// two or is next to move in a game of more. A draw counts as half a win.
//
// The tiles not on the board, rather than the bag alone, tell how much of
// the game is left even once the bag is empty, and predict better.
//
// Once the game is over the spread alone decides: pass tilesLeft 0 and the
// spread of the final totals, with the tiles left on the racks deducted,
// and Win is 1 for a lead, 0 when behind and 1/2 for a tie (where the
// rules break ties by the scores before the end, the caller knows better).
// More tiles than the table has take its last curve, of the game's start;
// wait is taken modulo the number of players, since after that many turns
// the player is to move again.
func (t *Table) Win(spread, tilesLeft, wait int) float64 {
	if tilesLeft <= 0 {
		return over(spread)
	}
	n := t.Players()
	row := t.Curves[min(tilesLeft, t.Tiles())-1]
	return row[(wait%n+n)%n].Chance(float64(spread))
}

// over is the chance of winning of a finished game: the spread decides.
func over(spread int) float64 {
	switch {
	case spread > 0:
		return 1
	case spread < 0:
		return 0
	}
	return 0.5
}

// Chances is each player's chance of winning, by Win, in a game whose
// players have scored scores so far (one a player, as many as the table
// is for), with tilesLeft tiles not on the board and player toMove (from
// 0) to move; once the game is over, tilesLeft is 0 and scores are the
// final totals. With two players the chances add up to 1, near enough;
// with more they need not, since each is read from the player's own
// spread alone.
func (t *Table) Chances(scores []int, tilesLeft, toMove int) []float64 {
	chances := make([]float64, len(scores))
	for p := range scores {
		chances[p] = t.Win(Spread(scores, p), tilesLeft, p-toMove)
	}
	return chances
}

// Spread is how far player p leads the best of the other players, whose
// scores are scores: negative when p is behind; p's own score when p has
// no others.
func Spread(scores []int, p int) int {
	best, found := 0, false
	for i, s := range scores {
		if i != p && (!found || s > best) {
			best, found = s, true
		}
	}
	return scores[p] - best
}
