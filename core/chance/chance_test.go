package chance

import (
	"math"
	"scraebbkle/core/rules"
	"strings"
	"testing"
)

// shippedTables calls f with the shipped table of every game for every
// number of players its rules seat, failing when one is missing.
func shippedTables(t *testing.T, f func(name string, r *rules.Set, table *Table)) {
	t.Helper()
	for _, r := range rules.All() {
		for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
			table := ForGame(r.ID, n)
			if table == nil {
				t.Errorf("%s for %d has no table", r.Name, n)
				continue
			}
			f(r.Name+" for "+string(rune('0'+n)), r, table)
		}
	}
}

// TestShippedTables checks that every game has a table for every number of
// players its rules seat, with a curve for each tile of its set and each
// wait, which writes back as it was read; and that there is none for
// games that were not derived.
func TestShippedTables(t *testing.T) {
	shippedTables(t, func(name string, r *rules.Set, table *Table) {
		if n := len(r.TileSet.Tiles()); table.Tiles() != n {
			t.Errorf("%s: curves for %d tiles left, of %d tiles", name, table.Tiles(), n)
		}
		if table != ForGame(r.ID, table.Players()) {
			t.Errorf("%s: the table is parsed again", name)
		}
		again, err := Parse(table.Format("a comment"))
		if err != nil || again.Format() != table.Format() {
			t.Errorf("%s: the table does not survive Format and Parse: %v", name, err)
		}
	})
	for _, g := range []struct {
		id      string
		players int
	}{{"scraebbkle", 3}, {"classic", 1}, {"classic", 5}, {"no such game", 2}, {"", 2}, {"../chance/classic", 2}} {
		if ForGame(g.id, g.players) != nil {
			t.Errorf("%q for %d has a table", g.id, g.players)
		}
	}
}

// TestWinIsAChanceThatGrowsSmoothlyWithTheSpread checks every curve of
// every table from far behind to far ahead: the chance is from 0 to 1,
// more points never lower it, and one point more never raises it by much.
func TestWinIsAChanceThatGrowsSmoothlyWithTheSpread(t *testing.T) {
	shippedTables(t, func(name string, _ *rules.Set, table *Table) {
		for tiles := 1; tiles <= table.Tiles()+1; tiles++ {
			for wait := range table.Players() {
				checkCurve(t, name, table, tiles, wait)
			}
		}
	})
}

// maxStep is the most one point of spread may raise the chance with tiles
// tiles left: 1/tiles, and a quarter with fewer than 4. A point can
// matter a good deal with a tile or two left, but while many points are
// still to come no curve is a step. (tools/chances keeps every scale at
// least a quarter of a point for each tile left, and at least a point;
// a logistic curve of scale s rises by at most 1/(4s) a point.)
func maxStep(tiles int) float64 {
	return 1.01 / float64(max(4, tiles))
}

// checkCurve checks the chances of one curve of a table.
func checkCurve(t *testing.T, name string, table *Table, tiles, wait int) {
	t.Helper()
	step := maxStep(min(tiles, table.Tiles()))
	last := table.Win(-1001, tiles, wait)
	for spread := -1000; spread <= 1000; spread++ {
		p := table.Win(spread, tiles, wait)
		if p < 0 || p > 1 || p < last || p-last > step {
			t.Fatalf("%s, %d tiles left, wait %d: the chance goes from %v to %v at a spread of %d",
				name, tiles, wait, last, p, spread)
		}
		last = p
	}
	if lo, hi := table.Win(-1000, tiles, wait), table.Win(1000, tiles, wait); lo > 0.02 || hi < 0.98 {
		t.Errorf("%s, %d tiles left, wait %d: %v behind by 1000, %v ahead by 1000", name, tiles, wait, lo, hi)
	}
}

// TestWinOnceTheGameIsOver checks that with no tiles left the final
// spread decides, however close; and before that, that a lead is surer as
// the tiles run out, and that the move is worth having.
func TestWinOnceTheGameIsOver(t *testing.T) {
	shippedTables(t, func(name string, _ *rules.Set, table *Table) {
		for wait := range table.Players() {
			for _, c := range []struct {
				spread int
				want   float64
			}{{1, 1}, {300, 1}, {0, 0.5}, {-1, 0}, {-300, 0}} {
				if got := table.Win(c.spread, 0, wait); got != c.want {
					t.Errorf("%s, game over, wait %d: a spread of %d wins %v, not %v", name, wait, c.spread, got, c.want)
				}
			}
		}
		early, late := table.Win(40, 80, 0), table.Win(40, 10, 0)
		if !(0.5 < early && early < late && late < 1) {
			t.Errorf("%s: 40 points ahead and to move, the chance is %v with 80 tiles left and %v with 10", name, early, late)
		}
		if first, last := table.Win(0, 50, 0), table.Win(0, 50, table.Players()-1); first <= last {
			t.Errorf("%s: level with 50 tiles left, the chance is %v to move and %v having just moved", name, first, last)
		}
	})
}

