package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/ui/internal/screentest"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/play"
)

// harness is the window of ScraeBBKle under Fyne's test driver, with the
// controller's post function replaced by a queue that the test runs on its
// own goroutine, as the program's event loop would.
type harness struct {
	*screentest.Screen
	t        testing.TB
	app      *App
	outcomes []game.Outcome
	ctrls    []*controller.Controller // every controller seen, to wait for at the end
}

// savingIn are the windows of the tests that autosave, by folder.
var savingIn = map[string][]*App{}

// newHarness opens the window with the test app, a fixed seed of 1 and the
// high-score computer; edit changes the configuration before New.
func newHarness(t testing.TB, edit ...func(*Config)) *harness {
	t.Helper()
	ref := uitest.Referee(t)
	h := &harness{t: t}
	var w *uitest.Window
	cfg := Config{
		Words:     func() *lexicon.Lexicon { return ref.Lexicon },
		Post:      func(f func()) { w.Post(f) },
		Seed:      func() uint64 { return 1 },
		Reshuffle: func() uint64 { return 2 },
		Strategy: func(r *referee.Referee, _ computer.Level, _ uint64) computer.Strategy {
			return computer.HighScore{Referee: r}
		},
		Version:    "test",
		OnGameOver: func(o game.Outcome) { h.outcomes = append(h.outcomes, o) },
	}
	for _, e := range edit {
		e(&cfg)
	}
	if dir := cfg.SaveFolder; dir != "" {
		// As a program started after another has stopped would, the
		// window finds the others' saves in the folder written.
		for _, other := range savingIn[dir] {
			other.FinishSaving()
		}
		defer func() { savingIn[dir] = append(savingIn[dir], h.app) }()
	}
	fa := test.NewTempApp(t)
	h.app = New(fa, cfg)
	h.app.curtainPause = 0 // a test's clicks come quicker than a player's
	w = uitest.NewWindow(t, h.app.Window())
	h.Screen = &screentest.Screen{Window: w, Parts: h.parts}
	t.Cleanup(h.close)
	return h
}

// parts are the parts of the game on screen.
func (h *harness) parts() screentest.Parts {
	t := h.tbl()
	return screentest.Parts{Game: t.Game(), Board: t.Board(), Rack: t.Rack(), Drag: t.Drag(), Turn: t.Turn(), Searching: t.Panel().Moves().Searching}
}

// close stops the game, lets every computer goroutine end and closes the
// window.
func (h *harness) close() {
	h.app.stopGame()
	h.Stop()
	h.app.FinishSaving() // before the test's folders are removed
	h.track()
	for _, c := range h.ctrls {
		c.Wait()
	}
	h.Close()
}

// track remembers the controller of the game on screen.
func (h *harness) track() {
	if t := h.app.table; t != nil && !slices.Contains(h.ctrls, t.Controller()) {
		h.ctrls = append(h.ctrls, t.Controller())
	}
}

// start starts a game directly, without the dialog, and lays the window
// out as a frame of the real driver would.
func (h *harness) start(s play.Setup) *play.Table {
	h.t.Helper()
	h.app.startGame(s)
	if h.app.table == nil {
		h.t.Fatal("no game started")
	}
	h.track()
	h.Settle()
	return h.app.table
}

// tbl is the game on screen.
func (h *harness) tbl() *play.Table {
	h.t.Helper()
	if h.app.table == nil {
		h.t.Fatal("no game on screen")
	}
	h.track()
	return h.app.table
}

// humansOnDefault is a game between two humans on the default board.
func humansOnDefault(t testing.TB, open bool) play.Setup {
	return play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Human}, Open: open}
}
