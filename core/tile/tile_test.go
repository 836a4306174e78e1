package tile_test

import (
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"testing"
)

func TestCountTiles(t *testing.T) {
	cases := []struct {
		rack string
		want map[int]int
	}{
		{"", nil},
		{"AAB", map[int]int{0: 2, 1: 1}},
		{"Z__Q", map[int]int{25: 1, 16: 1, tile.BlankIndex: 2}},
	}
	for _, c := range cases {
		var want tile.Counts
		for i, n := range c.want {
			want[i] = n
		}
		if got := tile.Count(coretest.Rack(t, c.rack)); got != want {
			t.Errorf("CountTiles(%q) = %v, want %v", c.rack, got, want)
		}
	}
	played := coretest.Rack(t, "_")
	played[0].Letter = 'E'
	if got := tile.Count(played); got[tile.BlankIndex] != 1 || got['E'-'A'] != 0 {
		t.Errorf("a blank playing E counts as %v", got)
	}
	full := tile.Count(tile.NewBag(rules.ScraeBBKle().TileSet, 1).Tiles())
	if full['E'-'A'] == 0 || full[tile.BlankIndex] != 2 {
		t.Errorf("the full bag counts %v", full)
	}
}
