package cgp_test

import (
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/cgp"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
)

// classicBoard is the standard board.
func classicBoard(t testing.TB) (*rules.Set, *board.Board) {
	t.Helper()
	r := rules.Classic()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	return r, b
}

// TestParse reads VsMatt: its tiles, blanks, racks, scores and operations,
// and writes it back.
func TestParse(t *testing.T) {
	r, b := classicBoard(t)
	p, err := cgp.Parse(r, b, coretest.VsMatt)
	if err != nil {
		t.Fatal(err)
	}
	z, _ := p.Grid.At(board.Square{Col: 7, Row: 0})
	blank, _ := p.Grid.At(board.Square{Col: 11, Row: 7})
	switch {
	case p.Grid.Count() != 75:
		t.Errorf("%d tiles on the board", p.Grid.Count())
	case z.Letter != 'Z' || z.Value != 10 || z.Blank:
		t.Errorf("h1 holds %+v", z)
	case blank.Letter != 'B' || !blank.Blank || blank.Value != 0:
		t.Errorf("l8 holds %+v", blank)
	case len(p.Racks) != 2 || p.Racks[0].Letters() != "AABDELT" || len(p.Racks[1]) != 0:
		t.Errorf("racks %v", p.Racks)
	case len(p.Scores) != 2 || p.ZeroTurns != 0 || p.Lexicon != "CSW07":
		t.Errorf("scores %v, zero turns %d, lexicon %q", p.Scores, p.ZeroTurns, p.Lexicon)
	}
	if got := p.String(); got != coretest.VsMatt {
		t.Errorf("String() = %q, want %q", got, coretest.VsMatt)
	}
}

// TestParseRefuses says what is wrong with positions that are not ones.
func TestParseRefuses(t *testing.T) {
	r, b := classicBoard(t)
	full := strings.Repeat("15/", 14) + "15"
	for _, tc := range []struct{ in, want string }{
		{"15/15 A/ 0/0", "found 3 part(s)"},
		{"15/15 A/ 0/0 0", "the board has 15 rows, but the position gives 2"},
		{strings.Repeat("15/", 14) + "16 A/ 0/0 0", "row 15, column 1: 16 empty squares do not fit in the board's 15 columns"},
		{strings.Repeat("15/", 14) + "14A2 A/ 0/0 0", "row 15, column 16: 2 empty squares do not fit"},
		{strings.Repeat("15/", 14) + "13 A/ 0/0 0", "row 15 holds 13 squares"},
		// A run of empty squares too long for a number once wrapped round
		// to a negative column.
		{"A9223372036854775807B9223372036854775807C14/" + full[3:] + " AB/ 0/0 0", "row 1, column 2: 9223372036854775807 empty squares do not fit"},
		{"A99999999999999999999999" + full[2:] + " AB/ 0/0 0", "row 1, column 2: 99999999999999999999999 empty squares do not fit"},
		{"\u00c414/" + full[3:] + " AB/ 0/0 0", "row 1, column 1: 'Ä' is neither a letter of the game"},
		{"\xc314/" + full[3:] + " AB/ 0/0 0", "row 1, column 1: the byte 0xC3 is neither"},
		{full + " \u00c4/ 0/0 0", "rack 1: 'Ä' is neither a capital letter of the game"},
		{strings.Repeat(strings.Repeat("Z", 15)+"/", 14) + strings.Repeat("Z", 15) + " AB/ 0/0 0", "row 1, column 2 (b1): the 2nd Z, but the game has only 1"},
		{full + " ZZZZZ??/ 0/0 0", "rack 1: the 2nd Z, but the game has only 1"},
		{"Z14/" + full[3:] + " ?Z/ 0/0 0", "rack 1: the 2nd Z, but the game has only 1"},
		{"ab13/" + full[3:] + " ?/ 0/0 0", "rack 1: the 3rd blank, but the game has only 2"},
		{full + " A/B/C/D/E/F 0/0/0/0/0/0 0", "the position gives 6 racks, but Classic Scrabble is played by 2 to 4 players"},
		{full + " A 0 0", "the position gives 1 rack, but Classic Scrabble is played by 2 to 4 players"},
		{strings.Repeat("15/", 14) + "15A A/ 0/0 0", "row 15 is longer than the board's 15 columns"},
		{strings.Repeat("15/", 14) + "7#7 A/ 0/0 0", `row 15, column 8: '#' is neither a letter`},
		{full + " A1/ 0/0 0", `rack 1: '1' is neither a capital letter of the game nor ? for a blank`},
		{full + " AAAAAAAA/ 0/0 0", `rack 1: "AAAAAAAA" holds 8 tiles, more than the 7 of a rack`},
		{full + " A/B 0/x 0", `the score "x" is not a whole number`},
		{full + " A/B 0/99999999999999999999 0", `the score "99999999999999999999" is too large for a game`},
		{full + " A/B 0/0 -5", `the count of scoreless turns "-5" is below zero`},
		{full + " A/B 0/0 x", `the count of scoreless turns "x" is not a whole number`},
		{full + " A/B 0 0", "the position gives 2 racks and 1 scores"},
		{full + " A/B 0/0 -1", "the count of scoreless turns \"-1\" is below zero"},
	} {
		if _, err := cgp.Parse(r, b, tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q): %v, want %q", tc.in, err, tc.want)
		}
	}
}

// TestParseSpaces reads a position whose parts are separated by more
// than one space, or by tabs, as it reads the same with one space each.
func TestParseSpaces(t *testing.T) {
	r, b := classicBoard(t)
	full := strings.Repeat("15/", 14) + "15"
	want, err := cgp.Parse(r, b, full+" AB/CD 3/4 1 lex CSW19;")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		full + "  AB/CD  3/4  1  lex CSW19;",
		"\t" + full + "\tAB/CD \t3/4\t1 lex CSW19;  \n",
	} {
		got, err := cgp.Parse(r, b, in)
		if err != nil || got.String() != want.String() {
			t.Errorf("Parse(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
}

// FuzzParse checks that Parse never panics and that a position it reads
// writes back to text that reads to the same position.
func FuzzParse(f *testing.F) {
	f.Add(coretest.VsMatt)
	f.Add(strings.Repeat("15/", 14) + "15 AB?/CD 10/-3 2 lex X; ld english;")
	r, b := classicBoard(f)
	f.Fuzz(func(t *testing.T, s string) {
		p, err := cgp.Parse(r, b, s)
		if err != nil {
			return
		}
		again, err := cgp.Parse(r, b, p.String())
		if err != nil || again.String() != p.String() || !again.Grid.Equal(p.Grid) {
			t.Fatalf("%q reads and writes %q, which reads %v", s, p.String(), err)
		}
	})
}
