package ui

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/play"
)

// setupDialog is the new-game dialog on screen and its widgets.
type setupDialog struct {
	h       *harness
	games   []*widget.RadioGroup // one a game
	board   *widget.RadioGroup
	words   *widget.RadioGroup
	count   *widget.RadioGroup // how many players, shown where the game seats more than two
	players []*widget.RadioGroup
	open    *widget.RadioGroup
	file    *widget.Label // the name of the chosen board file
}

// newGame opens the new-game dialog from the Game menu and finds its
// choices.
func (h *harness) newGame() *setupDialog {
	h.t.Helper()
	h.menuItem("Game", "New Game").Action()
	return h.setupDialog()
}

// setupDialog finds the new-game dialog's choices in the top overlay.
func (h *harness) setupDialog() *setupDialog {
	h.t.Helper()
	top := h.Overlay()
	if top == nil {
		h.t.Fatal("no dialog open")
	}
	d := &setupDialog{h: h}
	for _, g := range uitest.Find[*widget.RadioGroup](top) {
		switch g.Options[0] {
		case newgame.ChoiceDefault:
			d.board = g
		case newgame.ChoiceBuiltIn:
			d.words = g
		case newgame.ChoiceHuman:
			if uitest.ShownIn(top, g) { // only the players of the game
				d.players = append(d.players, g)
			}
		case newgame.ChoiceOpen:
			d.open = g
		case "2":
			d.count = g
		default:
			d.games = append(d.games, g)
		}
	}
	if d.board == nil || d.words == nil || len(d.players) < 2 || d.open == nil || len(d.games) != 3 {
		h.t.Fatalf("the top dialog is not the new-game dialog: %q", h.OverlayText())
	}
	// The file's name is the label after the "Load file…" and "Edit…"
	// buttons, which is kept from growing too wide.
	for _, box := range uitest.Find[*fyne.Container](top) {
		if n := len(box.Objects); n == 3 {
			if b, ok := box.Objects[0].(*widget.Button); ok && strings.HasPrefix(b.Text, "Load file") {
				d.file = &box.Objects[n-1].(*dialogs.CappedLabel).Label
			}
		}
	}
	if d.file == nil {
		h.t.Fatal("no board file label in the new-game dialog")
	}
	return d
}

// choose taps option in radio group g, as the player would.
func (d *setupDialog) choose(g *widget.RadioGroup, option string) {
	d.h.t.Helper()
	items := test.WidgetRenderer(g).Objects()
	for i, o := range g.Options {
		if o == option {
			d.h.Tap(items[i])
			if g.Selected != option {
				d.h.t.Fatalf("tapping %q left %q selected", option, g.Selected)
			}
			return
		}
	}
	d.h.t.Fatalf("no option %q in %v", option, g.Options)
}

// choices are the selected answers: board, player 1, player 2, open.
func (d *setupDialog) choices() []string {
	return []string{d.board.Selected, d.players[0].Selected, d.players[1].Selected, d.open.Selected}
}

// start presses Start.
func (d *setupDialog) start() {
	d.h.t.Helper()
	d.h.Tap(d.h.Button(d.h.Overlay(), "Start"))
	if d.h.Dialogs() != 0 {
		d.h.t.Fatalf("a dialog is still open after Start: %q", d.h.OverlayText())
	}
	d.h.track()
	d.h.Settle()
}

// loadFile presses "Load file…".
func (d *setupDialog) loadFile() { d.h.Tap(d.h.Button(d.h.Overlay(), "Load file…")) }

// menuItem finds an item of the main menu.
func (h *harness) menuItem(menu, item string) *fyne.MenuItem {
	h.t.Helper()
	for _, m := range h.Win.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == item {
				return it
			}
		}
	}
	h.t.Fatalf("no menu item %s > %s", menu, item)
	return nil
}

func TestStartAsksForTheFirstGame(t *testing.T) {
	h := newHarness(t)
	h.app.Start()
	d := h.setupDialog()
	want := []string{newgame.ChoiceDefault, newgame.ChoiceHuman, newgame.ChoiceComputer, newgame.ChoiceClosed}
	if got := d.choices(); !slices.Equal(got, want) {
		t.Errorf("first dialog offers %v, want %v", got, want)
	}
	if d.file.Text != "" {
		t.Errorf("no board file is chosen, yet the dialog names %q", d.file.Text)
	}
	d.start()
	g := h.tbl().Game()
	if !g.Board().Equal(uitest.DefaultBoard(t)) || g.Open() || !uitest.EqualKinds(h.tbl().Setup().Players, game.Human, game.Computer) {
		t.Errorf("started %s, open %v, players %v", g.Board().Name(), g.Open(), h.tbl().Setup().Players)
	}
}

