package board

import "strconv"

// PremiumKind says what a square's premium multiplies.
type PremiumKind uint8

// The kinds of square.
const (
	Plain         PremiumKind = iota // no premium
	LetterPremium                    // multiplies the value of the tile placed on it
	WordPremium                      // multiplies the score of the word formed over it
)

// Premium is what a square adds to a move that places a tile on it.
type Premium struct {
	Kind   PremiumKind
	Factor int
}

// LetterFactor is what a tile newly placed on the square is multiplied by.
func (p Premium) LetterFactor() int {
	if p.Kind == LetterPremium {
		return p.Factor
	}
	return 1
}

// WordFactor is what the word is multiplied by when a tile is newly placed on
// the square.
func (p Premium) WordFactor() int {
	if p.Kind == WordPremium {
		return p.Factor
	}
	return 1
}

// Face is the square as the console board shows it, three characters wide:
// " . ", " 3.", "-3!", "42.".
func (p Premium) Face() string {
	switch p.Kind {
	case LetterPremium:
		return pad2(p.Factor) + "."
	case WordPremium:
		return pad2(p.Factor) + "!"
	default:
		return " . "
	}
}

// Token is the square as a board file writes it: ".", "[3]" or "<-3>".
func (p Premium) Token() string {
	switch p.Kind {
	case LetterPremium:
		return "[" + strconv.Itoa(p.Factor) + "]"
	case WordPremium:
		return "<" + strconv.Itoa(p.Factor) + ">"
	default:
		return "."
	}
}

// pad2 right-aligns a number in two characters.
func pad2(n int) string {
	s := strconv.Itoa(n)
	if len(s) < 2 {
		return " " + s
	}
	return s
}
