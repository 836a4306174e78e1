package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/rules"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/editor"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/style"
)

// editorWindow is the board editor's window, driven as the player would.
type editorWindow struct {
	*uitest.Window
	e     *editor.Editor
	write func(suggested string, data func() []byte, saved func(string))
}

// openTestEditor opens the board editor from the Game menu's action on
// the default board, with saving going to a folder of the test, which it
// returns.
func openTestEditor(t *testing.T, h *harness) (*editorWindow, string) {
	t.Helper()
	h.app.editBoard()
	e := h.app.editing.editor
	if e == nil {
		t.Fatal("no editor opened")
	}
	return editorWindowOf(t, e)
}

// editorWindowOf drives the window of editor e, its saving going to a
// folder of the test, which it returns.
func editorWindowOf(t *testing.T, e *editor.Editor) (*editorWindow, string) {
	e.Window().Resize(fyne.NewSize(980, 760))
	dir := t.TempDir()
	w := &editorWindow{Window: uitest.NewWindow(t, e.Window()), e: e}
	w.write = func(suggested string, data func() []byte, saved func(string)) {
		path := filepath.Join(dir, suggested)
		if err := os.WriteFile(path, data(), 0o644); err != nil {
			t.Fatal(err)
		}
		saved(path)
	}
	e.SetFiles(func(func(string, string, []byte)) { t.Error("a board file was asked for") }, w.write)
	return w, dir
}

// square is the view of square pos in the editor.
func (w *editorWindow) square(pos string) *boardview.Square {
	w.T.Helper()
	return uitest.Find[*boardview.View](w.Win.Content())[0].Square(uitest.Sq(w.T, pos))
}

// press taps the editor's button labelled text.
func (w *editorWindow) press(text string) {
	w.T.Helper()
	test.Tap(w.Button(w.Win.Content(), text))
}

// paint chooses tool ("Word premium") in the palette, with factor.
func (w *editorWindow) paint(tool, factor string) {
	uitest.Find[*widget.RadioGroup](w.Win.Content())[0].SetSelected(tool)
	uitest.Find[*widget.Entry](w.Win.Content())[0].SetText(factor)
}

// create makes a new board of cols x rows with New….
func (w *editorWindow) create(cols, rows string) {
	w.T.Helper()
	w.press("New…")
	entries := uitest.Find[*dialogs.Entry](w.Overlay())
	entries[0].SetText(cols)
	entries[1].SetText(rows)
	w.Key(fyne.KeyReturn)
}

// shows reports whether the editor's window shows a text that begins
// with prefix.
func (w *editorWindow) shows(prefix string) bool {
	return slices.ContainsFunc(uitest.Texts(w.Win.Content()), func(s string) bool { return strings.HasPrefix(s, prefix) })
}

func TestEditorPlayOnThisBoard(t *testing.T) {
	h := newHarness(t)
	ew, _ := openTestEditor(t, h)
	ew.paint("Word premium", "5")
	test.Tap(ew.square("a1"))
	ew.press("Play on This Board")
	// Edited and not saved, the board is no longer the file's.
	const name = "defaultBoard (not saved)"
	if !strings.Contains(h.OverlayText(), name) {
		t.Fatalf("the new-game dialog does not offer the board as edited: %q", h.OverlayText())
	}
	test.Tap(h.Button(h.Overlay(), "Start"))
	g := h.tbl().Game()
	if p := g.Board().Premium(board.Square{}); p.Kind != board.WordPremium || p.Factor != 5 || g.Board().Name() != name {
		t.Errorf("the game's a1 is %v, its board %q", p, g.Board().Name())
	}

	// Saved, it is the file's again.
	ew.press("Save")
	ew.press("Play on This Board")
	if !strings.Contains(h.OverlayText(), "defaultBoard.txt") {
		t.Fatalf("the new-game dialog does not offer the saved board: %q", h.OverlayText())
	}
}

