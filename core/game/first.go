package game

import "scraebbkle/core/tile"

// Draw is one tile drawn to decide who moves first.
type Draw struct {
	Player int
	Tile   tile.Tile
}

// drawForFirst has each of n players draw a tile from bag, whose order
// before the draw was initial: the letter nearest to A starts, a blank
// beating every letter, and players who tie draw again. The tiles go back
// and the bag is shuffled, from a seed made of its initial order, so that
// a replay from the same bag decides the same. It returns who starts and
// the tiles drawn.
func drawForFirst(bag *tile.Bag, n int, initial []tile.Tile) (first int, draws []Draw) {
	contenders := make([]int, n)
	for i := range contenders {
		contenders[i] = i
	}
	var drawn []tile.Tile
	for len(contenders) > 1 && bag.Len() >= len(contenders) {
		var best []int
		bestRank := -1
		for _, p := range contenders {
			t := bag.Draw(1)[0]
			drawn = append(drawn, t)
			draws = append(draws, Draw{Player: p, Tile: t})
			switch r := firstRank(t); {
			case r > bestRank:
				best, bestRank = []int{p}, r
			case r == bestRank:
				best = append(best, p)
			}
		}
		contenders = best
	}
	bag.Put(drawn, tile.SeedOf(initial, 1))
	return contenders[0], draws
}

// firstRank ranks a tile drawn for the first move: the higher, the
// better; a blank is best, then A, then B and so on.
func firstRank(t tile.Tile) int {
	if t.Blank {
		return 26
	}
	return int('Z' - t.Letter)
}
