package console

import (
	"errors"
	"os"
	"strings"
	"testing"

	"scraebbkle/core/computer"
)

// exampleComputerMoves are Player 2's moves in the example play.
var exampleComputerMoves = []string{"TNZON,7c", "PAFISH,h5", "INNULaS,5i", "TAWIG,j1", "cHOLIUM,o6", "FRG,2h"}

// exampleHumanLines are the lines typed in the example play.
var exampleHumanLines = answers(setupLines,
	"DINED,d4",
	"O,e6", "OR,8h", "OVE,4e",
	"RET,10f",
	"OR,k10", ",",
	"qwerty", "CAL,m2",
	"ROS,f9", "IT,8i",
)

// TestExamplePlay replays the game's example play and compares the
// transcript, input echoed, with testdata/example.golden byte for byte: the
// example's text with the reason after each refused move, then the end of
// the input.
func TestExamplePlay(t *testing.T) {
	want, err := os.ReadFile("testdata/example.golden")
	if err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(t)
	cfg.Computer = func(player int) computer.Strategy {
		if player != 1 {
			t.Errorf("player %d asked to be a computer", player+1)
		}
		return &script{moves: exampleComputerMoves}
	}
	got, err := runEchoed(t, cfg, exampleHumanLines...)
	if !errors.Is(err, ErrEndOfInput) {
		t.Errorf("Run returned %v, want ErrEndOfInput", err)
	}
	if got != string(want) {
		line, g, w := firstDifference(got, string(want))
		t.Errorf("the transcript differs from testdata/example.golden at line %d:\ngot  %q\nwant %q", line, g, w)
	}
}

// firstDifference returns the number of the first line where got and want
// differ, and both lines.
func firstDifference(got, want string) (int, string, string) {
	g, w := strings.SplitAfter(got, "\n"), strings.SplitAfter(want, "\n")
	for i := range max(len(g), len(w)) {
		gl, wl := lineAt(g, i), lineAt(w, i)
		if gl != wl {
			return i + 1, gl, wl
		}
	}
	return 0, "", ""
}

// lineAt returns lines[i], or "" past the end.
func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return ""
}
