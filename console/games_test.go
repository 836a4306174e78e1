package console

import (
	"context"
	"errors"
	"flag"
	"os"
	"strings"
	"sync"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
)

// update rewrites the golden transcripts of the games other than
// ScraeBBKle, whose example play is fixed: go test -run TestGolden -update.
var update = flag.Bool("update", false, "rewrite the golden transcripts of ScraBBKle and classic Scrabble")

// checkGolden compares a transcript with a golden file, or writes it with
// -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		line, g, w := firstDifference(got, string(want))
		t.Errorf("the transcript differs from %s at line %d:\ngot  %q\nwant %q", path, line, g, w)
	}
}

// passes is n lines that pass in ScraBBKle's notation.
func passes(n int, pass string) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = pass
	}
	return lines
}

// TestGoldenScraBBKle plays ScraBBKle as seeds show it, the human first
// against the Normal computer: a line that is no move, a move refused, the
// first move with a blank, then passes until the computer goes out.
func TestGoldenScraBBKle(t *testing.T) {
	cfg := seededConfig(t, rules.ScraBBKle(), 5)
	lines := append([]string{"d", "CAMPS h4 d", "MAST,a1,r", "CAMpS,h4,d"}, passes(60, ",,")...)
	got, err := runEchoed(t, cfg, lines...)
	if err != nil {
		t.Fatalf("Run returned %v", err)
	}
	for _, want := range []string{duelBadFormat, "The board does not permit word MAST at position a1, direction: right.", "The move is:    Word: CAMpS at position h4, direction: down", duelResult, "Game Over!"} {
		if !strings.Contains(got, want) {
			t.Errorf("the transcript lacks %q", want)
		}
	}
	checkGolden(t, "scrabbkle.golden", got)
}

// TestGoldenClassic plays classic Scrabble with three players, the human
// second: the draw for the first move, a refused exchange, a line that is
// no move, exchanges badly written (77 tiles, a digit), each with what is
// wrong, an exchange, then passes to the end.
func TestGoldenClassic(t *testing.T) {
	cfg := seededConfig(t, rules.Classic(), 7)
	lines := append([]string{"d", "3", "c", "h", "c", "c", "-ZZ", "qwerty", "-" + strings.Repeat("A", 77), "-Q1", "-BY"}, passes(80, ",")...)
	got, err := runEchoed(t, cfg, lines...)
	if err != nil && !errors.Is(err, ErrEndOfInput) {
		t.Fatalf("Run returned %v", err)
	}
	for _, want := range []string{"Drawing for the first move:", "Illegal move format\nAn exchange throws back at most 7 tiles.\n",
		"Illegal move format\nThe tiles to exchange may be only the letters A to Z, and _ for a blank.\n",
		"The move is:    Exchange of 2 tiles", "Player 3 score:", "Game Over!"} {
		if !strings.Contains(got, want) {
			t.Errorf("the transcript lacks %q", want)
		}
	}
	checkGolden(t, "classic.golden", got)
}

// TestClassicComputers lets three computer players play classic Scrabble
// to the end with no input after the setup.
func TestClassicComputers(t *testing.T) {
	cfg := seededConfig(t, rules.Classic(), 11)
	levels := []computer.Level{computer.Easy, computer.Normal, computer.Normal}
	cfg.Computer = func(p int) computer.Strategy {
		return computer.New(cfg.Referee.Rules, cfg.Referee.Lexicon, levels[p], uint64(p))
	}
	var out strings.Builder
	if err := Run(context.Background(), cfg, strings.NewReader("d\n3\nc\nc\nc\no\n"), &out); err != nil {
		t.Fatalf("Run returned %v", err)
	}
	got := out.String()
	if strings.Contains(got, "Please enter your move") || !strings.Contains(got, "Game Over!") || !strings.Contains(got, "OPEN GAME: Player 3's tiles:") {
		t.Errorf("the game between computers did not play to its end as it should:\n%s", lastLines(got, 30))
	}
}

// builtinWords is the built-in word list, read once for the tests.
var builtinWords = sync.OnceValue(func() *lexicon.Lexicon { return lexicon.New(resources.WordList) })