// TestTwoPlayersChancesAddUp checks that in a game of two the chances of
// both players add up to 1: one's position is the other's mirrored.
func TestTwoPlayersChancesAddUp(t *testing.T) {
	shippedTables(t, func(name string, _ *rules.Set, table *Table) {
		if table.Players() != 2 {
			return
		}
		for tiles := 0; tiles <= table.Tiles(); tiles++ {
			for spread := -300; spread <= 300; spread += 7 {
				c := table.Chances([]int{200 + spread, 200}, tiles, 0)
				if sum := c[0] + c[1]; math.Abs(sum-1) > 1e-3 {
					t.Fatalf("%s: with %d tiles left and a spread of %d the chances are %v", name, tiles, spread, c)
				}
			}
		}
	})
}

func TestChancesReadEachPlayersSpreadAndWait(t *testing.T) {
	table := ForGame("classic", 3)
	scores := []int{120, 150, 90}
	got := table.Chances(scores, 40, 1)
	want := []float64{table.Win(-30, 40, 2), table.Win(30, 40, 0), table.Win(-60, 40, 1)}
	for p := range want {
		if got[p] != want[p] {
			t.Errorf("player %d: %v, not %v", p, got[p], want[p])
		}
	}
	if table.Win(10, 40, 4) != table.Win(10, 40, 1) || table.Win(10, 40, -1) != table.Win(10, 40, 2) {
		t.Error("a wait is not taken modulo the players")
	}
	if table.Win(10, 1000, 0) != table.Win(10, table.Tiles(), 0) {
		t.Error("more tiles than the table has do not take its last curve")
	}
	if s := Spread([]int{5, -3}, 1); s != -8 {
		t.Errorf("Spread of -3 against 5 is %d", s)
	}
	if s := Spread([]int{-7, -9, -4}, 0); s != -3 {
		t.Errorf("Spread of -7 against -9 and -4 is %d", s)
	}
	if s := Spread([]int{12}, 0); s != 12 {
		t.Errorf("Spread of a player alone with 12 is %d", s)
	}
}

func TestCurveBlendsTwoLogisticCurves(t *testing.T) {
	c := Curve{Edge: 10, Steep: 5, Flat: 50, Share: 0.8}
	if p := c.Chance(-10); p != 0.5 {
		t.Errorf("at the centre the chance is %v", p)
	}
	// 20 points ahead of the centre: the steep curve is all but sure, the
	// flat one 1/(1+e^-0.4).
	want := 0.8/(1+math.Exp(-4)) + 0.2/(1+math.Exp(-0.4))
	if p := c.Chance(10); math.Abs(p-want) > 1e-12 {
		t.Errorf("20 points past the centre the chance is %v, not %v", p, want)
	}
}

func TestParseRefusesBrokenTables(t *testing.T) {
	good := "# a table\n\n3  1 2 3 0.5  -1 2 3 0.5\n2  1 2 3 0.5  -1 2 3 0.5\n1  1 2 3 0.5  -1 2 3 0.5\n"
	table, err := Parse(good)
	if err != nil || table.Tiles() != 3 || table.Players() != 2 || table.Curves[2][1] != (Curve{-1, 2, 3, 0.5}) {
		t.Fatalf("the good table reads as %+v, %v", table, err)
	}
	for _, c := range []struct{ text, want string }{
		{"", "no rows"},
		{"# only a comment\n", "no rows"},
		{strings.Replace(good, "3  1", "x  1", 1), `line 3: "x" is not a number of tiles left`},
		{strings.Replace(good, "3  1", "0  1", 1), `line 3: "0" is not a number of tiles left`},
		{strings.Replace(good, "2  1 2 3 0.5  ", "2  1 2 3 ", 1), "line 4: 7 numbers"},
		{strings.Replace(good, "2  1 2 3 0.5", "2  1 2 NaN 0.5", 1), `line 4: the curve of wait 0: "NaN" is not a number`},
		{strings.Replace(good, "1  1 2 3 0.5  -1 2 3", "1  1 2 3 0.5  -1 0 3", 1), "line 5: the curve of wait 1: the scales 0 and 3"},
		{strings.Replace(good, "2  1 2 3 0.5", "2  1 2 3 1.5", 1), "line 4: the curve of wait 0: the share 1.5"},
		{strings.Replace(good, "2  ", "1  ", 1), "line 4: a row of 1 tiles left after the row of 3"},
		{strings.Replace(good, "2  1 2 3 0.5", "2  1 2 3 0.5  0 1 1 0.5", 1), "line 4: 3 curves, but the rows before have 2"},
		{strings.Replace(good, "1  1 2 3 0.5  -1 2 3 0.5\n", "", 1), "ends at 2 tiles left"},
		{"1 " + strings.Repeat("0 1 1 0.5 ", 5), "20 numbers"},
		{"1 0 1 1 0.5", "4 numbers"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error with %q", c.text, err, c.want)
		}
	}
}
