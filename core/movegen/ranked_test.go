package movegen_test

import (
	"cmp"
	"context"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/playtest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/movegen/oneword"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
	"testing"
)

func TestRankedIsTheNormalPlayersOrder(t *testing.T) {
	cases := []struct {
		name  string
		seed  uint64
		turns int
		rack  string // "" for the rack of the player to move
		n     int
	}{
		{"opening", 1, 0, "", 20},
		{"early", 2, 3, "", 20},
		{"mid-game", 3, 10, "", 20},
		{"one blank", 4, 8, "AEIRST_", 20},
		{"two blanks", 5, 6, "QEU__TS", 20},
		{"fewer moves than asked", 6, 4, "QZ", 20},
		{"only the best", 7, 5, "", 1},
		{"many", 8, 7, "", 500},
	}
	gen := oneword.New(rules.ScraeBBKle(), coretest.Graph())
	best := computer.NewBest(rules.ScraeBBKle(), coretest.Lexicon())
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := playtest.PlayedGame(t, c.seed, c.turns, game.Computer, game.Computer)
			v := g.View()
			if c.rack != "" {
				v.Rack = coretest.Rack(t, c.rack)
			}
			got := movegen.Ranked(gen, v.Grid, v.Rack, c.n)

			all := gen.All(v.Grid, v.Rack, nil)
			slices.SortFunc(all, func(a, b move.Packed) int {
				if c := cmp.Compare(b.Score, a.Score); c != 0 {
					return c
				}
				return a.CompareNotation(&b)
			})
			want := all[:min(c.n, len(all))]
			if !slices.Equal(coretest.MoveStrings(got), coretest.MoveStrings(want)) || len(got) != len(want) {
				t.Fatalf("Ranked gave %d moves %v,\nwant %d %v", len(got), coretest.MoveStrings(got), len(want), coretest.MoveStrings(want))
			}
			choice, err := best.Choose(context.Background(), v)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) == 0 {
				if !choice.Pass {
					t.Fatalf("no moves ranked, but Normal plays %s", choice)
				}
				return
			}
			if got[0].Move() != choice {
				t.Errorf("the first hint is %s, Normal plays %s", got[0].Move(), choice)
			}
		})
	}
}

func TestRankedNothing(t *testing.T) {
	g := playtest.PlayedGame(t, 9, 2, game.Computer, game.Computer)
	gen := oneword.New(g.Rules(), coretest.Graph())
	if got := movegen.Ranked(gen, g.Grid(), g.Player(0).Rack, 0); got != nil {
		t.Errorf("n = 0 ranked %d moves", len(got))
	}
	if got := movegen.Ranked(gen, g.Grid(), tile.Rack{}, 20); len(got) != 0 {
		t.Errorf("an empty rack ranked %d moves", len(got))
	}
}
