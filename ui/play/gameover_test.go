package play

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/rack"
)

func TestGameOverDialog(t *testing.T) {
	// Human against a computer that always passes: the human plays a move,
	// then both pass twice and the game ends.
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	g := tb.game
	p := h.PlayOutAgainstPasser()
	if !g.Over() {
		t.Fatalf("the game is not over after %d turns", len(g.History()))
	}
	want := g.Outcome()
	if len(h.outcomes) != 1 || !slices.Equal(h.outcomes[0].Finals, want.Finals) || h.outcomes[0].Winner != want.Winner {
		t.Fatalf("OnGameOver was told %+v, want %+v once", h.outcomes, want)
	}
	if want.Winner != 0 {
		t.Fatalf("the human scored %d and should win: %+v", p.Score, want)
	}
	text := h.OverlayText()
	for _, s := range []string{"Game Over", "Player 1 wins",
		"Player 1: " + phrase.Number(want.Scores[0]) + " − " + strconv.Itoa(want.Deductions[0]) + " for tiles left = " + phrase.Number(want.Finals[0]) + " points",
		"Player 2: " + phrase.Number(want.Scores[1]) + " − " + strconv.Itoa(want.Deductions[1]) + " for tiles left = " + phrase.Number(want.Finals[1]) + " points",
	} {
		if !strings.Contains(text, s) {
			t.Errorf("the game-over dialog lacks %q:\n%s", s, text)
		}
	}
	if !strings.HasPrefix(tb.status.label.Text, "The game is over") || len(tb.rack.Tiles()) != 0 {
		t.Errorf("after the game: status %q, %d rack tiles", tb.status.label.Text, len(tb.rack.Tiles()))
	}
	for _, b := range []*widget.Button{tb.bar.shuffle, tb.bar.recall, tb.bar.pass, tb.bar.play} {
		if b.Visible() && !b.Disabled() {
			t.Errorf("%s is enabled after the game", b.Text)
		}
		if b.Visible() {
			t.Errorf("%s is still shown under the board after the game", b.Text)
		}
	}
	if !tb.bar.again.Visible() {
		t.Error("no New Game under the board after the game")
	}
	if note := tb.panel.Moves().Note().Text; note != "The game is over: there are no more moves to list." {
		t.Errorf("after the game the Moves tab says %q", note)
	}
	checkFinalPanel(t, tb, want)

	// Enter closes the dialog and keeps the finished board; its New Game
	// asks for the next game.
	h.Key(fyne.KeyReturn)
	if h.Dialogs() != 0 || h.table != tb {
		t.Fatalf("Enter on Game Over: %d dialogs, the same game %v", h.Dialogs(), h.table == tb)
	}
	h.PressHint()
	if tb.status.label.Text != "There is no move to hint at. The game is over: "+phrase.Result(g.Outcome()) {
		t.Errorf("Ctrl+H after the game says %q", tb.status.label.Text)
	}
	tb.gameOver(g.Outcome())
	h.Tap(h.Button(h.Overlay(), "New Game"))
	if h.newGames != 1 || h.Dialogs() != 0 {
		t.Fatalf("Game Over's New Game asked for %d new games, left %d dialogs", h.newGames, h.Dialogs())
	}
	h.Settle()
	h.Tap(tb.bar.again) // the one under the board
	if h.newGames != 2 {
		t.Fatal("New Game under the board did not ask for a new game")
	}
}

