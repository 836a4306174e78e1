package move

import (
	"scraebbkle/core/board"
	"scraebbkle/core/tile"
)

// Packed is a legal tile move found by a move generator, in a compact form
// that costs no allocation: the notation's parts and the score, in 24
// bytes.
type Packed struct {
	// The tiles in notation, Word[:N]; the rest is zero. It is one byte
	// longer than a word can be, so that it is written in one store.
	Word     [WordBytes]byte
	N        uint8 // tiles played
	Col, Row uint8 // the square of the first tile played
	Dir      board.Direction
	Score    int
}

// WordBytes is the length of Packed.Word: the 8 bytes of a uint64.
const WordBytes = 8

// A Packed move's word fits in its Word with a byte to spare.
var _ [0]struct{} = [WordBytes - tile.MaxRack - 1]struct{}{}

// Origin is the square of the first tile played.
func (m *Packed) Origin() board.Square { return board.Square{Col: int(m.Col), Row: int(m.Row)} }

// Tiles is the number of tiles played.
func (m *Packed) Tiles() int { return int(m.N) }

// Move returns the move in notation.
func (m *Packed) Move() Move {
	return Move{Word: string(m.Word[:m.N]), Origin: m.Origin(), Dir: m.Dir}
}

// Pack is move m, which lays tiles, packed with its score.
func Pack(m Move, score int) Packed {
	p := Packed{N: uint8(len(m.Word)), Col: uint8(m.Origin.Col), Row: uint8(m.Origin.Row), Dir: m.Dir, Score: score}
	copy(p.Word[:], m.Word)
	return p
}
