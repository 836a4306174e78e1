package boardview

import (
	"image/color"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/style"
	"testing"
)

// A tile on the board stands out from an empty square in either theme: its
// face or its edge contrasts with the square at least 3 to 1, the least
// WCAG asks of the parts of a picture that must be seen. (A previewed move
// is a ghost of a tile, which the square shows through.)
func TestTilesStandOutFromTheSquares(t *testing.T) {
	for _, square := range []struct {
		name string
		fill color.Color
	}{{"light", style.PlainLight}, {"dark", style.PlainDark}} {
		for _, tile := range []struct {
			name string
			look Look
		}{{"played", Played}, {"of the last move", Last}, {"placed", Pending}} {
			face, edge := tileColours(tile.look)
			if f, e := uitest.Contrast(face, square.fill), uitest.Contrast(edge, square.fill); f < 3 && e < 3 {
				t.Errorf("a tile %s on a %s square: face %.2f:1, edge %.2f:1, want either at least 3:1", tile.name, square.name, f, e)
			}
		}
	}
}
