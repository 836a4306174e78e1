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

// pad2 right-aligns a number in two characters.
func pad2(n int) string {
	s := strconv.Itoa(n)
	if len(s) < 2 {
		return " " + s
	}
	return s
}
