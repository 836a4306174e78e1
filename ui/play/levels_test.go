package play

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/thinking"
)

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
func startSlowThinker(t *testing.T) (*harness, *Table) {
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return slowThinker{} }
	})
	return h, h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Human}, Levels: []computer.Level{computer.Strong}})
}

// TestPlayNowHurriesAComputerWithABudget checks the bar over a computer's
// time budget and its Play now button.
func TestPlayNowHurriesAComputerWithABudget(t *testing.T) {
	h, tb := startSlowThinker(t)
	bar := tb.thinking.Budget()
	if !bar.Shown() || tb.thinking.Running() {
		t.Fatal("a computer with a budget shows no budget bar")
	}
	h.RunUntil("the bar fills", func() bool { return bar.Bar().Value > 0 })
	h.Tap(bar.PlayNow())
	h.RunUntil("the computer plays now", func() bool { return len(tb.game.History()) == 1 })
	if bar.Shown() {
		t.Error("the budget bar stays after the move")
	}
}

// The window keeps still when a computer starts and stops thinking: the
// bar takes the end of the status line, so the board keeps its size and
// the rack its place, and a window at its smallest does not grow. The
// status line gives the bar room while it shows and takes it back after.
func TestThinkingBarKeepsTheWindowStill(t *testing.T) {
	h := newHarness(t, func(c *config) {
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
	before, line := now(), tb.status.label.Size().Width
	h.PassAndConfirm()
	h.RunUntilUnsettled("the bar fills", func() bool { return tb.thinking.Budget().Bar().Value > 0 })
	if got := now(); got != before || !tb.thinking.Shown() {
		t.Errorf("while the computer thinks (bar shown %v): %+v, before %+v", tb.thinking.Shown(), got, before)
	}
	if w := tb.status.label.Size().Width; w > line-thinking.Width {
		t.Errorf("while the computer thinks the status line is %v wide, of %v, under the bar", w, line)
	}
	h.Tap(tb.thinking.Budget().PlayNow())
	h.RunUntilUnsettled("the computer plays now", func() bool { return len(tb.game.History()) == 2 })
	if got := now(); got != before || tb.thinking.Shown() {
		t.Errorf("after the computer's move (bar shown %v): %+v, before %+v", tb.thinking.Shown(), got, before)
	}
	if w := tb.status.label.Size().Width; w != line {
		t.Errorf("after the computer's move the status line is %v wide, not %v again", w, line)
	}
}

// TestReplacingAThinkingComputerStopsItsBar checks that a new game while a
// computer thinks within its budget ends the old bar's ticking.
func TestReplacingAThinkingComputerStopsItsBar(t *testing.T) {
	h, tb := startSlowThinker(t)
	bar := tb.thinking.Budget()
	h.RunUntil("the bar fills", func() bool { return bar.Bar().Value > 0 })
	h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Human}})
	if bar.Ticking() || bar.Shown() {
		t.Error("the replaced game's budget bar still ticks")
	}
}