// A new board, never saved, is not offered as a file: it is named as not
// saved, and the next New Game offers it again, as it offers the file
// of a board played from one.
func TestEditorPlayOnANewBoard(t *testing.T) {
	h := newHarness(t)
	ew, _ := openTestEditor(t, h)
	ew.press("Play on This Board") // a board opened and not edited keeps its name
	if text := h.OverlayText(); strings.Contains(text, "not saved") || !strings.Contains(text, "defaultBoard") {
		t.Fatalf("the new-game dialog offers the board opened as %q", text)
	}
	h.Key(fyne.KeyEscape)
	ew.create("20", "30")
	ew.press("Play on This Board")
	const name = "board (not saved)"
	if !strings.Contains(h.OverlayText(), name) {
		t.Fatalf("the new-game dialog offers the new board as %q", h.OverlayText())
	}
	test.Tap(h.Button(h.Overlay(), "Start"))
	h.newGame()
	if !strings.Contains(h.OverlayText(), name+", 20×30") {
		t.Fatalf("the next New Game does not offer the board played: %q", h.OverlayText())
	}
	test.Tap(h.Button(h.Overlay(), "Start"))
	if b := h.tbl().Game().Board(); b.Cols() != 20 || b.Rows() != 30 || b.Name() != name {
		t.Errorf("the second game is on %q, %d x %d", b.Name(), b.Cols(), b.Rows())
	}
}

func TestEditorPlayReplacesAnOpenNewGameDialog(t *testing.T) {
	h := newHarness(t)
	h.app.Start()
	ew, _ := openTestEditor(t, h)
	ew.press("Play on This Board")
	if n := h.Dialogs(); n != 1 {
		t.Fatalf("%d dialogs open, want the one New Game dialog", n)
	}
}

// Play on This Board waits while the game's window asks another question,
// and says so in the editor.
func TestEditorPlayWaitsForTheGamesQuestion(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.Tap(h.Button(h.Win.Content(), "Pass"))
	ew, _ := openTestEditor(t, h)
	ew.press("Play on This Board")
	if n := h.Dialogs(); n != 1 || h.app.newGames.Shown() {
		t.Fatalf("%d dialogs open in the game's window (%q), want only the question", n, h.OverlayText())
	}
	if said := ew.OverlayText(); !strings.Contains(said, "answer or close it there first") {
		t.Errorf("the editor says %q", said)
	}
}

// A board opened from a file, edited and played without saving is named
// as edited, once however often it is played, is not remembered as that
// file, and is saved under the file's name again.
func TestEditorEditedBoardIsNotTheFile(t *testing.T) {
	h := newHarness(t)
	ew, _ := openTestEditor(t, h)
	file := filepath.Join(t.TempDir(), "mine.txt")
	os.WriteFile(file, []byte(uitest.DefaultBoard(t).Format()), 0o644)
	ew.e.SetFiles((&uitest.FilePicker{T: t, Files: []string{file}}).Pick, ew.write)
	ew.press("Open…")
	test.Tap(ew.square("a1"))
	for range 2 {
		ew.press("Play on This Board")
		test.Tap(h.Button(h.Overlay(), "Start"))
		if name := h.tbl().Game().Board().Name(); name != "mine (not saved)" {
			t.Fatalf("the edited board is named %q", name)
		}
		if got := h.app.fyne.Preferences().String(newgame.PrefBoardFile); got == file {
			t.Fatal("the edited board is remembered as the file it no longer matches")
		}
	}
	// The editor opened again on the game's board, edited and played.
	ew.e.Close()
	h.app.editing.open(h.tbl().Game().Board(), "", h.tbl().Game().Rules())
	ew, _ = editorWindowOf(t, h.app.editing.editor)
	test.Tap(ew.square("b1"))
	ew.press("Play on This Board")
	test.Tap(h.Button(h.Overlay(), "Start"))
	if name := h.tbl().Game().Board().Name(); name != "mine (not saved)" {
		t.Errorf("edited again, the board is named %q", name)
	}
	var suggested string
	ew.e.SetFiles(nil, func(s string, _ func() []byte, _ func(string)) { suggested = s })
	ew.press("Save As…")
	if suggested != "mine.txt" {
		t.Errorf("Save As suggests %q", suggested)
	}
}