// checkFinalPanel checks that, after the game, the side panel shows the
// final scores and the tiles left, and the log ends with them.
func checkFinalPanel(t *testing.T, tb *Table, o game.Outcome) {
	t.Helper()
	g := tb.game
	for i, l := range tb.panel.Scores() {
		want := phrase.Number(o.Finals[i])
		if i == o.Winner {
			want += ", wins"
		}
		if o.Bonuses[i] > 0 {
			want += ", went out"
		}
		if !strings.Contains(l.Text, "): "+want+"\n") || !strings.Contains(l.Text, phrase.Deduction(o, i)) {
			t.Errorf("player %d's score line %q lacks %q and %q", i+1, l.Text, want, phrase.Deduction(o, i))
		}
	}
	racks := 0
	for _, obj := range tb.panel.Left().Objects {
		if v, ok := obj.(*rack.View); ok {
			racks++
			if len(v.Tiles()) == 0 || v.Tiles()[0].Hidden() {
				t.Error("a rack left at the end is empty or face down")
			}
		}
	}
	if !tb.panel.Left().Visible() || racks != nonEmptyRacks(g) {
		t.Errorf("the panel shows %d racks left, visible %v; want %d", racks, tb.panel.Left().Visible(), nonEmptyRacks(g))
	}
	lines := tb.panel.Log().Lines()
	if n := len(lines); n < g.Players()+1 || lines[n-1] != strings.ReplaceAll(o.String(), "-", "−") || !strings.HasPrefix(lines[n-1-g.Players()], "End. P1  ") {
		t.Errorf("the log does not end with the tiles left and the result:\n%s", strings.Join(lines, "\n"))
	}
	for i := range g.Players() {
		left := ""
		for _, tile := range tb.arrangedRack(i) { // as its player arranged it
			if tile.Blank {
				left += "?"
			} else {
				left += string(tile.Letter)
			}
		}
		want := fmt.Sprintf("End. P%d  left %s  −%d", i+1, left, o.Deductions[i])
		switch {
		case o.Bonuses[i] > 0:
			want = fmt.Sprintf("End. P%d  went out  +%d from the others' tiles", i+1, o.Bonuses[i])
		case left == "":
			want = fmt.Sprintf("End. P%d  no tiles left", i+1)
		}
		if !slices.Contains(lines, want) {
			t.Errorf("the log lacks %q:\n%s", want, strings.Join(lines, "\n"))
		}
	}
	if shown := uitest.Texts(tb.panel.Log().List()); !slices.Contains(shown, strings.ReplaceAll(o.String(), "-", "−")) {
		t.Errorf("the log is not scrolled to the result; it shows %q", shown)
	}
}

// nonEmptyRacks counts the players of g with tiles on their rack.
func nonEmptyRacks(g *game.Game) int {
	n := 0
	for i := range g.Players() {
		if len(g.Player(i).Rack) > 0 {
			n++
		}
	}
	return n
}

func TestGameOverBetweenComputers(t *testing.T) {
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	h.speed = 0
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}, Open: true})
	if tb.pace() != 0 {
		t.Fatalf("a game between computers at speed 0 takes %v a move", tb.pace())
	}
	h.RunUntil("the game ends", func() bool { return len(h.outcomes) == 1 })
	o := h.outcomes[0]
	verdict := "draw"
	if o.Winner >= 0 {
		verdict = "Player " + strconv.Itoa(o.Winner+1) + " wins"
	}
	if text := h.OverlayText(); !strings.Contains(text, verdict) || len(tb.game.History()) != 4 {
		t.Errorf("after %d passes the dialog says:\n%s\nwant %q", len(tb.game.History()), text, verdict)
	}
	h.Tap(h.Button(h.Overlay(), "Close"))
	if h.Dialogs() != 0 {
		t.Error("Close left a dialog open")
	}
	checkFinalPanel(t, tb, o)
}

// failing fails the first n moves asked of it, then plays the best move.
type failing struct {
	computer.HighScore
	n *int
}

func (f failing) Choose(ctx context.Context, v game.View) (move.Move, error) {
	if *f.n > 0 {
		*f.n--
		return move.Move{}, errors.New("out of memory")
	}
	return f.HighScore.Choose(ctx, v)
}

// A computer that fails says why and waits: Try Again in the dialog, or
// Enter on the board once it is closed, has it think again.
func TestComputerThatFailedTriesAgain(t *testing.T) {
	fails := 2
	h := newHarness(t, func(c *config) {
		c.Strategy = func(r *referee.Referee, _ computer.Level, _ uint64) computer.Strategy {
			return failing{computer.HighScore{Referee: r}, &fails}
		}
	})
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Human}, Levels: []computer.Level{computer.Strong, computer.Normal}, Open: true})
	h.RunUntil("the computer fails", func() bool { return h.Dialogs() == 1 })
	want := "Player 1 (Computer, strong) could not work out its move. Out of memory."
	if text := h.OverlayText(); !strings.Contains(text, want) {
		t.Errorf("the dialog says\n%s\nwant %q", text, want)
	}
	if tb.thinking.Running() || !strings.Contains(tb.status.label.Text, "could not move: press Enter") {
		t.Errorf("after the failure, thinking shown %v, status %q", tb.thinking.Running(), tb.status.label.Text)
	}
	h.Tap(h.Button(h.Overlay(), "Try Again"))
	h.RunUntil("the computer fails again", func() bool { return h.Dialogs() == 1 })
	h.Tap(h.Button(h.Overlay(), "Close"))
	if len(tb.game.History()) != 0 {
		t.Fatal("a move was played after two failures")
	}
	h.Key(fyne.KeyReturn)
	h.RunUntil("the computer moves", func() bool { return len(tb.game.History()) == 1 })
	if !tb.CanPlace() || h.Dialogs() != 0 {
		t.Errorf("after the computer's move: human to move %v, %d dialogs", tb.CanPlace(), h.Dialogs())
	}
}
