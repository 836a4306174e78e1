package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestReviewFlag reviews saved games in the terminal: a report a file,
// a table across several, JSON for other programs; and refuses what it
// cannot review, reviewing the other files all the same.
func TestReviewFlag(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.json")
	if status, _, errs := runWith(t, "d\n2\nc\nc\nc\n", "-console", "-rules", "classic", "-seed", "5", "-save", saved); status != exitOK {
		t.Fatalf("playing a game to review: %d, %s", status, errs)
	}
	status, out, errs := runWith(t, "", "-review", "-budget", "0", saved)
	if status != exitOK || !strings.HasPrefix(out, "Review of "+saved+": Classic Scrabble on classicBoard.txt, Player 1 and Player 2.\n") || !strings.Contains(out, "\nPlayer 2: ") {
		t.Fatalf("status %d, stderr %q, report:\n%s", status, errs, out)
	}
	status, out, errs = runWith(t, "", "-review", "-budget", "0", saved, filepath.Join(dir, "none.gcg"), saved)
	if status != exitUsage || !strings.Contains(errs, "none.gcg: no such file") || !strings.Contains(out, "\nAcross 2 games:\n") {
		t.Errorf("a missing file among two: status %d, stderr %q, report:\n%s", status, errs, tail(out))
	}
	status, out, _ = runWith(t, "", "-review", "-json", "-budget", "0", saved)
	var reports []struct {
		Game  string
		Turns []struct {
			Grade string
			Best  []struct{ Move string }
		}
	}
	if err := json.Unmarshal([]byte(out), &reports); status != exitOK || err != nil || len(reports) != 1 || reports[0].Game != "classic" || len(reports[0].Turns) < 10 || reports[0].Turns[0].Best[0].Move == "" {
		t.Errorf("-json: status %d, %v:\n%s", status, err, tail(out))
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-review"}, "-review reviews the games of files: name one or more after the flags"},
		{[]string{"-review", "-budget", "-1s", saved}, "-budget -1s: the look-ahead's time cannot be negative"},
		{[]string{"-review", "-console", saved}, "-review reviews the games of files and exits: -console cannot be used with it"},
		{[]string{"-json"}, "-json is for the review of games: add -review"},
		{[]string{"-console", "-budget", "2s"}, "-budget is for the review of games: add -review"},
	} {
		if status, _, errs := runWith(t, "", tc.args...); status != exitUsage || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: status %d, stderr %q; want %q", tc.args, status, tail(errs), tc.want)
		}
	}
}
