package game_test

import (
	"scraebbkle/core/game"
	"scraebbkle/core/tile"
	"slices"
	"strings"
	"testing"
)

// TestReadDrawsTellsTheDrawAgain checks that the tiles of a draw alone,
// read again, give the same players and the same first player as the
// game that drew them, with ties redrawn among two to four players.
func TestReadDrawsTellsTheDrawAgain(t *testing.T) {
	stacked := []string{"EAAB_", "AAAAAAAB", "EE", "__A", "EEEE", "BA", "XY"}
	for players := 2; players <= 4; players++ {
		for _, first := range stacked {
			g := classicGame(t, first, players, nil)
			var tiles []tile.Tile
			for _, d := range g.Draws() {
				tiles = append(tiles, d.Tile)
			}
			draws, who, err := game.ReadDraws(players, tiles)
			if err != nil || who != g.First() || !slices.Equal(draws, g.Draws()) {
				t.Errorf("%d players, bag %s: read %v, Player %d first, %v; the game drew %v, Player %d first",
					players, first, draws, who+1, err, g.Draws(), g.First()+1)
			}
		}
	}
}

// TestReadDrawsRefusesWhatNoDrawDraws checks the tiles no draw could
// have drawn.
func TestReadDrawsRefusesWhatNoDrawDraws(t *testing.T) {
	for _, c := range []struct {
		players int
		tiles   string
		want    string // in the error; "" for none
	}{
		{2, "", ""},
		{2, "AB", ""},
		{3, "AAB_A", ""},
		{2, "A", "a round of the draw with 1 of its 2 tiles"},
		{3, "AAB_", "a round of the draw with 1 of its 2 tiles"},
		{2, "ABC", "a tile drawn after Player 1 won the draw"},
		{0, "", "a draw among 0 players"},
	} {
		var tiles []tile.Tile
		for _, r := range c.tiles {
			if r == '_' {
				tiles = append(tiles, tile.Tile{Blank: true})
			} else {
				tiles = append(tiles, tile.Tile{Letter: byte(r)})
			}
		}
		_, _, err := game.ReadDraws(c.players, tiles)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%d players, %q: %v", c.players, c.tiles, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%d players, %q: %v, want %q", c.players, c.tiles, err, c.want)
		}
	}
}
