package core

// GenMove is a legal tile move found by a [Generator], in a compact form
// that costs no allocation: the notation's parts and the score, in 24
// bytes.
type GenMove struct {
	// The tiles in notation, Word[:N]; the rest is zero. It is one byte
	// longer than a word can be, so that it is written in one store.
	Word     [wordBytes]byte
	N        uint8 // tiles played
	Col, Row uint8 // the square of the first tile played
	Dir      Direction
	Score    int
}

// wordBytes is the length of GenMove.Word: the 8 bytes of a uint64.
const wordBytes = 8

// A GenMove's word fits in its Word with a byte to spare.
var _ [0]struct{} = [wordBytes - MaxWordLetters - 1]struct{}{}

// Origin is the square of the first tile played.
func (m *GenMove) Origin() Square { return Square{Col: int(m.Col), Row: int(m.Row)} }

// Tiles is the number of tiles played.
func (m *GenMove) Tiles() int { return int(m.N) }

// Move returns the move in notation.
func (m *GenMove) Move() Move {
	return Move{Word: string(m.Word[:m.N]), Origin: m.Origin(), Dir: m.Dir}
}