func TestSetupChoicesAreRememberedForTheNextGame(t *testing.T) {
	h := newHarness(t)
	d := h.newGame()
	d.choose(d.players[1], newgame.ChoiceHuman)
	d.choose(d.open, newgame.ChoiceOpen)
	d.start()
	if s := h.tbl().Setup(); !s.Open || !uitest.EqualKinds(s.Players, game.Human, game.Human) {
		t.Fatalf("started %+v, want an open game between humans", s)
	}
	prefs := h.app.fyne.Preferences()
	if p1, p2, open := prefs.String(newgame.PrefPlayer+"1"), prefs.String(newgame.PrefPlayer+"2"), prefs.Bool(newgame.PrefOpen); p1 != newgame.ChoiceHuman || p2 != newgame.ChoiceHuman || !open {
		t.Errorf("preferences hold %q, %q, open %v", p1, p2, open)
	}

	// The next dialog offers the same answers, and Start plays them.
	d = h.newGame()
	if got, want := d.choices(), []string{newgame.ChoiceDefault, newgame.ChoiceHuman, newgame.ChoiceHuman, newgame.ChoiceOpen}; !slices.Equal(got, want) {
		t.Fatalf("second dialog offers %v, want %v", got, want)
	}
	d.choose(d.players[0], newgame.ChoiceComputer)
	d.choose(d.players[1], newgame.ChoiceHuman)
	d.choose(d.open, newgame.ChoiceClosed)
	d.start()
	if s := h.tbl().Setup(); s.Open || !uitest.EqualKinds(s.Players, game.Computer, game.Human) {
		t.Fatalf("started %+v, want a closed game, computer against human", s)
	}

	// And the third time, the second game's answers.
	d = h.newGame()
	if got, want := d.choices(), []string{newgame.ChoiceDefault, newgame.ChoiceComputer, newgame.ChoiceHuman, newgame.ChoiceClosed}; !slices.Equal(got, want) {
		t.Errorf("third dialog offers %v, want %v", got, want)
	}

	// Cancel keeps the game on screen and remembers nothing.
	before := h.tbl()
	d.choose(d.players[0], newgame.ChoiceHuman)
	h.Tap(h.Button(h.Overlay(), "Cancel"))
	if h.tbl() != before || prefs.String(newgame.PrefPlayer+"1") != newgame.ChoiceComputer {
		t.Error("Cancel changed the game or the preferences")
	}
}

func TestSetupBoardFileIsUsedAndRemembered(t *testing.T) {
	path := uitest.WriteBoard(t, "wide.txt", uitest.ValidBoardText(20, 12, "j6"))
	picker := &uitest.FilePicker{T: t, Files: []string{path}}
	h := newHarness(t)
	h.app.newGames.PickBoardFile = picker.Pick

	d := h.newGame()
	d.loadFile()
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "wide.txt, 20×12" {
		t.Fatalf("after loading, board %q, file %q", d.board.Selected, d.file.Text)
	}
	d.start()
	if b := h.tbl().Game().Board(); b.Cols() != 20 || b.Rows() != 12 || b.Name() != "wide.txt" {
		t.Fatalf("the game is on %s (%s)", b.Name(), board.SizeText(b.Cols(), b.Rows()))
	}
	if got := h.app.fyne.Preferences().String(newgame.PrefBoardFile); got != path {
		t.Errorf("remembered board file %q, want %q", got, path)
	}

	// The next dialog loads the remembered file again.
	d = h.newGame()
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "wide.txt, 20×12" {
		t.Fatalf("the next dialog offers board %q, file %q", d.board.Selected, d.file.Text)
	}
	d.start()
	if b := h.tbl().Game().Board(); board.SizeText(b.Cols(), b.Rows()) != "20×12" {
		t.Fatalf("the next game is on %s", board.SizeText(b.Cols(), b.Rows()))
	}

	// Choosing the default board again is remembered too. The remembered
	// file was loaded each time without the file dialog.
	d = h.newGame()
	d.choose(d.board, newgame.ChoiceDefault)
	d.start()
	if !h.tbl().Game().Board().Equal(uitest.DefaultBoard(t)) || h.app.fyne.Preferences().String(newgame.PrefBoardFile) != "" {
		t.Fatal("the default board was not used or not remembered")
	}
	if picker.Calls != 1 {
		t.Errorf("the file dialog opened %d times, want 1", picker.Calls)
	}
}

// The board file remembered from the last run is read off the UI
// goroutine, for a network drive may not answer: the dialog opens on the
// default board and chooses the file once it is read, unless the player
// chose a board meanwhile.
func TestSetupRememberedBoardFileIsReadInTheBackground(t *testing.T) {
	path := uitest.WriteBoard(t, "wide.txt", uitest.ValidBoardText(20, 12, "j6"))
	other := uitest.WriteBoard(t, "tall.txt", uitest.ValidBoardText(12, 16, "f8"))
	h := newHarness(t)
	h.app.fyne.Preferences().SetString(newgame.PrefBoardFile, path)
	h.app.newGames.PickBoardFile = (&uitest.FilePicker{T: t, Files: []string{other}}).Pick

	d := h.newGame()
	if d.board.Selected != newgame.ChoiceDefault || d.file.Text != "" {
		t.Fatalf("before the file is read, the dialog offers %q, file %q", d.board.Selected, d.file.Text)
	}
	h.RunUntil("the remembered board file is read", func() bool { return d.board.Selected == newgame.ChoiceFile })
	if d.file.Text != "wide.txt, 20×12" {
		t.Errorf("once read, the dialog offers the file %q", d.file.Text)
	}
	h.Key(fyne.KeyEscape)

	// Changed on the disk, the file is read again; until then the board
	// read before stands in for it.
	if err := os.WriteFile(path, []byte(uitest.ValidBoardText(22, 12, "j6")), 0o644); err != nil {
		t.Fatal(err)
	}
	d = h.newGame()
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "wide.txt, 20×12" {
		t.Fatalf("the next dialog offers %q, file %q, before the file is read again", d.board.Selected, d.file.Text)
	}
	h.RunUntil("the file is read again", func() bool { return d.file.Text == "wide.txt, 22×12" })
	h.Key(fyne.KeyEscape)

	// Gone from the disk, the file is not read again, and the dialog says
	// so: the board read before stands in for it, or else the default.
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	d = h.newGame()
	h.RunUntil("the file is found missing", func() bool { return strings.Contains(d.file.Text, "cannot be read") })
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "wide.txt, 22×12 as read before: the file cannot be read now" {
		t.Errorf("with the file gone the dialog offers %q, file %q", d.board.Selected, d.file.Text)
	}
	h.Key(fyne.KeyEscape)
	h.app.newGames.Forget()
	d = h.newGame()
	h.RunUntil("the file is found missing", func() bool { return strings.Contains(d.file.Text, "cannot be read") })
	if d.board.Selected != newgame.ChoiceDefault || d.file.Text != "wide.txt cannot be read now" {
		t.Errorf("with the file gone and no copy, the dialog offers %q, file %q", d.board.Selected, d.file.Text)
	}
	if want := "no such file"; !strings.Contains(shownWhy(h), want) {
		t.Errorf("the dialog does not say why the file cannot be read, %q: %q", want, shownWhy(h))
	}
	h.Key(fyne.KeyEscape)
	if err := os.WriteFile(path, []byte("not a board"), 0o644); err != nil {
		t.Fatal(err)
	}
	d = h.newGame()
	h.RunUntil("the file is found invalid", func() bool { return strings.Contains(d.file.Text, "no longer") })
	if d.file.Text != "wide.txt is no longer a valid board" {
		t.Errorf("with the file made invalid, the dialog says %q", d.file.Text)
	}
	if want := "wide.txt: line 1, column 1: expected the number of columns"; !strings.Contains(shownWhy(h), want) {
		t.Errorf("the dialog does not say why the file is not valid, %q: %q", want, shownWhy(h))
	}
	d.loadFile() // another file: the reason goes
	h.app.newGames.PickBoardFile = (&uitest.FilePicker{T: t, Files: []string{other}}).Pick
	if d.file.Text != "tall.txt, 12×16" || shownWhy(h) != "" {
		t.Errorf("with another file chosen, the dialog offers %q and says %q", d.file.Text, shownWhy(h))
	}
	h.Key(fyne.KeyEscape)
	if err := os.WriteFile(path, []byte(uitest.ValidBoardText(22, 12, "j6")), 0o644); err != nil {
		t.Fatal(err)
	}

	// A game started before the file is read, on the default board shown
	// meanwhile, leaves the file remembered.
	h.app.newGames.Forget()
	d = h.newGame()
	d.start()
	if got := h.app.fyne.Preferences().String(newgame.PrefBoardFile); got != path {
		t.Errorf("started before the file was read, the game remembers %q, want %q", got, path)
	}

	// A board chosen before the file is read stays chosen.
	h.app.newGames.Forget()
	d = h.newGame()
	d.loadFile()
	h.RunUntil("the remembered file is read", func() bool { return h.app.newGames.HasRead(path) })
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "tall.txt, 12×16" {
		t.Errorf("the board chosen meanwhile gave way: %q, file %q", d.board.Selected, d.file.Text)
	}
}

