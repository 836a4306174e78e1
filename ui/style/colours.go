package style

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"scraebbkle/core/board"
)

// The colours of the board's squares. Premium squares are coloured by kind
// (letter or word) and by the sign of the factor (positive, zero,
// negative): Premium picks among them.
var (
	PlainLight     = color.NRGBA{0xe4, 0xe3, 0xda, 0xff} // a plain square in the light theme
	PlainDark      = color.NRGBA{0x3a, 0x3d, 0x42, 0xff} // a plain square in the dark theme
	letterPositive = color.NRGBA{0x7f, 0xc4, 0xe8, 0xff}
	letterZero     = color.NRGBA{0xb8, 0xc4, 0xcc, 0xff}
	letterNegative = color.NRGBA{0x7b, 0x5e, 0xc8, 0xff}
	wordPositive   = color.NRGBA{0xf0, 0x93, 0x9b, 0xff}
	wordZero       = color.NRGBA{0xcf, 0xb8, 0xbb, 0xff}
	wordNegative   = color.NRGBA{0x9c, 0x1f, 0x2e, 0xff}
	lightText      = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	darkText       = color.NRGBA{0x22, 0x22, 0x22, 0xff}
)

// The colours of tiles, on the rack and on the board.
var (
	TileFace        = color.NRGBA{0xf5, 0xd9, 0x9a, 0xff} // a tile's face
	TileEdge        = color.NRGBA{0x8c, 0x66, 0x30, 0xff} // sets a tile off from a pale square
	TileLastMove    = color.NRGBA{0xff, 0xc8, 0x57, 0xff} // a tile of the last move
	TilePending     = color.NRGBA{0xd4, 0xf0, 0xc0, 0xff} // a tile placed this turn
	TilePreview     = color.NRGBA{0xf5, 0xd9, 0x9a, 0x8c} // a ghost of a tile: the square shows through
	PreviewOutline  = color.NRGBA{0x8e, 0x44, 0xad, 0xff} // the edge of a ghost tile
	PreviewInk      = color.NRGBA{0x5b, 0x2c, 0x6f, 0xe6} // the lettering of a ghost tile
	TileHole        = color.NRGBA{0xf5, 0xd9, 0x9a, 0x40} // the place of a tile being dragged
	TileSeeThrough  = color.NRGBA{0xf5, 0xd9, 0x9a, 0x99} // a tile dragged over the square it would go to
	TileInk         = color.NRGBA{0x2b, 0x22, 0x14, 0xff} // a tile's letter and value
	TileBack        = color.NRGBA{0x8a, 0x6d, 0x3b, 0xff} // a tile face down
	BlankText       = color.NRGBA{0x1d, 0x5f, 0xb0, 0xff} // the letter a blank plays
	Cursor          = color.NRGBA{0x2e, 0x8b, 0x57, 0xff} // the typing arrow and the start star
	SelectedOutline = color.NRGBA{0x2e, 0x8b, 0x57, 0xff} // the edge of a tile picked or placed
)

// Premium is the fill of an empty square with premium p.
func Premium(p board.Premium) color.Color {
	switch {
	case p.Kind == board.LetterPremium && p.Factor > 0:
		return letterPositive
	case p.Kind == board.LetterPremium && p.Factor == 0:
		return letterZero
	case p.Kind == board.LetterPremium:
		return letterNegative
	case p.Kind == board.WordPremium && p.Factor > 0:
		return wordPositive
	case p.Kind == board.WordPremium && p.Factor == 0:
		return wordZero
	case p.Kind == board.WordPremium:
		return wordNegative
	}
	if IsDark() {
		return PlainDark
	}
	return PlainLight
}

// PremiumText is the colour of the factor label on premium p.
func PremiumText(p board.Premium) color.Color {
	if p.Factor < 0 {
		return lightText
	}
	if p.Kind == board.Plain && IsDark() {
		return lightText
	}
	return darkText
}

// IsDark reports whether the current theme is dark.
func IsDark() bool {
	return fyne.CurrentApp().Settings().ThemeVariant() == theme.VariantDark
}
