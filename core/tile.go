package core

import "strconv"

// Tile is one tile: a letter and its value. A blank has Blank set; its Letter
// is 0 while it sits on a rack and the chosen letter once it is played.
// Letters are always stored upper-case.
type Tile struct {
	Letter byte
	Value  int
	Blank  bool
}

// IsZero reports whether t is no tile at all (an empty square).
func (t Tile) IsZero() bool { return t.Letter == 0 && !t.Blank }

// Notation returns the tile's letter as move notation writes it: upper-case
// for a standard tile, lower-case for a played blank and '_' for an unplayed
// blank.
func (t Tile) Notation() byte {
	switch {
	case t.Blank && t.Letter == 0:
		return '_'
	case t.Blank:
		return t.Letter + ('a' - 'A')
	default:
		return t.Letter
	}
}

// Face is the tile as the board shows it: its notation letter and its value,
// such as "D2", "a8" or "J11".
func (t Tile) Face() string {
	return string(t.Notation()) + strconv.Itoa(t.Value)
}

// String is the tile as a rack shows it, such as "[E2]" or "[_8]".
func (t Tile) String() string { return "[" + t.Face() + "]" }

// isUpper and isLower report ASCII letter case.
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// upper returns the upper-case form of an ASCII letter.
func upper(c byte) byte {
	if isLower(c) {
		return c - ('a' - 'A')
	}
	return c
}

// BlankIndex is the place of the blanks in [TileCounts], after A to Z.
const BlankIndex = 26

// tileKinds is the number of kinds of tile counted: the letters and the
// blank.
const tileKinds = BlankIndex + 1

// TileCounts counts tiles by letter: index 0 for A to 25 for Z, and
// [BlankIndex] for the blanks, whatever letter they play.
type TileCounts [tileKinds]int

// CountTiles counts the tiles by letter.
func CountTiles(tiles []Tile) TileCounts {
	var c TileCounts
	for _, t := range tiles {
		switch {
		case t.Blank:
			c[BlankIndex]++
		case isUpper(t.Letter):
			c[t.Letter-'A']++
		}
	}
	return c
}
