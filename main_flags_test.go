package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// empty is fourteen empty rows of a 15-column board in CGP, to follow the
// first row.
var empty = strings.Repeat("/15", 14)

// TestImpossiblePositions refuses positions that the tile set or the
// rules make impossible, with the place at fault, and never panics.
func TestImpossiblePositions(t *testing.T) {
	zs := strings.TrimSuffix(strings.Repeat(strings.Repeat("Z", 15)+"/", 15), "/")
	for _, tc := range []struct{ name, cgp, want string }{
		{"runs of empty squares past the end of a number", "A9223372036854775807B9223372036854775807C14" + empty + " AB/ 0/0 0",
			"the position: row 1, column 2: 9223372036854775807 empty squares do not fit in the board's 15 columns"},
		{"225 Z's", zs + " AB/ 0/0 0", "the position: row 1, column 2 (b1): the 2nd Z, but the game has only 1"},
		{"5 Z's and 2 blanks", "15" + empty + " ZZZZZ??/ 0/0 0", "the position: rack 1: the 2nd Z, but the game has only 1"},
		{"6 racks", "15" + empty + " A/B/C/D/E/F 0/0/0/0/0/0 0", "the position: the position gives 6 racks, but Classic Scrabble is played by 2 to 4 players"},
		{"1 rack", "15" + empty + " AB 0 0", "the position gives 1 rack, but Classic Scrabble is played by 2 to 4 players"},
		{"a non-ASCII letter", "Ä14" + empty + " AB/ 0/0 0", "row 1, column 1: 'Ä' is neither a letter of the game nor a number of empty squares"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, out, errs := runWith(t, "", "-rules", "classic", "-moves", "-cgp", tc.cgp)
			if status != exitUsage || out != "" || !strings.HasPrefix(errs, "scraebbkle: ") || !strings.Contains(errs, tc.want) {
				t.Errorf("status %d, stdout %q, stderr %q; want %d and %q", status, tail(out), errs, exitUsage, tc.want)
			}
		})
	}
}

// TestOddPositions lists the moves of positions that are possible but
// that play could not have reached, and says once on stderr what is odd
// about them; and which word list the moves come from when the position
// names another.
func TestOddPositions(t *testing.T) {
	for _, tc := range []struct{ name, cgp, want string }{
		{"a word not in the list", "15/15/15/15/15/15/15/7XQZ5/15/15/15/15/15/15/15 AB/ 0/0 0",
			"scraebbkle: the position's board holds 1 word that the word list lacks: XQZ at 8H; its moves are listed all the same\n"},
		{"tiles away from the start", "CAT12" + empty + " AB/ 0/0 0",
			"scraebbkle: the position's board holds 3 tiles not joined to the start square 8H: 1A, 1B and 1C; its moves are listed all the same\n"},
		{"another word list", "15" + empty + " AB/ 0/0 0 lex NWL20;",
			"scraebbkle: the position names the word list \"NWL20\"; the moves listed are those of the word list built into the program (SOWPODS)\n"},
		{"the built-in list", "15" + empty + " AB/ 0/0 0 lex sowpods;", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, out, errs := runWith(t, "", "-rules", "classic", "-moves", "-cgp", tc.cgp)
			if status != exitOK || errs != tc.want || out == "" {
				t.Errorf("status %d, stderr %q, %d moves; want %d, %q and moves", status, errs, strings.Count(out, "\n"), exitOK, tc.want)
			}
		})
	}
}