// shownWhy is the reason the New Game dialog shows for not playing the
// remembered board file, or "".
func shownWhy(h *harness) string {
	for _, l := range uitest.Find[*widget.Label](h.Overlay()) {
		if l.Wrapping == fyne.TextWrapWord && l.Visible() && l.Importance != widget.LowImportance { // not a game's line
			return l.Text
		}
	}
	return ""
}

// A board file that does not answer, as on a network drive gone away, is
// read once however often New Game is opened meanwhile: each dialog waits
// for the read under way instead of starting another, which would hold a
// thread of its own for good. Once the read ends, the dialog open then
// chooses the board.
func TestSetupRemembersOneReadOfASlowBoardFile(t *testing.T) {
	path := uitest.WriteBoard(t, "far.txt", uitest.ValidBoardText(20, 12, "j6"))
	h := newHarness(t)
	h.app.fyne.Preferences().SetString(newgame.PrefBoardFile, path)
	answer := make(chan struct{})
	var reads atomic.Int32
	h.app.newGames.LoadBoard = func(format board.Format, path string) (*board.Board, error) {
		reads.Add(1)
		<-answer
		return board.Load(format, path)
	}
	var d *setupDialog
	for range 3 {
		d = h.newGame()
		h.Key(fyne.KeyEscape)
	}
	d = h.newGame()
	close(answer)
	h.RunUntil("the file answers", func() bool { return d.board.Selected == newgame.ChoiceFile })
	if n := reads.Load(); n != 1 {
		t.Errorf("the file was read %d times while it did not answer, want once", n)
	}
	if d.file.Text != "far.txt, 20×12" {
		t.Errorf("once read, the dialog offers the file %q", d.file.Text)
	}
}

func TestSetupChoosingBoardFileOpensTheFileDialog(t *testing.T) {
	path := uitest.WriteBoard(t, "wide.txt", uitest.ValidBoardText(20, 12, "j6"))
	picker := &uitest.FilePicker{T: t, Files: []string{path}}
	h := newHarness(t)
	h.app.newGames.PickBoardFile = picker.Pick
	d := h.newGame()
	d.choose(d.board, newgame.ChoiceFile)
	if picker.Calls != 1 || d.file.Text != "wide.txt, 20×12" {
		t.Fatalf("choosing %q: %d file dialogs, file %q", newgame.ChoiceFile, picker.Calls, d.file.Text)
	}
	d.start()
	if b := h.tbl().Game().Board(); board.SizeText(b.Cols(), b.Rows()) != "20×12" {
		t.Fatal("the chosen file was not used")
	}
}

// A cancelled file dialog must not leave "Board file" selected while the
// game would be played on the default board.
func TestSetupCancelledFileDialogKeepsTheDefaultBoard(t *testing.T) {
	picker := &uitest.FilePicker{T: t} // every call cancels
	h := newHarness(t)
	h.app.newGames.PickBoardFile = picker.Pick
	d := h.newGame()
	h.Tap(test.WidgetRenderer(d.board).Objects()[1]) // "Board file"
	if picker.Calls != 1 {
		t.Fatalf("the file dialog opened %d times", picker.Calls)
	}
	if d.board.Selected != newgame.ChoiceDefault {
		t.Errorf("BUG: the file dialog was cancelled, yet %q stays selected with no file: Start plays the default board", d.board.Selected)
	}
	d.start()
	if !h.tbl().Game().Board().Equal(uitest.DefaultBoard(t)) {
		t.Fatal("no file was chosen, yet the game is not on the default board")
	}
}

