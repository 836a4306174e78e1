package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/tiles"
)

// harness is the window of ScraeBBKle under Fyne's test driver, with the
// controller's post function replaced by a queue that the test runs on its
// own goroutine, as the program's event loop would.
type harness struct {
	t        testing.TB
	app      *App
	win      fyne.Window
	queue    chan func()
	done     chan struct{}
	outcomes []game.Outcome
	ctrls    []*controller.Controller // every controller seen, to wait for at the end
	closed   bool                     // the window was closed
}

// savingIn are the windows of the tests that autosave, by folder.
var savingIn = map[string][]*App{}

// newHarness opens the window with the test app, a fixed seed of 1 and the
// high-score computer; edit changes the configuration before New.
func newHarness(t testing.TB, edit ...func(*Config)) *harness {
	t.Helper()
	ref, board := uitest.Referee(t), uitest.DefaultBoard(t)
	h := &harness{t: t, queue: make(chan func(), 64), done: make(chan struct{})}
	cfg := Config{
		Rules:        ref.Rules,
		Referee:      func() *referee.Referee { return ref },
		DefaultBoard: board,
		Post:         h.post,
		Seed:         func() uint64 { return 1 },
		Reshuffle:    func() uint64 { return 2 },
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
	h.win = h.app.Window()
	t.Cleanup(h.close)
	return h
}

// post queues f for the test goroutine; after the test it drops f, so that
// no computer goroutine is left blocked.
func (h *harness) post(f func()) {
	select {
	case h.queue <- f:
	case <-h.done:
	}
}

// close stops the game, lets every computer goroutine end and closes the
// window.
func (h *harness) close() {
	h.app.stopGame()
	close(h.done)
	h.app.FinishSaving() // before the test's folders are removed
	h.track()
	for _, c := range h.ctrls {
		c.Wait()
	}
	h.closeWindow()
}

// closeWindow closes the window once: the test driver fails on a second
// Close.
func (h *harness) closeWindow() {
	if !h.closed {
		h.closed = true
		h.win.Close()
	}
}

// track remembers the controller of the game on screen.
func (h *harness) track() {
	if h.app.table != nil && !slices.Contains(h.ctrls, h.app.table.ctrl) {
		h.ctrls = append(h.ctrls, h.app.table.ctrl)
	}
}

// start starts a game directly, without the dialog, and lays the window
// out as a frame of the real driver would.
func (h *harness) start(s Setup) *table {
	h.t.Helper()
	h.app.startGame(s)
	if h.app.table == nil {
		h.t.Fatal("no game started")
	}
	h.track()
	h.settle()
	return h.app.table
}

// tbl is the game on screen.
func (h *harness) tbl() *table {
	h.t.Helper()
	if h.app.table == nil {
		h.t.Fatal("no game on screen")
	}
	h.track()
	return h.app.table
}

// runUntil runs posted functions until done holds, failing after a while.
func (h *harness) runUntil(what string, done func() bool) {
	h.t.Helper()
	h.runUntilUnsettled(what, done)
	h.settle()
}

// runUntilUnsettled is runUntil without laying the window out again after,
// to see what the UI itself lays out.
func (h *harness) runUntilUnsettled(what string, done func() bool) {
	h.t.Helper()
	deadline := time.After(30 * time.Second)
	for !done() {
		select {
		case f := <-h.queue:
			f()
		case <-deadline:
			h.t.Fatalf("timed out waiting until %s", what)
		}
	}
}

// settle lays the window out again. The GLFW driver re-lays out a parent
// whose child's minimum size changed before each frame; the test driver
// never does, so a resize stands in for that frame.
func (h *harness) settle() { uitest.Settle(h.win) }

// tap taps the canvas at the middle of o, so that hit-testing decides what
// receives the tap, as with a mouse.
func (h *harness) tap(o fyne.CanvasObject) {
	h.t.Helper()
	uitest.Tap(h.t, h.win.Canvas(), o)
}

// key sends a key to the game's window (typeKey).
func (h *harness) key(name fyne.KeyName) { uitest.TypeKey(h.win.Canvas(), name) }

// typeText sends letters to the window.
func (h *harness) typeText(s string) { test.TypeOnCanvas(h.win.Canvas(), s) }

// square is the view of square s ("d7") of the game on screen.
func (h *harness) square(s string) *boardview.Square {
	h.t.Helper()
	sq, ok := board.ParseSquare(s)
	if !ok {
		h.t.Fatalf("bad square %q", s)
	}
	return h.tbl().board.Square(sq)
}

// rackTile returns the view of the first tile on the rack that plays
// notation letter c ('_' for a blank).
func (h *harness) rackTile(c byte) *tiles.View {
	h.t.Helper()
	for _, v := range h.tbl().rack.tiles {
		if v.Tile().Notation() == c || c == '_' && v.Tile().Blank {
			return v
		}
	}
	h.t.Fatalf("no tile %c on the rack %s", c, h.rackString())
	return nil
}

// rackString is the rack on screen, such as "ABC_EFG".
func (h *harness) rackString() string {
	var b strings.Builder
	for _, v := range h.tbl().rack.tiles {
		switch {
		case v.Hidden():
			b.WriteByte('#')
		default:
			b.WriteByte(v.Tile().Notation())
		}
	}
	return b.String()
}

// placeByTaps lays the tiles of play p by tapping each rack tile and then
// its square. It does not handle blanks.
func (h *harness) placeByTaps(p move.Play) {
	h.t.Helper()
	for _, pl := range p.Placed {
		h.tap(h.rackTile(pl.Tile.Letter))
		h.tap(h.tbl().board.Square(pl.Square))
	}
}

// overlay is the top dialog, or nil.
func (h *harness) overlay() fyne.CanvasObject {
	return h.win.Canvas().Overlays().Top()
}

// dialogs counts the dialogs open.
func (h *harness) dialogs() int { return len(h.win.Canvas().Overlays().List()) }

// button returns the visible button labelled text in o.
func (h *harness) button(o fyne.CanvasObject, text string) *widget.Button {
	h.t.Helper()
	return uitest.Button(h.t, o, text)
}

// overlayText is all the text of the top dialog, one piece a line.
func (h *harness) overlayText() string {
	if h.overlay() == nil {
		return ""
	}
	return strings.Join(uitest.Texts(h.overlay()), "\n")
}

// humansOnDefault is a game between two humans on the default board.
func humansOnDefault(t testing.TB, open bool) Setup {
	return Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Human}, Open: open}
}

// passAndConfirm presses Pass and then Yes.
func (h *harness) passAndConfirm() {
	h.t.Helper()
	h.tap(h.tbl().bar.pass)
	if !strings.Contains(h.overlayText(), "Pass this turn, Player") {
		h.t.Fatalf("Pass asked %q", h.overlayText())
	}
	h.tap(h.button(h.overlay(), "Yes"))
}
