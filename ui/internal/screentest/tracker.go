package screentest

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
	"scraebbkle/ui/panel"
)

// TrackerCounts reads the tile tracker's cells: "E  9" as 9 for E, "?  2"
// for the blanks; a count of none must be drawn faint, any other not.
func TrackerCounts(t testing.TB, p *panel.Tracker) tile.Counts {
	t.Helper()
	var c tile.Counts
	for i, cell := range p.Cells() {
		var letter string
		var n int
		if _, err := fmt.Sscanf(cell.Text, "%s %d", &letter, &n); err != nil {
			t.Fatalf("cell %d reads %q: %v", i, cell.Text, err)
		}
		want := "?"
		if i != tile.BlankIndex {
			want = string(rune('A' + i))
		}
		if letter != want {
			t.Fatalf("cell %d is for %q, want %q", i, letter, want)
		}
		if (n == 0) != (cell.Importance == widget.LowImportance) {
			t.Errorf("cell %q is drawn with importance %v", cell.Text, cell.Importance)
		}
		c[i] = n
	}
	return c
}