func TestSetupPreselectedBoard(t *testing.T) {
	rules := uitest.Referee(t).Rules
	preset, err := board.Parse(rules.Board, "preset.txt", []byte(uitest.ValidBoardText(12, 16, "f8")))
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, func(c *Config) { c.Board = preset })
	h.app.Start()
	d := h.setupDialog()
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "preset.txt, 12×16" {
		t.Fatalf("the -board file is not preselected: board %q, file %q", d.board.Selected, d.file.Text)
	}
	d.start()
	if h.tbl().Game().Board() != preset {
		t.Fatalf("the game is on %s, not the preselected board", h.tbl().Game().Board().Name())
	}
	// Once a game has started, the answers remembered choose the board.
	d = h.newGame()
	d.board.SetSelected(newgame.ChoiceDefault)
	d.start()
	if d = h.newGame(); d.board.Selected != newgame.ChoiceDefault {
		t.Errorf("after a game on the default board, New Game offers %q", d.board.Selected)
	}
}

// The preference must name a file that the next run can load: the
// preselected board's path, not only its name.
func TestSetupPreselectedBoardIsRememberedByPath(t *testing.T) {
	rules := uitest.Referee(t).Rules
	path := uitest.WriteBoard(t, "preset.txt", uitest.ValidBoardText(12, 16, "f8"))
	preset, err := board.Load(rules.Board, path)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, func(c *Config) { c.Board = preset })
	h.newGame().start()
	// Remembering nothing ("": the default board next time) would do; a
	// name that the next run looks up in its working directory would not.
	remembered := h.app.fyne.Preferences().String(newgame.PrefBoardFile)
	if remembered == "" {
		return
	}
	if b, err := board.Load(rules.Board, remembered); err != nil || board.SizeText(b.Cols(), b.Rows()) != board.SizeText(preset.Cols(), preset.Rows()) {
		t.Errorf("BUG: a game on the -board file %s remembers %q, which the next run cannot load: %v", path, remembered, err)
	}
}

// badBoardText has a premium factor the rules do not allow on line 5.
var badBoardText = strings.Replace(uitest.ValidBoardText(12, 16, "f8"), "[3]", "[100]", 1)

func TestSetupInvalidBoardFileShowsReasonAndAsksAgain(t *testing.T) {
	bad := uitest.WriteBoard(t, "broken.txt", badBoardText)
	good := uitest.WriteBoard(t, "good.txt", uitest.ValidBoardText(12, 16, "f8"))
	_, want := board.Parse(uitest.Referee(t).Rules.Board, "broken.txt", []byte(badBoardText))
	var be *board.FileError
	if !errors.As(want, &be) {
		t.Fatalf("the broken board is not refused with a BoardError: %v", want)
	}
	picker := &uitest.FilePicker{T: t, Files: []string{bad, good}}
	h := newHarness(t)
	h.app.newGames.PickBoardFile = picker.Pick
	d := h.newGame()

	d.loadFile()
	if h.Dialogs() != 2 {
		t.Fatalf("%d dialogs open, want the error over the new-game dialog", h.Dialogs())
	}
	// Fyne's error dialog capitalises the first letter; the rest must be the
	// loader's words: line, column and reason.
	reason := strings.TrimPrefix(want.Error(), "broken.txt")
	if text := h.OverlayText(); !strings.Contains(text, reason) {
		t.Fatalf("the error dialog says %q, want the loader's reason %q", text, reason)
	}
	if d.board.Selected != newgame.ChoiceDefault || d.file.Text != "" {
		t.Errorf("after a broken file, board %q, file %q", d.board.Selected, d.file.Text)
	}
	h.Tap(h.Button(h.Overlay(), "OK"))
	if h.Dialogs() != 1 {
		t.Fatal("closing the error closed the new-game dialog too")
	}

	// The player chooses again; the good file is used.
	d.loadFile()
	if h.Dialogs() != 1 || d.board.Selected != newgame.ChoiceFile || d.file.Text != "good.txt, 12×16" {
		t.Fatalf("the second file was not taken: %d dialogs, board %q, file %q", h.Dialogs(), d.board.Selected, d.file.Text)
	}
	d.start()
	if b := h.tbl().Game().Board(); b.Name() != "good.txt" || board.SizeText(b.Cols(), b.Rows()) != "12×16" {
		t.Fatalf("the game is on %s (%s)", b.Name(), board.SizeText(b.Cols(), b.Rows()))
	}
}

// The error dialog must give the loader's message exactly: Fyne's
// dialog.ShowError capitalises its first letter, which changes the name of
// a file such as "broken.txt".
func TestSetupInvalidBoardFileMessageIsExact(t *testing.T) {
	bad := uitest.WriteBoard(t, "broken.txt", badBoardText)
	_, want := board.Parse(uitest.Referee(t).Rules.Board, "broken.txt", []byte(badBoardText))
	picker := &uitest.FilePicker{T: t, Files: []string{bad}}
	h := newHarness(t)
	h.app.newGames.PickBoardFile = picker.Pick
	h.newGame().loadFile()
	if text := h.OverlayText(); !strings.Contains(text, want.Error()) {
		t.Errorf("BUG: the error dialog says %q, not the loader's exact message %q", text, want.Error())
	}
}

func TestSetupInvalidBoardFileKeepsTheFileChosenBefore(t *testing.T) {
	good := uitest.WriteBoard(t, "good.txt", uitest.ValidBoardText(12, 16, "f8"))
	bad := uitest.WriteBoard(t, "broken.txt", badBoardText)
	picker := &uitest.FilePicker{T: t, Files: []string{good, bad}}
	h := newHarness(t)
	h.app.newGames.PickBoardFile = picker.Pick
	d := h.newGame()
	d.loadFile()
	d.loadFile()
	h.Tap(h.Button(h.Overlay(), "OK"))
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "good.txt, 12×16" {
		t.Fatalf("a broken file replaced the good one: board %q, file %q", d.board.Selected, d.file.Text)
	}
}

