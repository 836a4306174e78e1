package board_test

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
)

// defaultBoardLines returns the lines of the default board file.
func defaultBoardLines() []string {
	return strings.Split(strings.TrimSuffix(resources.DefaultBoard, "\n"), "\n")
}

// boardFile joins lines into a board file with a final newline.
// wideFault is the reason a board file in encoding enc, "UTF-16" or
// "UTF-32", is refused.
func wideFault(enc string) string { return "the file is " + enc + " text, not UTF-8" }

// wideFile is text in UTF-16 (size 2) or UTF-32 (size 4), little-endian
// or not, after a byte order mark or not.
func wideFile(text string, size int, little, mark bool) string {
	var order binary.AppendByteOrder = binary.BigEndian
	if little {
		order = binary.LittleEndian
	}
	units := []rune(text)
	if size == 2 {
		units = nil
		for _, u := range utf16.Encode([]rune(text)) {
			units = append(units, rune(u))
		}
	}
	if mark {
		units = append([]rune{0xfeff}, units...)
	}
	var b []byte
	for _, u := range units {
		if size == 2 {
			b = order.AppendUint16(b, uint16(u))
		} else {
			b = order.AppendUint32(b, uint32(u))
		}
	}
	return string(b)
}

// defaultBoardWith is the default board file with line n replaced by s.
func defaultBoardWith(n int, s string) string {
	return coretest.BoardFile(coretest.ReplaceLine(defaultBoardLines(), n, s))
}

func letterSq(f int) board.Premium { return board.Premium{Kind: board.LetterPremium, Factor: f} }
func wordSq(f int) board.Premium   { return board.Premium{Kind: board.WordPremium, Factor: f} }

// square parses a square such as "d7" or fails the test.
func mustSquare(t testing.TB, s string) board.Square {
	t.Helper()
	sq, ok := board.ParseSquare(s)
	if !ok {
		t.Fatalf("bad square %q in test", s)
	}
	return sq
}

type validBoardCase struct {
	name          string
	text          string
	cols, rows    int
	start         string
	premiums      map[string]board.Premium // squares to look at
	sameAsDefault bool
}

func validBoardCases() []validBoardCase {
	def := resources.DefaultBoard
	defPremiums := map[string]board.Premium{
		"a1": letterSq(3), "b1": wordSq(-3), "c1": {}, "p1": wordSq(-2), "b2": wordSq(12),
		"l6": wordSq(0), "i11": letterSq(0), "p12": wordSq(16), "h14": letterSq(42), "p14": {},
	}
	factors := coretest.BoardFile(coretest.ReplaceLine(coretest.PlainBoardLines(16, 14, "d7"), 4, "[-9]<0>[99]<-05>[05][-0]<-9>[7]"+coretest.PlainRow(8)))
	largest := coretest.BoardFile(coretest.ReplaceLine(coretest.PlainBoardLines(26, 99, "z99"), 102, coretest.PlainRow(25)+"<99>"))
	return []validBoardCase{
		{name: "default board", text: def, cols: 16, rows: 14, start: "d7", premiums: defPremiums, sameAsDefault: true},
		{name: "UTF-8 byte order mark", text: "\uFEFF" + def, cols: 16, rows: 14, start: "d7", premiums: defPremiums, sameAsDefault: true},
		{name: "Windows line endings", text: strings.ReplaceAll(def, "\n", "\r\n"), cols: 16, rows: 14, start: "d7", premiums: defPremiums, sameAsDefault: true},
		{name: "blank lines after the last row", text: def + "\n\n\n", cols: 16, rows: 14, start: "d7", sameAsDefault: true},
		{name: "white-space lines after the last row", text: def + "   \n\t\n \t \r\n", cols: 16, rows: 14, start: "d7", sameAsDefault: true},
		{name: "no final newline", text: strings.TrimSuffix(def, "\n"), cols: 16, rows: 14, start: "d7", premiums: defPremiums, sameAsDefault: true},
		{name: "BOM, CRLF and blank lines together", text: "\uFEFF" + strings.ReplaceAll(def+"\n \n", "\n", "\r\n"), cols: 16, rows: 14, start: "d7", sameAsDefault: true},
		// The sizes are plain decimal digits; leading zeros are allowed,
		// as they are in factors ("-05").
		{name: "leading zeros in the sizes", text: coretest.BoardFile(coretest.ReplaceLine(coretest.ReplaceLine(defaultBoardLines(), 1, "016"), 2, "014")), cols: 16, rows: 14, start: "d7", sameAsDefault: true},
		{name: "smallest 7x28", text: coretest.BoardFile(coretest.PlainBoardLines(7, 28, "a1")), cols: 7, rows: 28, start: "a1", premiums: map[string]board.Premium{"g28": {}}},
		{name: "exactly 192 squares 8x24", text: coretest.BoardFile(coretest.PlainBoardLines(8, 24, "h24")), cols: 8, rows: 24, start: "h24"},
		{name: "26x10", text: coretest.BoardFile(coretest.PlainBoardLines(26, 10, "z10")), cols: 26, rows: 10, start: "z10"},
		{name: "largest 26x99", text: largest, cols: 26, rows: 99, start: "z99", premiums: map[string]board.Premium{"z99": wordSq(99), "a1": {}, "y99": {}}},
		{name: "factor limits and forms", text: factors, cols: 16, rows: 14, start: "d7", premiums: map[string]board.Premium{
			"a1": letterSq(-9), "b1": wordSq(0), "c1": letterSq(99), "d1": wordSq(-5),
			"e1": letterSq(5), "f1": letterSq(0), "g1": wordSq(-9), "h1": letterSq(7), "i1": {},
		}},
		{name: "start square in the last column and row", text: defaultBoardWith(3, "p14"), cols: 16, rows: 14, start: "p14"},
	}
}

