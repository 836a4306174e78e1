package play

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/referee"
	"scraebbkle/core/save"
	"scraebbkle/core/tile"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/screentest"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
)

// config is what a test may change of the window around the table.
type config struct {
	Seed     func() uint64 // the seed of each new game's bag and computers
	Strategy func(ref *referee.Referee, level computer.Level, seed uint64) computer.Strategy
	// Bag, when set, is the bag of each new game, in place of one
	// shuffled from the seed.
	Bag func() *tile.Bag
}

// harness is a game screen in a window under Fyne's test driver, as the
// application shell shows it: the window's keys go to its dialogs, or else
// F1 to How to Play, or else to the table, and Ctrl+H asks for a hint.
type harness struct {
	*screentest.Screen
	t        testing.TB
	win      fyne.Window
	dialogs  *dialogs.Keyed
	cfg      config
	table    *Table
	pause    time.Duration // how long a curtain stays down: none, for a test's clicks come quicker than a player's
	speed    float64       // the seconds a move takes between computers
	helps    int           // how often F1 asked for How to Play
	newGames int           // how often New Game was asked for
	outcomes []game.Outcome
	ctrls    []*controller.Controller // every controller seen, to wait for at the end
}

// firstSize is the size of the game's window the first time it opens.
var firstSize = fyne.NewSize(1180, 690)

// newHarness opens the window with the test app, a fixed seed of 1 and the
// high-score computer; edit changes the configuration.
func newHarness(t testing.TB, edit ...func(*config)) *harness {
	t.Helper()
	a := test.NewTempApp(t)
	win := a.NewWindow("ScraeBBKle")
	win.Resize(firstSize)
	w := uitest.NewWindow(t, win)
	h := &harness{t: t, win: win, speed: 0.8, dialogs: dialogs.New(win, dialogs.NewFolders(a.Preferences()))}
	h.Screen = &screentest.Screen{Window: w, Parts: h.parts}
	h.cfg = config{
		Seed: func() uint64 { return 1 },
		Strategy: func(r *referee.Referee, _ computer.Level, _ uint64) computer.Strategy {
			return computer.HighScore{Referee: r}
		},
	}
	for _, e := range edit {
		e(&h.cfg)
	}
	c := win.Canvas()
	c.SetOnTypedRune(func(r rune) {
		switch {
		case h.dialogs.Open():
			h.dialogs.Typed(r)
		case h.table != nil:
			h.table.TypeRune(r)
		}
	})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch {
		case h.dialogs.Open():
			h.dialogs.Key(ev)
		case h.helpKey(ev):
		case h.table != nil:
			h.table.TypedKey(ev)
		}
	})
	keys.Bind(c, keys.Hint, func() { h.table.Hint() })
	win.SetContent(widget.NewLabel(""))
	t.Cleanup(h.close)
	return h
}

// helpKey counts F1, which asks for How to Play.
func (h *harness) helpKey(ev *fyne.KeyEvent) bool {
	if ev.Name != keys.Help.KeyName {
		return false
	}
	h.helps++
	return true
}

// host is the window as the table sees it.
func (h *harness) host() Host {
	return Host{
		Dialogs:      h.dialogs,
		Post:         h.Post,
		Strategy:     h.cfg.Strategy,
		OnGameOver:   func(o game.Outcome) { h.outcomes = append(h.outcomes, o) },
		Speed:        func() float64 { return h.speed },
		SetSpeed:     func(v float64) { h.speed = v },
		CurtainPause: h.pause,
		Changed:      func() {},
		NewGame:      func() { h.newGames++ },
		WindowKey:    h.helpKey,
	}
}

// parts are the parts of the game on screen.
func (h *harness) parts() screentest.Parts {
	t := h.tbl()
	return screentest.Parts{Game: t.game, Board: t.board, Rack: t.rack, Drag: t.drag, Turn: t.turn, Searching: t.panel.Moves().Searching}
}

// close stops the game, lets every computer goroutine end and closes the
// window.
func (h *harness) close() {
	if h.table != nil {
		h.table.Stop()
	}
	h.Stop()
	for _, c := range h.ctrls {
		c.Wait()
	}
	h.Close()
}

// start starts a game as the window does, from a bag shuffled from the
// configured seed, and lays the window out as a frame of the real driver
// would.
func (h *harness) start(s Setup) *Table {
	h.t.Helper()
	return h.show(s, nil)
}

// show shows a new game played as s says in place of the table before,
// if any (see New).
func (h *harness) show(s Setup, before *Table) *Table {
	h.t.Helper()
	ref := uitest.Referee(h.t)
	if s.Rules != nil {
		ref = uitest.RefereeOf(h.t, s.Rules)
	}
	s.Seed = h.cfg.Seed()
	bag := tile.NewBag(ref.Rules.TileSet, s.Seed)
	if h.cfg.Bag != nil {
		bag = h.cfg.Bag()
	}
	g, err := game.New(ref, s.Board, bag, s.Players, s.Open)
	if err != nil {
		h.t.Fatal(err)
	}
	if h.table != nil {
		h.table.Stop()
	}
	h.table = New(h.host(), s, g, save.Extras{}, before)
	h.win.SetContent(h.table.Content())
	h.table.Start()
	h.track()
	h.Settle()
	return h.table
}

// tbl is the game on screen.
func (h *harness) tbl() *Table {
	h.t.Helper()
	if h.table == nil {
		h.t.Fatal("no game on screen")
	}
	h.track()
	return h.table
}

// track remembers the controller of the game on screen.
func (h *harness) track() {
	if h.table != nil && !slices.Contains(h.ctrls, h.table.ctrl) {
		h.ctrls = append(h.ctrls, h.table.ctrl)
	}
}

// humansOnDefault is a game between two humans on the default board.
func humansOnDefault(t testing.TB, open bool) Setup {
	return Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Human}, Open: open}
}

// zoomItem is a zoom of the View menu, as the window has it: by factor f,
// 0 fitting the board to the window.
func (h *harness) zoomItem(f float32) *fyne.MenuItem {
	return fyne.NewMenuItem("", func() { h.tbl().Zoom(f) })
}
