package controller_test

import (
	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
	"testing"
)

// TestControllerClassicHintsAndTracker plays a classic game out in which
// the human always takes the first hint: every hint is legal under the
// classic rules with the score the referee gives it, crosswords and all,
// and at every turn the tile tracker's tiles, the human's rack and the
// board together are the classic tile set.
func TestControllerClassicHintsAndTracker(t *testing.T) {
	r := rules.Classic()
	ref := coretest.RefereeOf(r)
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g := gametest.NewGameOn(t, ref, b, 5, false, game.Human, game.Computer)
	l := NewLoop()
	c := controller.New(g, []computer.Strategy{nil, computer.NewBest(r, ref.Lexicon)}, l.Post, l.Notify)
	c.Start()
	crosswords := 0
	for !g.Over() {
		l.RunUntil(t, func() bool { return c.HumanToMove() || g.Over() })
		if g.Over() {
			break
		}
		checkTracker(t, g, r.TileSet)
		hints := c.Hints(10)
		for _, h := range hints {
			play, err := ref.Check(g.Grid(), g.Player(0).Rack, h.Move())
			if err != nil || play.Score != h.Score {
				t.Fatalf("turn %d: hint %v scoring %d: the referee says %v, %d", g.Turns(), h.Move(), h.Score, err, play.Score)
			}
			if len(play.Words) > 1 {
				crosswords++
			}
		}
		m := move.Pass
		if len(hints) > 0 {
			m = hints[0].Move()
		}
		if _, err := c.Submit(m); err != nil {
			t.Fatalf("turn %d: the first hint %v was refused: %v", g.Turns(), m, err)
		}
	}
	c.Wait()
	if crosswords == 0 {
		t.Error("no hint of the whole game formed a word across its own")
	}
	if got := c.HintLog().Count(0); got == 0 {
		t.Error("no hint recorded")
	}
}

// checkTracker checks that the tiles the human to move cannot see, those
// on their rack and those on the board are together the whole tile set.
func checkTracker(t *testing.T, g *game.Game, set tile.Set) {
	t.Helper()
	all := append(g.Unseen(0), g.Player(0).Rack...)
	for _, x := range g.Grid().Tiles() {
		if !x.IsZero() {
			all = append(all, x)
		}
	}
	if got, want := letters(all), letters(set.Tiles()); got != want {
		t.Fatalf("turn %d: tracked tiles %s, the set is %s", g.Turns(), got, want)
	}
}

// letters is the tiles' letters in order, a blank as '_' however played.
func letters(tiles []tile.Tile) string {
	b := make([]byte, len(tiles))
	for i, x := range tiles {
		b[i] = x.Letter
		if x.Blank {
			b[i] = '_'
		}
	}
	slices.Sort(b)
	return string(b)
}
