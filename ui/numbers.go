package ui

import (
	"strconv"
	"strings"

	"scraebbkle/core/game"
)

// The window writes every number that may be negative with a minus sign
// (−), not a hyphen.

// counted is n with the noun, in the plural unless n is 1 or -1: "1 tile",
// "0 points", "-1 point".
func counted(n int, noun string) string {
	if n != 1 && n != -1 {
		noun += "s"
	}
	return number(n) + " " + noun
}

// number is n as text, a negative one with a minus sign rather than a
// hyphen, as the window writes every number that may be negative.
func number(n int) string { return withMinus(strconv.Itoa(n)) }

// withSign is number with a plus sign for a number that is not negative.
func withSign(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return number(n)
}

// result is the outcome's sentence, "Player 1 wins, 431 to −12.", with
// minus signs.
func result(o game.Outcome) string { return strings.ReplaceAll(o.String(), "-", "−") }

// withMinus is a number written in Go with a minus sign for its hyphen.
func withMinus(s string) string { return strings.Replace(s, "-", "−", 1) }

// capitalised is s with its first letter in capitals: an error's text, which
// Go writes in lower case, as the first word of a sentence.
func capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// sentence is err's message as a sentence for a dialog: a capital first
// letter, unless it begins with a file's name ("b.txt: line 3, …"), and a
// full stop.
func sentence(err error) string {
	s := err.Error()
	if first, _, _ := strings.Cut(s, " "); !strings.HasSuffix(first, ":") {
		s = capitalised(s)
	}
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}
