package phrase

import (
	"fmt"
	"strconv"
	"strings"

	"scraebbkle/core/game"
	"scraebbkle/internal/prose"
)

// The window writes every number that may be negative with a minus sign
// (−), not a hyphen.

// Counted is n with the noun, in the plural unless n is 1 or -1: "1 tile",
// "0 points", "-1 point".
func Counted(n int, noun string) string { return WithMinus(prose.Counted(n, noun)) }

// Number is n as text, a negative one with a minus sign rather than a
// hyphen, as the window writes every number that may be negative.
func Number(n int) string { return WithMinus(strconv.Itoa(n)) }

// WithSign is Number with a plus sign for a number that is not negative.
func WithSign(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return Number(n)
}

// Result is the outcome's sentence, "Player 1 wins, 431 to −12.", with
// minus signs; a tie broken says how, as the console does.
func Result(o game.Outcome) string {
	s := strings.ReplaceAll(o.String(), "-", "−")
	if o.TieBroken {
		s = strings.TrimSuffix(s, ".") + ": the totals are tied, and the higher score before the tiles left decides."
	}
	return s
}

// WithMinus is a number written in Go with a minus sign for its hyphen.
func WithMinus(s string) string { return strings.Replace(s, "-", "−", 1) }

// Deduction is how player i's final score was reached: "431 − 7 for tiles
// left = 424 points", or for a player who went out and gains the tiles
// left on the other racks, "345 + 16 from the others' tiles = 361 points".
func Deduction(o game.Outcome, i int) string {
	if i < len(o.Bonuses) && o.Bonuses[i] > 0 {
		return fmt.Sprintf("%s + %d from the others' tiles = %s", Number(o.Scores[i]), o.Bonuses[i], Counted(o.Finals[i], "point"))
	}
	return fmt.Sprintf("%s − %d for tiles left = %s", Number(o.Scores[i]), o.Deductions[i], Counted(o.Finals[i], "point"))
}
