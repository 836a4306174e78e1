package rules

import (
	"fmt"
	"scraebbkle/core/board"
	"scraebbkle/core/tile"
)

// Set holds every constant of one variant of the game. The engine reads
// these numbers from here and nowhere else.
type Set struct {
	Name          string       // the variant's name
	TileSet       tile.Set     // the tiles the bag starts with, blanks included
	BlankValue    int          // what a blank is worth, wherever it lies
	BingoBonus    int          // added after everything else when a move plays RackSize tiles
	RackSize      int          // tiles a rack is refilled to
	Players       int          // how many players take turns
	PassRounds    int          // the game ends when every player passed this many times in a row
	MinWordLength int          // the shortest word a move may form
	Board         board.Format // the boards the game may be played on
}

// ScraeBBKle returns the rules of ScraeBBKle as the game defines them:
// 100 tiles, blanks worth 8, a bingo of 60 for all 7 tiles, boards of 7..26
// columns and 10..99 rows with at least 192 squares, premium factors -9..99.
// Each call returns a fresh value that the caller may change.
func ScraeBBKle() *Set {
	return &Set{
		Name: "ScraeBBKle",
		TileSet: tile.Set{
			{Letter: 'A', Value: 1, Count: 8}, {Letter: 'B', Value: 3, Count: 2}, {Letter: 'C', Value: 4, Count: 2}, {Letter: 'D', Value: 2, Count: 4}, {Letter: 'E', Value: 2, Count: 9},
			{Letter: 'F', Value: 4, Count: 3}, {Letter: 'G', Value: 3, Count: 4}, {Letter: 'H', Value: 4, Count: 3}, {Letter: 'I', Value: 1, Count: 9}, {Letter: 'J', Value: 11, Count: 1},
			{Letter: 'K', Value: 6, Count: 2}, {Letter: 'L', Value: 1, Count: 4}, {Letter: 'M', Value: 3, Count: 2}, {Letter: 'N', Value: 1, Count: 7}, {Letter: 'O', Value: 1, Count: 7},
			{Letter: 'P', Value: 3, Count: 2}, {Letter: 'Q', Value: 12, Count: 1}, {Letter: 'R', Value: 1, Count: 6}, {Letter: 'S', Value: 1, Count: 4}, {Letter: 'T', Value: 1, Count: 5},
			{Letter: 'U', Value: 1, Count: 5}, {Letter: 'V', Value: 4, Count: 2}, {Letter: 'W', Value: 4, Count: 2}, {Letter: 'X', Value: 9, Count: 1}, {Letter: 'Y', Value: 5, Count: 2},
			{Letter: 'Z', Value: 9, Count: 1}, {Letter: 0, Value: 8, Count: 2},
		},
		BlankValue:    8,
		BingoBonus:    60,
		RackSize:      7,
		Players:       2,
		PassRounds:    2,
		MinWordLength: 2,
		Board: board.Format{
			MinColumns: 7,
			MaxColumns: 26,
			MinRows:    10,
			MaxRows:    99,
			MinSquares: 192,
			MinFactor:  -9,
			MaxFactor:  99,
		},
	}
}

// The limits the engine can play within: a tile value or a premium factor
// is kept in a byte, a column is named by a letter and a row by at most two
// digits.
const (
	maxTileValue  = 127
	minFactorKept = -128
	maxFactorKept = 127
	maxColumns    = 26
	maxRows       = 99
)

// Check says why the engine cannot play by the rules, or returns nil:
// a variant's numbers must fit what the engine keeps and names. NewGame
// refuses rules that fail it.
func (r *Set) Check() error {
	b := &r.Board
	switch {
	case r.Players != 2:
		return fmt.Errorf("rules %s: %d players; the engine plays games of 2", r.Name, r.Players)
	case r.RackSize < 1 || r.RackSize > tile.MaxRack:
		return fmt.Errorf("rules %s: a rack of %d tiles is outside 1..%d", r.Name, r.RackSize, tile.MaxRack)
	case r.PassRounds < 1 || r.MinWordLength < 1:
		return fmt.Errorf("rules %s: %d pass rounds and words of at least %d letters; both must be 1 or more", r.Name, r.PassRounds, r.MinWordLength)
	case b.MinColumns < 1 || b.MinColumns > b.MaxColumns || b.MaxColumns > maxColumns:
		return fmt.Errorf("rules %s: columns %d..%d are not within 1..%d", r.Name, b.MinColumns, b.MaxColumns, maxColumns)
	case b.MinRows < 1 || b.MinRows > b.MaxRows || b.MaxRows > maxRows:
		return fmt.Errorf("rules %s: rows %d..%d are not within 1..%d", r.Name, b.MinRows, b.MaxRows, maxRows)
	case b.MinFactor > b.MaxFactor || b.MinFactor < minFactorKept || b.MaxFactor > maxFactorKept:
		return fmt.Errorf("rules %s: premium factors %d..%d are not within %d..%d", r.Name, b.MinFactor, b.MaxFactor, minFactorKept, maxFactorKept)
	case r.BlankValue < 0 || r.BlankValue > maxTileValue:
		return fmt.Errorf("rules %s: a blank worth %d is outside 0..%d", r.Name, r.BlankValue, maxTileValue)
	}
	return r.checkTileSet()
}

// checkTileSet says why the tile set cannot be played with, or returns nil.
func (r *Set) checkTileSet() error {
	var seen [256]bool // by letter, 0 for the blank
	for _, tc := range r.TileSet {
		name := "blank"
		if tc.Letter != 0 {
			name = string(tc.Letter)
		}
		switch {
		case tc.Letter != 0 && (tc.Letter < 'A' || tc.Letter > 'Z'):
			return fmt.Errorf("rules %s: tile %q is neither a letter A..Z nor a blank", r.Name, tc.Letter)
		case seen[tc.Letter]:
			return fmt.Errorf("rules %s: the tile set lists %s twice", r.Name, name)
		case tc.Value < 0 || tc.Value > maxTileValue:
			return fmt.Errorf("rules %s: %s is worth %d, outside 0..%d", r.Name, name, tc.Value, maxTileValue)
		case tc.Count < 0:
			return fmt.Errorf("rules %s: %d tiles of %s", r.Name, tc.Count, name)
		}
		seen[tc.Letter] = true
	}
	return nil
}