// A board file with a very long name is shown shortened in the New Game
// dialog, which stays narrower than the window; a short name is shown whole.
func TestSetupShortensALongFileName(t *testing.T) {
	long := strings.Repeat("a very long board file name ", 8) + ".txt"
	for _, c := range []struct {
		name   string
		capped bool
	}{{"short.txt", false}, {long, true}} {
		path := uitest.WriteBoard(t, c.name, uitest.ValidBoardText(12, 16, "f8"))
		h := newHarness(t)
		h.app.newGames.PickBoardFile = (&uitest.FilePicker{T: t, Files: []string{path}}).Pick
		d := h.newGame()
		d.loadFile()
		label := uitest.Find[*dialogs.CappedLabel](h.Overlay())[0]
		if !strings.HasPrefix(label.Text, c.name) {
			t.Fatalf("the dialog names the file %q", label.Text)
		}
		text := fyne.MeasureText(label.Text, theme.TextSize(), fyne.TextStyle{}).Width
		wide, dialog, window := label.MinSize().Width, h.Overlay().MinSize().Width, h.Win.Canvas().Size().Width
		if c.capped && (wide > newgame.FileNameWidth || dialog >= window) {
			t.Errorf("a name of %d characters is %v wide, the dialog at least %v in a window of %v", len(c.name), wide, dialog, window)
		}
		if !c.capped && wide < text {
			t.Errorf("%q is %v wide, its text %v", label.Text, wide, text)
		}
	}
}

// A board file the New Game dialog refuses is offered for mending in the
// board editor, which opens with the offer to open it mended; a file
// whose size cannot be read is not.
func TestSetupOffersToMendABoardFileInTheEditor(t *testing.T) {
	bad := uitest.WriteBoard(t, "broken.txt", badBoardText)
	sizeless := uitest.WriteBoard(t, "sizeless.txt", "twelve\n")
	h := newHarness(t)
	h.app.newGames.PickBoardFile = (&uitest.FilePicker{T: t, Files: []string{sizeless, bad}}).Pick
	d := h.newGame()
	d.loadFile()
	if mendOffered(h) {
		t.Fatal("a file of no size is offered for mending")
	}
	h.Key(fyne.KeyEscape)
	d.loadFile()
	h.Tap(h.Button(h.Overlay(), "Mend in Board Editor"))
	if h.Dialogs() != 1 || d.board.Selected != newgame.ChoiceDefault {
		t.Fatalf("%d dialogs in the game's window, board %q", h.Dialogs(), d.board.Selected)
	}
	e := h.app.editing.editor
	if e == nil {
		t.Fatal("no editor opened")
	}
	offer := strings.Join(uitest.Texts(e.Window().Canvas().Overlays().Top()), "\n")
	if !strings.Contains(offer, "Open broken.txt Mended?") || !strings.Contains(offer, "factor 100 is outside -9..99") {
		t.Fatalf("the editor offers:\n%s", offer)
	}
	uitest.TypeKey(e.Window().Canvas(), fyne.KeyReturn)
	if e.Path() != bad || !slices.ContainsFunc(uitest.Texts(e.Window().Content()), func(s string) bool { return strings.HasSuffix(s, "a valid board for ScraeBBKle and Classic Scrabble.") }) || !strings.Contains(e.Window().Title(), "(mended, not saved)") {
		t.Errorf("the editor holds %q, titled %q: %q", e.Path(), e.Window().Title(), uitest.Texts(e.Window().Content()))
	}
}

// A remembered board file that has become invalid since the last game is
// offered for mending in the board editor, from the New Game dialog that
// says so; a file that cannot be read is not.
func TestSetupOffersToMendTheRememberedBoardFile(t *testing.T) {
	path := uitest.WriteBoard(t, "broken.txt", badBoardText)
	h := newHarness(t)
	h.app.fyne.Preferences().SetString(newgame.PrefBoardFile, path+".gone")
	h.newGame()
	h.RunUntil("the file is found missing", func() bool { return shownWhy(h) != "" })
	if mendOffered(h) {
		t.Error("a file that cannot be read is offered for mending")
	}
	h.Key(fyne.KeyEscape)
	h.app.fyne.Preferences().SetString(newgame.PrefBoardFile, path)
	h.newGame()
	h.RunUntil("the file is found invalid", func() bool { return shownWhy(h) != "" })
	if !mendOffered(h) {
		t.Fatal("the invalid file is not offered for mending")
	}
	h.Tap(h.Button(h.Overlay(), "Mend in Board Editor"))
	checkMendedInEditor(t, h, path)
}

// checkMendedInEditor checks that the board editor opens, offers to open
// broken.txt mended, and on Enter holds the file at path, mended.
func checkMendedInEditor(t *testing.T, h *harness, path string) {
	t.Helper()
	h.RunUntil("the editor opens", func() bool { return h.app.editing.editor != nil })
	e := h.app.editing.editor
	offer := strings.Join(uitest.Texts(e.Window().Canvas().Overlays().Top()), "\n")
	if !strings.Contains(offer, "Open broken.txt Mended?") {
		t.Fatalf("the editor offers:\n%s", offer)
	}
	uitest.TypeKey(e.Window().Canvas(), fyne.KeyReturn)
	if e.Path() != path || !strings.Contains(e.Window().Title(), "(mended, not saved)") {
		t.Errorf("the editor holds %q, titled %q", e.Path(), e.Window().Title())
	}
}

// mendOffered reports whether the top dialog offers to mend a board file.
func mendOffered(h *harness) bool {
	for _, b := range uitest.Find[*widget.Button](h.Overlay()) {
		if b.Text == "Mend in Board Editor" && uitest.ShownIn(h.Overlay(), b) {
			return true
		}
	}
	return false
}

