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
		{strings.Repeat("15/", 14) + "16 A/ 0/0 0", "row 15 holds 16 squares"},
		{strings.Repeat("15/", 14) + "15A A/ 0/0 0", "row 15 is longer than the board's 15 columns"},
		{strings.Repeat("15/", 14) + "7#7 A/ 0/0 0", `row 15, column 8: '#' is neither a letter`},
		{full + " A1/ 0/0 0", `rack 1: '1' is neither a capital letter nor ? for a blank`},
		{full + " AAAAAAAA/ 0/0 0", "holds more than 7 tiles"},
		{full + " A/B 0/x 0", `the score "x" is not a whole number`},
		{full + " A/B 0 0", "the position gives 2 racks and 1 scores"},
		{full + " A/B 0/0 -1", "the scoreless turns"},
	} {
		if _, err := cgp.Parse(r, b, tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q): %v, want %q", tc.in, err, tc.want)
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
