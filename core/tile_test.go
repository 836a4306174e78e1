package core

import "testing"

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
