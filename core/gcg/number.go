package gcg

import (
	"scraebbkle/internal/prose"
	"strconv"
	"strings"
)

// maxDigits is the most digits a score, a total or a count may have: far
// more than any game reaches, and few enough that sums cannot overflow.
const maxDigits = 6

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// number is s, one to maxDigits ASCII digits, as a number.
func number(s string) (int, bool) {
	if !allDigits(s) || len(s) > maxDigits {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// cutSign cuts the sign off s: "+24", "-10", or "+-10", which some writers
// have made of a negative number and macondo reads. signed is false when
// s has no sign.
func cutSign(s string) (digits string, sign int, signed bool) {
	for _, p := range []struct {
		prefix string
		sign   int
	}{{"+-", -1}, {"+", 1}, {"-", -1}} {
		if rest, ok := strings.CutPrefix(s, p.prefix); ok {
			return rest, p.sign, true
		}
	}
	return s, 1, false
}

// score reads f, the signed score of an event on line n.
func score(n int, f field) (int, *Error) {
	digits, sign, signed := cutSign(f.text)
	if !signed && allDigits(digits) {
		return 0, numberError(n, f, "the score %s has no sign: GCG writes a score as +24 or -10")
	}
	if !signed {
		return 0, numberError(n, f, "the score %s is not a number")
	}
	return signedNumber(n, f, "score", "a number", digits, sign)
}

// total reads f, a player's total on line n: a whole number, which
// penalties may have made negative.
func total(n int, f field) (int, *Error) {
	digits, sign, _ := cutSign(f.text)
	return signedNumber(n, f, "total", "a whole number", digits, sign)
}

// signedNumber is digits, the digits of field f of line n, with sign, or
// an error that f, a what, is not kind or is too large.
func signedNumber(n int, f field, what, kind, digits string, sign int) (int, *Error) {
	v, ok := number(digits)
	switch {
	case ok:
		return sign * v, nil
	case allDigits(digits):
		return 0, numberError(n, f, "the "+what+" %s is larger than any game's")
	}
	return 0, numberError(n, f, "the "+what+" %s is not "+kind)
}

// numberError is the error at field f of line n that format says, with
// the field quoted for its %s.
func numberError(n int, f field, format string) *Error {
	return errorAt(n, f.col, format, prose.Quoted(f.text))
}
