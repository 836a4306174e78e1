package main

import (
	"fmt"
	"io"
	"math"

	"scraebbkle/core/chance"
)

// buckets is how many ranges of chance the calibration sorts positions
// into: 0–10%, 10–20%, … 90–100%.
const buckets = 10

// bucket is the positions whose predicted chance fell in one range.
type bucket struct {
	n, predicted, won float64 // how many, and the sums of their chances and of their wins
}

// calibrated is how the chances of a table came true on a set of games.
type calibrated struct {
	buckets [buckets]bucket
	n       float64
	brier   float64 // the sum of the squared errors
	logLoss float64 // the sum of the log losses, in nats
	base    float64 // the sum of the squared errors of the share of wins, predicted alike everywhere
}

// calibration is how the chances of table t came true on the games.
func calibration(t *chance.Table, games [][]record) calibrated {
	var c calibrated
	wins := 0.0
	for _, g := range games {
		for _, r := range g {
			p := t.Win(int(r.spread), tilesLeft(r), int(r.wait))
			y := float64(r.won)
			b := &c.buckets[min(int(p*buckets), buckets-1)]
			b.n, b.predicted, b.won = b.n+1, b.predicted+p, b.won+y
			c.n++
			c.brier += (p - y) * (p - y)
			q := min(max(p, 1e-9), 1-1e-9)
			c.logLoss -= y*math.Log(q) + (1-y)*math.Log(1-q)
			wins += y
		}
	}
	share := wins / c.n
	for _, g := range games {
		for _, r := range g {
			d := share - float64(r.won)
			c.base += d * d
		}
	}
	return c
}

// report writes the calibration as a Markdown table, with its scores.
func report(w io.Writer, c calibrated) {
	fmt.Fprintln(w, "| chance predicted | positions | mean predicted | won |")
	fmt.Fprintln(w, "|---|---:|---:|---:|")
	for i, b := range c.buckets {
		if b.n == 0 {
			fmt.Fprintf(w, "| %d–%d%% | 0 | | |\n", 10*i, 10*(i+1))
			continue
		}
		fmt.Fprintf(w, "| %d–%d%% | %.0f | %.1f%% | %.1f%% |\n", 10*i, 10*(i+1), b.n, 100*b.predicted/b.n, 100*b.won/b.n)
	}
	fmt.Fprintf(w, "\nBrier score %.4f (the share of wins predicted everywhere: %.4f); log loss %.4f; %.0f positions\n",
		c.brier/c.n, c.base/c.n, c.logLoss/c.n, c.n)
}
