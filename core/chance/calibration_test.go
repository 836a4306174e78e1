package chance_test

import (
	"context"
	"math"
	"runtime"
	"sync"
	"testing"

	"scraebbkle/core/chance"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// position is one player's position before one turn of a self-play game,
// with the table of its game and how the game came out for that player.
type position struct {
	table               *chance.Table
	spread, tiles, wait int
	won                 float64 // 1, 0, or a half for a draw between two
}

// gamesEach is how many fresh games TestShippedChancesComeTrue plays of
// each game and number of players, from bags that tools/chances neither
// derived the tables from nor calibrated them on.
const (
	gamesEach = 50
	firstSeed = 5_000_001
)

// The bounds of the calibration check. A table that knows nothing,
// every chance 1/2, has a Brier score of 1/4; the shipped tables score
// 0.14 to 0.16 on samples of this size. Their chances come true within
// 1.2 to 1.7 points on average, bucketed by tenths; a table twice too sure
// of itself misses by 7 to 9.
const (
	maxBrier            = 0.2
	maxCalibrationError = 0.04
)

// TestShippedChancesComeTrue plays fresh games of every game for every
// number of players its rules seat, between players that choose by equity
// as tools/chances does, and checks that the shipped tables' chances of
// winning came true: that they are sharp (a Brier score well below a
// table's that knows nothing) and calibrated (of the positions given a
// chance of about p, about p won). A table that knows nothing fails the
// first, and a table twice too sure of itself the second.
func TestShippedChancesComeTrue(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 250 games")
	}
	positions := playAll(t)
	shipped := func(p position) float64 { return p.table.Win(p.spread, p.tiles, p.wait) }
	brier, miss := score(positions, shipped)
	t.Logf("%d positions: Brier score %.4f, calibration error %.4f", len(positions), brier, miss)
	if brier > maxBrier || miss > maxCalibrationError {
		t.Errorf("the shipped tables: Brier score %.4f (at most %v), calibration error %.4f (at most %v)", brier, maxBrier, miss, maxCalibrationError)
	}
	if flat, _ := score(positions, func(position) float64 { return 0.5 }); flat <= maxBrier {
		t.Errorf("a table of even chances passes with a Brier score of %.4f", flat)
	}
	sure := map[*chance.Table]*chance.Table{}
	tooSure := func(p position) float64 {
		if sure[p.table] == nil {
			sure[p.table] = sharpened(p.table, 2)
		}
		return sure[p.table].Win(p.spread, p.tiles, p.wait)
	}
	if _, miss := score(positions, tooSure); miss <= maxCalibrationError {
		t.Errorf("a table twice too sure passes with a calibration error of %.4f", miss)
	}
}

// score is the Brier score of the chances that predict gives the
// positions, and their calibration error: with the positions bucketed by
// the chance predicted in tenths, the mean over the positions of how far
// the share of wins of their bucket was from the mean chance predicted.
func score(positions []position, predict func(position) float64) (brier, miss float64) {
	var n, predicted, won [10]float64
	for _, p := range positions {
		q := predict(p)
		brier += (q - p.won) * (q - p.won)
		b := min(int(q*10), 9)
		n[b], predicted[b], won[b] = n[b]+1, predicted[b]+q, won[b]+p.won
	}
	for b := range n {
		miss += math.Abs(won[b] - predicted[b])
	}
	total := float64(len(positions))
	return brier / total, miss / total
}

// sharpened is t with every scale divided by by: the same centres, too
// sure.
func sharpened(t *chance.Table, by float64) *chance.Table {
	s := &chance.Table{Curves: make([][]chance.Curve, t.Tiles())}
	for i, row := range t.Curves {
		for _, c := range row {
			c.Steep, c.Flat = c.Steep/by, c.Flat/by
			s.Curves[i] = append(s.Curves[i], c)
		}
	}
	return s
}

// playAll plays gamesEach games of every game and number of players on
// every core and returns their positions.
func playAll(t *testing.T) []position {
	type job struct {
		r       *rules.Set
		players int
		seed    uint64
	}
	jobs := make(chan job)
	var mu sync.Mutex
	var all []position
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				ps := play(t, j.r, j.players, j.seed)
				mu.Lock()
				all = append(all, ps...)
				mu.Unlock()
			}
		}()
	}
	for _, r := range rules.All() {
		for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
			for i := range uint64(gamesEach) {
				jobs <- job{r, n, firstSeed + i}
			}
		}
	}
	close(jobs)
	wg.Wait()
	return all
}

// play plays the game of rules r for players players from the bag of seed
// on the default board, and returns every player's position before every
// turn.
func play(t *testing.T, r *rules.Set, players int, seed uint64) []position {
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Error(err)
		return nil
	}
	g, err := game.New(coretest.RefereeOf(r), b, tile.NewBag(r.TileSet, seed), make([]game.PlayerKind, players), false)
	if err != nil {
		t.Error(err)
		return nil
	}
	table := chance.ForGame(r.ID, players)
	player := computer.NewStrongWith(r, coretest.Lexicon(), 0, 0, computer.StrongOptions{Candidates: 1})
	var positions []position
	for !g.Over() {
		positions = append(positions, standing(g, table)...)
		m, err := player.Choose(context.Background(), g.View())
		if err == nil {
			_, err = g.Play(m)
		}
		if err != nil {
			t.Error(err)
			return nil
		}
	}
	o := g.Outcome()
	for i := range positions {
		positions[i].won = result(o, i%players)
	}
	return positions
}

// standing is every player's position in game g as it stands, without
// the result.
func standing(g *game.Game, table *chance.Table) []position {
	n := g.Players()
	scores, tiles := make([]int, n), g.BagLen()
	for p := range n {
		pl := g.Player(p)
		scores[p], tiles = pl.Score, tiles+len(pl.Rack)
	}
	positions := make([]position, n)
	for p := range n {
		positions[p] = position{table: table, spread: chance.Spread(scores, p), tiles: tiles, wait: (p - g.ToMove() + n) % n}
	}
	return positions
}

// result is player p's share of the win of a game that came out as o: a
// draw is shared by those with the best final total.
func result(o game.Outcome, p int) float64 {
	switch {
	case o.Winner == p:
		return 1
	case o.Winner >= 0:
		return 0
	}
	best, tied := math.MinInt, 0
	for _, f := range o.Finals {
		best = max(best, f)
	}
	for _, f := range o.Finals {
		if f == best {
			tied++
		}
	}
	if o.Finals[p] == best {
		return 1 / float64(tied)
	}
	return 0
}