func TestParseBoardValid(t *testing.T) {
	def := coretest.DefaultBoard(t)
	for _, tc := range validBoardCases() {
		t.Run(tc.name, func(t *testing.T) {
			b, err := board.Parse(rules.ScraeBBKle().Board, "test.txt", []byte(tc.text))
			if err != nil {
				t.Fatalf("ParseBoard: %v", err)
			}
			if b.Cols() != tc.cols || b.Rows() != tc.rows || b.Start().String() != tc.start {
				t.Errorf("got %d x %d from %s, want %d x %d from %s", b.Cols(), b.Rows(), b.Start(), tc.cols, tc.rows, tc.start)
			}
			if b.Name() != "test.txt" {
				t.Errorf("Name() = %q", b.Name())
			}
			for s, want := range tc.premiums {
				if got := b.Premium(mustSquare(t, s)); got != want {
					t.Errorf("square %s: %+v, want %+v", s, got, want)
				}
			}
			if tc.sameAsDefault != b.Equal(def) {
				t.Errorf("Equal(default board) = %v, want %v", b.Equal(def), tc.sameAsDefault)
			}
			again, err := board.Parse(rules.ScraeBBKle().Board, "again.txt", []byte(b.Format()))
			if err != nil {
				t.Fatalf("parsing Format(): %v\n%s", err, b.Format())
			}
			if !again.Equal(b) || !b.Equal(again) {
				t.Errorf("Format() does not read back to an equal board:\n%s", b.Format())
			}
		})
	}
}

func TestDefaultBoardFormatIsTheFile(t *testing.T) {
	if got := coretest.DefaultBoard(t).Format(); got != resources.DefaultBoard {
		t.Errorf("Format() of the default board differs from the file:\n%s", got)
	}
}

