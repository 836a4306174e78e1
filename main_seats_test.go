package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadSeatsNamesTheFile refuses seats that do not fit the game
// resumed, naming the file and what is wrong with it.
func TestReadSeatsNamesTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json.seats")
	for _, tc := range []struct{ text, want string }{
		{`{"code":"c","tokens":["a","b"],"kinds":["human","remote"],"names":["",""]}`, ""},
		{`{"code":"c","tokens":["a","b","c"],"kinds":["human","remote","remote"]}`, path + " holds 3 seats, and the game has 2 players"},
		{`{"code":"c","tokens":["a","b"],"kinds":["human","x"]}`, `in ` + path + `, seat 2 is of kind "x", not human, computer or remote`},
		{`{"code":"c","tokens":["a"],"kinds":["human","remote"]}`, path + " does not hold its seats"},
		{`not json`, path + " does not hold its seats"},
	} {
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := readSeats(path, 2)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.text, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.text, err, tc.want)
		}
	}
}
