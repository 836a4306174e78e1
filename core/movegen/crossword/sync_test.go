package crossword

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
)

// TestUpdatesMatchReadingWhole follows games move by move, and moves laid
// and lifted again as a look-ahead does (movegen.Lay), and jumps between unrelated grids
// of one board, checking each time that the lanes the generator updated
// are those it reads from the grid whole.
func TestUpdatesMatchReadingWhole(t *testing.T) {
	games := 40
	if testing.Short() || coretest.RaceEnabled {
		games = 8
	}
	rng := rand.New(rand.NewPCG(7, 7))
	ref := classicReferee()
	gen := New(ref.Rules, ref.Lexicon)
	var buf []move.Packed
	checks := 0
	check := func(g *board.Grid) {
		t.Helper()
		gen.pos.sync(&gen.checker, g)
		var whole lanes
		whole.build(&gen.checker, g)
		if why := sameLanes(&gen.pos, &whole); why != "" {
			t.Fatalf("%s; board:\n%s", why, g.Render())
		}
		checks++
	}
	for seed := range uint64(games) {
		b := randomBoard(t, rng)
		empty := board.NewGrid(b)
		g := gametest.NewGameOn(t, ref, b, seed, false, game.Computer, game.Computer, game.Computer)
		for !g.Over() {
			check(g.Grid())
			buf = gen.All(g.Grid(), g.Player(g.ToMove()).Rack, buf[:0])
			if len(buf) > 0 {
				lookAhead := g.Grid().Clone()
				p, err := ref.Check(lookAhead, g.Player(g.ToMove()).Rack, buf[rng.IntN(len(buf))].Move())
				if err != nil {
					t.Fatal(err)
				}
				lookAhead.Apply(p.Placed)
				check(lookAhead)
				for _, pt := range p.Placed {
					lookAhead.Remove(pt.Square)
				}
				check(lookAhead)
			}
			if rng.IntN(8) == 0 {
				check(empty)
			}
			if _, err := g.Play(choose(rng, buf, rng.IntN(2) == 0)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions", checks)
}

// sameLanes says how two readings of a position differ, or returns "".
func sameLanes(a, b *lanes) string {
	switch {
	case !slices.Equal(a.keys, b.keys):
		return "the tiles differ"
	case a.mirrored != b.mirrored:
		return "the boards differ"
	}
	for _, d := range directions {
		for j := range a.laneCount(d) {
			la, lb := a.lane(d, j), b.lane(d, j)
			for i := range la {
				if la[i] != lb[i] {
					return fmt.Sprintf("cell %s of the lanes %s differs: %+v, read whole %+v", square(d, j, i), d, la[i], lb[i])
				}
			}
		}
		if !slices.Equal(a.pivots[d], b.pivots[d]) || slices.Contains(a.dirty[d], true) {
			return "the pivots of " + d.String() + " differ"
		}
	}
	return ""
}
