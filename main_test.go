package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"scraebbkle/core/lexicon"
	"scraebbkle/resources"
)

func TestExitStatuses(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.txt")
	noFolder := filepath.Join(t.TempDir(), "no", "game.json")
	if err := os.WriteFile(bad, []byte("16\n14\nz9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	words := filepath.Join(t.TempDir(), "words.txt")
	if err := os.WriteFile(words, []byte("cat\ndog\nbad word\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		args   []string
		input  string
		status int
		output string // expected in stdout or stderr
	}{
		{"computer game", []string{"-console", "-seed", "4"}, "d\nc\nc\nc\n", exitOK, "Game Over!"},
		{"end of input", []string{"-console", "-seed", "4"}, "d\nh\n", exitFailure, "No more input"},
		{"unknown flag", []string{"-bogus"}, "", exitUsage, "flag provided but not defined"},
		{"stray argument", []string{"-console", "extra"}, "", exitUsage, `unexpected argument "extra"`},
		{"bad seed", []string{"-seed", "x"}, "", exitUsage, "invalid value"},
		{"invalid board", []string{"-console", "-board", bad}, "", exitUsage, "bad.txt: line 3, column 1: start square z9"},
		{"missing board", []string{"-console", "-board", "no-such-board.txt"}, "", exitUsage, "no-such-board.txt"},
		{"unwritable save file", []string{"-console", "-save", noFolder}, "", exitUsage, "cannot save the game: write " + noFolder + ": no such file or directory"},
		{"classic computers", []string{"-console", "-rules", "classic", "-seed", "4"}, "d\n2\nc\nc\nc\n", exitOK, "Game Over!"},
		{"ScraBBKle", []string{"-console", "-rules", "ScraBBKle", "-seed", "4"}, "d\n", exitFailure, "It's your turn! Your tiles:"},
		{"unknown game", []string{"-console", "-rules", "chess"}, "", exitUsage, `unknown game "chess": choose scraebbkle, scrabbkle or classic`},
		{"an unknown game in the window", []string{"-rules", "chess"}, "", exitUsage, `unknown game "chess"`},
		{"bad word list", []string{"-console", "-words", words}, "", exitUsage, `words.txt: line 3: "bad word" is not a word of the letters A to Z`},
		{"moves without a position", []string{"-moves"}, "", exitUsage, "-moves lists the moves of the position given with -cgp"},
		{"moves of a bad position", []string{"-rules", "classic", "-cgp", "15/15", "-moves"}, "", exitUsage, "the position: "},
		{"help", []string{"-h"}, "", exitOK, "-console"},
		{"help shows -version", []string{"-h"}, "", exitOK, "-version"},
		{"version", []string{"-version"}, "", exitOK, "ScraeBBKle " + fileVersion(t) + "\n"},
		{"version before console", []string{"-version", "-console"}, "", exitUsage, "-version prints the version and exits: -console cannot be used with it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			status := run(tc.args, strings.NewReader(tc.input), &out, &out)
			if status != tc.status || !strings.Contains(out.String(), tc.output) {
				t.Errorf("status %d, want %d; output %q lacks %q", status, tc.status, tail(out.String()), tc.output)
			}
		})
	}
}

// tail is the end of a long output, for error messages.
func tail(s string) string {
	if len(s) > 300 {
		return "…" + s[len(s)-300:]
	}
	return s
}

// fileVersion reads the version and build number from FyneApp.toml on disk,
// as "0.1.0 (build 1)", independently of the program's TOML decoding.
func fileVersion(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	version := regexp.MustCompile(`(?m)^Version = "([0-9.]+)"$`).FindSubmatch(data)
	build := regexp.MustCompile(`(?m)^Build = ([0-9]+)$`).FindSubmatch(data)
	if version == nil || build == nil {
		t.Fatalf("no Version or Build line in FyneApp.toml:\n%s", data)
	}
	return fmt.Sprintf("%s (build %s)", version[1], build[1])
}

// The embedded FyneApp.toml is the one on disk, and says what fyne package
// and the window need.
func TestAppInfo(t *testing.T) {
	info, err := loadAppInfo()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := info.version(), fileVersion(t); got != want {
		t.Errorf("version %q, want %q", got, want)
	}
	d := info.Details
	if d.Name != "ScraeBBKle" || d.ID != "io.scraebbkle.game" || d.Build < 1 {
		t.Errorf("details %+v", d)
	}
}

// The built-in word list is loaded in the background: loadBuiltIn returns
// before the word list is loaded, and the list it gives knows the words.
func TestLoadBuiltInInTheBackground(t *testing.T) {
	words, ready := loadBuiltIn(func() *lexicon.Lexicon { return lexicon.New(resources.WordList) })
	select {
	case <-ready:
		t.Error("loadBuiltIn waited for the word list")
	default:
	}
	select {
	case <-ready:
	case <-time.After(10 * time.Second):
		t.Fatal("the word list was not ready in 10 s")
	}
	if !words().Contains("QUIZ") {
		t.Errorf("the word list does not know QUIZ")
	}
}

func TestComputerLevelFlags(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		input  string
		status int
		output string
	}{
		{[]string{"-console", "-seed", "4", "-ai1", "easy", "-ai2", "normal"}, "d\nc\nc\nc\n", exitOK, "Game Over!"},
		// A Strong Player 1 makes its first move; the human then has no input.
		{[]string{"-console", "-seed", "4", "-ai1", "STRONG"}, "d\nc\nh\nc\n", exitFailure, "The move is:    Letters:"},
		{[]string{"-console", "-ai1", "expert"}, "", exitUsage, `unknown computer level "expert"`},
	} {
		var out bytes.Buffer
		if status := run(tc.args, strings.NewReader(tc.input), &out, &out); status != tc.status || !strings.Contains(out.String(), tc.output) {
			t.Errorf("%v: status %d, output %q lacks %q", tc.args, status, tail(out.String()), tc.output)
		}
	}
}

func TestNoDisplay(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	for _, c := range []struct {
		goos string
		vars map[string]string
		want bool
	}{
		{"linux", nil, true},
		{"linux", map[string]string{"DISPLAY": ":0"}, false},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, false},
		{"freebsd", nil, true},
		{"windows", nil, false},
		{"darwin", nil, false},
	} {
		if got := noDisplay(c.goos, env(c.vars)); got != c.want {
			t.Errorf("noDisplay(%s, %v) = %v, want %v", c.goos, c.vars, got, c.want)
		}
	}
}