func TestFormatWritesCanonicalTokens(t *testing.T) {
	text := coretest.BoardFile(coretest.ReplaceLine(coretest.PlainBoardLines(16, 14, "d7"), 4, "[-05]<05>[-0]"+coretest.PlainRow(13)))
	b, err := board.Parse(rules.ScraeBBKle().Board, "", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := coretest.BoardFile(coretest.ReplaceLine(coretest.PlainBoardLines(16, 14, "d7"), 4, "[-5]<5>[0]"+coretest.PlainRow(13)))
	if got := b.Format(); got != want {
		t.Errorf("Format() =\n%s\nwant\n%s", got, want)
	}
}

type badBoardCase struct {
	name      string
	text      string
	line, col int
	reason    string
}

// notASquare is the reason for an unexpected character in a row.
func notASquare(what string) string {
	return "unexpected " + what + "; a square is '.', '[n]' or '<n>'"
}

func badBoardCases() []badBoardCase {
	def := resources.DefaultBoard
	d := defaultBoardLines()
	row1 := d[3] // "[3]<-3>..[2]...<2>...[-4]..<-2>"
	cases := []badBoardCase{
		{"empty file", "", 1, 1, "the file ends before the number of columns"},
		{"only a byte order mark", "\uFEFF", 1, 1, "the file ends before the number of columns"},
		{"only a newline", "\n", 1, 1, `expected the number of columns, a whole number from 7 to 26, but found ""`},
		{"ends after the columns", "16\n", 2, 1, "the file ends before the number of rows"},
		{"ends after the rows", "16\n14", 2, 3, "the file ends before the start square"},
		{"too few columns", defaultBoardWith(1, "6"), 1, 1, "a board has 7 to 26 columns, not 6"},
		{"zero columns", defaultBoardWith(1, "0"), 1, 1, "a board has 7 to 26 columns, not 0"},
		{"too many columns", defaultBoardWith(1, "27"), 1, 1, "a board has 7 to 26 columns, not 27"},
		{"huge number of columns", defaultBoardWith(1, "99999999999999999999"), 1, 1, "a board has 7 to 26 columns, not 99999999999999999999"},
		{"a long huge number of rows", defaultBoardWith(2, strings.Repeat("9", 500)), 2, 1, "a board has 10 to 99 rows, not " + strings.Repeat("9", 40) + "…"},
		{"too few rows", defaultBoardWith(2, "9"), 2, 1, "a board has 10 to 99 rows, not 9"},
		{"too many rows", defaultBoardWith(2, "100"), 2, 1, "a board has 10 to 99 rows, not 100"},
		{"signed rows", defaultBoardWith(2, "+14"), 2, 1, `expected the number of rows, a whole number from 10 to 99, but found "+14"`},
		{"7x27 has too few squares", coretest.BoardFile(coretest.PlainBoardLines(7, 27, "a1")), 2, 1, "a 7×27 board has 189 squares; at least 192 are needed"},
		{"19x10 has too few squares", coretest.BoardFile(coretest.PlainBoardLines(19, 10, "a1")), 2, 1, "a 19×10 board has 190 squares; at least 192 are needed"},
		{"start square in capitals", defaultBoardWith(3, "D7"), 3, 1, `the start square "D7" is written with a capital letter: write d7`},
		{"start square with a leading zero", defaultBoardWith(3, "d07"), 3, 1, `the start square "d07" is written with a leading zero: write d7`},
		{"start square in capitals with leading zeros", defaultBoardWith(3, "D007"), 3, 1, `the start square "D007" is written with a capital letter and a leading zero: write d7`},
		{"start square with a space after it", defaultBoardWith(3, "d7 "), 3, 1, `the start square "d7 " is written with white space around it: write d7`},
		{"start square with a tab before it", defaultBoardWith(3, "\td7"), 3, 1, `the start square "\td7" is written with white space around it: write d7`},
		{"start square in capitals with a space", defaultBoardWith(3, " D7"), 3, 1, `the start square " D7" is written with a capital letter and white space around it: write d7`},
		{"start square row zero", defaultBoardWith(3, "d00"), 3, 1, `expected the start square as a column letter and a row number, such as d7, but found "d00"`},
		{"start square in capitals off the board", defaultBoardWith(3, "Q7"), 3, 1, `expected the start square as a column letter and a row number, such as d7, but found "Q7"`},
		{"start outside the columns", defaultBoardWith(3, "q7"), 3, 1, "start square q7 is outside the 16×14 board"},
		{"start outside the rows", defaultBoardWith(3, "d15"), 3, 1, "start square d15 is outside the 16×14 board"},
		{"file ends a row early", coretest.BoardFile(d[:16]), 17, 1, "the file ends after 13 of the 14 rows"},
		{"file ends after the start square", coretest.BoardFile(d[:3]), 4, 1, "the file ends after 0 of the 14 rows"},
		{"empty row", defaultBoardWith(4, ""), 4, 1, "row 1 has 0 squares, but the board has 16 columns"},
		{"row with too few squares", defaultBoardWith(4, coretest.PlainRow(15)), 4, 16, "row 1 has 15 squares, but the board has 16 columns"},
		{"premium row with too few squares", defaultBoardWith(4, strings.TrimSuffix(row1, "<-2>")), 4, len(row1) - 3, "row 1 has 15 squares, but the board has 16 columns"},
		{"row with too many squares", defaultBoardWith(5, coretest.PlainRow(17)), 5, 17, "row 2 has more than 16 squares"},
		{"premium after the last square", defaultBoardWith(4, row1+"[2]"), 4, len(row1) + 1, "row 1 has more than 16 squares"},
		{"space", defaultBoardWith(6, coretest.PlainRow(5)+" "+coretest.PlainRow(11)), 6, 6, notASquare("space (board files have no spaces)")},
		{"space after the last square", defaultBoardWith(4, row1+" "), 4, len(row1) + 1, notASquare("space (board files have no spaces)")},
		{"tab", defaultBoardWith(6, "\t"+coretest.PlainRow(16)), 6, 1, notASquare("tab (board files have no spaces)")},
		{"letter x", defaultBoardWith(7, coretest.PlainRow(15)+"x"), 7, 16, notASquare("character 'x'")},
		{"stray closing bracket", defaultBoardWith(7, "]"+coretest.PlainRow(16)), 7, 1, notASquare("character ']'")},
		{"non-ASCII letter", defaultBoardWith(7, "..é"+coretest.PlainRow(13)), 7, 3, notASquare("character 'é'")},
		{"no-break space", defaultBoardWith(7, "..\u00a0"+coretest.PlainRow(13)), 7, 3, notASquare("character U+00A0")},
		{"non-ASCII factor, wrong closer", defaultBoardWith(7, "[é>"+coretest.PlainRow(15)), 7, 3, `premium square "[é" has '>' where ']' should close it`},
		{"NUL byte", defaultBoardWith(7, "..\x00"+coretest.PlainRow(13)), 7, 3, notASquare("character U+0000")},
		{"old Mac line endings", strings.ReplaceAll(def, "\n", "\r"), 1, 3, "the lines end in a carriage return alone (old Mac line endings): save the file with LF or CRLF line endings"},
		{"old Mac line endings and a last newline", strings.ReplaceAll(def, "\n", "\r") + "\n", 1, 3, "the lines end in a carriage return alone (old Mac line endings): save the file with LF or CRLF line endings"},
		{"UTF-16, little-endian, with a byte order mark", wideFile(def, 2, true, true), 1, 1, wideFault("UTF-16") + ": save it as UTF-8"},
		{"UTF-16, little-endian", wideFile(def, 2, true, false), 1, 1, wideFault("UTF-16") + ": save it as UTF-8"},
		{"UTF-16, big-endian, with a byte order mark", wideFile(def, 2, false, true), 1, 1, wideFault("UTF-16") + ": save it as UTF-8"},
		{"UTF-16, big-endian", wideFile(def, 2, false, false), 1, 1, wideFault("UTF-16") + ": save it as UTF-8"},
		{"UTF-32, little-endian, with a byte order mark", wideFile(def, 4, true, true), 1, 1, wideFault("UTF-32") + ": save it as UTF-8"},
		{"UTF-32, little-endian", wideFile(def, 4, true, false), 1, 1, wideFault("UTF-32") + ": save it as UTF-8"},
		{"UTF-32, big-endian, with a byte order mark", wideFile(def, 4, false, true), 1, 1, wideFault("UTF-32") + ": save it as UTF-8"},
		{"UTF-32, big-endian", wideFile(def, 4, false, false), 1, 1, wideFault("UTF-32") + ": save it as UTF-8"},
		{"a zero byte after the first digit", "1\x0016\n" + def[3:], 1, 2, "this is not a text file: it holds the control character U+0000: a board file is text, such as a text editor writes"},
		{"a program", "\x7fELF\x02\x01\x01\x00\x00\r\x00\r\x00\n\x03\x00>", 1, 1, "this is not a text file: it holds the control character U+007F: a board file is text, such as a text editor writes"},
		{"a picture", "\x89PNG\r\n\x1a\n", 1, 1, "this is not a text file: it holds the byte 0x89, which no UTF-8 text holds: a board file is text, such as a text editor writes"},
		{"a carriage return inside the first line", "1\r6\n" + def[strings.IndexByte(def, '\n')+1:], 1, 1, `expected the number of columns, a whole number from 7 to 26, but found "1\r6"`},
		{"carriage return inside a row", defaultBoardWith(7, "..\r"+coretest.PlainRow(13)), 7, 3, notASquare("character U+000D")},
		{"invalid UTF-8", defaultBoardWith(7, "..\xff"+coretest.PlainRow(13)), 7, 3, notASquare("byte 0xff (not UTF-8 text)")},
		{"unclosed letter premium at the end", defaultBoardWith(8, coretest.PlainRow(15)+"[12"), 8, 19, `premium square "[12" is not closed with ']'`},
		{"unclosed word premium", defaultBoardWith(8, "<3"+coretest.PlainRow(15)), 8, 3, `premium square "<3" is not closed with '>'`},
		{"unclosed premium before another", defaultBoardWith(8, "..<2>...[3...[3]...<2>."), 8, 11, `premium square "[3" is not closed with ']'`},
		{"premium closed by the other bracket", defaultBoardWith(8, ".[3>"+coretest.PlainRow(14)), 8, 4, `premium square "[3" has '>' where ']' should close it`},
		{"premium opened inside a premium", defaultBoardWith(8, "[12<3>"+coretest.PlainRow(15)), 8, 4, `premium square "[12" has '<' where ']' should close it`},
		{"premium opened at once inside a premium", defaultBoardWith(8, "[<3>]"+coretest.PlainRow(15)), 8, 2, `premium square "[" has '<' where ']' should close it`},
		{"empty letter premium", defaultBoardWith(8, "[]"+coretest.PlainRow(15)), 8, 2, `premium square "[]" has no factor`},
		{"empty word premium", defaultBoardWith(8, "..<>"+coretest.PlainRow(14)), 8, 4, `premium square "<>" has no factor`},
		{"letter factor", defaultBoardWith(9, "[a]"+coretest.PlainRow(15)), 9, 2, `premium factor "a" is not a whole number`},
		{"lone minus", defaultBoardWith(9, "[-]"+coretest.PlainRow(15)), 9, 2, `premium factor "-" is not a whole number`},
		{"plus sign", defaultBoardWith(9, "<+5>"+coretest.PlainRow(15)), 9, 2, `premium factor "+5" has a plus sign: write 5`},
		{"double minus", defaultBoardWith(9, "<--5>"+coretest.PlainRow(15)), 9, 2, `premium factor "--5" is not a whole number`},
		{"minus after the digits", defaultBoardWith(9, "[5-]"+coretest.PlainRow(15)), 9, 2, `premium factor "5-" is not a whole number`},
		{"space in a factor", defaultBoardWith(9, "[ 5]"+coretest.PlainRow(15)), 9, 2, `premium factor " 5" is not a whole number`},
		{"decimal factor", defaultBoardWith(9, "[1.5]"+coretest.PlainRow(15)), 9, 2, `premium factor "1.5" is not a whole number`},
		{"factor 100", defaultBoardWith(9, coretest.PlainRow(12)+"[100]"+coretest.PlainRow(3)), 9, 14, "premium factor 100 is outside -9..99"},
		{"factor -10", defaultBoardWith(9, coretest.PlainRow(3)+"<-10>"+coretest.PlainRow(12)), 9, 5, "premium factor -10 is outside -9..99"},
		{"huge factor", defaultBoardWith(9, "[99999999999999999999]"+coretest.PlainRow(15)), 9, 2, "premium factor 99999999999999999999 is outside -9..99"},
		{"three digits in range", defaultBoardWith(9, "[007]"+coretest.PlainRow(15)), 9, 2, "premium factor 007 has more than two digits"},
		{"negative three digits in range", defaultBoardWith(9, "<-007>"+coretest.PlainRow(15)), 9, 2, "premium factor -007 has more than two digits"},
		{"text after the last row", def + "x\n", 18, 1, `unexpected text after the last row: "x"`},
		{"an extra row", def + coretest.PlainRow(16), 18, 1, `unexpected text after the last row: "................"`},
		{"text after blank lines", def + "\n \t\n  .\n", 20, 3, `unexpected text after the last row: "  ."`},
		{"text after a Windows blank line", strings.ReplaceAll(def+"\n<2>\n", "\n", "\r\n"), 19, 1, `unexpected text after the last row: "<2>"`},
		{"text after a BOM file's last row", "\uFEFF" + def + "end", 18, 1, `unexpected text after the last row: "end"`},
		{"a long unclosed premium", defaultBoardWith(8, "[1"+strings.Repeat("5", 60)), 8, 63, `premium square "[1` + strings.Repeat("5", 38) + `"… is not closed with ']'`},
		{"a long factor", defaultBoardWith(9, "["+strings.Repeat("x", 50)+"]"+coretest.PlainRow(15)), 9, 2, `premium factor "` + strings.Repeat("x", 40) + `"… is not a whole number`},
		{"a long huge factor", defaultBoardWith(9, "["+strings.Repeat("9", 50)+"]"+coretest.PlainRow(15)), 9, 2, "premium factor " + strings.Repeat("9", 40) + "… is outside -9..99"},
		{"a long factor in range", defaultBoardWith(9, "["+strings.Repeat("0", 50)+"7]"+coretest.PlainRow(15)), 9, 2, "premium factor " + strings.Repeat("0", 40) + "… has more than two digits"},
		{"a long line after the last row", def + strings.Repeat("é", 100), 18, 1, `unexpected text after the last row: "` + strings.Repeat("é", 40) + `"…`},
	}
	for _, s := range []string{"x", "+16", "-16", "1 6", "16.0", "0x10", "sixteen", " 1 6", "16x "} {
		cases = append(cases, badBoardCase{"columns " + strconv.Quote(s), defaultBoardWith(1, s), 1, 1,
			"expected the number of columns, a whole number from 7 to 26, but found " + strconv.Quote(s)})
	}
	for _, s := range []string{"7d", "d0", "d100", "", "d", "dd", "7", "d-1", "é7", " d 7"} {
		cases = append(cases, badBoardCase{"start " + strconv.Quote(s), defaultBoardWith(3, s), 3, 1,
			"expected the start square as a column letter and a row number, such as d7, but found " + strconv.Quote(s)})
	}
	// White space around what the line should hold is named where it is.
	for _, c := range []struct {
		line       int
		text, what string
		col        int
	}{
		{1, " 16", `the number of columns "16"`, 1}, {1, "16 ", `the number of columns "16"`, 3}, {1, "\t16", `the number of columns "16"`, 1},
		{2, "14\t", `the number of rows "14"`, 3},
	} {
		cases = append(cases, badBoardCase{"white space " + strconv.Quote(c.text), defaultBoardWith(c.line, c.text), c.line, c.col,
			c.what + " has white space around it: write " + strings.Trim(c.what[strings.Index(c.what, `"`):], `"`)})
	}
	// A number out of range is named as such, white space or not, where
	// its digits begin: taking the white space away would not mend it.
	cases = append(cases,
		badBoardCase{"columns \" 0\"", defaultBoardWith(1, " 0"), 1, 2, "a board has 7 to 26 columns, not 0"},
		badBoardCase{"columns \"30 \"", defaultBoardWith(1, "30 "), 1, 1, "a board has 7 to 26 columns, not 30"},
		badBoardCase{"rows \"\\t200\"", defaultBoardWith(2, "\t200"), 2, 2, "a board has 10 to 99 rows, not 200"})
	return cases
}

func TestParseBoardErrors(t *testing.T) {
	for _, tc := range badBoardCases() {
		t.Run(tc.name, func(t *testing.T) {
			b, err := board.Parse(rules.ScraeBBKle().Board, "bad.txt", []byte(tc.text))
			if err == nil {
				t.Fatalf("parsed, want an error:\n%s", b.Format())
			}
			if b != nil {
				t.Error("a board came back with the error")
			}
			var be *board.FileError
			if !errors.As(err, &be) {
				t.Fatalf("error %T %v is no *BoardError", err, err)
			}
			said := be.Reason
			if be.Advice != "" {
				said += ": " + be.Advice
			}
			if be.File != "bad.txt" || be.Line != tc.line || be.Column != tc.col || said != tc.reason {
				t.Errorf("got %s, line %d, column %d: %s\nwant line %d, column %d: %s",
					be.File, be.Line, be.Column, said, tc.line, tc.col, tc.reason)
			}
		})
	}
}

func TestBoardErrorText(t *testing.T) {
	bad := defaultBoardWith(9, coretest.PlainRow(12)+"[100]"+coretest.PlainRow(3))
	tests := []struct {
		name, file, text, want string
	}{
		{"with column", "myboard.txt", bad, "myboard.txt: line 9, column 14: premium factor 100 is outside -9..99"},
		{"at the end", "myboard.txt", "16\n14", "myboard.txt: line 2, column 3: the file ends before the start square"},
		{"without a file name", "", bad, "line 9, column 14: premium factor 100 is outside -9..99"},
		{"a name that is not text", "b\xffd.txt", bad, `"b\xffd.txt": line 9, column 14: premium factor 100 is outside -9..99`},
		{"a name with a new line", "two\nlines.txt", bad, `"two\nlines.txt": line 9, column 14: premium factor 100 is outside -9..99`},
		{"a name in another script", "доска.txt", bad, "доска.txt: line 9, column 14: premium factor 100 is outside -9..99"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := board.Parse(rules.ScraeBBKle().Board, tc.file, []byte(tc.text))
			if err == nil || err.Error() != tc.want {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
	whole := &board.FileError{File: "myboard.txt", Line: 3, Reason: "a reason for the whole line"}
	if got, want := whole.Error(), "myboard.txt: line 3: a reason for the whole line"; got != want {
		t.Errorf("an error without a column reads %q, want %q", got, want)
	}
}

func TestLoadBoard(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(good, []byte(resources.DefaultBoard), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("16\n14\nq7\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	b, err := board.Load(rules.ScraeBBKle().Board, good)
	if err != nil || !b.Equal(coretest.DefaultBoard(t)) || b.Name() != "good.txt" {
		t.Errorf("LoadBoard(good) = %v, %v", b, err)
	}
	_, err = board.Load(rules.ScraeBBKle().Board, bad)
	if want := bad + ": line 3, column 1: start square q7 is outside the 16×14 board"; err == nil || err.Error() != want {
		t.Errorf("LoadBoard(bad) error %v, want %q", err, want)
	}
	// What is not a board file of a sensible size is refused without
	// being read to its end.
	huge := filepath.Join(dir, "huge.txt")
	if err := os.WriteFile(huge, []byte(resources.DefaultBoard+strings.Repeat("\n", board.MaxFileBytes)), 0o600); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		huge:        huge + ": the file is larger than 1 MB: no file of this kind is that large",
		dir:         dir + ": not a file but a folder",
		"/dev/zero": "/dev/zero: not a file but a device",
	} {
		if _, err := os.Stat(path); err != nil {
			continue // no /dev/zero here
		}
		if _, err := board.Load(rules.ScraeBBKle().Board, path); err == nil || err.Error() != want {
			t.Errorf("LoadBoard(%s) error %v, want %q", path, err, want)
		}
	}
	missing := filepath.Join(dir, "missing.txt")
	_, err = board.Load(rules.ScraeBBKle().Board, missing)
	var be *board.FileError
	if err == nil || errors.As(err, &be) || !errors.Is(err, os.ErrNotExist) || !strings.HasPrefix(err.Error(), missing+": ") {
		t.Errorf("LoadBoard(missing) error %v", err)
	}
}

func TestNewBoard(t *testing.T) {
	plain := func(n int) []board.Premium { return make([]board.Premium, n) }
	badFactor := plain(192)
	badFactor[9] = letterSq(100)
	tests := []struct {
		name       string
		cols, rows int
		start      board.Square
		premiums   []board.Premium
		err        string
	}{
		{"ok", 8, 24, board.Square{7, 23}, plain(192), ""},
		{"too narrow", 6, 40, board.Square{}, plain(240), "a board has 7 to 26 columns, not 6"},
		{"too wide", 27, 10, board.Square{}, plain(270), "a board has 7 to 26 columns, not 27"},
		{"too short", 26, 9, board.Square{}, plain(234), "a board has 10 to 99 rows, not 9"},
		{"too tall", 7, 100, board.Square{}, plain(700), "a board has 10 to 99 rows, not 100"},
		{"too small", 7, 27, board.Square{}, plain(189), "a 7×27 board has 189 squares; at least 192 are needed"},
		{"start to the right", 8, 24, board.Square{8, 0}, plain(192), "start square i1 is outside the 8×24 board"},
		{"start below", 8, 24, board.Square{0, 24}, plain(192), "start square a25 is outside the 8×24 board"},
		{"squares missing", 8, 24, board.Square{}, plain(191), "an 8×24 board needs 192 squares, got 191"},
		{"factor out of range", 8, 24, board.Square{}, badFactor, "square b2: premium factor 100 is outside -9..99"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := board.New(rules.ScraeBBKle().Board, "n", tc.cols, tc.rows, tc.start, tc.premiums)
			switch {
			case tc.err == "" && err != nil:
				t.Fatalf("NewBoard: %v", err)
			case tc.err == "" && (b.Cols() != tc.cols || b.Rows() != tc.rows || b.Start() != tc.start):
				t.Errorf("got %d x %d from %s", b.Cols(), b.Rows(), b.Start())
			case tc.err != "" && (err == nil || err.Error() != tc.err):
				t.Errorf("error %v, want %q", err, tc.err)
			}
		})
	}
}

func TestNewBoardCopiesPremiums(t *testing.T) {
	premiums := make([]board.Premium, 192)
	b, err := board.New(rules.ScraeBBKle().Board, "n", 8, 24, board.Square{}, premiums)
	if err != nil {
		t.Fatal(err)
	}
	premiums[0] = wordSq(3)
	if got := b.Premium(board.Square{}); got != (board.Premium{}) {
		t.Errorf("changing the caller's slice changed the board: %+v", got)
	}
}

func TestBoardEqual(t *testing.T) {
	def := coretest.DefaultBoard(t)
	tests := []struct {
		name string
		text string
		want bool
	}{
		{"same", resources.DefaultBoard, true},
		{"other start", defaultBoardWith(3, "d8"), false},
		{"other factor", defaultBoardWith(4, strings.Replace(defaultBoardLines()[3], "[3]", "[4]", 1)), false},
		{"other kind", defaultBoardWith(4, strings.Replace(defaultBoardLines()[3], "[3]", "<3>", 1)), false},
		{"premium made plain", defaultBoardWith(4, strings.Replace(defaultBoardLines()[3], "[3]", ".", 1)), false},
		{"other size", coretest.BoardFile(coretest.PlainBoardLines(16, 15, "d7")), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := board.Parse(rules.ScraeBBKle().Board, "other", []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if def.Equal(b) != tc.want || b.Equal(def) != tc.want {
				t.Errorf("Equal = %v, want %v", def.Equal(b), tc.want)
			}
		})
	}
}

func TestPremium(t *testing.T) {
	tests := []struct {
		p                    board.Premium
		face, token          string
		letterFactor, wordFn int
	}{
		{board.Premium{}, " . ", ".", 1, 1},
		{letterSq(3), " 3.", "[3]", 3, 1},
		{letterSq(42), "42.", "[42]", 42, 1},
		{letterSq(-4), "-4.", "[-4]", -4, 1},
		{letterSq(0), " 0.", "[0]", 0, 1},
		{wordSq(-3), "-3!", "<-3>", 1, -3},
		{wordSq(99), "99!", "<99>", 1, 99},
		{wordSq(0), " 0!", "<0>", 1, 0},
	}
	for _, tc := range tests {
		syntax := board.ScraeBBKleSyntax
		if syntax.Face(tc.p) != tc.face || syntax.Token(tc.p) != tc.token || tc.p.LetterFactor() != tc.letterFactor || tc.p.WordFactor() != tc.wordFn {
			t.Errorf("%+v: Face %q Token %q LetterFactor %d WordFactor %d, want %q %q %d %d", tc.p,
				syntax.Face(tc.p), syntax.Token(tc.p), tc.p.LetterFactor(), tc.p.WordFactor(), tc.face, tc.token, tc.letterFactor, tc.wordFn)
		}
	}
}

// FuzzParseBoard checks that Parse never panics on a file of
// ScraeBBKle's format, that every error is a *FileError placed inside the
// file, and that a parsed board is written by Format in a form that parses
// back to an equal board.
func FuzzParseBoard(f *testing.F) {
	for _, tc := range validBoardCases() {
		f.Add([]byte(tc.text))
	}
	for _, tc := range badBoardCases() {
		f.Add([]byte(tc.text))
	}
	fuzzParse(f, rules.ScraeBBKle().Board)
}

// FuzzParseSquareBoard is FuzzParseBoard for the square boards of
// ScraBBKle's format: one size for both sides, premiums written (n) for a
// letter and {n} for a word.
func FuzzParseSquareBoard(f *testing.F) {
	def := resources.ScraBBKleBoard
	for _, text := range []string{
		def,
		strings.Replace(def, "{3}", "{12}", 1),
		strings.Replace(def, "(2)", "(0)", 1),
		strings.Replace(def, "{3}", "{-3}", 1),
		strings.Replace(def, "15\n", "12\n", 1),
		strings.Replace(def, "(2)", "(2", 1),
		strings.Replace(def, "{3}", "<3>", 1),
		strings.Replace(def, "{3}", "[3]", 1),
		"12\n" + strings.Repeat(strings.Repeat(".", 12)+"\n", 12),
		"26\n" + strings.Repeat("{99}"+strings.Repeat("(9)", 25)+"\n", 26),
	} {
		f.Add([]byte(text))
	}
	fuzzParse(f, rules.ScraBBKle().Board)
}

// fuzzParse is the body of the board parser's fuzz targets, for boards of
// format.
func fuzzParse(f *testing.F, format board.Format) {
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := board.Parse(format, "fuzz.txt", data)
		if err != nil {
			be, ok := err.(*board.FileError)
			if !ok {
				t.Fatalf("error %T %v is no *BoardError", err, err)
			}
			if b != nil {
				t.Fatal("a board came back with the error")
			}
			if be.File != "fuzz.txt" || be.Line < 1 || be.Column < 0 || be.Reason == "" {
				t.Fatalf("bad error %+v", be)
			}
			// The place is in the file: an existing line, or the one after
			// the last; a column at most one past the line's end.
			lines := strings.Split(strings.TrimPrefix(string(data), "\uFEFF"), "\n")
			if be.Line > len(lines)+1 {
				t.Fatalf("line %d of a file of %d lines: %v", be.Line, len(lines), be)
			}
			if be.Line <= len(lines) && be.Column > len(strings.TrimSuffix(lines[be.Line-1], "\r"))+1 {
				t.Fatalf("column %d of line %q: %v", be.Column, lines[be.Line-1], be)
			}
			return
		}
		if b.Cols() < format.MinColumns || b.Cols() > format.MaxColumns || b.Rows() < format.MinRows ||
			b.Rows() > format.MaxRows || b.Cols()*b.Rows() < format.MinSquares || !b.Contains(b.Start()) {
			t.Fatalf("accepted a %d x %d board starting at %s", b.Cols(), b.Rows(), b.Start())
		}
		text := b.Format()
		again, err := board.Parse(format, "again.txt", []byte(text))
		if err != nil {
			t.Fatalf("Format() does not parse: %v\n%s", err, text)
		}
		if !again.Equal(b) || again.Format() != text {
			t.Fatalf("Format() parses to another board:\n%s", text)
		}
	})
}
