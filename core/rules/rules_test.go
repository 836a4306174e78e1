package rules

import (
	"strings"
	"testing"
)

func TestRulesCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Set)
		want string // in the error; "" for none
	}{
		{"ScraeBBKle", func(*Set) {}, ""},
		{"five players", func(r *Set) { r.MaxPlayers = 5 }, "2 to 5 players; the engine plays games of 2 to 4"},
		{"one player", func(r *Set) { r.MinPlayers = 1 }, "1 to 2 players"},
		{"no players", func(r *Set) { r.MinPlayers, r.MaxPlayers = 3, 2 }, "3 to 2 players"},
		{"rack of 8", func(r *Set) { r.RackSize = 8 }, "a rack of 8 tiles is outside 1..7"},
		{"empty rack", func(r *Set) { r.RackSize = 0 }, "a rack of 0 tiles"},
		{"no passes", func(r *Set) { r.End.Rounds = 0 }, "0 rounds to end"},
		{"27 columns", func(r *Set) { r.Board.MaxColumns = 27 }, "columns 7..27 are not within 1..26"},
		{"100 rows", func(r *Set) { r.Board.MaxRows = 100 }, "rows 10..100 are not within 1..99"},
		{"factors crossed", func(r *Set) { r.Board.MinFactor = 5; r.Board.MaxFactor = 4 }, "premium factors 5..4"},
		{"factor too big", func(r *Set) { r.Board.MaxFactor = 200 }, "premium factors -9..200 are not within -128..127"},
		{"blank too dear", func(r *Set) { r.BlankValue = 128 }, "a blank worth 128 is outside 0..127"},
		{"tile too dear", func(r *Set) { r.TileSet[0].Value = 200 }, "A is worth 200"},
		{"tile twice", func(r *Set) { r.TileSet[1].Letter = 'A' }, "lists A twice"},
		{"not a letter", func(r *Set) { r.TileSet[0].Letter = 'a' }, `tile 'a' is neither`},
		{"negative count", func(r *Set) { r.TileSet[26].Count = -1 }, "-1 tiles of blank"},
	} {
		r := ScraeBBKle()
		tc.edit(r)
		err := r.Check()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}
