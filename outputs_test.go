package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scraebbkle/core/game"
)

// TestOutputsTellEachRunOfFailuresOnce writes a file after every turn
// while it can, not while a folder stands in its way: the first failure is
// said, the next is not, and the write that works again is said too.
func TestOutputsTellEachRunOfFailuresOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "record.txt")
	var errs strings.Builder
	turn := 0
	o := &outputs{stderr: &errs, files: []*output{{flag: "-gcg", path: path, verb: "write the record", kept: "the last turn written",
		data: func(*game.Game) []byte { return []byte(strings.Repeat("turn\n", turn)) }}}}
	steps := []struct {
		block, free bool
		said        string
	}{
		{said: ""},
		{block: true, said: "scraebbkle: cannot write the record: write " + path + ": not a file but a folder; the file keeps the last turn written, and the game goes on\n"},
		{said: ""},
		{free: true, said: "scraebbkle: could write the record to " + path + " again\n"},
		{said: ""},
	}
	for i, s := range steps {
		turn = i
		if s.block {
			os.Remove(path)
			if err := os.Mkdir(path, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		if s.free {
			os.Remove(path)
		}
		errs.Reset()
		o.keep(nil)
		if errs.String() != s.said {
			t.Errorf("turn %d: stderr %q, want %q", i, errs.String(), s.said)
		}
		if got := o.unwritten(); got != (s.block || i == 2) {
			t.Errorf("turn %d: unwritten() = %v", i, got)
		}
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != strings.Repeat("turn\n", 4) {
		t.Errorf("the file holds %q, %v", data, err)
	}
}
