package tile

import (
	"scraebbkle/internal/ascii"
	"slices"
	"strings"
)

// Rack is the tiles a player holds, in the order they were drawn.
type Rack []Tile

// String lists the tiles as the console shows them: "[E2], [L1], [_8]".
func (r Rack) String() string {
	faces := make([]string, len(r))
	for i, t := range r {
		faces[i] = t.String()
	}
	return strings.Join(faces, ", ")
}

// Value is the sum of the values of the tiles on the rack.
func (r Rack) Value() int {
	sum := 0
	for _, t := range r {
		sum += t.Value
	}
	return sum
}

// Blanks is the number of blanks on the rack.
func (r Rack) Blanks() int {
	n := 0
	for _, t := range r {
		if t.Blank {
			n++
		}
	}
	return n
}

// Letters is the rack in move notation: upper-case letters and '_' for blanks.
func (r Rack) Letters() string {
	b := make([]byte, len(r))
	for i, t := range r {
		b[i] = t.Notation()
	}
	return string(b)
}

// Shown is the rack's letters as a player reads them, and as GCG writes
// them: "?" for a blank.
func (r Rack) Shown() string { return strings.ReplaceAll(r.Letters(), "_", "?") }

// Take removes the tiles that a word in move notation needs: an upper-case
// letter takes that tile, a lower-case letter takes a blank and gives it that
// letter, and '_' takes a blank as it is (an exchange). It returns the tiles in the word's order and the rack without them,
// keeping the order of the rest. When tiles are missing it returns their
// letters in notation ('_' for a blank) and no tiles.
func (r Rack) Take(word string) (used []Tile, rest Rack, missing string) {
	rest = append(Rack(nil), r...)
	used = make([]Tile, 0, len(word))
	var miss []byte
	for i := 0; i < len(word); i++ {
		c := word[i]
		j := rest.find(c)
		if j < 0 {
			if ascii.IsLower(c) {
				c = '_'
			}
			miss = append(miss, c)
			continue
		}
		t := rest[j]
		if t.Blank && c != '_' {
			t.Letter = ascii.Upper(c)
		}
		used = append(used, t)
		rest = append(rest[:j], rest[j+1:]...)
	}
	if len(miss) > 0 {
		return nil, r, string(miss)
	}
	return used, rest, ""
}

// find returns the index of the first tile that can play notation letter c,
// or -1.
func (r Rack) find(c byte) int {
	return slices.IndexFunc(r, func(t Tile) bool { return t.plays(c) })
}

// plays reports whether tile t stands for c, a letter of move notation or
// rack letters: a blank for a lower-case letter or '_', that letter's tile
// for an upper-case one.
func (t Tile) plays(c byte) bool {
	if ascii.IsLower(c) || c == '_' {
		return t.Blank
	}
	return !t.Blank && t.Letter == c
}

// InOrder returns r's tiles in the order of letters, rack letters with '_'
// for a blank, or false when letters are not exactly r's tiles.
func (r Rack) InOrder(letters string) (Rack, bool) {
	order, bad := rackTiles(letters)
	if bad >= 0 || len(order) != len(r) {
		return nil, false
	}
	arranged, lacks := r.Arrange(order)
	return arranged, lacks < 0
}

// Arrange returns r's tiles in the order of order's, as far as r holds
// them (a blank stands for a blank, whatever letter either plays), then
// r's other tiles in their own order. lacks is the index in order of the
// first tile r does not hold, or -1 when it holds them all.
func (r Rack) Arrange(order []Tile) (arranged Rack, lacks int) {
	rest := slices.Clone(r)
	arranged, lacks = make(Rack, 0, len(r)), -1
	for i, want := range order {
		j := rest.find(want.Notation())
		if j < 0 {
			if lacks < 0 {
				lacks = i
			}
			continue
		}
		arranged = append(arranged, rest[j])
		rest = slices.Delete(rest, j, j+1)
	}
	return append(arranged, rest...), lacks
}

// rackTiles reads rack letters, upper-case letters and '_' for a blank,
// as tiles without values. bad is the index of the first other character,
// or -1 when there is none.
func rackTiles(letters string) (tiles []Tile, bad int) {
	tiles = make([]Tile, len(letters))
	for i := 0; i < len(letters); i++ {
		switch c := letters[i]; {
		case c == '_':
			tiles[i] = Tile{Blank: true}
		case ascii.IsUpper(c):
			tiles[i] = Tile{Letter: c}
		default:
			return nil, i
		}
	}
	return tiles, -1
}
