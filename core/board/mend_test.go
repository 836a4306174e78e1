package board_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
)

// readAnew reports whether the loader's error is one that a mend reads
// past by reading the whole file anew: as UTF-16 or UTF-32 text, or with old Mac
// line endings read as ends of lines.
func readAnew(loaderErr error) bool {
	return strings.Contains(loaderErr.Error(), wideFault("UTF-16")) || strings.Contains(loaderErr.Error(), wideFault("UTF-32")) || strings.Contains(loaderErr.Error(), "old Mac")
}

// TestMendBoardEveryBadFile mends each file of the loader's error table:
// a file whose size cannot be read is refused with the loader's own
// error, and any other (one with white space around the size too) is
// mended into a valid board, its first fault the loader's error.
func TestMendBoardEveryBadFile(t *testing.T) {
	rules := rules.ScraeBBKle()
	for _, tc := range badBoardCases() {
		t.Run(tc.name, func(t *testing.T) {
			_, parseErr := board.Parse(rules.Board, "bad.txt", []byte(tc.text))
			d, mends, err := board.MendFile(rules.Board, "bad.txt", []byte(tc.text))
			if tc.line <= 2 && !strings.Contains(tc.reason, "start square") && !strings.Contains(tc.reason, "white space around") && !readAnew(parseErr) {
				if err == nil || err.Error() != parseErr.Error() {
					t.Fatalf("MendBoard error %v, want the loader's %v", err, parseErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("not mended: %v", err)
			}
			if err := d.Check("mended.txt"); err != nil {
				t.Errorf("the mended board is not valid: %v", err)
			}
			if !d.Changed() {
				t.Error("a mended board counts as the file's")
			}
			if mends.Count == 0 || len(mends.First) == 0 {
				t.Fatal("no fault noted")
			}
			// The same fault, without the loader's advice on mending it.
			first, loader := mends.First[0].Fault, *parseErr.(*board.FileError)
			loader.File, loader.Advice = "", ""
			if first != loader {
				t.Errorf("first fault %v, want the loader's %v", &first, parseErr)
			}
		})
	}
}

// TestMendBoard checks what a mended file becomes, and what the player is
// told of it.
func TestMendBoard(t *testing.T) {
	def := resources.DefaultBoard
	d := defaultBoardLines()
	tests := []struct {
		name  string
		text  string
		want  string // the mended board's file
		mends []string
	}{
		{"space between squares", defaultBoardWith(6, coretest.PlainRow(5)+" "+coretest.PlainRow(11)), defaultBoardWith(6, coretest.PlainRow(16)),
			[]string{"line 6, column 6: unexpected space (board files have no spaces); a square is '.', '[n]' or '<n>': left out"}},
		{"a wrong premium among right ones", defaultBoardWith(8, "..<2>...[3...[3]...<2>."),
			defaultBoardWith(8, "..<2>.......[3]...<2>."),
			[]string{`line 8, column 11: premium square "[3" is not closed with ']': read as a plain square`}},
		{"a premium opened inside a premium", defaultBoardWith(8, "[12<3>"+coretest.PlainRow(14)),
			defaultBoardWith(8, ".<3>"+coretest.PlainRow(14)),
			[]string{`line 8, column 4: premium square "[12" has '<' where ']' should close it: read as a plain square`}},
		{"a wrong closer", defaultBoardWith(8, ".[3>"+coretest.PlainRow(14)), defaultBoardWith(8, coretest.PlainRow(16)),
			[]string{`line 8, column 4: premium square "[3" has '>' where ']' should close it: read as a plain square`}},
		// Columns count characters: é is two bytes.
		{"faults after a character of two bytes", defaultBoardWith(4, "é"+coretest.PlainRow(15)+"x"), defaultBoardWith(4, coretest.PlainRow(16)),
			[]string{"line 4, column 1: " + notASquare("character 'é'") + ": left out",
				"line 4, column 17: " + notASquare("character 'x'") + ": left out",
				"line 4, column 18: row 1 has 15 squares, but the board has 16 columns: plain squares end the row"}},
		{"a premium fault after a character of two bytes", defaultBoardWith(4, "é"+coretest.PlainRow(7)+"[]"+coretest.PlainRow(6)+"[100]..."), defaultBoardWith(4, coretest.PlainRow(16)),
			[]string{"line 4, column 1: " + notASquare("character 'é'") + ": left out",
				`line 4, column 10: premium square "[]" has no factor: read as a plain square`,
				"line 4, column 18: premium factor 100 is outside -9..99: read as a plain square",
				"line 4, column 23: row 1 has more than 16 squares: the squares past the last column are left out"}},
		{"factors out of range", defaultBoardWith(9, "[100]<-10>"+coretest.PlainRow(14)), defaultBoardWith(9, coretest.PlainRow(16)),
			[]string{"line 9, column 2: premium factor 100 is outside -9..99: read as a plain square",
				"line 9, column 7: premium factor -10 is outside -9..99: read as a plain square"}},
		{"rows too short and too long", coretest.BoardFile(coretest.ReplaceLine(coretest.ReplaceLine(d, 4, "[3]"), 5, coretest.PlainRow(20))),
			coretest.BoardFile(coretest.ReplaceLine(coretest.ReplaceLine(d, 4, "[3]"+coretest.PlainRow(15)), 5, coretest.PlainRow(16))),
			[]string{"line 4, column 4: row 1 has 1 squares, but the board has 16 columns: plain squares end the row",
				"line 5, column 17: row 2 has more than 16 squares: the squares past the last column are left out"}},
		{"rows missing", coretest.BoardFile(d[:10]), coretest.BoardFile(append(d[:10:10], coretest.PlainRow(16), coretest.PlainRow(16), coretest.PlainRow(16),
			coretest.PlainRow(16), coretest.PlainRow(16), coretest.PlainRow(16), coretest.PlainRow(16))),
			[]string{"line 11, column 1: the file ends after 7 of the 14 rows: the rows missing are plain"}},
		{"a blank line between rows", coretest.BoardFile(slices.Insert(slices.Clone(d), 8, "")), def,
			[]string{"line 9, column 1: row 6 has 0 squares, but the board has 16 columns: the blank line is left out"}},
		{"blank lines between rows and after the last", coretest.BoardFile(slices.Insert(slices.Clone(d), 5, "  ", "")) + "\n\n", def,
			[]string{"line 6, column 1: unexpected space (board files have no spaces); a square is '.', '[n]' or '<n>': the blank line is left out",
				"line 7, column 1: row 3 has 0 squares, but the board has 16 columns: the blank line is left out"}},
		{"no start line", coretest.BoardFile(slices.Delete(slices.Clone(d), 2, 3)), defaultBoardWith(3, "i8"),
			[]string{"line 3, column 1: expected the start square as a column letter and a row number, such as d7, but found " + strconv.Quote(d[3]) +
				": the start square is missing: it is the middle one, i8, and the rows begin on this line"}},
		{"no start line and a row missing", coretest.BoardFile(slices.Delete(slices.Clone(d), 2, 3)[:15]), coretest.BoardFile(coretest.ReplaceLine(coretest.ReplaceLine(d, 3, "i8"), 17, coretest.PlainRow(16))),
			[]string{"line 3, column 1: expected the start square as a column letter and a row number, such as d7, but found " + strconv.Quote(d[3]) +
				": the start square is missing: it is the middle one, i8, and the rows begin on this line",
				"line 16, column 1: the file ends after 13 of the 14 rows: the rows missing are plain"}},
		{"a start line that looks like a row, and every row", defaultBoardWith(3, ".d7"), defaultBoardWith(3, "i8"),
			[]string{`line 3, column 1: expected the start square as a column letter and a row number, such as d7, but found ".d7": the start square is the middle one, i8`}},
		{"a start square in capitals", defaultBoardWith(3, "D9"), defaultBoardWith(3, "d9"),
			[]string{`line 3, column 1: the start square "D9" is written with a capital letter: read as d9`}},
		{"a start square with a leading zero", defaultBoardWith(3, "d09"), defaultBoardWith(3, "d9"),
			[]string{`line 3, column 1: the start square "d09" is written with a leading zero: read as d9`}},
		{"a start square off the board", defaultBoardWith(3, "z99"), defaultBoardWith(3, "i8"),
			[]string{"line 3, column 1: start square z99 is outside the 16×14 board: the start square is the middle one, i8"}},
		{"text after the last row", def + "x\n.....\n", def,
			[]string{`line 18, column 1: unexpected text after the last row: "x": left out, with all that follows`}},
		{"old Mac line endings", strings.ReplaceAll(def, "\n", "\r"), def,
			[]string{"line 1, column 3: the lines end in a carriage return alone (old Mac line endings): read as ends of lines"}},
		{"UTF-16", wideFile(strings.ReplaceAll(def, "\n", "\r\n"), 2, true, true), def,
			[]string{"line 1, column 1: " + wideFault("UTF-16") + ": read as UTF-16"}},
		{"UTF-16 with a fault", wideFile(defaultBoardWith(9, "[100]"+coretest.PlainRow(15)), 2, false, false), defaultBoardWith(9, coretest.PlainRow(16)),
			[]string{"line 1, column 1: " + wideFault("UTF-16") + ": read as UTF-16", "line 9, column 2: premium factor 100 is outside -9..99: read as a plain square"}},
		{"UTF-32", wideFile(def, 4, true, true), def,
			[]string{"line 1, column 1: " + wideFault("UTF-32") + ": read as UTF-32"}},
		{"UTF-32 with a character that is none", wideFile(def, 4, false, false)[:24] + "\x00\x11\x00\x00" + wideFile(def, 4, false, false)[28:], defaultBoardWith(3, "i8"),
			[]string{"line 1, column 1: " + wideFault("UTF-32") + ": read as UTF-32", "line 3, column 1: expected the start square as a column letter and a row number, such as d7, but found \"\uFFFD7\": the start square is the middle one, i8"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, mends, err := board.MendFile(rules.ScraeBBKle().Board, "broken.txt", []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Format(); got != tc.want {
				t.Errorf("mended to\n%s\nwant\n%s", got, tc.want)
			}
			var got []string
			for _, m := range mends.First {
				got = append(got, m.String())
			}
			if strings.Join(got, "\n") != strings.Join(tc.mends, "\n") || mends.Count != len(tc.mends) {
				t.Errorf("%d faults:\n%s\nwant\n%s", mends.Count, strings.Join(got, "\n"), strings.Join(tc.mends, "\n"))
			}
		})
	}
}

// TestMendsLines checks that faults of one kind on one line of the file
// are told of together, with their columns, and all others one a line.
func TestMendsLines(t *testing.T) {
	space := "unexpected space (board files have no spaces); a square is '.', '[n]' or '<n>': left out"
	tests := []struct {
		name, text string
		want       []string
	}{
		{"one fault", defaultBoardWith(6, coretest.PlainRow(5)+" "+coretest.PlainRow(11)),
			[]string{"line 6, column 6: " + space}},
		{"spaces on one line", defaultBoardWith(6, ". . ."+coretest.PlainRow(13)),
			[]string{"line 6, columns 2 and 4: " + space}},
		{"three on one line, one on the next", replaceFile(6, ". . . "+coretest.PlainRow(13), 7, coretest.PlainRow(2)+" "+coretest.PlainRow(14)),
			[]string{"line 6, columns 2, 4 and 6: " + space, "line 7, column 3: " + space}},
		{"two kinds on one line", defaultBoardWith(9, "[100]<-10>"+coretest.PlainRow(14)),
			[]string{"line 9, column 2: premium factor 100 is outside -9..99: read as a plain square",
				"line 9, column 7: premium factor -10 is outside -9..99: read as a plain square"}},
		{"a kind, another, the first again", defaultBoardWith(8, ". [100] ."+coretest.PlainRow(13)),
			[]string{"line 8, column 2: " + space,
				"line 8, column 4: premium factor 100 is outside -9..99: read as a plain square",
				"line 8, column 8: " + space}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, mends, err := board.MendFile(rules.ScraeBBKle().Board, "broken.txt", []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if got := mends.Lines(); !slices.Equal(got, tc.want) {
				t.Errorf("lines\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// replaceFile is the default board's file with lines i and j replaced.
func replaceFile(i int, a string, j int, b string) string {
	return coretest.BoardFile(coretest.ReplaceLine(coretest.ReplaceLine(defaultBoardLines(), i, a), j, b))
}

// TestMendBoardValidFile checks that a valid file is read as the loader
// reads it, with nothing to mend and nothing changed.
func TestMendBoardValidFile(t *testing.T) {
	d, mends, err := board.MendFile(rules.ScraeBBKle().Board, "defaultBoard.txt", []byte(resources.DefaultBoard))
	if err != nil || mends.Count != 0 || len(mends.First) != 0 {
		t.Fatalf("MendBoard = %v, %+v", err, mends)
	}
	if d.Changed() || d.Format() != resources.DefaultBoard {
		t.Errorf("changed %v, board\n%s", d.Changed(), d.Format())
	}
}

// TestMendBoardKeepsTheFirstFaults checks that a file of very many faults
// is mended whole but tells of only the first.
func TestMendBoardKeepsTheFirstFaults(t *testing.T) {
	lines := defaultBoardLines()
	for i := 3; i < len(lines); i++ {
		lines[i] = strings.Join(strings.Split(coretest.PlainRow(16), ""), " ")
	}
	d, mends, err := board.MendFile(rules.ScraeBBKle().Board, "spaced.txt", []byte(coretest.BoardFile(lines)))
	if err != nil {
		t.Fatal(err)
	}
	if want := 14 * 15; mends.Count != want || len(mends.First) != board.MaxMends {
		t.Errorf("%d faults, %d kept; want %d, %d", mends.Count, len(mends.First), want, board.MaxMends)
	}
	if err := d.Check("spaced.txt"); err != nil {
		t.Error(err)
	}
}

// FuzzMendBoard checks that MendBoard never panics; that it reads a file
// the loader accepts as the loader does, with nothing to mend; and that
// otherwise it either refuses a file whose size it cannot read or mends it
// into a valid board whose first fault is the loader's error.
func FuzzMendBoard(f *testing.F) {
	for _, tc := range badBoardCases() {
		f.Add([]byte(tc.text))
	}
	f.Add([]byte(resources.DefaultBoard))
	rules := rules.ScraeBBKle()
	f.Fuzz(func(t *testing.T, data []byte) {
		b, parseErr := board.Parse(rules.Board, "fuzz.txt", data)
		d, mends, err := board.MendFile(rules.Board, "fuzz.txt", data)
		switch {
		case parseErr == nil:
			if err != nil || mends.Count != 0 || d.Changed() || d.Format() != b.Format() {
				t.Fatalf("a valid file mended: %v, %+v", err, mends)
			}
		case err != nil:
			// Only a size it cannot read is refused, as the loader refuses
			// it, or once it has read past the loader's fault: by reading
			// the file anew, or a size's white space.
			var be *board.FileError
			if !errors.As(err, &be) || be.Line > 2 ||
				err.Error() != parseErr.Error() && !readAnew(parseErr) && !strings.Contains(parseErr.Error(), "has white space around it") {
				t.Fatalf("refused with %v, the loader with %v", err, parseErr)
			}
		default:
			if check := d.Check("fuzz.txt"); check != nil {
				t.Fatalf("mended into an invalid board: %v", check)
			}
			if mends.Count < len(mends.First) || len(mends.First) == 0 || len(mends.First) > board.MaxMends {
				t.Fatalf("faults %d, kept %d", mends.Count, len(mends.First))
			}
			first := mends.First[0].Fault
			var be *board.FileError
			if !errors.As(parseErr, &be) {
				t.Fatalf("the loader's error %T %v is no *BoardError", parseErr, parseErr)
			}
			loader := *be
			loader.File, loader.Advice = "", "" // as a mend notes it
			if first != loader {
				t.Fatalf("first fault %v, the loader's %v", &first, parseErr)
			}
		}
	})
}
