package turn

import (
	"math/rand/v2"
	"slices"

	"scraebbkle/core/board"
	"scraebbkle/core/tile"
)

// handTile is one tile of the rack of the human to move and, while placed on
// the board this turn, the square it lies on.
type handTile struct {
	tile   tile.Tile // a placed blank carries its chosen letter
	placed bool
	at     board.Square
	order  int // when it was placed: the higher, the later
}

// Hand is the rack of the human to move, in the order the player arranged
// it, with the tiles placed on the board this turn.
type Hand struct {
	tiles    []handTile
	placings int // how many placings so far, for handTile.order
	held     heldBlank
}

// heldBlank is a blank dropped on a square while its letter is asked for:
// it shows on that square, not on the rack, until it is placed or let go.
type heldBlank struct {
	tile int
	at   board.Square
	on   bool
}

// NewHand returns a hand holding rack, with nothing placed.
func NewHand(rack tile.Rack) *Hand {
	h := &Hand{}
	for _, t := range rack {
		h.tiles = append(h.tiles, handTile{tile: t})
	}
	return h
}

// OnRack returns the indices of the tiles still on the rack, in rack order.
func (h *Hand) OnRack() []int {
	var idx []int
	for i, t := range h.tiles {
		if !t.placed && !(h.held.on && h.held.tile == i) {
			idx = append(idx, i)
		}
	}
	return idx
}

// Left are the tiles on the rack, not placed, in their order.
func (h *Hand) Left() tile.Rack {
	var rack tile.Rack
	for _, i := range h.OnRack() {
		rack = append(rack, h.Tile(i))
	}
	return rack
}

// Placed returns the tiles placed on the board this turn.
func (h *Hand) Placed() []board.Placed {
	var ps []board.Placed
	for _, t := range h.tiles {
		if t.placed {
			ps = append(ps, board.Placed{Square: t.at, Tile: t.tile})
		}
	}
	return ps
}

// On returns the index of the tile placed on square sq.
func (h *Hand) On(sq board.Square) (int, bool) {
	for i, t := range h.tiles {
		if t.placed && t.at == sq {
			return i, true
		}
	}
	return -1, false
}

// Hold shows tile i, a blank, on square sq while its letter is asked for.
func (h *Hand) Hold(i int, sq board.Square) { h.held = heldBlank{tile: i, at: sq, on: true} }

// LetGo ends the hold: the blank is back on the rack unless it is placed.
func (h *Hand) LetGo() { h.held = heldBlank{} }

// HeldOn returns the blank held on square sq, if any.
func (h *Hand) HeldOn(sq board.Square) (tile.Tile, bool) {
	if h.held.on && h.held.at == sq {
		return h.tiles[h.held.tile].tile, true
	}
	return tile.Tile{}, false
}

// Place puts tile i on square sq; a blank takes letter (upper case).
func (h *Hand) Place(i int, sq board.Square, letter byte) {
	t := &h.tiles[i]
	h.placings++
	t.placed, t.at, t.order = true, sq, h.placings
	if t.tile.Blank {
		t.tile.Letter = letter
	}
}

// Last returns the index of the tile placed last, of those on the board.
func (h *Hand) Last() (int, bool) {
	at, order := -1, 0
	for i, t := range h.tiles {
		if t.placed && t.order > order {
			at, order = i, t.order
		}
	}
	return at, at >= 0
}

// Recall takes tile i back to the rack; a blank forgets its letter.
func (h *Hand) Recall(i int) {
	t := &h.tiles[i]
	t.placed = false
	if t.tile.Blank {
		t.tile.Letter = 0
	}
}

// RecallAll takes every placed tile back to the rack.
func (h *Hand) RecallAll() {
	for i := range h.tiles {
		h.Recall(i)
	}
}

// MoveTo moves tile i to position pos among the tiles on the rack (0 is the
// left end), taking it off the board if it was placed.
func (h *Hand) MoveTo(i, pos int) {
	h.Recall(i)
	t := h.tiles[i]
	rest := slices.Delete(slices.Clone(h.tiles), i, i+1)
	at := len(rest)
	seen := 0
	for j, r := range rest {
		if !r.placed {
			if seen == pos {
				at = j
				break
			}
			seen++
		}
	}
	h.tiles = slices.Insert(rest, at, t)
}

// Shuffle puts the tiles in a random order.
func (h *Hand) Shuffle(rng *rand.Rand) {
	rng.Shuffle(len(h.tiles), func(i, j int) { h.tiles[i], h.tiles[j] = h.tiles[j], h.tiles[i] })
}

// Find returns the first tile on the rack that plays notation letter c: the
// tile of that letter for an upper-case c, a blank for a lower-case one.
func (h *Hand) Find(c byte) (int, bool) {
	for _, i := range h.OnRack() {
		t := h.tiles[i].tile
		if (c >= 'a' && c <= 'z') == t.Blank && (t.Blank || t.Letter == c) {
			return i, true
		}
	}
	return -1, false
}

// KeepOrder arranges a new rack of the same player like this hand: tiles
// kept from it stay in the player's order, new tiles follow.
func (h *Hand) KeepOrder(rack tile.Rack) *Hand {
	arranged, _ := rack.Arrange(h.Tiles())
	return NewHand(arranged)
}

// Tiles returns every tile of the hand, placed or not.
func (h *Hand) Tiles() tile.Rack {
	r := make(tile.Rack, len(h.tiles))
	for i, t := range h.tiles {
		r[i] = t.tile
	}
	return r
}

// Len is how many tiles the hand holds, placed or not.
func (h *Hand) Len() int { return len(h.tiles) }

// Tile is tile i; a placed blank carries its chosen letter.
func (h *Hand) Tile(i int) tile.Tile { return h.tiles[i].tile }

// IsPlaced reports whether tile i lies on the board.
func (h *Hand) IsPlaced(i int) bool { return h.tiles[i].placed }

// At is the square tile i lies on, while it is placed.
func (h *Hand) At(i int) board.Square { return h.tiles[i].at }

// exchange swaps tiles i and j in the hand's order, and returns what
// puts them back.
func (h *Hand) exchange(i, j int) (undo func()) {
	ti, tj := h.tiles[i], h.tiles[j]
	h.tiles[i], h.tiles[j] = tj, ti
	return func() { h.tiles[i], h.tiles[j] = ti, tj }
}
