package tile

import (
	"scraebbkle/internal/ascii"
	"strconv"
)

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

// BlankIndex is the place of the blanks in [Counts], after A to Z.
const BlankIndex = 26

// Kinds is the number of kinds of tile counted: the letters and the
// blank.
const Kinds = BlankIndex + 1

// Counts counts tiles by letter: index 0 for A to 25 for Z, and
// [BlankIndex] for the blanks, whatever letter they play.
type Counts [Kinds]int

// Count counts the tiles by letter.
func Count(tiles []Tile) Counts {
	var c Counts
	for _, t := range tiles {
		switch {
		case t.Blank:
			c[BlankIndex]++
		case ascii.IsUpper(t.Letter):
			c[t.Letter-'A']++
		}
	}
	return c
}

// Kind says how many tiles of one kind a tile set holds.
type Kind struct {
	Letter byte // 'A'..'Z', or 0 for a blank
	Value  int  // points the tile is worth
	Count  int  // how many such tiles the bag starts with
}

// Set is the tiles a game's bag starts with, kind by kind.
type Set []Kind

// Tiles returns every tile of the tile set, in the order of the set.
func (ts Set) Tiles() []Tile {
	var tiles []Tile
	for _, tc := range ts {
		for range tc.Count {
			tiles = append(tiles, Tile{Letter: tc.Letter, Value: tc.Value, Blank: tc.Letter == 0})
		}
	}
	return tiles
}

// Value returns the value of a tile with the given upper-case letter, or
// false when the tile set has no such letter.
func (ts Set) Value(letter byte) (int, bool) {
	for _, tc := range ts {
		if tc.Letter == letter && letter != 0 {
			return tc.Value, true
		}
	}
	return 0, false
}

// MaxRack is the largest rack the engine handles under any rules,
// and so the longest word a move may write in notation: a move plays at
// most a full rack. It bounds parsing before any rack is known, and the move
// generator keeps a word's letters in a uint64 with a byte to spare.
// rules.Set.Check refuses a larger rack size.
const MaxRack = 7
