package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/save"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/newgame"
)

// Before the word list is loaded the new-game dialog works, and a game
// started then waits, saying so, without blocking the UI goroutine; the
// last game asked for starts once the referee is ready.
func TestGameWaitsForTheWordList(t *testing.T) {
	ref := uitest.Referee(t)
	ready := make(chan struct{})
	h := newHarness(t, func(c *Config) {
		c.Ready = ready
		c.Words = func() *lexicon.Lexicon {
			select {
			case <-ready:
			default:
				t.Error("the word list was asked for before it was ready")
			}
			return ref.Lexicon
		}
	})
	h.app.Start()
	d := h.setupDialog()
	d.choose(d.players[1], newgame.ChoiceHuman)
	d.start()
	if h.app.table != nil {
		t.Fatal("a game started before the word list was loaded")
	}
	if text := strings.Join(uitest.Texts(h.Win.Content()), " "); !strings.Contains(text, "Loading the word list") {
		t.Errorf("the window says %q while the word list loads", text)
	}

	d = h.newGame()
	d.choose(d.open, newgame.ChoiceOpen)
	d.start()
	if h.app.table != nil || h.Pending() != 0 {
		t.Fatal("a game started before the word list was loaded")
	}

	close(ready)
	h.RunUntil("the game starts", func() bool { return h.app.table != nil })
	if s := h.tbl().Setup(); !s.Open || !uitest.EqualKinds(s.Players, game.Human, game.Human) {
		t.Errorf("started %+v, want the open game between humans asked for last", s)
	}
	if g := h.tbl().Game(); g.Referee().Lexicon != ref.Lexicon {
		t.Error("the game does not use the word list")
	}
}

// A game left unfinished is offered once, however often New Game is
// cancelled while the word list loads, and a game started or opened
// meanwhile goes on screen only when the offer is declined: Resume keeps
// the saved game. The offer names the game asked for, and its button says
// what it does.
func TestResumeOfferedOnceWhileTheWordListLoads(t *testing.T) {
	dir := t.TempDir()
	old := newHarness(t, saveIn(dir))
	old.start(humansOnDefault(t, true))
	old.PlayBest()
	opened := filepath.Join(t.TempDir(), "opened.json")
	if err := os.WriteFile(opened, save.Marshal(old.tbl().Game(), save.Extras{}), 0o644); err != nil {
		t.Fatal(err)
	}
	old.PlayBest() // the game saved differs from the file opened
	saved := old.autosaved(dir)
	asks := []struct {
		name    string
		ask     func(h *harness)
		turns   int    // of the game asked for
		instead string // the button that goes on with it
		offer   string // what the offer says of it
	}{
		{"a new game", func(h *harness) {
			h.newGame()
			h.Key(fyne.KeyEscape)
			d := h.newGame()
			d.choose(d.players[1], newgame.ChoiceHuman)
			d.start()
		}, 0, "New Game", "Or start the new game you set up, as you asked while the word list loaded."},
		{"a game opened", func(h *harness) {
			h.app.files.pick = (&uitest.FilePicker{T: t, Files: []string{opened}}).Pick
			h.app.files.open()
		}, 1, "Open opened.json", "Or open opened.json, as you asked while the word list loaded."},
	}
	for _, asked := range asks {
		for _, resume := range []bool{true, false} {
			folder := t.TempDir() // of this window alone, holding the game left unfinished
			if err := os.WriteFile(autosaveIn(folder), []byte(saved), 0o644); err != nil {
				t.Fatal(err)
			}
			ready := make(chan struct{})
			h := newHarness(t, saveIn(folder), func(c *Config) { c.Ready = ready })
			h.app.Start()
			asked.ask(h)
			close(ready)
			h.RunUntil("Resume is offered", func() bool { return strings.Contains(h.OverlayText(), "Resume your game?") })
			h.RunFor(200 * time.Millisecond) // for whatever else waited for the word list
			if n := h.Dialogs(); n != 1 || h.app.table != nil {
				t.Fatalf("%s: %d dialogs while the offer is open, a game on screen %v", asked.name, n, h.app.table != nil)
			}
			if text := h.OverlayText(); !strings.Contains(text, asked.offer) {
				t.Errorf("%s: the offer says %q, not %q", asked.name, text, asked.offer)
			}
			if got := h.autosaved(folder); got != saved {
				t.Fatalf("%s: the saved game was overwritten before the offer was answered", asked.name)
			}
			if resume {
				h.Tap(h.Button(h.Overlay(), "Resume"))
				h.Settle()
				if h.app.table == nil || len(h.tbl().Game().History()) != 2 {
					t.Fatalf("%s: Resume did not resume the saved game", asked.name)
				}
				continue
			}
			h.Tap(h.Button(h.Overlay(), asked.instead))
			if h.app.table == nil || len(h.tbl().Game().History()) != asked.turns || !uitest.EqualKinds(h.tbl().Setup().Players, game.Human, game.Human) {
				t.Errorf("%s did not go on with %s, asked for while the word list loaded", asked.instead, asked.name)
			}
		}
	}
}

// A file opened while the word list loads that turns out not to be a game
// says so once the offer is declined, and then asks for a new game: the
// window is not left without a game or a question.
func TestBadFileOpenedWhileLoadingAsksForANewGame(t *testing.T) {
	folder := t.TempDir()
	old := newHarness(t, saveIn(folder))
	old.start(humansOnDefault(t, true))
	old.PlayBest()
	old.app.FinishSaving()
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte("not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	ready := make(chan struct{})
	h := newHarness(t, saveIn(folder), func(c *Config) { c.Ready = ready })
	h.app.files.pick = (&uitest.FilePicker{T: t, Files: []string{bad}}).Pick
	h.app.Start()
	h.app.files.open()
	close(ready)
	h.RunUntil("Resume is offered", func() bool { return strings.Contains(h.OverlayText(), "Resume your game?") })
	h.Tap(h.Button(h.Overlay(), "Open bad.json"))
	if !strings.Contains(h.OverlayText(), "Cannot open bad.json") {
		t.Fatalf("declined, the offer is followed by %q", h.OverlayText())
	}
	h.Tap(h.Button(h.Overlay(), "OK"))
	if h.app.table != nil || !h.app.newGames.Shown() || h.Dialogs() != 1 {
		t.Errorf("after the file was refused: a game %v, New Game shown %v, %d dialogs", h.app.table != nil, h.app.newGames.Shown(), h.Dialogs())
	}
}
