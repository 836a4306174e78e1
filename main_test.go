package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExitStatuses(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("16\n14\nz9\n"), 0o644); err != nil {
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
		{"help", []string{"-h"}, "", exitOK, "-console"},
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
