package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"scraebbkle/core/board"
)

// The colours of the board. Premium squares are coloured by kind (letter or
// word) and by the sign of the factor (positive, zero, negative).
var (
	plainLight      = color.NRGBA{0xe4, 0xe3, 0xda, 0xff}
	plainDark       = color.NRGBA{0x3a, 0x3d, 0x42, 0xff}
	letterPositive  = color.NRGBA{0x7f, 0xc4, 0xe8, 0xff}
	letterZero      = color.NRGBA{0xb8, 0xc4, 0xcc, 0xff}
	letterNegative  = color.NRGBA{0x7b, 0x5e, 0xc8, 0xff}
	wordPositive    = color.NRGBA{0xf0, 0x93, 0x9b, 0xff}
	wordZero        = color.NRGBA{0xcf, 0xb8, 0xbb, 0xff}
	wordNegative    = color.NRGBA{0x9c, 0x1f, 0x2e, 0xff}
	tileColour      = color.NRGBA{0xf5, 0xd9, 0x9a, 0xff}
	tileEdge        = color.NRGBA{0x8c, 0x66, 0x30, 0xff} // sets a tile off from a pale square
	tileLastMove    = color.NRGBA{0xff, 0xc8, 0x57, 0xff}
	tilePending     = color.NRGBA{0xd4, 0xf0, 0xc0, 0xff}
	tilePreview     = color.NRGBA{0xf5, 0xd9, 0x9a, 0x8c} // a ghost of a tile: the square shows through
	previewOutline  = color.NRGBA{0x8e, 0x44, 0xad, 0xff}
	previewInk      = color.NRGBA{0x5b, 0x2c, 0x6f, 0xe6}
	tileHole        = color.NRGBA{0xf5, 0xd9, 0x9a, 0x40} // the place of a tile being dragged
	tileSeeThrough  = color.NRGBA{0xf5, 0xd9, 0x9a, 0x99} // a tile dragged over the square it would go to
	tileInk         = color.NRGBA{0x2b, 0x22, 0x14, 0xff}
	tileBack        = color.NRGBA{0x8a, 0x6d, 0x3b, 0xff}
	blankText       = color.NRGBA{0x1d, 0x5f, 0xb0, 0xff}
	lightText       = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	darkText        = color.NRGBA{0x22, 0x22, 0x22, 0xff}
	cursorColour    = color.NRGBA{0x2e, 0x8b, 0x57, 0xff}
	selectedOutline = color.NRGBA{0x2e, 0x8b, 0x57, 0xff}
)

// tileColours are the face and the edge of a tile on the board drawn with
// look l.
func tileColours(l tileLook) (face, edge color.Color) {
	switch l {
	case lookLast:
		return tileLastMove, tileEdge
	case lookPending:
		return tilePending, selectedOutline
	case lookPreview:
		return tilePreview, previewOutline
	}
	return tileColour, tileEdge
}

// premiumColour is the fill of an empty square with premium p.
func premiumColour(p board.Premium) color.Color {
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
	if isDark() {
		return plainDark
	}
	return plainLight
}

// premiumTextColour is the colour of the factor label on premium p.
func premiumTextColour(p board.Premium) color.Color {
	if p.Factor < 0 {
		return lightText
	}
	if p.Kind == board.Plain && isDark() {
		return lightText
	}
	return darkText
}

// premiumLabel is the short label of a premium square: "3L", "-2W", "0W".
func premiumLabel(p board.Premium) string {
	switch p.Kind {
	case board.LetterPremium:
		return strconv.Itoa(p.Factor) + "L"
	case board.WordPremium:
		return strconv.Itoa(p.Factor) + "W"
	}
	return ""
}

// isDark reports whether the current theme is dark.
func isDark() bool {
	return fyne.CurrentApp().Settings().ThemeVariant() == theme.VariantDark
}
