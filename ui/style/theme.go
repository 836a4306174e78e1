package style

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme is Fyne's own theme, in the variant the system asks for, with the
// edges of input boxes and of radio buttons not chosen drawn darker, and
// the text of disabled buttons (Recall, Play) stronger. In Fyne's colours
// an input's edge stands out from the background by too little to see
// easily (1.3 to 1 in the light variant), where a control's edge should
// stand out by at least 3 to 1; a disabled button's label, by 1.1 to 1 in
// the light variant, so that a player could not read what the button
// would do.
func Theme() fyne.Theme { return gameTheme{theme.DefaultTheme()} }

// gameTheme is Fyne's theme with the colours of ownColours.
type gameTheme struct{ fyne.Theme }

// ownColours are the colours the game's theme draws its own way, each in
// the light and the dark variant: the edges of inputs, and disabled text
// and icons, about 2.6 to 1 against a button's face: easily read, and
// still faint beside enabled text, which stands out by 6.7 to 1 (light)
// and 13 to 1 (dark).
var ownColours = map[fyne.ThemeColorName][2]color.Color{
	theme.ColorNameInputBorder: {
		theme.VariantLight: color.NRGBA{0x8a, 0x8a, 0x8a, 0xff},
		theme.VariantDark:  color.NRGBA{0x66, 0x66, 0x66, 0xff},
	},
	theme.ColorNameDisabled: {
		theme.VariantLight: color.NRGBA{0x9a, 0x9a, 0x9a, 0xff},
		theme.VariantDark:  color.NRGBA{0x6a, 0x6a, 0x6a, 0xff},
	},
}

// Color is Fyne's colour n in variant v, but for ownColours.
func (t gameTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if own, ok := ownColours[n]; ok && int(v) < len(own) {
		return own[v]
	}
	return t.Theme.Color(n, v)
}