// TestListMoves lists the moves of macondo's VsMatt position with the
// built-in word list: 846 moves, the best K9 BAEL 44, as macondo lists them.
func TestListMoves(t *testing.T) {
	const vsMatt = "7ZEP1F3/1FLUKY3R1R3/5EX2A1U3/2SCARIEST1I3/9TOT3/6GO1LO4/6OR1ETA3/6JABS1b3/5QI4A3/5I1N3N3/3ReSPOND1D3/1HOE3V3O3/1ENCOMIA3N3/7T7/3VENGED6 AABDELT/ 0/0 0 lex CSW07;"
	var out, errs bytes.Buffer
	if status := run([]string{"-rules", "classic", "-cgp", vsMatt, "-moves"}, strings.NewReader(""), &out, &errs); status != exitOK {
		t.Fatalf("status %d: %s", status, errs.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	best, top := "", -1
	for _, l := range lines {
		f := strings.Fields(l)
		var score int
		fmt.Sscan(f[2], &score)
		if score > top {
			best, top = l, score
		}
	}
	if len(lines) != 846 || best != "K9 BAEL 44" || !slices.IsSorted(lines) {
		t.Errorf("%d moves, the best %q, sorted %v; want 846, K9 BAEL 44, sorted", len(lines), best, slices.IsSorted(lines))
	}
}

// TestRecordFlag writes a classic game's record in GCG after every turn.
func TestRecordFlag(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.gcg")
	var out bytes.Buffer
	if status := run([]string{"-console", "-rules", "classic", "-seed", "2", "-gcg", path}, strings.NewReader("d\n2\nc\nc\nc\n"), &out, &out); status != exitOK {
		t.Fatalf("status %d: %s", status, tail(out.String()))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if text := string(data); !strings.HasPrefix(text, "#character-encoding UTF-8\n") || !strings.Contains(text, "#title Classic Scrabble on classicBoard.txt") || strings.Count(text, "\n>") < 10 {
		t.Errorf("the record:\n%s", text)
	}
}
