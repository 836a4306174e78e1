package ui

import (
	"slices"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/play"
)

// TestSetupChoosesComputerLevels checks that each computer player's level
// is chosen in the new-game dialog, only for a computer, handed to the
// Strategy maker, shown in the panel and remembered.
func TestSetupChoosesComputerLevels(t *testing.T) {
	var asked []computer.Level
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(_ *referee.Referee, l computer.Level, _ uint64) computer.Strategy {
			asked = append(asked, l)
			return uitest.Passer{}
		}
	})
	d := h.newGame()
	var selects []*dialogs.Select
	for _, sel := range uitest.Find[*dialogs.Select](h.Overlay()) {
		if uitest.ShownIn(h.Overlay(), sel) {
			selects = append(selects, sel)
		}
	}
	if len(selects) != 2 {
		t.Fatalf("%d level selects, want one for each player", len(selects))
	}
	if !selects[0].Disabled() || selects[1].Disabled() {
		t.Fatal("a human player's level can be set, or a computer's cannot")
	}
	d.choose(d.players[0], newgame.ChoiceComputer)
	if selects[0].Disabled() {
		t.Fatal("choosing Computer does not enable the level")
	}
	selects[0].SetSelected("Strong")
	selects[1].SetSelected("Easy")
	d.start()
	if len(asked) != 2 || asked[0] != computer.Strong || asked[1] != computer.Easy {
		t.Fatalf("the computers were made at levels %v", asked)
	}
	if got := h.tbl().Panel().Scores()[0].Text; got != "▶ Player 1 (Computer, strong): 0" && got != "   Player 1 (Computer, strong): 0" {
		t.Errorf("panel line %q", got)
	}
	h.app.stopGame()
	h.newGame()
	selects = uitest.Find[*dialogs.Select](h.Overlay())
	if selects[0].Selected != "Strong" || selects[1].Selected != "Easy" {
		t.Errorf("the levels were not remembered: %q, %q", selects[0].Selected, selects[1].Selected)
	}
}

// A new game's bag and computers are seeded from Config.Seed, computer
// player p from the seed plus p; a game resumed does not ask for a seed,
// nor does an Undo, so -seed is kept for the first new game.
func TestSeedOfANewGame(t *testing.T) {
	dir := t.TempDir()
	first := newHarness(t, saveIn(dir))
	first.start(againstComputer(t))
	first.PlayBest()
	g := first.tbl().Game()
	first.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })

	var seeds []uint64
	calls := 0
	h := newHarness(t, saveIn(dir), func(c *Config) {
		c.Seed = func() uint64 { calls++; return 100 }
		c.Strategy = func(_ *referee.Referee, _ computer.Level, seed uint64) computer.Strategy {
			seeds = append(seeds, seed)
			return uitest.Passer{}
		}
	})
	h.app.Start()
	h.Tap(h.Button(h.Overlay(), "Resume"))
	if calls != 0 || len(seeds) != 1 {
		t.Fatalf("resuming a game with a computer asked for %d seeds", calls)
	}
	h.command("Undo", keys.Undo)
	h.Settle()
	if calls != 0 || len(h.tbl().Game().History()) != 0 {
		t.Fatalf("Undo in the game resumed asked for %d seeds, left %d turns", calls, len(h.tbl().Game().History()))
	}
	seeds = nil
	h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	bag := tile.NewBag(uitest.Referee(t).Rules.TileSet, 100)
	if calls != 1 || len(seeds) != 1 || seeds[0] != 101 || !slices.Equal([]tile.Tile(h.tbl().Game().Player(0).Rack), bag.Draw(7)) {
		t.Errorf("a new game asked for %d seeds, seeded its computer with %v, racked %v", calls, seeds, h.tbl().Game().Player(0).Rack)
	}
}
