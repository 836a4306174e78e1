package ui

import (
	"context"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"scraebbkle/ui/internal/uitest"
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
	selects := uitest.Find[*levelSelect](h.overlay())
	if len(selects) != 2 {
		t.Fatalf("%d level selects, want one for each player", len(selects))
	}
	if !selects[0].Disabled() || selects[1].Disabled() {
		t.Fatal("a human player's level can be set, or a computer's cannot")
	}
	d.choose(d.players[0], choiceComputer)
	if selects[0].Disabled() {
		t.Fatal("choosing Computer does not enable the level")
	}
	selects[0].SetSelected("Strong")
	selects[1].SetSelected("Easy")
	d.start()
	if len(asked) != 2 || asked[0] != computer.Strong || asked[1] != computer.Easy {
		t.Fatalf("the computers were made at levels %v", asked)
	}
	if got := h.tbl().panel.players[0].Text; got != "▶ Player 1 (Computer, strong): 0" && got != "   Player 1 (Computer, strong): 0" {
		t.Errorf("panel line %q", got)
	}
	h.app.stopGame()
	h.newGame()
	selects = uitest.Find[*levelSelect](h.overlay())
	if selects[0].Selected != "Strong" || selects[1].Selected != "Easy" {
		t.Errorf("the levels were not remembered: %q, %q", selects[0].Selected, selects[1].Selected)
	}
}

// slowThinker thinks within a budget until told to play now, then passes.
type slowThinker struct{}

func (slowThinker) Choose(ctx context.Context, v game.View) (move.Move, error) {
	return slowThinker{}.ChooseNow(ctx, v, nil)
}
func (slowThinker) Budget() time.Duration { return time.Hour }
func (slowThinker) ChooseNow(ctx context.Context, _ game.View, now <-chan struct{}) (move.Move, error) {
	select {
	case <-now:
		return move.Pass, nil
	case <-ctx.Done():
		return move.Move{}, ctx.Err()
	}
}

// startSlowThinker starts a game in which a Strong computer that thinks
// until told to play moves first.
func startSlowThinker(t *testing.T) (*harness, *table) {
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return slowThinker{} }
	})
	return h, h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Human}, Levels: []computer.Level{computer.Strong}})
}

// TestPlayNowHurriesAComputerWithABudget checks the bar over a computer's
// time budget and its Play now button.
func TestPlayNowHurriesAComputerWithABudget(t *testing.T) {
	h, tb := startSlowThinker(t)
	bar := tb.thinking.budget
	if !bar.content.Visible() || tb.thinking.think.Visible() {
		t.Fatal("a computer with a budget shows no budget bar")
	}
	h.runUntil("the bar fills", func() bool { return bar.bar.Value > 0 })
	h.tap(bar.now)
	h.runUntil("the computer plays now", func() bool { return len(tb.game.History()) == 1 })
	if bar.content.Visible() {
		t.Error("the budget bar stays after the move")
	}
}

// The window keeps still when a computer starts and stops thinking: the
// bar takes the end of the status line, so the board keeps its size and
// the rack its place, and a window at its smallest does not grow. The
// status line gives the bar room while it shows and takes it back after.
func TestThinkingBarKeepsTheWindowStill(t *testing.T) {
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return slowThinker{} }
	})
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}, Levels: []computer.Level{computer.Normal, computer.Strong}})
	h.smallest()
	c := h.win.Canvas()
	type look struct {
		least, board fyne.Size
		rack         fyne.Position
	}
	now := func() look { return look{c.Content().MinSize(), tb.scroll.Size(), uitest.Abs(tb.rack)} }
	before, line := now(), tb.status.Size().Width
	h.passAndConfirm()
	h.runUntilUnsettled("the bar fills", func() bool { return tb.thinking.budget.bar.Value > 0 })
	if got := now(); got != before || !tb.thinking.content.Visible() {
		t.Errorf("while the computer thinks (bar shown %v): %+v, before %+v", tb.thinking.content.Visible(), got, before)
	}
	if w := tb.status.Size().Width; w > line-thinkingWidth {
		t.Errorf("while the computer thinks the status line is %v wide, of %v, under the bar", w, line)
	}
	h.tap(tb.thinking.budget.now)
	h.runUntilUnsettled("the computer plays now", func() bool { return len(tb.game.History()) == 2 })
	if got := now(); got != before || tb.thinking.content.Visible() {
		t.Errorf("after the computer's move (bar shown %v): %+v, before %+v", tb.thinking.content.Visible(), got, before)
	}
	if w := tb.status.Size().Width; w != line {
		t.Errorf("after the computer's move the status line is %v wide, not %v again", w, line)
	}
}

// TestReplacingAThinkingComputerStopsItsBar checks that a new game while a
// computer thinks within its budget ends the old bar's ticking.
func TestReplacingAThinkingComputerStopsItsBar(t *testing.T) {
	h, tb := startSlowThinker(t)
	bar := tb.thinking.budget
	h.runUntil("the bar fills", func() bool { return bar.bar.Value > 0 })
	h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Human}})
	if bar.done != nil || bar.content.Visible() {
		t.Error("the replaced game's budget bar still ticks")
	}
}

// A new game's bag and computers are seeded from Config.Seed, computer
// player p from the seed plus p; a game resumed does not ask for a seed,
// nor does an Undo, so -seed is kept for the first new game.
func TestSeedOfANewGame(t *testing.T) {
	dir := t.TempDir()
	first := newHarness(t, saveIn(dir))
	first.start(againstComputer(t))
	first.playBest()
	g := first.tbl().game
	first.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })

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
	h.tap(h.button(h.overlay(), "Resume"))
	if calls != 0 || len(seeds) != 1 {
		t.Fatalf("resuming a game with a computer asked for %d seeds", calls)
	}
	h.command("Undo", shortcutUndo)
	h.settle()
	if calls != 0 || len(h.tbl().game.History()) != 0 {
		t.Fatalf("Undo in the game resumed asked for %d seeds, left %d turns", calls, len(h.tbl().game.History()))
	}
	seeds = nil
	h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	bag := tile.NewBag(uitest.Referee(t).Rules.TileSet, 100)
	if calls != 1 || len(seeds) != 1 || seeds[0] != 101 || !slices.Equal([]tile.Tile(h.tbl().game.Player(0).Rack), bag.Draw(7)) {
		t.Errorf("a new game asked for %d seeds, seeded its computer with %v, racked %v", calls, seeds, h.tbl().game.Player(0).Rack)
	}
}
