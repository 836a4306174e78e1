package style

import (
	"image/color"
	"strconv"

	"scraebbkle/core/board"
)

// Look is how a game draws the squares of its board: the colour and the
// label of each premium, what the start square shows, and the key to the
// colours beside the board. Each game has its own (LookOf).
type Look struct {
	fill  func(board.Premium) color.Color
	ink   func(board.Premium) color.Color
	label func(board.Premium) string
	// StarAlone shows the start square's star alone, on the colour of its
	// premium, as the centre of the classic board does; otherwise a start
	// square with a premium shows its label and a small star in its corner.
	StarAlone bool
	// Legend is the key to the colours: a row for letter premiums and one
	// for word premiums, each a caption and its swatches.
	Legend []LegendRow
}

// LegendRow is a row of the key to the colours: its caption, such as
// "letter", and a swatch for each kind of square.
type LegendRow struct {
	Caption  string
	Swatches []Swatch
}

// Swatch is one colour of the key and what it stands for, such as "×2".
type Swatch struct {
	Fill color.Color
	Text string
}

// Fill is the colour of an empty square with premium p.
func (l *Look) Fill(p board.Premium) color.Color { return l.fill(p) }

// Ink is the colour of the label on premium p.
func (l *Look) Ink(p board.Premium) color.Color { return l.ink(p) }

// Label is the short label of a premium square, such as "3L", or "" for a
// plain one.
func (l *Look) Label(p board.Premium) string { return l.label(p) }

// The looks of the games.
var (
	// ScraeBBKleLook colours a premium by its kind and the sign of its
	// factor, and labels it with its factor: "3L", "-2W", "0W".
	ScraeBBKleLook = &Look{fill: Premium, ink: PremiumText, label: factorLabel("L", "W"), Legend: signLegend("letter", "word")}
	// ScraBBKleLook colours a premium as ScraeBBKle does, and labels it as
	// ScraBBKle's board files and console write it: "(2)", "{3}".
	ScraBBKleLook = &Look{fill: Premium, ink: PremiumText, label: bracketLabel, Legend: signLegend("letter (n)", "word {n}")}
	// ClassicLook has the colours of the classic board: pale blue double
	// and blue triple letters, pink double and red triple words, and the
	// star alone on the centre square; its labels are DL, TL, DW and TW.
	ClassicLook = &Look{fill: classicFill, ink: classicInk, label: classicLabel, StarAlone: true, Legend: classicLegend()}
)

// LookOf is the look of the game whose rules are called id
// (rules.Set.ID): ScraeBBKle's for a game it does not know.
func LookOf(id string) *Look {
	switch id {
	case "scrabbkle":
		return ScraBBKleLook
	case "classic":
		return ClassicLook
	}
	return ScraeBBKleLook
}

// factorLabel labels a premium with its factor and letter or word.
func factorLabel(letter, word string) func(board.Premium) string {
	return func(p board.Premium) string {
		switch p.Kind {
		case board.LetterPremium:
			return strconv.Itoa(p.Factor) + letter
		case board.WordPremium:
			return strconv.Itoa(p.Factor) + word
		}
		return ""
	}
}

// bracketLabel labels a premium as ScraBBKle writes it, "(2)", "{3}", and
// a plain square not at all.
func bracketLabel(p board.Premium) string {
	if p.Kind == board.Plain {
		return ""
	}
	return board.ScraBBKleSyntax.Token(p)
}

// signLegend is the key to the colours by kind and sign of the factor.
func signLegend(letter, word string) []LegendRow {
	row := func(caption string, kind board.PremiumKind) LegendRow {
		r := LegendRow{Caption: caption}
		for _, f := range []struct {
			factor int
			text   string
		}{{2, "×n"}, {0, "×0"}, {-1, "×−n"}} {
			r.Swatches = append(r.Swatches, Swatch{Premium(board.Premium{Kind: kind, Factor: f.factor}), f.text})
		}
		return r
	}
	return []LegendRow{row(letter, board.LetterPremium), row(word, board.WordPremium)}
}
