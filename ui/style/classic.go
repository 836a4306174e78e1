package style

import (
	"image/color"

	"scraebbkle/core/board"
)

// The colours of the classic board's premium squares.
var (
	classicDoubleLetter = color.NRGBA{0xa6, 0xd8, 0xf0, 0xff} // pale blue
	classicTripleLetter = color.NRGBA{0x26, 0x70, 0xb8, 0xff} // blue
	classicDoubleWord   = color.NRGBA{0xf6, 0xb3, 0xbe, 0xff} // pink, the centre square's too
	classicTripleWord   = color.NRGBA{0xd6, 0x3b, 0x32, 0xff} // red
)

// classicFill is the colour of a square of the classic board: double and
// triple letters and words in their familiar colours (a factor of 1 as a
// double, more than 3 as a triple), and squares that no classic board has,
// whose factor is 0 or below, as ScraeBBKle colours them.
func classicFill(p board.Premium) color.Color {
	switch {
	case p.Kind == board.Plain || p.Factor <= 0:
		return Premium(p)
	case p.Kind == board.LetterPremium && p.Factor <= 2:
		return classicDoubleLetter
	case p.Kind == board.LetterPremium:
		return classicTripleLetter
	case p.Factor <= 2:
		return classicDoubleWord
	}
	return classicTripleWord
}

// classicInk is the colour of a label on the classic board: white on the
// dark triples, as on ScraeBBKle's dark squares.
func classicInk(p board.Premium) color.Color {
	if p.Kind != board.Plain && p.Factor >= 3 {
		return lightText
	}
	return PremiumText(p)
}

// classicLabel labels the classic board's squares DL, TL, DW and TW, and
// any other premium with its factor, as ScraeBBKle does.
func classicLabel(p board.Premium) string {
	names := map[board.Premium]string{
		{Kind: board.LetterPremium, Factor: 2}: "DL", {Kind: board.LetterPremium, Factor: 3}: "TL",
		{Kind: board.WordPremium, Factor: 2}: "DW", {Kind: board.WordPremium, Factor: 3}: "TW",
	}
	if name, ok := names[p]; ok {
		return name
	}
	return factorLabel("L", "W")(p)
}

// classicLegend is the key to the classic board's colours.
func classicLegend() []LegendRow {
	swatch := func(kind board.PremiumKind, factor int, text string) Swatch {
		return Swatch{classicFill(board.Premium{Kind: kind, Factor: factor}), text}
	}
	return []LegendRow{
		{"letter", []Swatch{swatch(board.LetterPremium, 2, "DL ×2"), swatch(board.LetterPremium, 3, "TL ×3")}},
		{"word", []Swatch{swatch(board.WordPremium, 2, "DW ×2"), swatch(board.WordPremium, 3, "TW ×3")}},
	}
}
