package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSaveAndResumeFlags saves a console game with -save, goes on with it
// with -resume, and refuses damaged files and flags that do not go together.
func TestSaveAndResumeFlags(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.json")
	console := func(t *testing.T, input string, args ...string) (int, string) {
		t.Helper()
		var out bytes.Buffer
		status := run(append([]string{"-console"}, args...), strings.NewReader(input), &out, &out)
		return status, out.String()
	}

	// Two human players; the input ends after two passes.
	status, out := console(t, "d\nh\nh\no\n,\n,\n", "-seed", "7", "-save", saved)
	if status != exitFailure || !strings.Contains(out, "No more input") {
		t.Fatalf("status %d, output %s", status, tail(out))
	}
	data, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(data); strings.Count(s, `"move": ","`) != 2 {
		t.Errorf("the save file lacks the two passes:\n%s", s)
	}

	// A hint asked for in the window on the first turn.
	withHint := strings.Replace(string(data), "\"over\": false\n", "\"over\": false,\n  \"hints\": [{\"player\": 1, \"turn\": 1}]\n", 1)
	if err := os.WriteFile(saved, []byte(withHint), 0o644); err != nil || withHint == string(data) {
		t.Fatalf("cannot add a hint to the file: %v", err)
	}

	// -resume asks no setup question, shows the board and goes on: two
	// more passes end the game. The hint stays in the file.
	status, out = console(t, ",\n,\n", "-resume", saved)
	switch {
	case status != exitOK:
		t.Fatalf("resuming: status %d, output %s", status, tail(out))
	case strings.Contains(out, "Would you like"):
		t.Errorf("resuming asked a setup question:\n%s", out)
	case !strings.Contains(out, "Start position: d7\n") || !strings.Contains(out, "Game Over!"):
		t.Errorf("resuming did not show the board and play to the end:\n%s", out)
	}
	data, err = os.ReadFile(saved)
	if err != nil || !strings.Contains(string(data), `"over": true`) {
		t.Errorf("the resumed game was not saved to its file at the end: %v", err)
	}
	if !strings.Contains(string(data), "\"hints\": [\n    {\n      \"player\": 1,\n      \"turn\": 1\n    }\n  ]") {
		t.Errorf("the resumed game lost its hint:\n%s", data)
	}

	damaged := filepath.Join(dir, "damaged.json")
	if err := os.WriteFile(damaged, data[:len(data)/3], 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-resume", damaged}, "scraebbkle: cannot resume the game: " + damaged + ": the file ends too soon, at line"},
		{[]string{"-resume", filepath.Join(dir, "none.json")}, "none.json: no such file or directory"},
		{[]string{"-resume", saved, "-board", "x.txt"}, "-board cannot be used with it"},
		{[]string{"-ai2", "easy", "-resume", saved}, "-ai1 to -ai4 cannot be used with it"},
	} {
		if status, out := console(t, "", tc.args...); status != exitUsage || !strings.Contains(out, tc.want) {
			t.Errorf("%v: status %d, output %q lacks %q", tc.args, status, tail(out), tc.want)
		}
	}
	var out2 bytes.Buffer
	if status := run([]string{"-save", saved}, strings.NewReader(""), &out2, &out2); status != exitUsage || !strings.Contains(out2.String(), "add -console") {
		t.Errorf("-save without -console: status %d, output %q", status, out2.String())
	}
}
