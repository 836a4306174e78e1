package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/save"
	"scraebbkle/resources"
)

// limitEnv, when set in the environment, makes the test process a child
// that limits the size of the files it writes to that many bytes, as
// `ulimit -f` does, and runs the program with the arguments in argsEnv.
const (
	limitEnv = "SCRAEBBKLE_TEST_FILE_LIMIT"
	argsEnv  = "SCRAEBBKLE_TEST_ARGS"
)

// TestWriteFailuresAreTold plays a console game whose save file and
// record outgrow the size the system lets the program write, as on a full
// disk: each failure is said once on stderr with its reason, the game goes
// on to its end, each file keeps the last turn it could hold whole, and
// the program ends with status 3.
func TestWriteFailuresAreTold(t *testing.T) {
	if limit := os.Getenv(limitEnv); limit != "" {
		n, _ := strconv.ParseUint(limit, 10, 64)
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
			t.Fatal(err)
		}
		os.Exit(run(strings.Split(os.Getenv(argsEnv), "\n"), os.Stdin, os.Stdout, os.Stderr))
	}
	dir := t.TempDir()
	saved, record := filepath.Join(dir, "game.json"), filepath.Join(dir, "game.gcg")
	args := []string{"-console", "-seed", "4", "-save", saved, "-gcg", record}
	cmd := exec.Command(os.Args[0], "-test.run=^TestWriteFailuresAreTold$")
	cmd.Env = append(os.Environ(), limitEnv+"=1200", argsEnv+"="+strings.Join(args, "\n"))
	cmd.Stdin = strings.NewReader("d\nc\nc\nc\n")
	var out, errs strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	exit, ok := err.(*exec.ExitError)
	if !ok || exit.ExitCode() != exitUnsaved || !strings.Contains(out.String(), "Game Over!") {
		t.Fatalf("the game ended with %v, want exit status %d after Game Over; stderr:\n%s", err, exitUnsaved, errs.String())
	}
	want := []string{
		"scraebbkle: cannot save the game: write " + saved + ": file too large; the file keeps the last turn written, and the game goes on",
		"scraebbkle: cannot write the game's record: write " + record + ": file too large; the file keeps the last turn written, and the game goes on",
	}
	if got := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n"); len(got) != 2 || !(got[0] == want[0] && got[1] == want[1] || got[0] == want[1] && got[1] == want[0]) {
		t.Errorf("stderr says\n%s\nwant once each:\n%s", errs.String(), strings.Join(want, "\n"))
	}
	// The last good save loads, a game not yet over.
	ref := &referee.Referee{Rules: rules.ScraeBBKle(), Lexicon: lexicon.New(resources.WordList)}
	g, _, err := save.LoadFile(ref, saved)
	if err != nil || g.Over() || len(g.History()) == 0 {
		t.Errorf("the save file left: %v", err)
	}
	var whole map[string]any
	if err := json.Unmarshal(mustRead(t, saved), &whole); err != nil {
		t.Errorf("the save file is not whole: %v", err)
	}
	if gcg := string(mustRead(t, record)); !strings.HasPrefix(gcg, "#character-encoding UTF-8\n") || !strings.HasSuffix(gcg, "\n") {
		t.Errorf("the record is not whole:\n%s", gcg)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("the folder holds %v, want only the two files", entries)
	}
}
