package game

import "scraebbkle/core/tile"

// Draw is one tile drawn to decide who moves first.
type Draw struct {
	Player int
	Tile   tile.Tile
}

// drawForFirst has every player draw a tile: the letter nearest to A
// starts, a blank beating every letter, and players who tie draw again.
// The tiles go back and the bag is shuffled, from a seed made of its
// order, so that a replay from the same bag decides the same.
func (g *Game) drawForFirst() {
	contenders := make([]int, len(g.players))
	for i := range contenders {
		contenders[i] = i
	}
	var drawn []tile.Tile
	for len(contenders) > 1 && g.bag.Len() >= len(contenders) {
		var best []int
		bestRank := -1
		for _, p := range contenders {
			t := g.bag.Draw(1)[0]
			drawn = append(drawn, t)
			g.draws = append(g.draws, Draw{Player: p, Tile: t})
			switch r := firstRank(t); {
			case r > bestRank:
				best, bestRank = []int{p}, r
			case r == bestRank:
				best = append(best, p)
			}
		}
		contenders = best
	}
	g.first = contenders[0]
	g.bag.Put(drawn, tile.SeedOf(g.initial, 1))
}

// firstRank ranks a tile drawn for the first move: the higher, the
// better; a blank is best, then A, then B and so on.
func firstRank(t tile.Tile) int {
	if t.Blank {
		return 26
	}
	return int('Z' - t.Letter)
}
