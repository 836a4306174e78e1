package tile

import (
	"fmt"
	"math/rand/v2"
	"unicode/utf8"
)

// Bag is the tile bag. Tiles are drawn from the front of an order fixed when
// the bag is made, so a shuffled bag draws uniformly at random and a bag made
// from a known order replays a game exactly.
type Bag struct {
	tiles []Tile
}

// NewBag returns a bag with every tile of the set, shuffled by
// a random source made from seed.
func NewBag(set Set, seed uint64) *Bag {
	tiles := set.Tiles()
	Shuffle(tiles, seed)
	return &Bag{tiles: tiles}
}

// Shuffle puts tiles in an order drawn from a random source made from seed.
func Shuffle(tiles []Tile, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5ca3bb1e))
	rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
}

// NewBagInOrder returns a bag that draws exactly the given tiles, first to last.
func NewBagInOrder(tiles []Tile) *Bag {
	return &Bag{tiles: append([]Tile(nil), tiles...)}
}

// Len is the number of tiles left in the bag.
func (b *Bag) Len() int { return len(b.tiles) }

// Draw takes up to n tiles from the bag.
func (b *Bag) Draw(n int) []Tile {
	n = min(n, len(b.tiles))
	drawn := append([]Tile(nil), b.tiles[:n]...)
	b.tiles = b.tiles[n:]
	return drawn
}

// Tiles returns the tiles left in the bag, in drawing order.
func (b *Bag) Tiles() []Tile { return append([]Tile(nil), b.tiles...) }

// Clone returns an independent copy of the bag.
func (b *Bag) Clone() *Bag { return NewBagInOrder(b.tiles) }

// StackBag returns a bag that draws the tiles written in first, in that
// order, before the rest of the set. Tiles are written as rack
// letters: upper-case letters and '_' for a blank. It replays a recorded
// game or sets up a position, and refuses any other character and letters
// the tile set does not have enough of.
func StackBag(set Set, first string) (*Bag, error) {
	order, bad := rackTiles(first)
	if bad >= 0 {
		r, _ := utf8.DecodeRuneInString(first[bad:])
		return nil, fmt.Errorf("character %d, %q, is not a tile (A to Z, or _ for a blank)", utf8.RuneCountInString(first[:bad])+1, r)
	}
	tiles, lacks := Rack(set.Tiles()).Arrange(order)
	if lacks >= 0 {
		return nil, fmt.Errorf("character %d: the tile set has no more %q tiles", lacks+1, first[lacks])
	}
	return NewBagInOrder(tiles), nil
}

// Put puts tiles back into the bag, then shuffles the whole bag with a
// random source made from seed: an exchange's tiles go back among the
// others.
func (b *Bag) Put(tiles []Tile, seed uint64) {
	b.tiles = append(b.tiles, tiles...)
	Shuffle(b.tiles, seed)
}

// SeedOf is a seed made from the order of tiles, for a shuffle that a
// replay of the same game repeats and no player can foresee.
func SeedOf(tiles []Tile, salt uint64) uint64 {
	h := uint64(0xcbf29ce484222325) ^ salt
	for _, t := range tiles {
		h ^= uint64(t.Notation())
		h *= 0x100000001b3
	}
	return h
}
