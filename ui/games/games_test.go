package games

import (
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
)

// The games share two board formats: ScraeBBKle's boards are classic
// Scrabble's too, and ScraBBKle's are its own.
func TestFormatsAndTheGamesOfABoard(t *testing.T) {
	formats := Formats()
	if len(formats) != 2 || Names(formats[0].Games) != "ScraeBBKle and Classic Scrabble" || Names(formats[1].Games) != "ScraBBKle" {
		t.Fatalf("%d formats: %v", len(formats), formats)
	}
	for _, r := range All() {
		b, err := r.ParseDefaultBoard()
		if err != nil {
			t.Fatal(err)
		}
		want := Names(Of(r).Games)
		if got := Names(For(b)); got != want {
			t.Errorf("%s's default board is for %s, want %s", r.Name, got, want)
		}
		if f := FormatOf(b.Syntax()); f.Syntax != r.Board.Syntax {
			t.Errorf("%s's default board is in %s's format", r.Name, f.Syntax.Name())
		}
	}
	small, err := board.Parse(rules.ScraeBBKle().Board, "tall.txt", []byte("7\n28\na1\n"+strings.Repeat(".......\n", 28)))
	if err != nil {
		t.Fatal(err)
	}
	if Fits(rules.ScraBBKle(), small) || !Fits(rules.Classic(), small) {
		t.Error("a 7 x 28 board fits the wrong games")
	}
	if ByID("CLASSIC").ID != "classic" || ByID("chess").ID != Default().ID {
		t.Error("ByID does not find the games")
	}
}