func TestNewGameWhileComputerThinks(t *testing.T) {
	b := uitest.NewBlocker()
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return b }
	})
	old := h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Human}})
	<-b.Started
	if !old.Thinking() || !strings.Contains(old.Status(), "thinking") {
		t.Errorf("no sign of the computer thinking: status %q", old.Status())
	}

	d := h.newGame()
	d.choose(d.players[0], newgame.ChoiceHuman)
	d.choose(d.players[1], newgame.ChoiceHuman)
	d.choose(d.open, newgame.ChoiceOpen)
	d.start()
	if err := <-b.Ended; !errors.Is(err, context.Canceled) {
		t.Fatalf("the computer was not cancelled: %v", err)
	}
	old.Controller().Wait() // the old computer's goroutine has returned
	// Run what it posted: the stale turn must be dropped.
	h.RunPosted()
	tb := h.tbl()
	if tb == old || len(tb.Game().History()) != 0 || len(old.Game().History()) != 0 {
		t.Fatal("the old computer's turn reached a game")
	}
	if h.Dialogs() != 0 {
		t.Fatalf("a dialog opened: %q", h.OverlayText())
	}
	if !tb.CanPlace() || !strings.HasPrefix(tb.Status(), "Player 1 to move") {
		t.Errorf("the new game is not ready for Player 1: %q", tb.Status())
	}
}

func TestClosingTheWindowStopsTheComputer(t *testing.T) {
	b := uitest.NewBlocker()
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return b }
	})
	tb := h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	<-b.Started
	h.Close()
	if err := <-b.Ended; err == nil {
		t.Fatal("the computer was not cancelled")
	}
	tb.Controller().Wait()
}

func TestAboutAndHelp(t *testing.T) {
	h := newHarness(t)
	h.menuItem("Help", "About").Action()
	if text := h.OverlayText(); !strings.Contains(text, "test") || !strings.Contains(text, "SOWPODS") {
		t.Errorf("the About box says %q", text)
	}
	h.Tap(h.Button(h.Overlay(), "Close"))
	h.menuItem("Help", "How to Play").Action()
	if h.Dialogs() != 1 {
		t.Error("no help")
	}
}

// F1 shows How to Play, with the keyboard on the board or nowhere, and
// does nothing more while a dialog is open.
func TestF1ShowsHowToPlay(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	for _, focused := range []bool{true, false} {
		if focused {
			h.Tap(h.Square("d7"))
		} else {
			h.Win.Canvas().Unfocus()
		}
		if got := h.Win.Canvas().Focused() != nil; got != focused {
			t.Fatalf("the board focused: %v, want %v", got, focused)
		}
		h.Key(fyne.KeyF1)
		if h.Dialogs() != 1 || !strings.Contains(h.OverlayText(), "How to Play") {
			t.Fatalf("F1 (board focused %v) showed %d dialogs: %q", focused, h.Dialogs(), h.OverlayText())
		}
		h.Key(fyne.KeyF1)
		if h.Dialogs() != 1 {
			t.Fatalf("F1 again showed %d dialogs", h.Dialogs())
		}
		h.Key(fyne.KeyEscape)
		if h.Dialogs() != 0 {
			t.Fatal("Esc left How to Play open")
		}
	}
}

// Keys typed while a dialog is open answer the dialog and never reach the
// board: letters do nothing to a question of yes or no, Escape says no,
// Enter says yes.
func TestKeysAnswerTheDialog(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(h.Square("d7"))
	h.Tap(h.Button(h.Win.Content(), "Pass"))
	if h.Dialogs() != 1 {
		t.Fatal("Pass asked nothing")
	}
	h.TypeText(strings.ToLower(h.RackString()))
	if len(tb.Turn().Placed()) != 0 || h.Dialogs() != 1 {
		t.Fatal("letters typed under a dialog reached the board or closed it")
	}
	h.Key(fyne.KeyEscape)
	if h.Dialogs() != 0 || len(tb.Game().History()) != 0 {
		t.Fatalf("Escape on Pass: %d dialogs, %d turns", h.Dialogs(), len(tb.Game().History()))
	}
	h.Tap(h.Button(h.Win.Content(), "Pass"))
	h.Key(fyne.KeyReturn)
	if h.Dialogs() != 0 || len(tb.Game().History()) != 1 || !tb.Game().History()[0].Play.Move.Pass {
		t.Fatalf("Enter on Pass: %d dialogs, turns %v", h.Dialogs(), tb.Game().History())
	}
}

// Nothing on the menus but Quit acts while a dialog is open, from the menu
// or by its shortcut: the question is answered first.
func TestMenusWaitForTheDialog(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.app.files.pick = func(func(string, string, []byte)) { t.Error("Open asked for a file") }
	h.app.newGames.PickBoardFile = func(func(string, string, []byte)) { t.Error("a board file was asked for") }
	h.Tap(h.Square("d7"))
	h.TypeText(strings.ToLower(h.RackString()[:1]))
	h.Tap(h.Button(h.Win.Content(), "Pass"))
	cell := tb.Board().Cell()
	var items []*fyne.MenuItem
	for _, m := range h.Win.MainMenu().Items {
		items = append(items, m.Items...)
	}
	for i := 0; i < len(items); i++ {
		it := items[i]
		if it.ChildMenu != nil {
			items = append(items, it.ChildMenu.Items...)
		}
		if it.IsQuit || it.IsSeparator || it.Action == nil {
			continue
		}
		it.Action()
		if it.Shortcut != nil {
			h.Shortcut(it.Shortcut)
		}
		if h.Dialogs() != 1 || h.app.table != tb || h.app.editing.editor != nil || len(tb.Turn().Placed()) != 1 || tb.Board().Cell() != cell || tb.Controller().Hinted() {
			t.Fatalf("%s acted under the question: %d dialogs (%q), same game %v, editor %v, %d tiles placed, squares of %v px (were %v), hinted %v",
				it.Label, h.Dialogs(), h.OverlayText(), h.app.table == tb, h.app.editing.editor != nil, len(tb.Turn().Placed()), tb.Board().Cell(), cell, tb.Controller().Hinted())
		}
	}
}

