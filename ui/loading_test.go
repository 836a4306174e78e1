package ui

import (
	"strings"
	"testing"

	"scraebbkle/core"
)

// Before the word list is loaded the new-game dialog works, and a game
// started then waits, saying so, without blocking the UI goroutine; the
// last game asked for starts once the referee is ready.
func TestGameWaitsForTheWordList(t *testing.T) {
	ref := testReferee(t)
	ready := make(chan struct{})
	h := newHarness(t, func(c *Config) {
		c.Ready = ready
		c.Referee = func() *core.Referee {
			select {
			case <-ready:
			default:
				t.Error("the referee was asked for before it was ready")
			}
			return ref
		}
	})
	h.app.Start()
	d := h.setupDialog()
	d.choose(d.players[1], choiceHuman)
	d.start()
	if h.app.table != nil {
		t.Fatal("a game started before the word list was loaded")
	}
	if text := strings.Join(texts(h.win.Content()), " "); !strings.Contains(text, "Loading the word list") {
		t.Errorf("the window says %q while the word list loads", text)
	}

	d = h.newGame()
	d.choose(d.open, choiceOpen)
	d.start()
	if h.app.table != nil || len(h.queue) != 0 {
		t.Fatal("a game started before the word list was loaded")
	}

	close(ready)
	h.runUntil("the game starts", func() bool { return h.app.table != nil })
	if s := h.tbl().setup; !s.Open || !equalKinds(s.Players, core.Human, core.Human) {
		t.Errorf("started %+v, want the open game between humans asked for last", s)
	}
	if g := h.tbl().game; g.Referee() != ref {
		t.Error("the game does not use the referee")
	}
}
