package board

import (
	"strconv"
	"strings"
)

// Syntax is how a game writes its boards: in board files, the brackets of
// the premium squares and how the size and start square are given; on the
// console, how a square and the whole board are drawn.
type Syntax struct {
	name          string
	letter, word  [2]byte // the brackets of a letter and of a word premium
	square        bool    // one line gives the side of a square board, whose start square is its middle
	bracketFaces  bool    // the console draws a premium with its brackets, "(2)", not as " 2."
	numbersRight  bool    // the console numbers the rows on the right too
	headerBelow   bool    // the console letters the columns below the board too, each header set off by a blank line
	tokensExample string  // the squares a file may hold, for messages
}

// The syntaxes of the games.
var (
	// ScraeBBKleSyntax: a line each for the number of columns, the number
	// of rows and the start square; "[n]" a letter premium, "<n>" a word
	// premium.
	ScraeBBKleSyntax = Syntax{
		name: "ScraeBBKle", letter: [2]byte{'[', ']'}, word: [2]byte{'<', '>'},
		numbersRight: true, headerBelow: true, tokensExample: "'.', '[n]' or '<n>'",
	}
	// ScraBBKleSyntax: one line for the side S of an S x S board, whose
	// start square is the middle one (the top left of the four middle
	// ones when S is even); "(n)" a letter premium, "{n}" a word premium.
	ScraBBKleSyntax = Syntax{
		name: "ScraBBKle", letter: [2]byte{'(', ')'}, word: [2]byte{'{', '}'},
		square: true, bracketFaces: true, tokensExample: "'.', '(n)' or '{n}'",
	}
)

// Name names the syntax by the game that brought it: "ScraeBBKle".
func (s Syntax) Name() string { return s.name }

// Square reports whether the syntax writes square boards by their side,
// their start square in the middle.
func (s Syntax) Square() bool { return s.square }

// Middle is the start square of a square board of side n: the middle
// square, or the top left of the four middle ones.
func Middle(n int) Square { return Square{Col: (n - 1) / 2, Row: (n - 1) / 2} }

// brackets returns the opening and closing brackets of a premium kind.
func (s Syntax) brackets(k PremiumKind) [2]byte {
	if k == WordPremium {
		return s.word
	}
	return s.letter
}

// opens returns the kind of premium that c opens, or false.
func (s Syntax) opens(c byte) (PremiumKind, bool) {
	switch c {
	case s.letter[0]:
		return LetterPremium, true
	case s.word[0]:
		return WordPremium, true
	}
	return Plain, false
}

// isBracket reports whether c is any bracket of the syntax.
func (s Syntax) isBracket(c byte) bool {
	return c == s.letter[0] || c == s.letter[1] || c == s.word[0] || c == s.word[1]
}

// Token is premium p as a board file writes it: ".", "[3]", "<-3>",
// "(2)" or "{3}".
func (s Syntax) Token(p Premium) string {
	if p.Kind == Plain {
		return "."
	}
	b := s.brackets(p.Kind)
	return string(b[0]) + strconv.Itoa(p.Factor) + string(b[1])
}

// Face is premium p as the console board draws it, three characters
// wide: " . ", " 3.", "-3!", "42." for ScraeBBKle; "(2)", "{3}", "(12"
// for ScraBBKle, whose two-digit factors lose the closing bracket.
func (s Syntax) Face(p Premium) string {
	switch {
	case p.Kind == Plain:
		return " . "
	case s.bracketFaces:
		return s.Token(p)[:3]
	case p.Kind == LetterPremium:
		return pad2(p.Factor) + "."
	default:
		return pad2(p.Factor) + "!"
	}
}

// header is the line of column letters above (and below) the board.
func (s Syntax) header(cols int) string {
	var b strings.Builder
	b.WriteString("   ")
	for c := range cols {
		b.WriteString(" " + string(rune('a'+c)) + " ")
	}
	return b.String()
}
