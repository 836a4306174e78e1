package ui

import (
	"image/color"
	"math"
	"testing"
)

// contrast is the WCAG contrast ratio of two opaque colours, from 1 to 21.
func contrast(a, b color.Color) float64 {
	l1, l2 := luminance(a), luminance(b)
	return (math.Max(l1, l2) + 0.05) / (math.Min(l1, l2) + 0.05)
}

// luminance is the WCAG relative luminance of an opaque colour.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	channel := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(r) + 0.7152*channel(g) + 0.0722*channel(b)
}

// A tile on the board stands out from an empty square in either theme: its
// face or its edge contrasts with the square at least 3 to 1, the least
// WCAG asks of the parts of a picture that must be seen. (A previewed move
// is a ghost of a tile, which the square shows through.)
func TestTilesStandOutFromTheSquares(t *testing.T) {
	for _, square := range []struct {
		name string
		fill color.Color
	}{{"light", plainLight}, {"dark", plainDark}} {
		for _, tile := range []struct {
			name string
			look tileLook
		}{{"played", lookPlayed}, {"of the last move", lookLast}, {"placed", lookPending}} {
			face, edge := tileColours(tile.look)
			if f, e := contrast(face, square.fill), contrast(edge, square.fill); f < 3 && e < 3 {
				t.Errorf("a tile %s on a %s square: face %.2f:1, edge %.2f:1, want either at least 3:1", tile.name, square.name, f, e)
			}
		}
	}
}
