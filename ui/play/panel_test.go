package play

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/phrase"
)

// The end of a game shows more in the panel (two lines a score, the racks
// left) without making the window's least size grow: a window at its
// smallest keeps its size and the panel's top scrolls. In a tall window
// the top shows whole.
func TestGameOverDoesNotGrowTheWindow(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	least := tb.content.MinSize()
	top := tb.panel.Content().(*fyne.Container).Objects[0].(*container.Scroll)
	playing := top.Content.MinSize().Height
	for !tb.game.Over() {
		h.PassAndConfirm()
	}
	h.Settle()
	if got := tb.content.MinSize(); got.Height > least.Height {
		t.Errorf("the least size grew from %v to %v at the end of the game", least, got)
	}
	need := top.Content.MinSize().Height
	if need <= playing {
		t.Fatalf("the end of the game needs no more room (%v, %v while playing): the test shows nothing", need, playing)
	}
	h.win.Resize(fyne.NewSize(1180, 1000))
	h.Settle()
	if got := top.Size().Height; got < need {
		t.Errorf("in a tall window the panel's top is %v high, needing %v", got, need)
	}
}

// A game between computers needs no taller a window than one with a human,
// while it is played or once it is over, and does not widen it: its pace and Pause take the place
// of the buttons of a human's turn, which it does not show, and give way
// to New Game at the end.
func TestComputerGameNeedsNoTallerWindow(t *testing.T) {
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	window := h.win.Canvas().Size()
	human := h.start(humansOnDefault(t, false)).content.MinSize()
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	tb.ctrl.SetPace(0)
	h.Settle()
	if got := tb.content.MinSize(); got.Height > human.Height {
		t.Errorf("a game between computers needs %v, one with humans %v", got, human)
	}
	if got := h.win.Canvas().Size(); got != window {
		t.Errorf("the window grew from %v to %v for a game between computers", window, got)
	}
	h.RunUntil("the game ends", tb.game.Over)
	if got := tb.content.MinSize(); got.Height > human.Height || tb.bar.pause.Visible() || !tb.bar.again.Visible() {
		t.Errorf("over, a game between computers needs %v, one with humans %v; Pause shown %v, New Game %v",
			got, human, tb.bar.pause.Visible(), tb.bar.again.Visible())
	}
	if got := h.win.Canvas().Size(); got != window {
		t.Errorf("the window grew from %v to %v at the end of a game between computers", window, got)
	}

	// The pace stays, to be set for the next game: a game at 0 s a move
	// is over before it could be slowed.
	speed := uitest.Find[*widget.Slider](tb.bar.pace)[0]
	if !uitest.ShownIn(h.win.Content(), speed) {
		t.Fatal("over, a game between computers hides its pace")
	}
	speed.SetValue(2)
	speed.OnChangeEnded(2)
	next := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	if next.pace() != 2*time.Second {
		t.Errorf("the next game between computers takes %v a move, want 2s", next.pace())
	}
}

// smallest makes the window as small as its content allows.
func (h *harness) smallest() {
	content := h.tbl().content
	border := h.win.Canvas().Size().Subtract(content.Size())
	h.win.Resize(content.MinSize().Add(border))
	h.Settle()
}

// The legend of the squares' colours gives way to the tabs in a short
// window, and shows in the usual one.
func TestLegendGivesWayInAShortWindow(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	panel := tb.panel.Content().(*fyne.Container)
	tabs, legend := panel.Objects[1], panel.Objects[2]
	h.Settle()
	if !legend.Visible() || legend.Size().Height < legend.MinSize().Height {
		t.Errorf("in the usual window the legend is shown %v, %v high", legend.Visible(), legend.Size().Height)
	}
	h.smallest()
	if legend.Visible() || tabs.Size().Height < tabs.MinSize().Height {
		t.Errorf("in the smallest window the legend is shown %v; the tabs are %v high, needing %v",
			legend.Visible(), tabs.Size().Height, tabs.MinSize().Height)
	}
}

