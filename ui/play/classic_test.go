package play

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/core/game"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/rack"
)

// classicSetup is a classic game of the players given on the standard
// board.
func classicSetup(t *testing.T, open bool, players ...game.PlayerKind) Setup {
	r := rules.Classic()
	return Setup{Rules: r, Board: uitest.DefaultBoardOf(t, r), Players: players, Open: open}
}

// Four computers play classic Scrabble to the end on screen: the panel
// lists every player, marks the one to move, shows the three other racks
// of the open game, and at the end every final score; the log names each
// player and begins with the draw for the first turn; the summary and its
// plot show all four.
func TestFourComputersPlayClassicToTheEnd(t *testing.T) {
	h := newHarness(t)
	h.speed = 0
	start := time.Now()
	tb := h.start(classicSetup(t, true, game.Computer, game.Computer, game.Computer, game.Computer))
	g := tb.game
	if lines := tb.panel.Log().Lines(); len(lines) == 0 || !strings.HasPrefix(lines[0], "Drawing for the first move: Player 1 draws ") {
		t.Errorf("the log does not begin with the draw: %q", lines)
	}
	others := 0
	for _, o := range uitest.Find[*rack.View](tb.panel.Content()) {
		if o.Visible() && len(o.Tiles()) > 0 {
			others++
		}
	}
	if others != 3 {
		t.Errorf("the panel shows %d other racks of the open game, want 3", others)
	}
	if marked := markedScores(tb); !slices.Equal(marked, []int{g.ToMove()}) {
		t.Errorf("the scores mark players %v, want the one to move, %d", marked, g.ToMove()+1)
	}
	h.RunUntil("the game ends", func() bool { return len(h.outcomes) == 1 })
	t.Logf("%d turns in %v", g.Turns(), time.Since(start))
	o := h.outcomes[0]
	checkFinalPanel(t, tb, o)
	text := h.OverlayText()
	for p := range 4 {
		who := "Player " + string(rune('1'+p))
		if strings.Count(text, who) < 3 { // its final score, its column of the summary, its line of the plot
			t.Errorf("the Game Over dialog names %s %d times:\n%s", who, strings.Count(text, who), text)
		}
	}
	for _, line := range tb.panel.Log().Lines()[1 : g.Turns()+1] {
		if !strings.Contains(line, ". P") {
			t.Errorf("a log line names no player: %q", line)
		}
	}
}

// markedScores are the players whose score line is marked as the one to
// move.
func markedScores(tb *Table) []int {
	var marked []int
	for i, l := range tb.panel.Scores() {
		if strings.HasPrefix(l.Text, "▶") {
			marked = append(marked, i)
		}
	}
	return marked
}

