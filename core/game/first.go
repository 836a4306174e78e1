package game

import (
	"fmt"
	"scraebbkle/core/tile"
)

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
	contenders := everyone(n)
	var drawn []tile.Tile
	for len(contenders) > 1 && bag.Len() >= len(contenders) {
		tiles := bag.Draw(len(contenders))
		drawn = append(drawn, tiles...)
		draws, contenders = drawRound(draws, contenders, tiles)
	}
	bag.Put(drawn, tile.SeedOf(initial, 1))
	return contenders[0], draws
}

// ReadDraws is who drew each of tiles, drawn in that order for the first
// move among n players, and who moves first: the draw of drawForFirst
// told again from its tiles alone, as a table sent between desktops
// gives them. None means that Player 1 simply starts. It refuses tiles
// that no such draw could have drawn: a round cut short, or a tile drawn
// after the draw was decided.
func ReadDraws(n int, tiles []tile.Tile) (draws []Draw, first int, err error) {
	if n < 1 {
		return nil, 0, fmt.Errorf("a draw among %d players", n)
	}
	contenders := everyone(n)
	for len(tiles) > 0 {
		switch {
		case len(contenders) == 1:
			return nil, 0, fmt.Errorf("a tile drawn after Player %d won the draw", contenders[0]+1)
		case len(tiles) < len(contenders):
			return nil, 0, fmt.Errorf("a round of the draw with %d of its %d tiles", len(tiles), len(contenders))
		}
		k := len(contenders)
		draws, contenders = drawRound(draws, contenders, tiles[:k])
		tiles = tiles[k:]
	}
	return draws, contenders[0], nil
}

// everyone is the players 0 to n-1, all contending for the first move.
func everyone(n int) []int {
	players := make([]int, n)
	for i := range players {
		players[i] = i
	}
	return players
}

// drawRound adds to draws one round of the draw, each of contenders
// drawing the tile of tiles in its place, and returns them with the
// contenders who tied for the best tile: those who draw again, or the
// winner alone.
func drawRound(draws []Draw, contenders []int, tiles []tile.Tile) ([]Draw, []int) {
	var best []int
	bestRank := -1
	for i, p := range contenders {
		draws = append(draws, Draw{Player: p, Tile: tiles[i]})
		switch r := firstRank(tiles[i]); {
		case r > bestRank:
			best, bestRank = []int{p}, r
		case r == bestRank:
			best = append(best, p)
		}
	}
	return draws, best
}

// firstRank ranks a tile drawn for the first move: the higher, the
// better; a blank is best, then A, then B and so on.
func firstRank(t tile.Tile) int {
	if t.Blank {
		return 26
	}
	return int('Z' - t.Letter)
}
