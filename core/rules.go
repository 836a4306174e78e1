package core

import "fmt"

// TileCount says how many tiles of one kind a tile set holds.
type TileCount struct {
	Letter byte // 'A'..'Z', or 0 for a blank
	Value  int  // points the tile is worth
	Count  int  // how many such tiles the bag starts with
}

// Rules holds every constant of one variant of the game. The engine reads
// these numbers from here and nowhere else.
type Rules struct {
	Name          string      // the variant's name
	TileSet       []TileCount // the tiles the bag starts with, blanks included
	BlankValue    int         // what a blank is worth, wherever it lies
	BingoBonus    int         // added after everything else when a move plays RackSize tiles
	RackSize      int         // tiles a rack is refilled to
	Players       int         // how many players take turns
	PassRounds    int         // the game ends when every player passed this many times in a row
	MinWordLength int         // the shortest word a move may form
	MinColumns    int         // board width limits
	MaxColumns    int
	MinRows       int // board height limits
	MaxRows       int
	MinSquares    int // the smallest number of squares a board may have
	MinFactor     int // premium factor limits
	MaxFactor     int
}

// ScraeBBKle returns the rules of ScraeBBKle as the game defines them:
// 100 tiles, blanks worth 8, a bingo of 60 for all 7 tiles, boards of 7..26
// columns and 10..99 rows with at least 192 squares, premium factors -9..99.
// Each call returns a fresh value that the caller may change.
func ScraeBBKle() *Rules {
	return &Rules{
		Name: "ScraeBBKle",
		TileSet: []TileCount{
			{'A', 1, 8}, {'B', 3, 2}, {'C', 4, 2}, {'D', 2, 4}, {'E', 2, 9},
			{'F', 4, 3}, {'G', 3, 4}, {'H', 4, 3}, {'I', 1, 9}, {'J', 11, 1},
			{'K', 6, 2}, {'L', 1, 4}, {'M', 3, 2}, {'N', 1, 7}, {'O', 1, 7},
			{'P', 3, 2}, {'Q', 12, 1}, {'R', 1, 6}, {'S', 1, 4}, {'T', 1, 5},
			{'U', 1, 5}, {'V', 4, 2}, {'W', 4, 2}, {'X', 9, 1}, {'Y', 5, 2},
			{'Z', 9, 1}, {0, 8, 2},
		},
		BlankValue:    8,
		BingoBonus:    60,
		RackSize:      7,
		Players:       2,
		PassRounds:    2,
		MinWordLength: 2,
		MinColumns:    7,
		MaxColumns:    26,
		MinRows:       10,
		MaxRows:       99,
		MinSquares:    192,
		MinFactor:     -9,
		MaxFactor:     99,
	}
}

// Tiles returns every tile of the tile set, in the order of the set.
func (r *Rules) Tiles() []Tile {
	var tiles []Tile
	for _, tc := range r.TileSet {
		for range tc.Count {
			tiles = append(tiles, Tile{Letter: tc.Letter, Value: tc.Value, Blank: tc.Letter == 0})
		}
	}
	return tiles
}

// Value returns the value of a tile with the given upper-case letter, or
// false when the tile set has no such letter.
func (r *Rules) Value(letter byte) (int, bool) {
	for _, tc := range r.TileSet {
		if tc.Letter == letter && letter != 0 {
			return tc.Value, true
		}
	}
	return 0, false
}

// CheckFactor says why f cannot be a premium's factor, or returns nil.
func (r *Rules) CheckFactor(f int) error {
	if f < r.MinFactor || f > r.MaxFactor {
		return fmt.Errorf("premium factor %d is outside %d..%d", f, r.MinFactor, r.MaxFactor)
	}
	return nil
}
