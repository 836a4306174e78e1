package main

import (
	"fmt"
	"io"
	"math"

	"scraebbkle/core/chance"
)

// model is a way of fitting a table that -compare weighs: what the tiles
// left are taken to be, and whether a curve is a blend or a single
// logistic curve.
type model struct {
	name  string
	tiles func(record) int
	blend bool
}

// models are the ways -compare weighs, the one the tables are fitted by
// last.
var models = []model{
	{"bag alone, one logistic curve", bagLeft, false},
	{"tiles not on the board, one logistic curve", tilesLeft, false},
	{"tiles not on the board, a blend of two", tilesLeft, true},
}

// bagLeft takes the tiles in the bag for the tiles left, plus one, since
// no tiles left means a game over.
func bagLeft(r record) int { return int(r.bag) + 1 }

// bands are the ranges of tiles not on the board -compare scores apart.
var bands = [][2]int{{1, 7}, {8, 14}, {15, 25}, {26, 50}, {51, 100}}

// compareModels fits each model on the even games and writes to w the
// log loss of its chances on the odd ones, the records bucketed by the
// tiles not on the board, as a Markdown table.
func compareModels(w io.Writer, games [][]record, tiles, players int) {
	even := func(i int) bool { return i%2 == 0 }
	fmt.Fprintf(w, "| model |")
	for _, b := range bands {
		fmt.Fprintf(w, " %d–%d tiles |", b[0], b[1])
	}
	fmt.Fprintf(w, " all |\n|---|%s---|\n", repeat("---|", len(bands)))
	for _, m := range models {
		t := fitTable(group(games, even, m.tiles, tiles, players), width, m.blend)
		fmt.Fprintf(w, "| %s |", m.name)
		for _, b := range append(bands, [2]int{1, tiles}) {
			fmt.Fprintf(w, " %.4f |", logLoss(t, m.tiles, games, b))
		}
		fmt.Fprintln(w)
	}
}

// logLoss is the mean log loss, in nats, of the table's chances on the
// records of the odd games whose tiles not on the board are within band,
// the table read by the tiles left that tiles gives.
func logLoss(t *chance.Table, tiles func(record) int, games [][]record, band [2]int) float64 {
	sum, n := 0.0, 0.0
	for i := 1; i < len(games); i += 2 {
		for _, r := range games[i] {
			if int(r.tiles) < band[0] || int(r.tiles) > band[1] {
				continue
			}
			p := min(max(t.Win(int(r.spread), tiles(r), int(r.wait)), 1e-9), 1-1e-9)
			y := float64(r.won)
			sum -= y*math.Log(p) + (1-y)*math.Log(1-p)
			n++
		}
	}
	return sum / n
}

// repeat is s n times.
func repeat(s string, n int) string {
	out := ""
	for range n {
		out += s
	}
	return out
}
