package console

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
)

// examplePrefix plays the first turns of the example play with core, saves
// the game and loads it again, as -resume would.
func examplePrefix(t *testing.T, cfg Config, moves ...string) *game.Game {
	t.Helper()
	g, err := game.New(cfg.Referee, cfg.DefaultBoard, cfg.NewBag(), []game.PlayerKind{game.Human, game.Computer}, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if _, err := g.Play(mustMove(t, m)); err != nil {
			t.Fatal(err)
		}
	}
	loaded, _, err := save.Load(cfg.Referee, save.Marshal(g, save.Extras{}))
	if err != nil {
		t.Fatal(err)
	}
	return loaded
}

// TestResume goes on with the example play saved after its fifth turn: no
// setup question is asked, and after the banner("ScraeBBKle"), the scores and the board
// the transcript is the example's own from there on.
func TestResume(t *testing.T) {
	golden, err := os.ReadFile("testdata/example.golden")
	if err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(t)
	cfg.Resume = examplePrefix(t, cfg, "DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f")
	cfg.Computer = func(int) computer.Strategy { return &script{moves: exampleComputerMoves[2:]} }
	got, err := runEchoed(t, cfg, exampleHumanLines[len(setupLines)+5:]...)
	if !errors.Is(err, ErrEndOfInput) {
		t.Errorf("Run returned %v, want ErrEndOfInput", err)
	}
	from := strings.Index(string(golden), "Letters: RET at position 10f")
	from += strings.Index(string(golden[from:]), "\n") + 1 // the scores' first line
	want := banner("ScraeBBKle") + string(golden[from:])
	if got != want {
		line, g, w := firstDifference(got, want)
		t.Errorf("the resumed transcript differs at line %d:\ngot  %q\nwant %q", line, g, w)
	}
}

// TestSaveEveryTurn checks that Save is given the game after the setup and
// after every turn.
func TestSaveEveryTurn(t *testing.T) {
	cfg := testConfig(t)
	var saved []int // the turns played at each save
	cfg.Save = func(g *game.Game) { saved = append(saved, len(g.History())) }
	_, err := runEchoed(t, cfg, answers(humanSetup, "DINED,d4", "qwerty", ",", ",")...)
	if !errors.Is(err, ErrEndOfInput) {
		t.Errorf("Run returned %v, want ErrEndOfInput", err)
	}
	if want := []int{0, 1, 2, 3}; !slices.Equal(saved, want) {
		t.Errorf("saved after %v turns, want %v", saved, want)
	}
}
