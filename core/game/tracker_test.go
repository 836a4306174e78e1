package game_test

import (
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/tile"
	"slices"
	"testing"
)

// sortedFaces is the tiles' faces, sorted, to compare tiles as multisets.
func sortedFaces(tiles []tile.Tile) []string {
	var f []string
	for _, t := range tiles {
		f = append(f, t.String())
	}
	slices.Sort(f)
	return f
}

func TestUnseen(t *testing.T) {
	for _, open := range []bool{false, true} {
		ref := coretest.Referee()
		g, err := game.New(ref, coretest.DefaultBoard(t), tile.NewBag(ref.Rules.TileSet, 21), []game.PlayerKind{game.Human, game.Human}, open)
		if err != nil {
			t.Fatal(err)
		}
		best := computer.NewBest(ref.Rules, coretest.Lexicon())
		for turn := 0; turn < 6 && !g.Over(); turn++ {
			v := g.View()
			for p := range 2 {
				want := g.BagTiles()
				if !open {
					want = append(want, g.Player(1-p).Rack...)
				}
				got := g.Unseen(p)
				if !slices.Equal(sortedFaces(got), sortedFaces(want)) {
					t.Fatalf("open %v turn %d player %d: unseen %v, want %v", open, turn, p+1, got, want)
				}
				coretest.InOrder(t, got)
			}
			coretest.InOrder(t, v.Unseen)
			// The player to move of a closed game cannot see what the
			// computer's view calls unseen; in an open game they also see
			// the opponent's rack.
			hidden := g.Unseen(g.ToMove())
			if open {
				hidden = append(hidden, v.Opponent...)
			}
			if !slices.Equal(sortedFaces(hidden), sortedFaces(v.Unseen)) {
				t.Fatalf("open %v turn %d: unseen %v, the view's %v", open, turn, hidden, v.Unseen)
			}
			m, _ := best.Choose(t.Context(), v)
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}
