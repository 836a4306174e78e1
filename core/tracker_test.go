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
				want := g.bag.Tiles()
				if !open {
					want = append(want, g.players[1-p].Rack...)
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

// inOrder fails unless tiles are in letter order, blanks last: in the
// bag's order they would tell a player the tiles they draw next.
func inOrder(t *testing.T, tiles []Tile) {
	t.Helper()
	if !slices.IsSortedFunc(tiles, func(a, b Tile) int { return int(a.Notation()) - int(b.Notation()) }) {
		t.Fatalf("the unseen tiles %v are not in letter order", tiles)
	}
}

func TestCountTiles(t *testing.T) {
	cases := []struct {
		rack string
		want map[int]int
	}{
		{"", nil},
		{"AAB", map[int]int{0: 2, 1: 1}},
		{"Z__Q", map[int]int{25: 1, 16: 1, BlankIndex: 2}},
	}
	for _, c := range cases {
		var want TileCounts
		for i, n := range c.want {
			want[i] = n
		}
		if got := CountTiles(rackOf(t, c.rack)); got != want {
			t.Errorf("CountTiles(%q) = %v, want %v", c.rack, got, want)
		}
	}
	played := rackOf(t, "_")
	played[0].Letter = 'E'
	if got := CountTiles(played); got[BlankIndex] != 1 || got['E'-'A'] != 0 {
		t.Errorf("a blank playing E counts as %v", got)
	}
	full := CountTiles(NewBag(ScraeBBKle().TileSet, 1).Tiles())
	if full['E'-'A'] == 0 || full[BlankIndex] != 2 {
		t.Errorf("the full bag counts %v", full)
	}
}
