package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputsRefused refuses, before the game begins, files the console
// game must not write: devices, read-only files, and two files, or a
// file read and a file written, that are one. None is touched.
func TestOutputsRefused(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
		return path
	}
	// A saved game to resume: two passes of two human players.
	saved := filepath.Join(dir, "game.json")
	if status, _, errs := runWith(t, "d\nh\nh\no\n,\n,\n", "-console", "-seed", "7", "-save", saved); status != exitFailure {
		t.Fatalf("saving a game to resume: status %d, %s", status, errs)
	}
	keep, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	readOnly := write("kept.gcg", "a record kept", 0o444)
	words := write("words.txt", "cat\ndog\n", 0o644)
	board := write("board.txt", string(mustRead(t, "resources/defaultBoard.txt")), 0o644)
	hard := filepath.Join(dir, "hard.json")
	if err := os.Link(saved, hard); err != nil {
		t.Fatal(err)
	}
	seatsBoard := write("hosted.json.seats", string(mustRead(t, "resources/defaultBoard.txt")), 0o644)
	write("seated.json.seats", "{}", 0o444)
	soft := filepath.Join(dir, "soft.txt")
	if err := os.Symlink(words, soft); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-gcg", os.DevNull}, "cannot write the game's record: write " + os.DevNull + ": not a file but a device"},
		{[]string{"-save", "/dev/full"}, "cannot save the game: write /dev/full: not a file but a device"},
		{[]string{"-gcg", readOnly}, "cannot write the game's record: write " + readOnly + ": the file is read-only"},
		{[]string{"-gcg", dir}, "not a file but a folder"},
		{[]string{"-save", filepath.Join(dir, "x.json"), "-gcg", filepath.Join(dir, "x.json")}, "-save and -gcg name the same file"},
		{[]string{"-resume", saved, "-gcg", saved}, "-resume and -gcg name the same file, " + saved},
		{[]string{"-resume", saved, "-gcg", hard}, "-resume and -gcg name the same file"},
		{[]string{"-resume", hard, "-save", filepath.Join(dir, "new.json"), "-gcg", saved}, "-resume and -gcg name the same file"},
		{[]string{"-board", board, "-save", board}, "-board and -save name the same file"},
		{[]string{"-words", soft, "-gcg", words}, "-words and -gcg name the same file"},
		{[]string{"-host", "127.0.0.1:0", "-save", filepath.Join(dir, "hosted.json"), "-board", seatsBoard}, "-board and -host's seats file name the same file, " + seatsBoard},
		{[]string{"-host", "127.0.0.1:0", "-save", filepath.Join(dir, "h.json"), "-gcg", filepath.Join(dir, "h.json.seats")}, "-gcg and -host's seats file name the same file"},
		{[]string{"-host", "127.0.0.1:0", "-save", filepath.Join(dir, "seated.json")}, "cannot keep the game's seats, for hosting it again: write " + filepath.Join(dir, "seated.json.seats") + ": the file is read-only"},
	} {
		status, _, errs := runWith(t, "", append([]string{"-console"}, tc.args...)...)
		if status != exitUsage || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: status %d, stderr %q; want %d and %q", tc.args, status, tail(errs), exitUsage, tc.want)
		}
	}
	for path, want := range map[string]string{saved: string(keep), readOnly: "a record kept", words: "cat\ndog\n", seatsBoard: string(mustRead(t, "resources/defaultBoard.txt"))} {
		if got := string(mustRead(t, path)); got != want {
			t.Errorf("%s was written: %q", path, tail(got))
		}
	}
	for _, dev := range []string{os.DevNull, "/dev/full"} {
		if info, err := os.Stat(dev); err != nil || info.Mode()&os.ModeDevice == 0 {
			t.Errorf("%s is no longer a device: %v", dev, err)
		}
	}
	// The save -resume goes on with is the one file read that is written,
	// under any of its names.
	if status, _, errs := runWith(t, ",\n,\n", "-console", "-resume", saved, "-save", hard); status != exitOK {
		t.Errorf("resuming into the same file by another name: status %d, %s", status, errs)
	}
}
