package gcg

import (
	"fmt"
	"scraebbkle/internal/prose"
	"slices"
	"strings"
	"unicode"
)

// blank is a blank on a rack, in an exchange and in the end's tiles.
const blank = '?'

// tilesFault says why s, named what ("rack", "tiles"), is not tiles as GCG
// writes them off the board, letters and "?" for a blank, or returns "".
func tilesFault(what, s string) string {
	if s == "" {
		return fmt.Sprintf("the %s is empty", what)
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && r != blank {
			return fmt.Sprintf("the %s %s holds %s: tiles are letters, and ? for a blank", what, prose.Quoted(s), prose.Quoted(string(r)))
		}
	}
	return ""
}

// isTiles reports whether s is tiles as GCG writes them off the board.
func isTiles(s string) bool { return tilesFault("", s) == "" }

// sorted is tiles as a sorted list of upper-case letters and blanks, to
// compare racks however their letters are ordered or cased.
func sorted(tiles string) []rune {
	rs := []rune(strings.ToUpper(tiles))
	slices.Sort(rs)
	return rs
}

// sameTiles reports whether a and b are the same tiles in any order.
func sameTiles(a, b string) bool { return slices.Equal(sorted(a), sorted(b)) }

// holds reports whether rack holds every tile of tiles: it walks both,
// sorted, side by side.
func holds(rack, tiles string) bool {
	left := sorted(rack)
	for _, t := range sorted(tiles) {
		for len(left) > 0 && left[0] < t {
			left = left[1:]
		}
		if len(left) == 0 || left[0] != t {
			return false
		}
		left = left[1:]
	}
	return true
}
