package panel

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"scraebbkle/core/tile"
)

// TestTrackerSaysWhatItCounts reads the tracker as a screen reader hears
// it (F8): the caption, then each letter it counts, those of none left
// out, the blanks last; and only why, when it counts nothing.
func TestTrackerSaysWhatItCounts(t *testing.T) {
	test.NewTempApp(t)
	tiles := func(letters string) []tile.Tile {
		var out []tile.Tile
		for _, c := range []byte(letters) {
			out = append(out, tile.Tile{Letter: c})
			if c == '_' {
				out[len(out)-1] = tile.Tile{Blank: true}
			}
		}
		return out
	}
	p := NewTracker()
	for _, c := range []struct {
		unseen  string
		bag     int
		players int
		open    bool
		want    string
	}{
		{"EAE_Q", 3, 2, false, "Tiles Anna cannot see: 5, 3 in the bag, 2 on the other rack. A 1, E 2, Q 1, blank 1."},
		{"ZZ", 2, 3, true, "Tiles Anna cannot see: 2, all in the bag: the racks are open. Z 2."},
		{"", 0, 4, false, "Tiles Anna cannot see: 0, 0 in the bag, 0 on the other racks."},
	} {
		p.Count("Anna", tiles(c.unseen), c.bag, c.players, c.open)
		if got := p.Said(); got != c.want {
			t.Errorf("%q: %q, want %q", c.unseen, got, c.want)
		}
	}
	p.Say("The game is over.")
	if got := p.Said(); got != "The game is over." {
		t.Errorf("saying why: %q", got)
	}
}
