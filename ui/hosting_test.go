package ui

import (
	"context"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/game"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/play"
)

// TestHostAGameFromTheMenu hosts a game from Game > Host a Game…, where a
// player may be one joining: the window then shows the join code and its
// address, and the seats as they fill; New Game offers no player joining.
func TestHostAGameFromTheMenu(t *testing.T) {
	h := newHarness(t, func(c *Config) { c.HostAddr = "127.0.0.1:0" })
	h.menuItem("Game", "Host a Game…").Action()
	d := h.setupDialog()
	if !strings.Contains(h.OverlayText(), "Host a Game") {
		t.Fatalf("the dialog is not Host a Game: %q", h.OverlayText())
	}
	for i, p := range d.players {
		if !slices.Contains(p.Options, newgame.ChoiceJoining) {
			t.Errorf("Player %d may not be one joining: %v", i+1, p.Options)
		}
	}
	d.choose(d.players[0], newgame.ChoiceHuman)
	d.choose(d.players[1], newgame.ChoiceJoining)
	h.Tap(h.Button(h.Overlay(), "Host"))
	hd := h.app.hosted
	if hd == nil || h.app.together == nil || h.app.together.Seat() != 0 {
		t.Fatalf("the game is not hosted with Player 1 played here: %q", h.OverlayText())
	}
	addr := hd.listener.Addr().String()
	h.RunUntil("the seats are shown", func() bool { return strings.Contains(h.OverlayText(), "Player 2: waiting to join") })
	for _, want := range []string{hd.host.Code(), addr, "Player 1: here"} {
		if !strings.Contains(h.OverlayText(), want) {
			t.Errorf("the dialog does not say %q: %q", want, h.OverlayText())
		}
	}
	h.Tap(h.Button(h.Overlay(), "Copy")) // the first, the code's
	if got := h.app.fyne.Clipboard().Content(); got != hd.host.Code() {
		t.Errorf("Copy copied %q, not the code %q", got, hd.host.Code())
	}
	g, err := guest.Join(context.Background(), guest.Options{Addr: addr, Code: hd.host.Code(), Name: "Anna"})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	h.RunUntil("Anna is shown joined", func() bool { return strings.Contains(h.OverlayText(), "Anna (Player 2): here") })
	h.Tap(h.Button(h.Overlay(), "Close"))
	h.menuItem("Game", "Host a Game…").Action()
	if text := h.OverlayText(); !strings.Contains(text, hd.host.Code()) || !strings.Contains(text, "Anna (Player 2): here") {
		t.Errorf("Host a Game while hosting does not show how to join again: %q", text)
	}
	h.Tap(h.Button(h.Overlay(), "Close"))

	nd := h.newGame()
	if slices.Contains(nd.players[1].Options, newgame.ChoiceJoining) || nd.players[1].Selected != newgame.ChoiceHuman {
		t.Errorf("New Game offers %v, %q chosen, for the player who joined last time", nd.players[1].Options, nd.players[1].Selected)
	}
	h.Tap(h.Button(h.Overlay(), "Start"))
	if !strings.Contains(h.OverlayText(), "ends for every player") || h.app.hosted == nil {
		t.Fatalf("a new game ends the game hosted without asking: %q", h.OverlayText())
	}
	h.Tap(h.Button(h.Overlay(), "Yes"))
	h.Settle()
	if h.app.hosted != nil || h.app.together != nil || h.app.table == nil {
		t.Error("the new game did not replace the game hosted")
	}
}

// TestHostedSeats holds Host a Game to one player at most at the hosting
// computer and one at least joining.
func TestHostedSeats(t *testing.T) {
	human, computer := game.Human, game.Computer
	for _, c := range []struct {
		players []game.PlayerKind
		joining []bool
		why     string
	}{
		{[]game.PlayerKind{human, human}, []bool{false, true}, ""},
		{[]game.PlayerKind{computer, human}, []bool{false, true}, ""},
		{[]game.PlayerKind{human, human, human}, []bool{true, true, true}, ""},
		{[]game.PlayerKind{human, computer}, []bool{false, false}, "at least one"},
		{[]game.PlayerKind{human, human, human}, []bool{false, false, true}, "One player at most"},
	} {
		why := hostedSeatsWrong(play.Setup{Players: c.players, Joining: c.joining})
		if c.why == "" && why != "" || !strings.Contains(why, c.why) {
			t.Errorf("%v joining %v: %q, want %q", c.players, c.joining, why, c.why)
		}
	}
}