// TestFlagsTakeEffectOrAreRefused refuses every flag that the mode does
// not take, and empty file names, with the reason.
func TestFlagsTakeEffectOrAreRefused(t *testing.T) {
	pos := "15" + empty + " AB/ 0/0 0"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-moves", "-cgp", pos, "-console"}, "-moves lists the moves of a position and exits: -console cannot be used with it"},
		{[]string{"-moves", "-cgp", pos, "-ai1", "easy"}, "-moves lists the moves of a position and exits: -ai1 to -ai4 cannot be used with it"},
		{[]string{"-moves", "-cgp", pos, "-seed", "3"}, "-moves lists the moves of a position and exits: -seed cannot be used with it"},
		{[]string{"-moves", "-cgp", pos, "-save", "x.json"}, "-moves lists the moves of a position and exits: -save cannot be used with it"},
		{[]string{"-moves", "-cgp", pos, "-board", "no-such-board.txt"}, "no-such-board.txt: no such file"},
		{[]string{"-cgp", pos}, "-cgp gives the position whose moves -moves lists: add -moves"},
		{[]string{"-console", "-cgp", pos}, "-cgp gives the position whose moves -moves lists: add -moves"},
		{[]string{"-ai2", "strong"}, "-ai1 to -ai4 are for the console game: add -console"},
		{[]string{"-resume", "x.json"}, "-resume is for the console game: add -console"},
		{[]string{"-gcg", "x.gcg"}, "-gcg is for the console game: add -console"},
		{[]string{"-version", "-rules", "classic"}, "-version prints the version and exits: -rules cannot be used with it"},
		{[]string{"-console", "-resume", "x.json", "-rules", "classic"}, "-resume goes on with a saved game under its own rules, on its own board and with its own computer levels: -rules cannot be used with it"},
		{[]string{"-console", "-words", ""}, "-words needs a file, and was given an empty one"},
		{[]string{"-board", ""}, "-board needs a file, and was given an empty one"},
		{[]string{"-console", "-save", ""}, "-save needs a file, and was given an empty one"},
		{[]string{"-console", "-gcg", ""}, "-gcg needs a file, and was given an empty one"},
		{[]string{"-console", "-resume", ""}, "-resume needs a file, and was given an empty one"},
		{[]string{"-moves", "-cgp", ""}, "-cgp needs a position, and was given an empty one"},
		{[]string{"-console", "-host", "127.0.0.1:99999"}, `-host 127.0.0.1:99999: the port "99999" is not a number from 0 to 65535`},
		{[]string{"-console", "-host", "7531"}, "-host 7531: give the address as HOST:PORT, as 192.168.1.20:7531, or :PORT"},
		{[]string{"-console", "-join", "192.168.1.20", "-code", "X"}, "-join 192.168.1.20: give the address as HOST:PORT"},
	} {
		status, out, errs := runWith(t, "", tc.args...)
		if status != exitUsage || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want %d and %q", tc.args, status, tail(out), tail(errs), exitUsage, tc.want)
		}
	}
}

// TestMovesOnABoard lists a position's moves on the premiums of the board
// given with -board: the same position scores otherwise on a board whose
// start square is a triple word.
func TestMovesOnABoard(t *testing.T) {
	r := strings.Repeat(".", 15)
	lines := []string{"15", "15", "h8"}
	for row := 1; row <= 15; row++ {
		if row == 8 {
			lines = append(lines, ".......<3>.......")
			continue
		}
		lines = append(lines, r)
	}
	path := filepath.Join(t.TempDir(), "triple.txt")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pos := "15" + empty + " AT/ 0/0 0"
	_, plain, _ := runWith(t, "", "-rules", "classic", "-moves", "-cgp", pos)
	status, tripled, errs := runWith(t, "", "-rules", "classic", "-moves", "-cgp", pos, "-board", path)
	if status != exitOK || !strings.Contains(plain, "8H AT 4\n") || !strings.Contains(tripled, "8H AT 6\n") {
		t.Errorf("status %d, %s: on the classic board\n%s\non the board with a triple word on h8\n%s", status, errs, plain, tripled)
	}
}

// runWith runs the program with args and input, and returns its exit
// status, standard output and standard error.
func runWith(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs strings.Builder
	status := run(args, strings.NewReader(input), &out, &errs)
	return status, out.String(), errs.String()
}

// mustRead reads the file at path.
func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