// The New Game, help, error and file-opening dialogs close with Escape;
// Enter starts a new game.
func TestKeysCloseTheDialogs(t *testing.T) {
	h := newHarness(t)
	old := h.start(humansOnDefault(t, true))
	for _, open := range []func(){
		func() { h.newGame() },
		func() { h.menuItem("Help", "How to Play").Action() },
		func() { h.menuItem("Help", "About").Action() },
		func() { h.app.showError(errors.New("a test error")) },
		func() {
			h.app.files.openFile(dialogs.SavedGame, func(string, string, []byte) { t.Error("a file was opened") })
		},
	} {
		open()
		if h.Dialogs() != 1 {
			t.Fatalf("%d dialogs open", h.Dialogs())
		}
		h.Key(fyne.KeyEscape)
		if h.Dialogs() != 0 || h.app.table != old {
			t.Fatalf("Escape left %d dialogs, or changed the game (focus %T)", h.Dialogs(), h.Win.Canvas().Focused())
		}
	}
	h.newGame()
	h.Key(fyne.KeyReturn)
	if h.Dialogs() != 0 || h.app.table == old {
		t.Fatalf("Enter on New Game: %d dialogs, same game %v", h.Dialogs(), h.app.table == old)
	}

	// A choice clicked takes the focus, and gives it up once changed, so
	// that Enter still starts the game.
	d := h.newGame()
	want := map[string]game.PlayerKind{newgame.ChoiceHuman: game.Computer, newgame.ChoiceComputer: game.Human}[d.players[1].Selected]
	d.choose(d.players[1], map[game.PlayerKind]string{game.Human: newgame.ChoiceHuman, game.Computer: newgame.ChoiceComputer}[want])
	h.Key(fyne.KeyReturn)
	if h.Dialogs() != 0 || h.app.table.Setup().Players[1] != want {
		t.Fatalf("Enter after clicking Computer: %d dialogs, players %v", h.Dialogs(), h.app.table.Setup().Players)
	}

	// A level's list, focused once clicked, passes Escape and Enter on.
	d = h.newGame()
	d.choose(d.players[0], newgame.ChoiceComputer)
	sel := uitest.Find[*dialogs.Select](h.Overlay())[0]
	h.Win.Canvas().Focus(sel)
	h.Key(fyne.KeyEscape)
	if h.Dialogs() != 0 {
		t.Fatalf("Escape in a focused level list left %d dialogs", h.Dialogs())
	}
	h.newGame()
	h.Win.Canvas().Focus(uitest.Find[*dialogs.Select](h.Overlay())[0])
	old = h.app.table
	h.Key(fyne.KeyReturn)
	if h.Dialogs() != 0 || h.app.table == old {
		t.Fatalf("Enter in a focused level list: %d dialogs", h.Dialogs())
	}

	// So does a click on the choice already made, which keeps it.
	d = h.newGame()
	before := d.choices()
	d.choose(d.open, d.open.Selected)
	if !slices.Equal(d.choices(), before) {
		t.Fatalf("clicking the chosen option changed the choices from %q to %q", before, d.choices())
	}
	old = h.app.table
	h.Key(fyne.KeyReturn)
	if h.Dialogs() != 0 || h.app.table == old {
		t.Fatalf("Enter after clicking the chosen option: %d dialogs, focus %T", h.Dialogs(), h.Win.Canvas().Focused())
	}
}

// The help states the numbers of the rules in play, not those of one game.
func TestHelpFollowsTheRules(t *testing.T) {
	r := rules.ScraeBBKle()
	r.RackSize, r.BlankValue, r.BingoBonus, r.Board.MinFactor, r.Board.MaxFactor, r.End.Rounds = 6, 10, 50, -3, 40, 3
	text := howToPlay(r)
	for _, want := range []string{"Lay 1 to 6 tiles", "from −3 to 40", "A blank is worth 10.", "Playing all 6 tiles adds 50.", "after 6 passes in a row"} {
		if !strings.Contains(text, want) {
			t.Errorf("the help does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "%!") {
		t.Errorf("the help is not filled in:\n%s", text)
	}
}

// The help's list of keys names the key of every menu item that has one.
func TestHelpNamesEveryMenuKey(t *testing.T) {
	h := newHarness(t)
	text := howToPlay(h.app.game())
	for _, m := range h.Win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut == nil {
				continue
			}
			if key := keyText(it.Shortcut); !strings.Contains(text, key+" ") {
				t.Errorf("the help does not name %s, the key of %s > %s", key, m.Label, it.Label)
			}
		}
	}
}

// keyText is shortcut s as the help writes it, such as "Ctrl+R" or "F1".
func keyText(s fyne.Shortcut) string {
	switch s := s.(type) {
	case *fyne.ShortcutUndo:
		return "Ctrl+Z"
	case *desktop.CustomShortcut:
		key := strings.NewReplacer("-", "−").Replace(string(s.KeyName))
		if s.Modifier&fyne.KeyModifierShift != 0 {
			key = "Shift+" + key
		}
		if s.Modifier&fyne.KeyModifierShortcutDefault != 0 {
			key = "Ctrl+" + key
		}
		return key
	}
	return s.ShortcutName()
}

// A board named with -board that cannot be used is explained in the window,
// which then asks for a new game on another board.
func TestBoardErrorIsShownAtStart(t *testing.T) {
	why := errors.New("boards/tooBig.txt: line 9, column 14: premium factor 100 is outside -9..99")
	h := newHarness(t, func(c *Config) { c.BoardError = why })
	h.app.Start()
	if text := h.OverlayText(); !strings.Contains(text, "Cannot use this board file") || !strings.Contains(text, why.Error()) {
		t.Fatalf("the start says:\n%s", text)
	}
	h.Key(fyne.KeyReturn)
	d := h.setupDialog()
	if d.board.Selected != newgame.ChoiceDefault {
		t.Errorf("the New Game dialog offers %q", d.board.Selected)
	}
}

