package main

import (
	"math"
	"math/rand/v2"
	"testing"

	"scraebbkle/core/chance"
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
)

// TestSelfPlayRecordsEveryPlayerBeforeEveryTurn plays a game of classic
// Scrabble for three and checks its records: every player before every
// turn, from a level start with every tile off the board, the waits in
// turn, the tiles left never growing, and one win shared out a turn.
func TestSelfPlayRecordsEveryPlayerBeforeEveryTurn(t *testing.T) {
	s, err := newSelfPlay(rules.Classic(), 3)
	if err != nil {
		t.Fatal(err)
	}
	records := s.playAll(7, 1)[0]
	if len(records) == 0 || len(records)%3 != 0 {
		t.Fatalf("%d records for 3 players", len(records))
	}
	if r := records[0]; r.tiles != 100 || r.spread != 0 || r.bag != 100-21 {
		t.Errorf("the first record is %+v", r)
	}
	for turn := 0; turn < len(records); turn += 3 {
		waits, won := map[int8]bool{}, 0.0
		for _, r := range records[turn : turn+3] {
			waits[r.wait] = true
			won += float64(r.won)
			if r.tiles != records[turn].tiles || r.tiles < r.bag {
				t.Fatalf("turn %d: %+v", turn/3, records[turn:turn+3])
			}
		}
		if len(waits) != 3 || math.Abs(won-1) > 1e-6 {
			t.Fatalf("turn %d: the waits or the wins are wrong: %+v", turn/3, records[turn:turn+3])
		}
		if turn > 0 && records[turn].tiles > records[turn-3].tiles {
			t.Fatalf("turn %d: the tiles left grew from %d to %d", turn/3, records[turn-3].tiles, records[turn].tiles)
		}
	}
	again := s.playAll(7, 1)[0]
	for i := range records {
		if records[i] != again[i] {
			t.Fatalf("the same seed played otherwise at record %d: %+v, %+v", i, records[i], again[i])
		}
	}
}

func TestSharesOfAWinAndOfADraw(t *testing.T) {
	for _, c := range []struct {
		o        game.Outcome
		tieBreak bool
		want     []float64
	}{
		{game.Outcome{Scores: []int{10, 20}, Finals: []int{10, 20}, Winner: 1}, false, []float64{0, 1}},
		{game.Outcome{Scores: []int{10, 20}, Finals: []int{15, 15}, Winner: -1}, false, []float64{0.5, 0.5}},
		{game.Outcome{Scores: []int{30, 30, 25}, Finals: []int{20, 20, 20}, Winner: -1}, true, []float64{0.5, 0.5, 0}},
		{game.Outcome{Scores: []int{5, 5, 5, 1}, Finals: []int{4, 4, 4, 0}, Winner: -1}, true, []float64{1. / 3, 1. / 3, 1. / 3, 0}},
	} {
		got := shares(c.o, c.tieBreak)
		for p := range c.want {
			if math.Abs(got[p]-c.want[p]) > 1e-12 {
				t.Errorf("%+v: shares %v, want %v", c.o, got, c.want)
				break
			}
		}
	}
}

// synthetic is records of n games drawn from curve at every number of
// tiles from 1 to tiles, for 2 players, player 0 to move: the spread
// uniform within ±150, the result drawn from the curve's chance.
func synthetic(curve chance.Curve, tiles, n int) [][]record {
	rng := rand.New(rand.NewPCG(1, 2))
	games := make([][]record, n)
	for i := range games {
		for t := tiles; t >= 1; t-- {
			s := rng.IntN(301) - 150
			won := float32(0)
			if rng.Float64() < curve.Chance(float64(s)) {
				won = 1
			}
			games[i] = append(games[i], record{spread: int32(s), tiles: int16(t), wait: 0, won: won},
				record{spread: int32(-s), tiles: int16(t), wait: 1, won: 1 - won})
		}
	}
	return games
}

// TestFitFindsTheCurveTheRecordsWereDrawnFrom checks the fit on records
// drawn from known curves: a blend near the end of a game, and a single
// logistic curve earlier, found as a blend of two equal ones.
func TestFitFindsTheCurveTheRecordsWereDrawnFrom(t *testing.T) {
	for _, want := range []chance.Curve{
		{Edge: 12, Steep: 6, Flat: 60, Share: 0.7},
		{Edge: 25, Steep: 80, Flat: 80, Share: 0.5},
	} {
		games := synthetic(want, 10, 20000)
		table := fitTable(group(games, func(int) bool { return true }, tilesLeft, 10, 2), width, true)
		got := table.Curves[4][0]
		for s := -150.0; s <= 150; s += 10 {
			if d := math.Abs(got.Chance(s) - want.Chance(s)); d > 0.01 {
				t.Fatalf("drawn from %+v, fitted %+v: at a spread of %v the chance is off by %.3f", want, got, s, d)
			}
		}
		if math.Abs(got.Edge-want.Edge) > 1 {
			t.Errorf("drawn from %+v, fitted %+v", want, got)
		}
		if mirror := table.Curves[4][1]; math.Abs(mirror.Edge+got.Edge) > 0.01 {
			t.Errorf("the other player's curve %+v is not the mirror of %+v", mirror, got)
		}
	}
}

// TestLogisticFitCannotBend checks that with blend false the fit is a
// single logistic curve, which is what -compare weighs the blend against.
func TestLogisticFitCannotBend(t *testing.T) {
	games := synthetic(chance.Curve{Edge: 12, Steep: 6, Flat: 60, Share: 0.7}, 10, 5000)
	c := fitTable(group(games, func(int) bool { return true }, tilesLeft, 10, 2), width, false).Curves[4][0]
	if c.Steep != c.Flat {
		t.Errorf("a single curve has two scales: %+v", c)
	}
}

func TestCalibrationBucketsThePositions(t *testing.T) {
	table := &chance.Table{Curves: [][]chance.Curve{{{Edge: 0, Steep: 10, Flat: 10, Share: 1}, {Edge: 0, Steep: 10, Flat: 10, Share: 1}}}}
	games := [][]record{{
		{spread: 0, tiles: 1, won: 1},  // 50%
		{spread: 0, tiles: 1, won: 0},  // 50%
		{spread: 50, tiles: 1, won: 1}, // 99.3%
		{spread: -50, tiles: 0, won: 0},
	}}
	c := calibration(table, games)
	if c.n != 4 || c.buckets[5].n != 2 || c.buckets[9].n != 1 || c.buckets[0].n != 1 || c.buckets[5].won != 1 {
		t.Errorf("the buckets are %+v", c.buckets)
	}
	want := (0.25 + 0.25 + math.Pow(1-table.Win(50, 1, 0), 2)) / 4
	if math.Abs(c.brier/c.n-want) > 1e-12 || c.base/c.n != 0.25 {
		t.Errorf("Brier score %v, want %v; of the share of wins %v", c.brier/c.n, want, c.base/c.n)
	}
}