// In the smallest window the Game Over dialog fits, its content scrolling,
// rather than drawing its buttons over its chart.
func TestGameOverDialogFitsASmallWindow(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.smallest()
	for !tb.game.Over() {
		h.PassAndConfirm()
	}
	d := h.Overlay()
	if !strings.Contains(h.OverlayText(), "Game Over") {
		t.Fatalf("the dialog says %q", h.OverlayText())
	}
	if need, room := d.MinSize().Height, h.win.Canvas().Size().Height; need > room {
		t.Errorf("the Game Over dialog needs %v of the window's %v", need, room)
	}
}

// Clicking a line of the log highlights that turn's move on the board and
// names it; the next move lets go of the line and highlights itself.
func TestClickingALogLineHighlightsItsMove(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	first := h.PlayBest()
	second := h.PlayBest()
	looks := func(p move.Play) []boardview.Look {
		var out []boardview.Look
		for _, pl := range p.Placed {
			out = append(out, tb.board.Square(pl.Square).Look())
		}
		return out
	}
	all := func(n int, l boardview.Look) []boardview.Look { return slices.Repeat([]boardview.Look{l}, n) }
	if !slices.Equal(looks(second), all(len(second.Placed), boardview.Last)) {
		t.Fatalf("the last move shows %v", looks(second))
	}

	// Clicked as the player does: the list takes the keyboard, and gives
	// it back to the board.
	rows := uitest.Find[*widget.Label](tb.panel.Log().List())
	h.Tap(rows[slices.IndexFunc(rows, func(l *widget.Label) bool { return strings.HasPrefix(l.Text, "1. ") })])
	if f := h.win.Canvas().Focused(); f != tb.board {
		t.Errorf("after the click the keyboard is with %T, not the board", f)
	}
	if !slices.Equal(looks(first), all(len(first.Placed), boardview.Last)) || !slices.Equal(looks(second), all(len(second.Placed), boardview.Played)) {
		t.Errorf("with the first line clicked, the first move shows %v, the second %v", looks(first), looks(second))
	}
	want := fmt.Sprintf("Turn 1, highlighted: Player 1 played %s for %s.", phrase.MoveName(move.SquareNotation{}, first), phrase.Counted(first.Score, "point"))
	if !strings.HasPrefix(tb.status.label.Text, want) {
		t.Errorf("the status line says %q, want it to begin %q", tb.status.label.Text, want)
	}

	third := h.PlayBest()
	if !slices.Equal(looks(third), all(len(third.Placed), boardview.Last)) || !slices.Equal(looks(first), all(len(first.Placed), boardview.Played)) {
		t.Errorf("after the next move, it shows %v, the first move %v", looks(third), looks(first))
	}
	if strings.Contains(tb.status.label.Text, "highlighted") {
		t.Errorf("the status line still names the line clicked: %q", tb.status.label.Text)
	}
	tb.panel.Log().List().Select(0)
	tb.showLogged(3) // past the turns, as the lines that end a game are
	if !slices.Equal(looks(third), all(len(third.Placed), boardview.Last)) || strings.Contains(tb.status.label.Text, "highlighted") {
		t.Errorf("a line that is no turn left the last move showing %v, the status %q", looks(third), tb.status.label.Text)
	}
}

// The end of a game between computers lays the panel out again at once:
// the top grows to show the final scores and both racks left, where the
// window has room, without waiting for the window to be resized.
func TestComputerGameOverShowsTheTilesLeft(t *testing.T) {
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	h.win.Resize(fyne.NewSize(1180, 1000))
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}, Open: true})
	tb.ctrl.SetPace(0)
	h.Settle()
	top := tb.panel.Content().(*fyne.Container).Objects[0].(*container.Scroll)
	h.RunUntilUnsettled("the game ends", tb.game.Over)
	h.Key(fyne.KeyReturn) // closes Game Over
	if got, need := top.Size().Height, top.Content.MinSize().Height; got < need {
		t.Errorf("over, the panel's top is %v high, needing %v, until the window is resized", got, need)
	}
}
