package boardview

import (
	"image/color"
	"scraebbkle/core/board"
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

// Each game's labels can be read on their squares, at least 4.5 to 1 as
// WCAG asks of small text, on the squares of its default board.
func TestLabelsReadOnEveryGamesSquares(t *testing.T) {
	for _, l := range []struct {
		name string
		look *style.Look
	}{{"ScraeBBKle", style.ScraeBBKleLook}, {"ScraBBKle", style.ScraBBKleLook}, {"classic", style.ClassicLook}} {
		for _, p := range []board.Premium{
			{Kind: board.LetterPremium, Factor: 2}, {Kind: board.LetterPremium, Factor: 3},
			{Kind: board.WordPremium, Factor: 2}, {Kind: board.WordPremium, Factor: 3},
		} {
			if c := uitest.Contrast(l.look.Ink(p), l.look.Fill(p)); c < 4.5 {
				t.Errorf("%s: the label %q stands out from its square by %.2f to 1", l.name, l.look.Label(p), c)
			}
		}
	}
}
