package phrase

import (
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

func TestSpokenPremiumsAndTiles(t *testing.T) {
	for _, c := range []struct {
		p    board.Premium
		want string
	}{
		{board.Premium{}, ""},
		{board.Premium{Kind: board.LetterPremium, Factor: 2}, "double letter"},
		{board.Premium{Kind: board.WordPremium, Factor: 3}, "triple word"},
		{board.Premium{Kind: board.WordPremium, Factor: 4}, "quadruple word"},
		{board.Premium{Kind: board.LetterPremium, Factor: 0}, "letter times 0"},
		{board.Premium{Kind: board.WordPremium, Factor: -2}, "word times −2"},
	} {
		if got := Premium(c.p); got != c.want {
			t.Errorf("Premium(%+v) = %q, want %q", c.p, got, c.want)
		}
	}
	for _, c := range []struct {
		t    tile.Tile
		want string
	}{
		{tile.Tile{Letter: 'Q', Value: 10}, "Q, 10 points"},
		{tile.Tile{Letter: 'A', Value: 1}, "A, 1 point"},
		{tile.Tile{Blank: true}, "blank, 0 points"},
		{tile.Tile{Letter: 'E', Blank: true, Value: 8}, "blank playing E, 8 points"},
	} {
		if got := Tile(c.t); got != c.want {
			t.Errorf("Tile(%+v) = %q, want %q", c.t, got, c.want)
		}
	}
}

func TestSpokenRowsAndRacks(t *testing.T) {
	r := rules.Classic()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g := board.NewGrid(b)
	for i, c := range "CAT" {
		g.Put(board.Square{Col: 7 + i, Row: 7}, tile.Tile{Letter: byte(c), Value: 1})
	}
	g.Put(board.Square{Col: 14, Row: 7}, tile.Tile{Letter: 'S', Blank: true})
	for _, c := range []struct {
		row  int
		want string
	}{
		{7, "Row 8: h8 to j8, C A T; o8, blank S."},
		{0, "Row 1: empty."},
	} {
		if got := Row(b, g, c.row); got != c.want {
			t.Errorf("Row(%d) = %q, want %q", c.row, got, c.want)
		}
	}
	if got, want := Rack(tile.Rack{{Letter: 'E', Value: 1}, {Blank: true}}), "Your rack, 2 tiles: E, blank."; got != want {
		t.Errorf("Rack = %q, want %q", got, want)
	}
	if got, want := Rack(nil), "Your rack is empty."; got != want {
		t.Errorf("Rack(nil) = %q, want %q", got, want)
	}
	for _, c := range []struct {
		r    *rules.Set
		want string
	}{
		{rules.Classic(), `The word and where it goes: "HI,f4" reads down from f4, "HI,4f" right from it; a lower-case letter is a blank. "," passes. "-QVV_" exchanges those tiles (_ a blank).`},
		{rules.ScraBBKle(), `The word and where it goes: "HI,f4,d" reads down from f4, "HI,f4,r" right from it; a lower-case letter is a blank. ",," passes.`},
	} {
		if got := Notation(c.r); got != c.want {
			t.Errorf("Notation(%s) = %q, want %q", c.r.Name, got, c.want)
		}
	}
}

func TestRowReaderGoesRound(t *testing.T) {
	b, err := rules.Classic().ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g := board.NewGrid(b)
	var back, on RowReader
	for _, c := range []struct {
		r    *RowReader
		step int
		want string
	}{
		{&back, -1, "Row 15: empty."}, {&back, -1, "Row 14: empty."}, {&back, 1, "Row 15: empty."}, {&back, 1, "Row 1: empty."},
		{&on, 1, "Row 1: empty."}, {&on, -1, "Row 15: empty."},
	} {
		if got := c.r.Read(b, g, c.step); got != c.want {
			t.Errorf("Read(%d) = %q, want %q", c.step, got, c.want)
		}
	}
}
