package main

import (
	"fmt"
	"io"
	"math"
	"sync"

	"scraebbkle/core/chance"
)

// width is how the fit smooths the curves across the numbers of tiles
// left: chosen on held-out games (-compare), where wider lost a little
// near the end of the game and narrower let the curves of the first
// moves, whose spreads are few, wander.
var width = smoothing{Min: 1.5, Relative: 0.1}

// derive fits the table of the games, for games of tiles tiles and
// players players, and tells w how many records each curve rests on and
// how far the tables of two halves of the games differ.
func derive(w io.Writer, games [][]record, tiles, players int) *chance.Table {
	all := func(int) bool { return true }
	cs := group(games, all, tilesLeft, tiles, players)
	lo, hi := usual(games)
	least, at := leastWeight(cs, lo, hi)
	fmt.Fprintf(w, "%d positions; of the curves of %d to %d tiles left, where 90%% of them are, the one resting on the fewest, at %d tiles left, on %.0f (weighted)\n",
		records(games), lo, hi, at, least)
	halves := [2]*chance.Table{}
	var wg sync.WaitGroup
	for h := range halves {
		wg.Add(1)
		go func() {
			defer wg.Done()
			half := func(i int) bool { return i%2 == h }
			halves[h] = fitTable(group(games, half, tilesLeft, tiles, players), width, true)
		}()
	}
	t := fitTable(cs, width, true)
	wg.Wait()
	worst, rms := differ(halves[0], halves[1], games)
	fmt.Fprintf(w, "the tables of the odd and the even games differ by %.3f at most and %.4f as the root mean square over the positions\n", worst, rms)
	return t
}

// tilesLeft is the tiles left a record's curve is chosen by: those not on
// the board.
func tilesLeft(r record) int { return int(r.tiles) }

// usual is the range of tiles left of 90% of the records: 5% have fewer,
// 5% more.
func usual(games [][]record) (lo, hi int) {
	var count []int
	n := 0
	for _, g := range games {
		for _, r := range g {
			for len(count) <= int(r.tiles) {
				count = append(count, 0)
			}
			count[r.tiles]++
			n++
		}
	}
	below := 0
	for t, c := range count {
		if below < n/20 {
			lo = t
		}
		if below += c; below <= n-n/20 {
			hi = t + 1
		}
	}
	return lo, hi
}

// leastWeight is the weight of the records of the curve resting on the
// fewest, among those of lo to hi tiles left, and its number of tiles
// left.
func leastWeight(cs cells, lo, hi int) (least float64, at int) {
	tiles, players := len(cs)-1, len(cs[0])
	least = math.Inf(1)
	for t := lo; t <= hi; t++ {
		for w := range players {
			sum := 0.0
			for from := 1; from <= tiles; from++ {
				k := width.kernel(from, t)
				for _, c := range cs[from][w] {
					sum += k * c.n
				}
			}
			if sum < least {
				least, at = sum, t
			}
		}
	}
	return least, at
}

// differ is how far the chances of two tables differ on the records of
// the games: the most over every record, and the root mean square.
func differ(a, b *chance.Table, games [][]record) (worst, rms float64) {
	n := 0.0
	for _, g := range games {
		for _, r := range g {
			s, t, w := int(r.spread), tilesLeft(r), int(r.wait)
			d := math.Abs(a.Win(s, t, w) - b.Win(s, t, w))
			worst, rms, n = max(worst, d), rms+d*d, n+1
		}
	}
	return worst, math.Sqrt(rms / n)
}
