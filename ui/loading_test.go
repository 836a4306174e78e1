package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

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

// A game left unfinished is offered once, however often New Game is
// cancelled while the word list loads, and a game asked for meanwhile
// starts only when the offer is declined: Resume keeps the saved game.
func TestResumeOfferedOnceWhileTheWordListLoads(t *testing.T) {
	dir := t.TempDir()
	old := newHarness(t, saveIn(dir))
	old.start(humansOnDefault(t, true))
	old.playBest()
	saved := old.autosaved(dir)
	for _, resume := range []bool{true, false} {
		ready := make(chan struct{})
		h := newHarness(t, saveIn(dir), func(c *Config) { c.Ready = ready })
		h.app.Start()
		h.newGame()
		h.key(fyne.KeyEscape)
		d := h.newGame()
		d.choose(d.players[1], choiceHuman)
		d.start()
		close(ready)
		h.runUntil("Resume is offered", func() bool { return strings.Contains(h.overlayText(), "Resume your game?") })
		wait := time.After(200 * time.Millisecond) // for whatever else waited for the word list
		for waited := false; !waited; {
			select {
			case f := <-h.queue:
				f()
			case <-wait:
				waited = true
			}
		}
		if n := h.dialogs(); n != 1 || h.app.table != nil {
			t.Fatalf("%d dialogs while the offer is open, a game on screen %v", n, h.app.table != nil)
		}
		if got := h.autosaved(dir); got != saved {
			t.Fatal("the saved game was overwritten before the offer was answered")
		}
		if resume {
			h.tap(h.button(h.overlay(), "Resume"))
			h.settle()
			if h.app.table == nil || len(h.tbl().game.History()) != 1 {
				t.Fatal("Resume did not resume the saved game")
			}
			continue
		}
		h.tap(h.button(h.overlay(), "New Game"))
		if h.app.table == nil || len(h.tbl().game.History()) != 0 || !equalKinds(h.tbl().setup.Players, core.Human, core.Human) {
			t.Error("New Game did not start the game asked for while the word list loaded")
		}
	}
}