// Quit, or closing the game's window, asks about the editor's changes not
// saved: Escape goes back to the board, Don't Save quits, and Enter saves
// them and then quits. Ctrl+Q quits from the editor's window too. Asked
// again while the question is open, Quit does not ask twice.
func TestQuitAsksAboutTheEditorsChanges(t *testing.T) {
	h := newHarness(t)
	quits := 0
	h.app.quitApp = func() { quits++ }
	ew, dir := openTestEditor(t, h)
	test.Tap(ew.square("a1"))
	overlays := ew.Win.Canvas().Overlays()
	ask := func() {
		t.Helper()
		ew.Shortcut(keys.Quit)
		if !strings.Contains(strings.Join(uitest.Texts(overlays.Top()), "\n"), "not saved") {
			t.Fatalf("Quit with the board edited asked %q", uitest.Texts(overlays.Top()))
		}
	}
	ask()
	h.app.quit() // the game's window closed while the question is open
	ew.Shortcut(keys.Quit)
	if n := len(overlays.List()); n != 1 {
		t.Fatalf("Quit asked again over its question: %d questions open", n)
	}
	ew.Key(fyne.KeyEscape)
	if quits != 0 || overlays.Top() != nil || !ew.e.Changed() {
		t.Fatalf("Escape: %d quits, %q open, changed %v", quits, uitest.Texts(overlays.Top()), ew.e.Changed())
	}
	ask()
	for _, b := range uitest.Find[*widget.Button](overlays.Top()) {
		if b.Text == "Don't Save" {
			test.Tap(b)
		}
	}
	if files, _ := os.ReadDir(dir); quits != 1 || len(files) != 0 {
		t.Fatalf("Don't Save: %d quits, %d files written", quits, len(files))
	}
	ask()
	ew.Key(fyne.KeyReturn)
	files, _ := os.ReadDir(dir)
	if len(files) != 1 {
		t.Fatalf("Enter wrote %d files", len(files))
	}
	saved := uitest.ReadFile(t, filepath.Join(dir, files[0].Name()))
	if _, err := board.Parse(rules.ScraeBBKle().Board, "saved.txt", []byte(saved)); quits != 2 || ew.e.Changed() || err != nil {
		t.Fatalf("Enter: %d quits, changed %v, saved\n%s", quits, ew.e.Changed(), saved)
	}
	ew.e.Close()
	h.app.quit()
	if quits != 3 {
		t.Errorf("Quit without the editor quit %d times in all, want 3", quits)
	}
}

// Edit… in New Game brings the board chosen there into an editor already
// open, asking first about the editor's changes not saved; an editor that
// holds the board already keeps it as it is, with its file.
func TestEditInNewGameReplacesTheEditorsBoard(t *testing.T) {
	path := uitest.WriteBoard(t, "wide.txt", uitest.ValidBoardText(20, 12, "j6"))
	h := newHarness(t)
	ew, _ := openTestEditor(t, h)
	h.app.newGames.PickBoardFile = (&uitest.FilePicker{T: t, Files: []string{path}}).Pick
	d := h.newGame()
	// With the editor's window open too, taps go to the buttons: the test
	// driver finds no place for them in the game's window.
	test.Tap(h.Button(h.Overlay(), "Load file…"))
	edit := h.Button(h.Overlay(), "Edit…")
	test.Tap(edit)
	if !ew.shows("20×12") || ew.Win.Title() != "Board Editor — wide.txt" {
		t.Fatalf("after Edit… the editor holds %q, titled %q", uitest.Texts(ew.Win.Content()), ew.Win.Title())
	}

	ew.paint("Word premium", "3")
	test.Tap(ew.square("a1"))
	d.board.SetSelected(newgame.ChoiceDefault)
	test.Tap(edit)
	if !strings.Contains(ew.OverlayText(), "Edit another board?") {
		t.Fatalf("the editor's changes were not asked about: %q, changed %v", ew.OverlayText(), ew.e.Changed())
	}
	ew.Key(fyne.KeyEscape)
	if !ew.shows("20×12") || !ew.e.Changed() {
		t.Fatalf("after Cancel the editor holds %q, changed %v", uitest.Texts(ew.Win.Content()), ew.e.Changed())
	}

	ew.e.Close() // and open again on the board chosen in New Game, from a file
	h.app.editing.open(uitest.DefaultBoard(t), "/boards/mine.txt", nil)
	ew, _ = editorWindowOf(t, h.app.editing.editor)
	test.Tap(edit)
	if ew.e.Path() != "/boards/mine.txt" || ew.Overlay() != nil {
		t.Errorf("Edit… on the board the editor holds: file %q, a question %v", ew.e.Path(), ew.Overlay() != nil)
	}
}

