package core

import (
	"slices"
	"testing"
)

// sortedFaces is the tiles' faces, sorted, to compare tiles as multisets.
func sortedFaces(tiles []Tile) []string {
	var f []string
	for _, t := range tiles {
		f = append(f, t.String())
	}
	slices.Sort(f)
	return f
}

func TestUnseen(t *testing.T) {
	for _, open := range []bool{false, true} {
		ref := testReferee()
		g, err := NewGame(ref, defaultBoard(t), NewBag(ref.Rules.TileSet, 21), []PlayerKind{Human, Human}, open)
		if err != nil {
			t.Fatal(err)
		}
		best := NewBest(ref.Rules, testGraph())
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
				inOrder(t, got)
			}
			inOrder(t, v.Unseen)
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
