package console

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
)

// TestLoadBoard looks board files up in testdata, where resources/ holds
// tooBig.txt (invalid) and twice.txt (valid), and the folder itself holds
// plain.txt (valid) and another twice.txt (invalid).
func TestLoadBoard(t *testing.T) {
	abs, err := filepath.Abs("testdata/plain.txt")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("testdata")
	tests := []struct {
		name    string
		wantErr string // the error's text, or "" for a 12×16 board
	}{
		{"plain.txt", ""},
		{"twice.txt", ""}, // resources/ first
		{abs, ""},
		{"resources/twice.txt", ""},
		{"tooBig.txt", "resources/tooBig.txt: line 9, column 14: premium factor 100 is outside -9..99"}, // the file read
		{"missing.txt", "missing.txt: no such file in resources/ or in the working directory"},
		{"/no/such/board.txt", "/no/such/board.txt: no such file"},
		{"\xff\xfe.txt", `"\xff\xfe.txt": no such file in resources/ or in the working directory`},
		{"tab\there.txt", `"tab\there.txt": no such file in resources/ or in the working directory`},
		{"", "no file name was given"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := LoadBoard(rules.ScraeBBKle(), tt.name)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("LoadBoard: %v", err)
			case tt.wantErr == "" && (b.Cols() != 12 || b.Rows() != 16):
				t.Errorf("the board is %d x %d, want 12 x 16", b.Cols(), b.Rows())
			case tt.wantErr != "" && (err == nil || err.Error() != tt.wantErr):
				t.Errorf("LoadBoard returned %v, want %q", err, tt.wantErr)
			}
		})
	}
	var be *board.FileError
	if _, err := LoadBoard(rules.ScraeBBKle(), "tooBig.txt"); !errors.As(err, &be) || be.Line != 9 || be.Column != 14 {
		t.Errorf("LoadBoard(tooBig.txt) returned %#v, want a *core.BoardError at line 9, column 14", err)
	}
}

// Outside a clone of the repository, the default board's file name still
// names the default board, the one built in.
func TestLoadBoardDefaultOutsideAClone(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, name := range []string{"defaultBoard.txt", "resources/defaultBoard.txt"} {
		b, err := LoadBoard(rules.ScraeBBKle(), name)
		if err != nil {
			t.Fatalf("LoadBoard(%q): %v", name, err)
		}
		if got := board.DraftOf(rules.ScraeBBKle().Board, b).Format(); got != resources.DefaultBoard || b.Name() != resources.DefaultBoardName {
			t.Errorf("LoadBoard(%q) is %q:\n%s", name, b.Name(), got)
		}
	}
	if _, err := LoadBoard(rules.ScraeBBKle(), "defaultboard.txt"); err == nil {
		t.Error("another name loads the default board too")
	}
}

// A folder in resources/ does not hide a board file of the same name in the
// working directory; alone, it is named as the folder it is.
func TestLoadBoardPastAFolder(t *testing.T) {
	dir := t.TempDir()
	board, err := os.ReadFile("testdata/plain.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, folder := range []string{"plain.txt", "folder.txt"} {
		if err := os.MkdirAll(filepath.Join(dir, BoardFolder, folder), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "plain.txt"), board, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if b, err := LoadBoard(rules.ScraeBBKle(), "plain.txt"); err != nil || b.Cols() != 12 {
		t.Errorf("with a folder resources/plain.txt, LoadBoard(plain.txt) returned %v", err)
	}
	_, err = LoadBoard(rules.ScraeBBKle(), "folder.txt")
	if want := "resources/folder.txt: not a file but a folder"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("LoadBoard(folder.txt) returned %v, want it to say %q", err, want)
	}
}

// TestBoardFileReasks names an invalid file and a missing one before a valid
// one, and checks each reason, the re-asking and that the game is played on
// the valid board.
func TestBoardFileReasks(t *testing.T) {
	t.Chdir("testdata")
	cfg := testConfig(t)
	got, err := runEchoed(t, cfg, "l", "tooBig.txt", "missing.txt", "plain.txt", "h", "h", "c")
	if !errors.Is(err, ErrEndOfInput) {
		t.Errorf("Run returned %v, want ErrEndOfInput", err)
	}
	plain, err := LoadBoard(cfg.Referee.Rules, "plain.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := "Please enter your choice (l/d): l\n" +
		"Please enter the file name of the board: tooBig.txt\n" +
		"resources/tooBig.txt: line 9, column 14: premium factor 100 is outside -9..99\n" +
		"This is not a valid file. Please enter the file name of the board: missing.txt\n" +
		"missing.txt: no such file in resources/ or in the working directory\n" +
		"This is not a valid file. Please enter the file name of the board: plain.txt\n" +
		"Is Player 1 a _h_uman player or a _c_omputer player?\n" +
		"Please enter your choice (h/c): h\n" +
		"Is Player 2 a _h_uman player or a _c_omputer player?\n" +
		"Please enter your choice (h/c): h\n" +
		"Would you like to play an _o_pen or a _c_losed game?\n" +
		"Please enter your choice (o/c): c\n" +
		"\n" + board.NewGrid(plain).Render() + "\n" +
		"Start position: f8\n" +
		"It's your turn, Player 1! Your tiles:\n"
	if !strings.Contains(got, want) {
		t.Errorf("the transcript lacks\n%s\nit is\n%s", want, got)
	}
}

// TestGivenBoard checks that a board in the configuration, as from -board,
// skips the board question.
func TestGivenBoard(t *testing.T) {
	cfg := testConfig(t)
	board, err := LoadBoard(cfg.Referee.Rules, "testdata/plain.txt")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Board = board
	got, err := runEchoed(t, cfg, "h", "h", "c")
	if !errors.Is(err, ErrEndOfInput) {
		t.Errorf("Run returned %v, want ErrEndOfInput", err)
	}
	want := banner("ScraeBBKle") + "Is Player 1 a _h_uman player"
	if !strings.HasPrefix(got, want) {
		t.Errorf("the transcript begins\n%.200s\nwant\n%s", got, want)
	}
	if !strings.Contains(got, "Start position: f8\n") {
		t.Errorf("the game is not played on the given board:\n%s", got)
	}
}