// Edit… in New Game opens the editor on the board file chosen there, and
// Save writes it back to that file without asking where. The dialog, still
// open, then shows the board as saved, and Start plays it.
func TestEditInNewGameSavesToTheFileAndPlaysIt(t *testing.T) {
	path := uitest.WriteBoard(t, "wide.txt", uitest.ValidBoardText(20, 12, "j6"))
	h := newHarness(t)
	h.app.newGames.PickBoardFile = (&uitest.FilePicker{T: t, Files: []string{path}}).Pick
	h.newGame()
	test.Tap(h.Button(h.Overlay(), "Load file…"))
	test.Tap(h.Button(h.Overlay(), "Edit…"))
	e := h.app.editing.editor
	if e == nil || e.Path() != path {
		t.Fatalf("Edit… opened the editor on the wrong file, want %q", path)
	}
	ew, _ := editorWindowOf(t, e)
	e.SetFiles(nil, func(string, func() []byte, func(string)) { t.Fatal("Save asked where to write the board") })
	ew.paint("Word premium", "3")
	test.Tap(ew.square("a1"))
	ew.press("Save")
	want := board.Premium{Kind: board.WordPremium, Factor: 3}
	data, err := board.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := board.Parse(uitest.Referee(t).Rules.Board, "wide.txt", data)
	if err != nil || saved.Premium(uitest.Sq(t, "a1")) != want {
		t.Fatalf("after Save the file's a1 is %+v (%v), want %+v", saved.Premium(uitest.Sq(t, "a1")), err, want)
	}
	test.Tap(h.Button(h.Overlay(), "Start"))
	h.Settle()
	if got := h.tbl().Game().Board().Premium(uitest.Sq(t, "a1")); got != want {
		t.Errorf("the game's a1 is %+v, want the board as saved, %+v", got, want)
	}
}

// The board editor wears the colours of the game it was opened for: the
// classic board, edited from a classic game, looks as it does in the
// game, and the same board opened for no game in particular looks as
// ScraeBBKle's boards do, the first game of its format.
func TestEditorWearsTheGamesLook(t *testing.T) {
	h := newHarness(t)
	tb := h.startClassic(game.Human, game.Human)
	b := tb.Game().Board()
	a1 := uitest.Sq(t, "a1")
	for _, c := range []struct {
		game *rules.Set
		look *style.Look
	}{{tb.Game().Rules(), style.ClassicLook}, {nil, style.ScraeBBKleLook}} {
		h.app.editing.edit(b, "", c.game)
		ew, _ := editorWindowOf(t, h.app.editing.editor)
		if got, want := uitest.Fill(ew.square("a1")), c.look.Fill(b.Premium(a1)); got != want {
			t.Errorf("opened for %v, a1 is filled %v, want %v", c.game, got, want)
		}
		ew.e.Close()
	}
}
