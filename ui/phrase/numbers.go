package phrase

import (
	"fmt"
	"strconv"
	"strings"

	"scraebbkle/core/game"
)

// The window writes every number that may be negative with a minus sign
// (−), not a hyphen.

// Counted is n with the noun, in the plural unless n is 1 or -1: "1 tile",
// "0 points", "-1 point".
func Counted(n int, noun string) string {
	if n != 1 && n != -1 {
		noun += "s"
	}
	return Number(n) + " " + noun
}

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
// minus signs.
func Result(o game.Outcome) string { return strings.ReplaceAll(o.String(), "-", "−") }

// WithMinus is a number written in Go with a minus sign for its hyphen.
func WithMinus(s string) string { return strings.Replace(s, "-", "−", 1) }

// Deduction is how player i's final score was reached: "431 − 7 for tiles
// left = 424 points".
func Deduction(o game.Outcome, i int) string {
	return fmt.Sprintf("%s − %d for tiles left = %s", Number(o.Scores[i]), o.Deductions[i], Counted(o.Finals[i], "point"))
}