// A board file named with -board that is not a valid board is offered
// for mending in the board editor, and the window then asks for a new game
// all the same; a file that could not be read is not offered.
func TestBoardErrorAtStartOffersToMend(t *testing.T) {
	path := uitest.WriteBoard(t, "broken.txt", badBoardText)
	_, why := board.Parse(uitest.Referee(t).Rules.Board, "broken.txt", []byte(badBoardText))
	unread := newHarness(t, func(c *Config) { c.BoardError, c.BoardPath = errors.New("broken.txt: no such file"), path })
	unread.app.Start()
	if mendOffered(unread) {
		t.Error("a file that could not be read is offered for mending")
	}

	h := newHarness(t, func(c *Config) { c.BoardError, c.BoardPath = why, path })
	h.app.Start()
	if !mendOffered(h) {
		t.Fatalf("the invalid -board file is not offered for mending:\n%s", h.OverlayText())
	}
	h.Tap(h.Button(h.Overlay(), "Mend in Board Editor"))
	if d := h.setupDialog(); d.board.Selected != newgame.ChoiceDefault {
		t.Errorf("the New Game dialog offers %q", d.board.Selected)
	}
	checkMendedInEditor(t, h, path)
}

// The window opens the first time at firstSize, and after that at the size
// it had when the program quit.
func TestWindowKeepsItsSize(t *testing.T) {
	h := newHarness(t)
	if got := h.Win.Canvas().Size(); got != firstSize {
		t.Fatalf("the first window is %v, want %v", got, firstSize)
	}
	h.Win.Resize(fyne.NewSize(1300, 900))
	h.app.quitApp = func() {}
	h.app.quit()
	next := New(h.app.fyne, h.app.cfg)
	defer next.Window().Close()
	if got := next.Window().Canvas().Size(); got != fyne.NewSize(1300, 900) {
		t.Errorf("after a quit at 1300 x 900 the window opens at %v", got)
	}
}

// After a game, New Game in Game Over or under the board asks for the
// next game, keeping a New Game dialog already open as the player left it,
// and Undo asks before it reopens the game.
func TestGameOverOffersTheNextGame(t *testing.T) {
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	tb := h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	g := tb.Game()
	h.PlayOutAgainstPasser()
	h.Tap(h.Button(h.Overlay(), "New Game"))
	h.setupDialog()
	h.Key(fyne.KeyEscape)
	h.Settle()
	h.Tap(h.Button(h.Win.Content(), "New Game")) // the one under the board
	h.setupDialog()
	h.Key(fyne.KeyEscape)

	// A game that ends while New Game is open, as one between computers
	// may, leaves that dialog as the player left it when its Game Over
	// asks for a new game.
	d := h.newGame()
	d.choose(d.players[0], newgame.ChoiceComputer)
	h.app.newGames.Show()
	if d := h.setupDialog(); d.players[0].Selected != newgame.ChoiceComputer || h.Dialogs() != 1 {
		t.Fatalf("after Game Over's New Game, %d dialogs, Player 1 %q", h.Dialogs(), d.players[0].Selected)
	}
	h.Key(fyne.KeyEscape)

	// Undo after the end asks before it reopens the game.
	h.undo(1)
	question := "The game is over. Undo takes back your pass, and the game goes on from there."
	if last := g.History()[len(g.History())-1]; last.Player == 1 {
		question = "The game is over. Undo takes back your pass and the computer's pass, and the game goes on from there."
	}
	if !strings.Contains(h.OverlayText(), question) {
		t.Fatalf("Undo after the game asks %q, want %q", h.OverlayText(), question)
	}
	h.Tap(h.Button(h.Overlay(), "No"))
	if h.app.table != tb || !g.Over() || h.Dialogs() != 0 {
		t.Fatal("No to reopening the game changed it")
	}
	h.undo(1)
	h.Tap(h.Button(h.Overlay(), "Yes"))
	if h.app.table == tb || h.tbl().Game().Over() || !strings.HasPrefix(h.tbl().Status(), "Took back") {
		t.Errorf("Yes to reopening the game: over %v, status %q", h.tbl().Game().Over(), h.tbl().Status())
	}
}

// Pass, Shuffle and the board editor have keys, for a player who plays
// with the keyboard alone; in a computer's turn Pass and Shuffle do
// nothing.
func TestPassShuffleAndEditorKeys(t *testing.T) {
	h := newHarness(t)
	tb := h.start(againstComputer(t))
	dealt := h.RackString()
	for range 5 {
		h.Shortcut(keys.Shuffle)
	}
	if h.RackString() == dealt {
		t.Error("Ctrl+R left the rack as dealt")
	}
	h.Shortcut(keys.Pass)
	if !strings.Contains(h.OverlayText(), "Pass this turn, Player 1?") {
		t.Fatalf("Ctrl+P asked %q", h.OverlayText())
	}
	h.Key(fyne.KeyReturn)
	if hist := tb.Game().History(); len(hist) != 1 || !hist[0].Play.Move.Pass {
		t.Fatalf("after Ctrl+P and Enter, history %+v", hist)
	}
	if !tb.Controller().HumanToMove() { // the computer's turn
		h.Shortcut(keys.Pass)
		h.Shortcut(keys.Shuffle)
		if h.Dialogs() != 0 {
			t.Errorf("Ctrl+P in the computer's turn asked %q", h.OverlayText())
		}
	}
	h.RunUntil("the computer replies", func() bool { return len(tb.Game().History()) == 2 })
	h.Shortcut(keys.Editor)
	if h.app.editing.editor == nil {
		t.Error("Ctrl+E opened no board editor")
	}
}
