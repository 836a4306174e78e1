package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme is Fyne's own theme, in the variant the system asks for, with the
// edges of input boxes and of radio buttons not chosen drawn darker: in
// Fyne's colours they stand out from the background by too little to see
// easily (1.3 to 1 in the light variant), where a control's edge should
// stand out by at least 3 to 1.
func Theme() fyne.Theme { return gameTheme{theme.DefaultTheme()} }

// gameTheme is Fyne's theme with the colours of inputEdge.
type gameTheme struct{ fyne.Theme }

// inputEdge is the colour of input boxes' and radio buttons' edges, in the
// light and the dark variant.
var inputEdge = [...]color.Color{
	theme.VariantLight: color.NRGBA{0x8a, 0x8a, 0x8a, 0xff},
	theme.VariantDark:  color.NRGBA{0x66, 0x66, 0x66, 0xff},
}

// Color is Fyne's colour n in variant v, but for the edges of inputs.
func (t gameTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameInputBorder && int(v) < len(inputEdge) {
		return inputEdge[v]
	}
	return t.Theme.Color(n, v)
}
