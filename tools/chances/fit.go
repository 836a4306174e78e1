package main

import (
	"math"
	"slices"

	"scraebbkle/core/chance"
)

// cell is the records of one spread at one number of tiles left and one
// wait: how many there are and the wins among them.
type cell struct {
	spread float64
	n, won float64
}

// cells holds the records grouped for fitting: cells[t][w] are those with
// t tiles left and wait w, in order of spread.
type cells [][][]cell

// group sorts the records of the games kept into cells, for games of
// players players and tiles tiles in all, counting a record's tiles left
// as tilesOf says.
func group(games [][]record, keep func(game int) bool, tilesOf func(record) int, tiles, players int) cells {
	type key struct {
		tiles, wait int
		spread      int32
	}
	sums := map[key]*cell{}
	for i, g := range games {
		if !keep(i) {
			continue
		}
		for _, r := range g {
			k := key{min(tilesOf(r), tiles), int(r.wait), r.spread}
			c := sums[k]
			if c == nil {
				c = &cell{spread: float64(r.spread)}
				sums[k] = c
			}
			c.n++
			c.won += float64(r.won)
		}
	}
	cs := make(cells, tiles+1)
	for t := range cs {
		cs[t] = make([][]cell, players)
	}
	for k, c := range sums {
		cs[k.tiles][k.wait] = append(cs[k.tiles][k.wait], *c)
	}
	for t := range cs {
		for w := range cs[t] {
			slices.SortFunc(cs[t][w], func(a, b cell) int { return int(a.spread - b.spread) })
		}
	}
	return cs
}

// fitTable fits a table to the cells: for each number of tiles left t and
// each wait, the curve of most likelihood over the records of t and of its
// neighbours, weighted by a Gaussian of the distance in tiles (see
// [smoothing]), so that each curve is fitted to many records and the
// curves change smoothly from one number of tiles to the next. Each fit
// starts from the curve of one tile more, which keeps the blend's two
// parts from trading places. With blend false, every curve is a single
// logistic curve. No game in progress has fewer tiles left than players,
// since each holds a tile until the end: those rows take the curves of
// as many tiles as players.
func fitTable(cs cells, smooth smoothing, blend bool) *chance.Table {
	tiles, players := len(cs)-1, len(cs[0])
	t := &chance.Table{Curves: make([][]chance.Curve, tiles)}
	for at := range t.Curves {
		t.Curves[at] = make([]chance.Curve, players)
	}
	for w := range players {
		p := params{} // the logistic curve of spread/spreadUnit
		for at := tiles; at >= players; at-- {
			var data []weighted
			for from := 1; from <= tiles; from++ {
				if k := smooth.kernel(from, at); k > 0 && len(cs[from][w]) > 0 {
					data = append(data, weighted{cs[from][w], k})
				}
			}
			p.least = leastScale(at)
			p = fit(data, p, blend)
			t.Curves[at-1][w] = p.curve()
		}
	}
	for at := 1; at < players; at++ {
		t.Curves[at-1] = t.Curves[players-1]
	}
	return t
}

// smoothing is how far the records of other numbers of tiles count
// towards a curve: the standard deviation of the Gaussian that weights
// them, in tiles, is a share Relative of the tiles left, and at least Min.
// The curves change little from tile to tile early in the game, where the
// spreads of few records say little, and fast near the end, where every
// game gives records.
type smoothing struct {
	Min, Relative float64
}

// kernel is the weight of the records of from tiles left in the curve of
// at tiles left, cut off at four standard deviations.
func (s smoothing) kernel(from, at int) float64 {
	z := float64(from-at) / max(s.Min, s.Relative*float64(at))
	if math.Abs(z) > 4 {
		return 0
	}
	return math.Exp(-z * z / 2)
}