// Two humans play a closed classic game: each rack stays behind the
// curtain until its player shows it, and Exchange, beside Pass, throws
// back the tiles picked in its dialog, by tap or by letter, after saying
// what it costs; the exchange is told and logged as a move is.
func TestTwoHumansPlayClassicBehindTheCurtain(t *testing.T) {
	h := newHarness(t)
	tb := h.start(classicSetup(t, false, game.Human, game.Human))
	g := tb.game
	first := g.First()
	if !tb.Curtained() || strings.Trim(h.RackString(), "#") != "" || tb.bar.exchange.Visible() {
		t.Fatalf("the first rack is not behind the curtain: %q, Exchange shown %v", h.RackString(), tb.bar.exchange.Visible())
	}
	if want := fmt.Sprintf("Player %d moves first. Player %d's turn: press", first+1, first+1); !strings.Contains(tb.Status(), want) {
		t.Errorf("the status line says %q, want %q", tb.Status(), want)
	}
	h.Reveal()
	if !tb.bar.exchange.Visible() || tb.bar.exchange.Disabled() {
		t.Fatal("no Exchange button to press with 86 tiles in the bag")
	}
	h.PlayBest()
	second := g.ToMove()
	if !tb.Curtained() || second == first {
		t.Fatalf("after the first move the next rack is not hidden (Player %d to move)", second+1)
	}
	h.Reveal()
	rack := g.Player(second).Rack
	h.Tap(tb.bar.exchange)
	if !strings.Contains(h.OverlayText(), "Exchange Tiles") {
		t.Fatalf("Exchange opened %q", h.OverlayText())
	}
	letters := tb.hands[second].Tiles().Letters()[:2] // the first two tiles as the player sees them
	h.TypeRunes(strings.ToLower(letters))
	text := h.OverlayText()
	for _, want := range []string{"You draw 2 new tiles from the bag", "it is a scoreless turn, and 6 in a row (3 rounds of every player's turns) end the game", "Exchange 2 Tiles"} {
		if !strings.Contains(text, want) {
			t.Errorf("the exchange dialog does not say %q:\n%s", want, text)
		}
	}
	h.Key(fyne.KeyReturn)
	last := g.History()[len(g.History())-1]
	if h.Dialogs() != 0 || last.Player != second || last.Play.Move.Exchange == "" || uitest.SortedLetters(last.Play.Move.Exchange) != uitest.SortedLetters(letters) {
		t.Fatalf("after Enter: %d dialogs, the last turn %+v; rack was %s", h.Dialogs(), last.Play.Move, rack.Letters())
	}
	if want := fmt.Sprintf("Player %d exchanged 2 tiles.", second+1); !strings.HasPrefix(tb.Status(), want) {
		t.Errorf("the status line says %q, want it to begin %q", tb.Status(), want)
	}
	if lines := tb.panel.Log().Lines(); !strings.Contains(lines[len(lines)-1], fmt.Sprintf("P%d  exchanged 2 tiles  +0", second+1)) {
		t.Errorf("the log ends %q", lines[len(lines)-1])
	}
	if !tb.Curtained() || g.ToMove() != first {
		t.Error("after the exchange the first player's rack is not behind the curtain")
	}

	// From the keyboard: Game > Exchange Tiles (Ctrl+T) opens the dialog,
	// and Escape closes it, exchanging nothing.
	h.Key(fyne.KeyReturn) // lifts the curtain
	turns := g.Turns()
	tb.Exchange()
	h.Key(fyne.KeyEscape)
	if h.Dialogs() != 0 || g.Turns() != turns {
		t.Errorf("Escape left %d dialogs, %d turns played", h.Dialogs(), g.Turns()-turns)
	}
}

// With fewer than seven tiles in the bag, Exchange is disabled, the bag's
// line says why, and Game > Exchange Tiles says so in the status line.
func TestNoExchangeWithFewTilesInTheBag(t *testing.T) {
	r := rules.Classic()
	r.DrawForFirst = false
	h := newHarness(t, func(c *config) { c.Bag = func() *tile.Bag { return uitest.BagOf(t, r, "AEINRST"+"AEINRST"+"EEEEE") } })
	tb := h.start(Setup{Rules: r, Board: uitest.DefaultBoardOf(t, r), Players: []game.PlayerKind{game.Human, game.Computer}})
	if !tb.bar.exchange.Visible() || !tb.bar.exchange.Disabled() {
		t.Errorf("with 5 tiles in the bag, Exchange is shown %v, disabled %v", tb.bar.exchange.Visible(), tb.bar.exchange.Disabled())
	}
	if got := tb.panel.Bag().Text; got != "Tiles in the bag: 5 (too few to exchange)" {
		t.Errorf("the bag's line says %q", got)
	}
	tb.Exchange()
	if h.Dialogs() != 0 || !strings.HasPrefix(tb.Status(), "An exchange needs at least 7 tiles in the bag, and it holds 5.") {
		t.Errorf("Exchange Tiles opened %d dialogs, said %q", h.Dialogs(), tb.Status())
	}
}

// A human who waits for two computers sees both their moves told in the
// status line, not the last alone.
func TestEveryComputerMoveIsToldToTheHuman(t *testing.T) {
	r := rules.Classic()
	r.DrawForFirst = false
	h := newHarness(t)
	tb := h.start(Setup{Rules: r, Board: uitest.DefaultBoardOf(t, r), Players: []game.PlayerKind{game.Human, game.Computer, game.Computer}})
	h.PlayBest()
	h.RunUntil("the computers move", func() bool { return tb.CanPlace() })
	history := tb.game.History()
	want := phrase.TurnSentence(tb.notation(), history[1]) + " " + phrase.TurnSentence(tb.notation(), history[2]) + " Player 1 to move"
	if !strings.HasPrefix(tb.Status(), want) {
		t.Errorf("the status line says %q, want it to begin %q", tb.Status(), want)
	}
}
