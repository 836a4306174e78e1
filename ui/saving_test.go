package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/computer"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/phrase"
)

// saveIn makes the window autosave in dir.
func saveIn(dir string) func(*Config) {
	return func(c *Config) { c.SaveFolder = dir }
}

// againstComputer is a human Player 1 against a Strong computer Player 2.
func againstComputer(t testing.TB) Setup {
	return Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}, Levels: []computer.Level{computer.Normal, computer.Strong}, Open: true}
}

// saved is the save file of the game on screen.
func (h *harness) saved() string {
	return string(h.tbl().saveGame())
}

// takenBackTo reports how the game saved as got differs from the game
// saved as want, which an undo was to bring back, or "" when it does not:
// everything is the same but the order of the tiles left in the bag, which
// the undo shuffles again.
func takenBackTo(got, want string) string {
	bag := regexp.MustCompile(`"bag": "([A-Z_]*)"`)
	sorted := func(save string) string {
		return bag.ReplaceAllStringFunc(save, func(m string) string {
			return `"bag": "` + sortedLetters(bag.FindStringSubmatch(m)[1]) + `"`
		})
	}
	switch {
	case !bag.MatchString(got):
		return "no bag in\n" + got
	case sorted(got) != sorted(want):
		return fmt.Sprintf("the game is\n%s\nwant\n%s", got, want)
	case got == want:
		return "the tiles left in the bag were not shuffled"
	}
	return ""
}

// playBest lays the human's best move of two tiles or more and plays it
// with Enter.
func (h *harness) playBest() move.Play {
	h.t.Helper()
	g := h.tbl().game
	p := uitest.BestPlay(h.t, g.Referee(), g.Grid(), g.Player(g.ToMove()).Rack, 2)
	h.placeByTaps(p)
	h.key(fyne.KeyReturn)
	return p
}

// command runs an item of the Game menu after checking its shortcut.
func (h *harness) command(item string, s fyne.Shortcut) {
	h.t.Helper()
	mi := h.menuItem("Game", item)
	if mi.Shortcut != s {
		h.t.Fatalf("Game > %s has the shortcut %v, want %v", item, mi.Shortcut, s)
	}
	mi.Action()
}

// playRoundAgainstComputer starts a game against the computer, plays the
// human's best move and waits for the reply.
func (h *harness) playRoundAgainstComputer() *game.Game {
	h.start(againstComputer(h.t))
	h.playBest()
	g := h.tbl().game
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	return g
}

// capture replaces the save dialog: the files "written" are kept by name.
func (h *harness) capture() map[string]string {
	files := map[string]string{}
	h.app.saveFile = func(_ fileKind, name string, data func() []byte, saved func(string)) {
		files[name] = string(data())
		saved(name)
	}
	return files
}

// autosaved is the autosave in dir, once every save asked for is written.
func (h *harness) autosaved(dir string) string {
	h.t.Helper()
	h.app.saves.flush()
	return readFile(h.t, autosaveIn(dir))
}

// readFile reads a file the test wrote.
func readFile(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestAutosaveAfterEveryTurnAndResume(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	if got := h.autosaved(dir); got != h.saved() {
		t.Fatalf("the new game is not saved:\n%s", got)
	}
	h.playBest()
	g := h.tbl().game
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	want := h.saved()
	if got := h.autosaved(dir); got != want {
		t.Fatalf("the autosave after two turns is\n%s\nwant\n%s", got, want)
	}

	// The next start offers the game, and Resume goes on with it exactly.
	next := newHarness(t, saveIn(dir))
	next.app.Start()
	text := next.overlayText()
	if !strings.Contains(text, "Resume your game?") || !strings.Contains(text, "A game on the default board was left unfinished after 2 turns.\nScores: Player 1 (Human) ") || !strings.Contains(text, "It is Player 1's turn.") ||
		!strings.Contains(text, "Player 2 (Computer, strong)") {
		t.Fatalf("the start offers:\n%s", text)
	}
	next.key(fyne.KeyEscape) // does not give up the game
	if !strings.Contains(next.overlayText(), "Resume your game?") {
		t.Fatalf("Escape closed the offer to resume: %q", next.overlayText())
	}
	next.tap(next.button(next.overlay(), "Resume"))
	tb := next.tbl()
	if got := next.saved(); got != want {
		t.Errorf("the resumed game is\n%s\nwant\n%s", got, want)
	}
	if len(tb.panel.log.lines) != 2 || !tb.canPlace() || !slices.Equal(tb.setup.Levels, []computer.Level{computer.Normal, computer.Strong}) {
		t.Errorf("resumed with log %v, human to move %v, levels %v", tb.panel.log.lines, tb.canPlace(), tb.setup.Levels)
	}
}

func TestResumeDeclinedAsksForANewGame(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	next := newHarness(t, saveIn(dir))
	next.app.Start()
	decline := next.button(next.overlay(), "New Game")
	if decline.Icon == theme.CancelIcon() {
		t.Error("New Game, which starts a game, has the Cancel icon")
	}
	next.tap(decline)
	next.setupDialog()
	if next.app.FinishSaving(); !fileio.Exists(autosaveIn(dir)) {
		t.Error("the unfinished game was thrown away before a new game started")
	}
	// Cancelling the new game, with none on screen, offers the old one
	// again.
	next.key(fyne.KeyEscape)
	if !strings.Contains(next.overlayText(), "Resume your game?") {
		t.Fatalf("after cancelling the new game: %q", next.overlayText())
	}
	next.tap(next.button(next.overlay(), "Resume"))
	if next.app.table == nil || len(next.tbl().game.History()) != len(h.tbl().game.History()) {
		t.Error("the game was not resumed")
	}
	// With a game on screen, cancelling New Game just closes it.
	next.newGame()
	next.key(fyne.KeyEscape)
	if next.dialogs() != 0 {
		t.Errorf("cancelling New Game over a game left %q", next.overlayText())
	}
}

func TestBrokenAutosaveIsSetAside(t *testing.T) {
	for _, tc := range []struct{ name, data, reason string }{
		{"cut short", `{"format": "ScraeBBKle saved game", "vers`, "The file ends too soon, at line 1, column 42: it was cut short."},
		{"garbage", "\x00\x01garbage", "This is not a saved ScraeBBKle game:"},
		{"too large", strings.Repeat(" ", save.MaxFileBytes+1), "The file is larger than 16 MB:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			auto := autosaveIn(dir)
			if err := os.WriteFile(auto, []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			h := newHarness(t, saveIn(dir))
			h.app.Start()
			text := h.overlayText()
			if !strings.Contains(text, "cannot be resumed") || !strings.Contains(text, tc.reason) || !strings.Contains(text, "set aside, renamed\n"+filepath.Base(auto)+".broken-") || !strings.Contains(text, "\nin "+dir+".") || strings.Contains(text, auto) {
				t.Errorf("the start says:\n%s", text)
			}
			aside, _ := filepath.Glob(auto + ".broken-*")
			if fileio.Exists(auto) || len(aside) != 1 || readFile(t, aside[0]) != tc.data {
				t.Errorf("the broken file was not set aside: %v", aside)
			}
			h.tap(h.button(h.overlay(), "OK"))
			h.setupDialog().start()
			if h.app.FinishSaving(); !fileio.Exists(auto) {
				t.Error("the new game is not saved")
			}
		})
	}
}

// newerAutosave writes in dir's first slot a game saved by a newer version,
// and returns the slot's path and what it holds.
func newerAutosave(t *testing.T, dir string) (path, newer string) {
	t.Helper()
	path, newer = autosaveIn(dir), `{"format": "ScraeBBKle saved game", "version": 7}`
	if err := os.WriteFile(path, []byte(newer), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, newer
}

// A game saved by a newer version may be sound: it stays where it is, for
// that version, and the window saves its own game in another slot. The
// next start offers it again, then the game of the other slot.
func TestNewerAutosaveIsKeptForLater(t *testing.T) {
	dir := t.TempDir()
	auto, newer := newerAutosave(t, dir)
	h := newHarness(t, saveIn(dir))
	h.app.Start()
	text := h.overlayText()
	if !strings.Contains(text, "saved by a newer version of ScraeBBKle (format version 7") || !strings.Contains(text, "It is kept as it is") {
		t.Fatalf("the start says:\n%s", text)
	}
	h.tap(h.button(h.overlay(), "OK"))
	h.setupDialog().start()
	want := h.saved()
	h.app.FinishSaving()
	if aside, _ := filepath.Glob(auto + ".broken-*"); readFile(t, auto) != newer || len(aside) != 0 {
		t.Fatalf("the newer game was not kept in place: set aside %v", aside)
	}
	if got := readFile(t, filepath.Join(dir, slotFile(2, ".json"))); got != want {
		t.Errorf("the second slot holds\n%s\nwant the window's game", got)
	}

	next := newHarness(t, saveIn(dir))
	next.app.Start()
	next.tap(next.button(next.overlay(), "OK"))
	next.tap(next.button(next.overlay(), "Resume"))
	if got := next.saved(); got != want {
		t.Errorf("the next start resumes\n%s\nwant\n%s", got, want)
	}
}

// With every other slot held by other copies, a window that cannot resume
// the newer game saves nothing rather than write over it.
func TestNewerAutosaveKeptWithNoOtherSlot(t *testing.T) {
	dir := t.TempDir()
	auto, newer := newerAutosave(t, dir)
	holdSlots(t, dir, 2)
	playAfterMessage(newHarness(t, saveIn(dir)), "this window's game is not saved by itself")
	if got := readFile(t, auto); got != newer {
		t.Errorf("the newer game was written over:\n%s", got)
	}
}

func TestGameOverClearsTheAutosave(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir), func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	h.app.fyne.Preferences().SetFloat(prefSpeed, 0)
	h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	h.runUntil("the game ends", func() bool { return len(h.outcomes) == 1 })
	if h.app.FinishSaving(); fileio.Exists(autosaveIn(dir)) {
		t.Error("the finished game is still offered for resuming")
	}
}

func TestSaveAsAndOpen(t *testing.T) {
	h := newHarness(t)
	files := h.capture()
	h.playRoundAgainstComputer()
	h.command("Save As…", shortcutSave)
	want := h.saved()
	if files[savedGameName] != want {
		t.Fatalf("Ctrl+S wrote %v", files)
	}

	h.start(humansOnDefault(t, true))
	h.app.pickGameFile = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(want))
	}
	h.command("Open…", shortcutOpen)
	tb := h.tbl()
	if got := h.saved(); got != want || !uitest.EqualKinds(tb.setup.Players, game.Human, game.Computer) || !tb.canPlace() {
		t.Fatalf("Ctrl+O opened\n%s\nwant\n%s", got, want)
	}
	if !strings.HasPrefix(tb.status.Text, "Opened game.json. Player 1 to move") {
		t.Errorf("after Open the status says %q", tb.status.Text)
	}
	// Once the player goes on with their move, the note has been read.
	test.Tap(tb.rack.tiles[0])
	h.tap(h.square("a1"))
	if len(tb.hand.placed()) != 1 {
		t.Fatal("no tile was placed on a1")
	}
	h.key(fyne.KeyEscape)
	if strings.Contains(tb.status.Text, "Opened") {
		t.Errorf("after a tile placed and taken back the status still says %q", tb.status.Text)
	}

	// A tampered file is refused, naming the turn, and the game on screen stays.
	tampered := strings.Replace(want, `"total": `, `"total": 1`, 1)
	h.app.pickGameFile = func(picked func(name, path string, data []byte)) {
		picked("tampered.json", "/somewhere/tampered.json", []byte(tampered))
	}
	h.app.openGame()
	if text := h.overlayText(); !strings.Contains(text, "Cannot open tampered.json") || !strings.Contains(text, "Turn 1 (") ||
		!strings.Contains(text, "total is") {
		t.Errorf("opening a tampered file says:\n%s", text)
	}
	if h.tbl() != tb {
		t.Error("a refused file replaced the game on screen")
	}
}

func TestSaveAndExportWithoutAGame(t *testing.T) {
	h := newHarness(t)
	files := h.capture()
	h.app.saveGameAs()
	if len(files) != 0 || !strings.Contains(h.overlayText(), "There is no game yet") {
		t.Errorf("Save As without a game wrote %v and said %q", files, h.overlayText())
	}
}

func TestExportMenu(t *testing.T) {
	h := newHarness(t)
	files := h.capture()
	g := h.playRoundAgainstComputer()
	exports := h.menuItem("Game", "Export").ChildMenu
	for _, item := range exports.Items {
		item.Action()
	}
	levels := h.tbl().setup.Levels
	if files[textExport] != export.Text(g, levels) || files[gcgExport] != export.GCG(g, levels) {
		t.Errorf("the exports are %v", files)
	}
	if !strings.Contains(files[gcgExport], ">Player_1: ") || !strings.Contains(files[textExport], "Player 2: Computer, strong") {
		t.Errorf("the exports lack the moves or the level:\n%s\n%s", files[textExport], files[gcgExport])
	}
}

func TestUndoAgainstTheComputer(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	before := h.saved()
	rack := h.rackString()
	h.undo(0)
	if text := h.tbl().status.Text; !strings.HasPrefix(text, "There is nothing to undo: Player 1 has not moved yet. Player 1 to move") || h.dialogs() != 0 {
		t.Errorf("Undo before any move says %q, with %d dialogs", text, h.dialogs())
	}

	h.playBest()
	g := h.tbl().game
	drew := g.Player(0).Rack.Letters()
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	played := g.History()
	h.command("Undo", shortcutUndo)
	h.settle()
	if want := "Took back " + phrase.MoveName(played[0].Play) + " and " + phrase.MoveName(played[1].Play) + ". Player 1 to move"; !strings.HasPrefix(h.tbl().status.Text, want) {
		t.Errorf("after Undo the status says %q, want %q", h.tbl().status.Text, want)
	}
	if diff := takenBackTo(h.saved(), before); diff != "" {
		t.Fatal("after Undo " + diff)
	}
	if h.rackString() != rack || !h.tbl().canPlace() || len(h.tbl().panel.log.lines) != 0 {
		t.Errorf("after Undo the rack is %s (want %s), human to move %v", h.rackString(), rack, h.tbl().canPlace())
	}
	if h.autosaved(dir) != h.saved() {
		t.Error("the autosave is not the game taken back")
	}
	if loaded, x, err := save.Load(g.Referee(), []byte(h.saved())); err != nil || string(save.Marshal(loaded, x)) != h.saved() {
		t.Fatalf("the game taken back does not load as it is: %v", err)
	}

	// The same move played again does not draw the tiles seen before.
	h.playBest()
	if again := h.tbl().game.Player(0).Rack.Letters(); sortedLetters(again) == sortedLetters(drew) {
		t.Errorf("the move played again drew the same tiles: %s, as before the undo", again)
	}
}

// undo presses Ctrl+Z and checks that it adds n dialogs.
func (h *harness) undo(n int) {
	h.t.Helper()
	before := h.dialogs()
	h.command("Undo", shortcutUndo)
	if got := h.dialogs() - before; got != n {
		h.t.Fatalf("Undo opened %d dialogs, want %d", got, n)
	}
}

func TestUndoWhileTheComputerThinks(t *testing.T) {
	b := uitest.NewBlocker()
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return b }
	})
	h.start(againstComputer(t))
	before := h.saved()
	h.playBest()
	old := h.tbl()
	<-b.Started
	h.undo(0)
	if err := <-b.Ended; !errors.Is(err, context.Canceled) {
		t.Fatalf("the computer was not cancelled: %v", err)
	}
	old.ctrl.Wait()
	for len(h.queue) > 0 { // what the stopped computer posted is dropped
		(<-h.queue)()
	}
	if diff := takenBackTo(h.saved(), before); diff != "" || h.tbl() == old || !h.tbl().canPlace() {
		t.Fatal("after Undo " + diff)
	}
}

func TestUndoTakesBackPlacedTilesFirst(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	g := h.tbl().game
	h.placeByTaps(uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2))
	h.undo(0)
	if len(h.tbl().hand.placed()) != 0 || len(g.History()) != 0 || h.tbl().game != g {
		t.Error("Undo did not just take the placed tiles back")
	}
}

func TestUndoBetweenHumansNeedsTheOtherPlayer(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	before := h.saved()
	p := h.playBest()
	h.undo(1)
	want := "Take back Player 1's move " + p.Move.String() + "?\nPlayer 2, whose turn it is, do you agree?"
	if text := h.overlayText(); !strings.Contains(text, want) {
		t.Fatalf("Undo asks\n%s\nwant\n%s", text, want)
	}
	h.tap(h.button(h.overlay(), "No"))
	if len(h.tbl().game.History()) != 1 {
		t.Fatal("the move was taken back without consent")
	}
	if want := "Player 2 did not agree: Player 1's move " + p.Move.String() + " stands."; !strings.HasPrefix(h.tbl().status.Text, want) {
		t.Errorf("after No the status line says %q, want %q", h.tbl().status.Text, want)
	}
	h.undo(1)
	h.tap(h.button(h.overlay(), "Yes"))
	if diff := takenBackTo(h.saved(), before); diff != "" {
		t.Error("after Undo " + diff)
	}
	h.passAndConfirm()
	h.undo(1)
	if want := "Take back Player 1's pass?\n"; !strings.Contains(h.overlayText(), want) {
		t.Errorf("Undo of a pass asks\n%s\nwant %q", h.overlayText(), want)
	}

	// After the end (four passes in a row), one question says that taking
	// back the last move reopens the game.
	h.tap(h.button(h.overlay(), "No"))
	g := h.tbl().game
	for !g.Over() {
		h.passAndConfirm()
	}
	h.key(fyne.KeyReturn) // closes Game Over
	h.undo(1)
	h.tap(h.button(h.overlay(), "No"))
	if want := "Player 2's pass stands, and the game stays over."; !strings.HasPrefix(h.tbl().status.Text, want) {
		t.Errorf("after No the status line says %q, want %q", h.tbl().status.Text, want)
	}
	h.undo(1)
	if want := "The game is over. Take back Player 2's pass, and play on from there?"; !strings.Contains(h.overlayText(), want) {
		t.Fatalf("Undo after the end asks\n%s\nwant %q", h.overlayText(), want)
	}
	h.tap(h.button(h.overlay(), "Yes"))
	if h.dialogs() != 0 || h.tbl().game.Over() || len(h.tbl().game.History()) != 3 {
		t.Errorf("after Yes: %d dialogs, over %v, %d turns", h.dialogs(), h.tbl().game.Over(), len(h.tbl().game.History()))
	}
}

// A second Undo while the first asks the other player asks nothing more,
// and Yes takes back one move.
func TestUndoTwiceTakesBackOneMove(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.passAndConfirm()
	h.passAndConfirm()
	h.undo(1)
	h.undo(0)
	h.tap(h.button(h.overlay(), "Yes"))
	if n := len(h.tbl().game.History()); n != 1 || h.dialogs() != 0 {
		t.Errorf("after Undo twice and Yes, %d turns and %d dialogs, want 1 and 0", n, h.dialogs())
	}
}

// A Yes given after the game has changed, here replaced by a new one,
// takes back nothing.
func TestUndoAnsweredAfterANewGameTakesNothingBack(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.passAndConfirm()
	h.undo(1)
	yes := h.button(h.overlay(), "Yes")
	fresh := h.start(humansOnDefault(t, true))
	h.tap(yes)
	if h.tbl() != fresh || h.dialogs() != 0 {
		t.Errorf("Yes after a new game: same table %v, dialogs %q", h.tbl() == fresh, h.overlayText())
	}
}

// Behind the curtain of a closed game the status line still names the move
// taken back.
func TestUndoBehindTheCurtainSaysWhatWasTakenBack(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, false))
	h.pressKey(fyne.KeyReturn)
	p := h.playBest()
	h.undo(1)
	h.tap(h.button(h.overlay(), "Yes"))
	h.settle()
	status := h.tbl().status.Text
	if !strings.HasPrefix(status, "Took back "+p.Move.String()) || !strings.Contains(status, "Show Player 1's tiles") {
		t.Errorf("after Undo behind the curtain the status says %q", status)
	}
}

// In a closed game the question hides the rack on show first: the player
// who answers it may not be the one whose tiles they are.
func TestUndoAsksBehindTheCurtain(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	h.pressKey(fyne.KeyReturn)
	h.playBest()
	h.pressKey(fyne.KeyReturn) // Player 2 shows their tiles
	if strings.Contains(h.rackString(), "#") {
		t.Fatalf("Player 2's rack is %q after Enter", h.rackString())
	}
	h.undo(1)
	if r := h.rackString(); r != "#######" || !tb.curtain {
		t.Errorf("while Undo asks, the rack shows %q", r)
	}
	h.tap(h.button(h.overlay(), "No"))
	h.tap(tb.bar.reveal)
	if strings.Contains(h.rackString(), "#") {
		t.Errorf("after No the curtain does not lift: %q", h.rackString())
	}
}

func TestUndoBetweenComputers(t *testing.T) {
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.NewBlocker() }
	})
	h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	h.undo(0)
	if text := h.tbl().status.Text; !strings.HasPrefix(text, "Undo takes back a human player's move; in a game between computers there is none. Player 1 (computer)") {
		t.Errorf("Undo between computers says %q", text)
	}
}

// Undo between humans before anyone has moved says so in the status line,
// until the tiles placed change.
func TestUndoBeforeHumansMove(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.undo(0)
	if text := h.tbl().status.Text; !strings.HasPrefix(text, "There is nothing to undo: no one has moved yet. Player 1 to move") {
		t.Errorf("Undo before anyone moved says %q", text)
	}
	h.tap(h.rackTile(h.rackString()[0]))
	h.tap(h.tbl().board.Square(h.tbl().game.Grid().Board().Start()))
	if text := h.tbl().status.Text; strings.Contains(text, "nothing to undo") {
		t.Errorf("after a tile is placed the status still says %q", text)
	}
}

func TestResumeWaitsForTheWordList(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	ready := make(chan struct{})
	next := newHarness(t, saveIn(dir), func(c *Config) { c.Ready = ready })
	next.app.Start()
	if text := strings.Join(uitest.Texts(next.win.Content()), " "); !strings.Contains(text, "Loading the word list") || next.dialogs() != 0 {
		t.Errorf("before the word list is loaded the window says %q", text)
	}
	close(ready)
	next.runUntil("Resume is offered", func() bool { return strings.Contains(next.overlayText(), "Resume your game?") })
}

// Undo keeps the hints asked for: the count goes on from them, a turn
// kept shows its hint in the log as before, and so does the turn gone back
// to, played again in the position where its hint was asked.
func TestUndoKeepsTheHints(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	g := h.tbl().game
	h.pressHint()
	h.playBest()
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	h.pressHint()
	h.playBest()
	g = h.tbl().game
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 4 })
	h.command("Undo", shortcutUndo)
	h.track()
	h.settle()
	tb := h.tbl()
	if len(tb.game.History()) != 2 || !strings.HasSuffix(tb.panel.log.lines[0], "· hint 1") {
		t.Fatalf("after Undo: %d turns, log %q", len(tb.game.History()), tb.panel.log.lines)
	}
	if n := tb.ctrl.HintLog().Count(0); n != 2 {
		t.Errorf("after Undo Player 1 has used %d hints, want 2", n)
	}
	h.pressHint() // the same position: the same hint
	if n := tb.ctrl.HintLog().Count(0); n != 2 {
		t.Errorf("asked again on the turn gone back to, Player 1 has used %d hints, want 2", n)
	}
	h.passAndConfirm()
	h.runUntil("the computer replies", func() bool { return len(tb.game.History()) == 4 })
	if line := tb.panel.log.lines[2]; !strings.HasSuffix(line, "· hint 2") {
		t.Errorf("the turn gone back to, passed, is logged as %q, want hint 2", line)
	}
	h.pressHint()
	h.playBest()
	h.runUntil("the computer replies", func() bool { return len(tb.game.History()) == 6 })
	if line := tb.panel.log.lines[4]; !strings.HasSuffix(line, "· hint 3") {
		t.Errorf("the next hint is logged as %q, want hint 3", line)
	}
}

// The hints asked for are saved with the game: Resume and Open go on with
// the count and show them in the log.
func TestHintsSurviveSaveAndResume(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	g := h.tbl().game
	h.pressHint()
	h.playBest()
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	want := h.saved()
	if !strings.Contains(want, `"hints": [`) || h.autosaved(dir) != want {
		t.Fatalf("the hint is not in the saved game:\n%s", want)
	}
	check := func(how string, tb *table) {
		t.Helper()
		if len(tb.panel.log.lines) != 2 || !strings.HasSuffix(tb.panel.log.lines[0], "· hint 1") || tb.ctrl.HintLog().Count(0) != 1 {
			t.Errorf("after %s: log %q, %d hints", how, tb.panel.log.lines, tb.ctrl.HintLog().Count(0))
		}
	}

	next := newHarness(t, saveIn(dir))
	next.app.Start()
	next.key(fyne.KeyReturn) // Resume
	check("Resume", next.tbl())

	// A hint on the turn in progress is saved at once: stopping the
	// program does not take it back.
	next.pressHint()
	again := newHarness(t, saveIn(dir))
	again.app.Start()
	again.key(fyne.KeyReturn)
	if tb := again.tbl(); tb.ctrl.HintLog().Count(0) != 2 || !tb.ctrl.Hinted() {
		t.Errorf("after a hint and a new start: %d hints, this turn hinted %v", tb.ctrl.HintLog().Count(0), tb.ctrl.Hinted())
	}

	opened := newHarness(t)
	opened.app.pickGameFile = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(want))
	}
	opened.start(humansOnDefault(t, true))
	opened.command("Open…", shortcutOpen)
	check("Open", opened.tbl())
	if got := opened.saved(); got != want {
		t.Errorf("the opened game saves as\n%s\nwant\n%s", got, want)
	}
}

// A file saved under a name without the extension of its kind gets it,
// so that Open, which lists only such files, finds it again; replacing a
// file of that name is asked first, since the save dialog asked only about
// the name typed.
func TestSavedFilesKeepTheirExtension(t *testing.T) {
	for _, c := range []struct{ path, ext, want string }{
		{"/home/p/g1", ".json", "/home/p/g1.json"},
		{"/home/p/g1.JSON", ".json", "/home/p/g1.JSON"},
		{"/home/p/g1.json", ".json", "/home/p/g1.json"},
		{"/home/p/game.txt", ".json", "/home/p/game.txt.json"},
		{"/home/p/v1.2", ".txt", "/home/p/v1.2.txt"},
		{"/home/p/notes", "", "/home/p/notes"},
	} {
		if got := withExtension(c.path, c.ext); got != c.want {
			t.Errorf("withExtension(%q, %q) = %q, want %q", c.path, c.ext, got, c.want)
		}
	}

	h := newHarness(t)
	dir := t.TempDir()
	var saved []string
	files := h.app.dialogs.files()
	typed := filepath.Join(dir, "g1")
	os.WriteFile(typed, nil, 0o644) // as the save dialog leaves it
	files.saveLocal(typed, savedGame, bytesOf("one"), func(p string) { saved = append(saved, p) })
	named := typed + ".json"
	if data, err := os.ReadFile(named); err != nil || string(data) != "one" || fileio.Exists(typed) || !slices.Equal(saved, []string{named}) {
		t.Fatalf("saving as g1 wrote %q (%v), left g1 %v, said %v", data, err, fileio.Exists(typed), saved)
	}

	os.WriteFile(typed, nil, 0o644)
	files.saveLocal(typed, savedGame, bytesOf("two"), func(p string) { saved = append(saved, p) })
	if !strings.Contains(h.overlayText(), "g1.json already exists. Replace it?") {
		t.Fatalf("g1.json was replaced without asking: %q", h.overlayText())
	}
	if data, _ := os.ReadFile(named); string(data) != "one" {
		t.Fatalf("g1.json holds %q before the answer", data)
	}
	h.key(fyne.KeyReturn)
	if data, _ := os.ReadFile(named); string(data) != "two" || len(saved) != 2 {
		t.Errorf("after Yes g1.json holds %q, saves said %v", data, saved)
	}

	// No brings the save dialog back, with the name as typed.
	os.WriteFile(typed, nil, 0o644)
	files.saveLocal(typed, savedGame, bytesOf("three"), func(p string) { saved = append(saved, p) })
	h.tap(h.button(h.overlay(), "No"))
	if data, _ := os.ReadFile(named); string(data) != "two" || len(saved) != 2 || fileio.Exists(typed) {
		t.Errorf("after No g1.json holds %q, saves said %v, g1 left %v", data, saved, fileio.Exists(typed))
	}
	if text := h.overlayText(); !strings.Contains(text, savedGame.saveTitle()) || !slices.ContainsFunc(uitest.Find[*widget.Entry](h.overlay()), func(e *widget.Entry) bool { return e.Text == "g1" }) {
		t.Errorf("after No the window shows %q", text)
	}
	h.key(fyne.KeyEscape)

	// A folder of the name is not offered to be replaced: it is called a
	// folder at once.
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub+".json", 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(sub, nil, 0o644)
	files.saveLocal(sub, savedGame, bytesOf("three"), func(p string) { saved = append(saved, p) })
	if text := h.overlayText(); strings.Contains(text, "Replace") || !strings.Contains(text, "Cannot save sub.json") || !strings.Contains(text, "sub.json: not a file but a folder.") {
		t.Errorf("saving as sub, with a folder sub.json, says %q", text)
	}
	if len(saved) != 2 {
		t.Errorf("saves said %v", saved)
	}
}

// The status line names a saved file first and its folder after, so that
// a long folder is what an ellipsis cuts; the note stays until a tile is
// placed.
func TestSavedSaysTheNameFirst(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.smallest()
	dir := "/home/player/" + strings.Repeat("a folder with a long name/", 8)
	h.app.savedFrom(tb, dir+"game.json")
	if want := "Saved as game.json in " + strings.TrimSuffix(dir, "/") + ". Player 1 to move"; !strings.HasPrefix(tb.status.Text, want) {
		t.Errorf("after saving the status says %q, want it to begin %q", tb.status.Text, want)
	}
	if shown := shownText(tb.status); !strings.HasPrefix(shown, "Saved as game.json in /home/player/") || !strings.Contains(shown, "…") {
		t.Errorf("the status line shows %q", shown)
	}
	test.Tap(tb.rack.tiles[0])
	h.tap(h.square("a1"))
	if strings.Contains(tb.status.Text, "Saved") {
		t.Errorf("after a tile placed the status still says %q", tb.status.Text)
	}
	// Saved with tiles on the board, the game says so before their move,
	// until the tiles change.
	h.app.savedFrom(tb, "/tmp/game2.json")
	if !strings.HasPrefix(tb.status.Text, "Saved as game2.json in /tmp. ") {
		t.Errorf("saved with a tile placed, the status says %q", tb.status.Text)
	}
	test.Tap(tb.rack.tiles[0])
	h.tap(h.square("b1"))
	if strings.Contains(tb.status.Text, "Saved") {
		t.Errorf("after another tile placed the status still says %q", tb.status.Text)
	}
}

// When a file chosen in the save dialog, which the dialog has emptied
// already, cannot be replaced all at once, it is written in place rather
// than left empty.
func TestSaveAsWritesInPlaceWhenItMust(t *testing.T) {
	h := newHarness(t)
	path := filepath.Join(t.TempDir(), "game.json")
	os.WriteFile(path, nil, 0o644) // as the save dialog leaves it
	defer func(w func(string, []byte) error) { writeAtomic = w }(writeAtomic)
	writeAtomic = func(string, []byte) error { return errors.New("the folder takes no new files") }
	var saved []string
	fileDialogs{dialogs: &h.app.dialogs}.saveLocal(path, savedGame, bytesOf("the game"), func(p string) { saved = append(saved, p) })
	if got := readFile(t, path); got != "the game" || !slices.Equal(saved, []string{path}) || h.dialogs() != 0 {
		t.Errorf("the file holds %q, saved %v, dialogs %q", got, saved, h.overlayText())
	}
}

// Undo after Undo gives each rack back as it was arranged: the second
// Undo knows the arrangement the first move was made from.
func TestRackOrderTakenBackTwice(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	g := h.tbl().game
	var arranged []string
	for round := 1; round <= 2; round++ {
		h.dragTo(h.tbl().rack.tiles[6], uitest.Abs(h.tbl().rack.tiles[0]).AddXY(5, 20))
		arranged = append(arranged, h.rackString())
		h.playBest()
		h.runUntil("the computer replies", func() bool { return len(g.History()) == 2*round })
		g = h.tbl().game
	}
	for round := 2; round >= 1; round-- {
		h.command("Undo", shortcutUndo)
		h.settle()
		if got, want := h.rackString(), arranged[round-1]; got != want {
			t.Errorf("after Undo of round %d the rack is %s, want %s as arranged before that move", round, got, want)
		}
	}
}

// TestRackOrderIsSavedAndTakenBack arranges the rack by drags, then checks
// that Undo gives the rack back as it was arranged when the move was made,
// and that Save As and Open keep the arrangement.
func TestRackOrderIsSavedAndTakenBack(t *testing.T) {
	h := newHarness(t)
	files := h.capture()
	h.start(againstComputer(t))
	drawn := h.rackString()
	h.dragTo(h.tbl().rack.tiles[6], uitest.Abs(h.tbl().rack.tiles[0]).AddXY(5, 20))
	arranged := h.rackString()
	if arranged == drawn {
		t.Fatalf("the drag left the rack %s", arranged)
	}
	g := h.tbl().game
	h.playBest()
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	h.command("Undo", shortcutUndo)
	h.settle()
	if got := h.rackString(); got != arranged {
		t.Errorf("after Undo the rack is %s, want %s as arranged before the move (drawn as %s)", got, arranged, drawn)
	}

	h.dragTo(h.tbl().rack.tiles[0], uitest.Abs(h.tbl().rack.tiles[6]).AddXY(5, 20))
	later := h.rackString()
	h.command("Save As…", shortcutSave)
	saved := files[savedGameName]
	if !strings.Contains(saved, `"arranged": [`) {
		t.Fatalf("the save file keeps no arrangement:\n%s", saved)
	}
	h.start(humansOnDefault(t, true))
	h.app.pickGameFile = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(saved))
	}
	h.command("Open…", shortcutOpen)
	if got := h.rackString(); got != later {
		t.Errorf("after Open the rack is %s, want %s as arranged", got, later)
	}
}

// Open asks before it replaces a game in progress, and keeps the game on
// screen when the player says no.
func TestOpenAsksBeforeReplacingAGameInProgress(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	fresh := h.saved()
	h.playRoundAgainstComputer()
	playing := h.tbl()
	h.app.pickGameFile = func(picked func(name, path string, data []byte)) {
		picked("fresh.json", "/somewhere/fresh.json", []byte(fresh))
	}
	h.command("Open…", shortcutOpen)
	if text := h.overlayText(); !strings.Contains(text, "The game on screen is not over") {
		t.Fatalf("Open over a game in progress says %q", text)
	}
	h.tap(h.button(h.overlay(), "No"))
	if h.tbl() != playing {
		t.Fatal("No replaced the game on screen")
	}
	h.command("Open…", shortcutOpen)
	h.tap(h.button(h.overlay(), "Yes"))
	if h.tbl() == playing || h.saved() != fresh {
		t.Errorf("Yes opened\n%s\nwant\n%s", h.saved(), fresh)
	}
}

// New Game asks before it replaces a game in progress, as Open does, and
// not before it replaces a game not begun.
func TestNewGameAsksBeforeReplacingAGameInProgress(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.newGame().start()
	if h.dialogs() != 0 {
		t.Fatalf("a new game over one not begun asks %q", h.overlayText())
	}
	h.playBest()
	playing := h.tbl()
	startAnyway := func() {
		h.newGame()
		h.tap(h.button(h.overlay(), "Start"))
	}
	startAnyway()
	if text := h.overlayText(); !strings.Contains(text, "The game on screen is not over, and not saved as it is now. Starting a new game closes it for good. Save As first") {
		t.Fatalf("New Game over a game in progress says %q", text)
	}
	h.tap(h.button(h.overlay(), "No"))
	if h.tbl() != playing {
		t.Fatal("No replaced the game on screen")
	}
	startAnyway()
	h.tap(h.button(h.overlay(), "Yes"))
	if h.tbl() == playing || len(h.tbl().game.History()) != 0 {
		t.Error("Yes did not start a new game")
	}
}

// A game saved with Save As, or opened from a file, and not played on
// since is closed by Open or New Game without asking: the file keeps it.
// A turn played after that asks again.
func TestNoQuestionForAGameKeptInAFile(t *testing.T) {
	h := newHarness(t)
	h.capture()
	h.start(humansOnDefault(t, true))
	h.playBest()
	h.command("Save As…", shortcutSave)
	kept := h.tbl()
	h.newGame()
	h.tap(h.button(h.overlay(), "Start"))
	if h.dialogs() != 0 || h.tbl() == kept {
		t.Fatalf("a game saved as it is asks %q before a new game", h.overlayText())
	}

	saved := h.saved()
	h.playBest()
	h.app.pickGameFile = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(saved))
	}
	h.command("Open…", shortcutOpen)
	if !strings.Contains(h.overlayText(), "not saved as it is now") {
		t.Fatalf("a game played on since it was saved: Open says %q", h.overlayText())
	}
	h.tap(h.button(h.overlay(), "Yes"))
	opened := h.tbl()
	h.command("Open…", shortcutOpen)
	if h.dialogs() != 0 || h.tbl() == opened {
		t.Fatalf("a game opened and not played on asks %q before Open", h.overlayText())
	}
	h.playBest()
	h.command("Open…", shortcutOpen)
	if !strings.Contains(h.overlayText(), "not saved as it is now") {
		t.Errorf("a game played on since it was opened: Open says %q", h.overlayText())
	}
}

// A game that cannot be saved says so once, not after every turn, and
// again when saving, having worked, fails once more.
func TestAutosaveFailureIsShownOnce(t *testing.T) {
	folder := filepath.Join(t.TempDir(), "save")
	block := func() { // a file where the folder should be
		if err := os.WriteFile(folder, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	block()
	h := newHarness(t, saveIn(folder))
	shown := func() int {
		h.app.saves.flush()
		for len(h.queue) > 0 {
			(<-h.queue)()
		}
		n := h.dialogs()
		if n > 0 && (!strings.Contains(h.overlayText(), "The game is not being saved") || strings.Contains(h.overlayText(), "the game in "+folder)) { // the error names it
			t.Fatalf("the window says %q", h.overlayText())
		}
		for h.dialogs() > 0 {
			h.tap(h.button(h.overlay(), "OK"))
		}
		return n
	}
	h.start(humansOnDefault(t, true))
	if n := shown(); n != 1 {
		t.Fatalf("the first failure was shown %d times", n)
	}
	h.playBest()
	if n := shown(); n != 0 {
		t.Fatalf("the second failure was shown %d times, want none", n)
	}
	if err := os.Remove(folder); err != nil {
		t.Fatal(err)
	}
	h.playBest()
	if n := shown(); n != 0 || h.autosaved(folder) != h.saved() {
		t.Fatalf("saving again showed %d messages, or did not save", n)
	}
	if err := os.RemoveAll(folder); err != nil {
		t.Fatal(err)
	}
	block()
	h.playBest()
	if n := shown(); n != 1 {
		t.Errorf("a failure after a save that worked was shown %d times, want once", n)
	}
}

// Quit waits for the save being written, so that the last turn is kept.
func TestQuitWaitsForTheAutosave(t *testing.T) {
	h := newHarness(t)
	var written atomic.Bool
	h.app.saves.save(func() error {
		time.Sleep(50 * time.Millisecond)
		written.Store(true)
		return nil
	})
	quit := false
	h.app.quitApp = func() {
		quit = true
		if !written.Load() {
			t.Error("the program ended before the autosave was written")
		}
	}
	h.app.quit()
	if !quit {
		t.Error("Quit did not end the program")
	}
}

// Opening a finished game shows its end again, but does not report it as
// a game that has just ended.
func TestOpeningAFinishedGameDoesNotEndItAgain(t *testing.T) {
	passing := func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	}
	h := newHarness(t, passing)
	h.app.fyne.Preferences().SetFloat(prefSpeed, 0)
	h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	h.runUntil("the game ends", func() bool { return len(h.outcomes) == 1 })
	finished := h.saved()

	next := newHarness(t, passing)
	next.app.pickGameFile = func(picked func(name, path string, data []byte)) {
		picked("over.json", "/somewhere/over.json", []byte(finished))
	}
	next.app.openGame()
	next.runUntil("the end is shown", func() bool { return strings.Contains(next.overlayText(), "Game Over") })
	if len(next.outcomes) != 0 {
		t.Errorf("opening a finished game reported it as ended: %v", next.outcomes)
	}
}

// Undo keeps the board's zoom and the place in view, the panel's width and
// its tab, but for the Word tab, which would take the keyboard.
func TestUndoKeepsTheView(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	for range 3 {
		h.menuItem("View", "Zoom In").Action()
	}
	h.settle()
	tb := h.tbl()
	tb.scroll.ScrollToOffset(fyne.NewPos(40, 60))
	tb.split.SetOffset(0.6)
	tb.panel.tabs.SelectIndex(2) // Tiles
	h.playBest()
	g := tb.game
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	zoom, middle, split := tb.board.Zoom(), tb.board.Middle(), tb.split.Offset
	h.command("Undo", shortcutUndo)
	h.settle()
	after := h.tbl()
	if after == tb || after.board.Zoom() != zoom || after.split.Offset != split {
		t.Fatalf("after Undo: zoom %v (was %v), panel at %v (was %v)", after.board.Zoom(), zoom, after.split.Offset, split)
	}
	if m := after.board.Middle(); m.Subtract(middle).X*m.Subtract(middle).X+m.Subtract(middle).Y*m.Subtract(middle).Y > 0.01 {
		t.Errorf("after Undo the middle of the view is square %v, was %v", m, middle)
	}
	if got := after.panel.tabs.Selected().Text; got != "Tiles" {
		t.Errorf("after Undo the panel shows %s, was Tiles", got)
	}

	after.panel.tabs.Select(after.panel.wordTab)
	after.focusBoard()
	h.playBest()
	g = after.game
	h.runUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	h.command("Undo", shortcutUndo)
	h.settle()
	if got := h.tbl().panel.tabs.Selected().Text; got != "Log" || h.win.Canvas().Focused() == h.tbl().panel.word.entry {
		t.Errorf("after Undo from the Word tab the panel shows %s, the Word box focused %v", got, h.win.Canvas().Focused() == h.tbl().panel.word.entry)
	}
}

// autosaveIn is the file of the first save slot in dir, the one a copy of
// the program running alone keeps its game in.
func autosaveIn(dir string) string { return filepath.Join(dir, slotFile(1, ".json")) }

// Two copies of the program running at once keep a game each, in a slot of
// their own, and the next copies to start offer both games, one each.
func TestCopiesRunningAtOnceKeepAGameEach(t *testing.T) {
	dir := t.TempDir()
	first := newHarness(t, saveIn(dir))
	first.start(againstComputer(t))
	delete(savingIn, dir) // the first copy goes on running

	second := newHarness(t, saveIn(dir))
	second.app.Start()
	if text := second.overlayText(); strings.Contains(text, "Resume your game?") {
		t.Fatalf("the second copy offers the game the first is playing:\n%s", text)
	}
	second.start(humansOnDefault(t, true))
	fyne.SetCurrentApp(first.app.fyne) // the player goes back to the first window
	first.playBest()                   // whose move is kept, not written over
	first.runUntil("the computer replies", func() bool { return len(first.tbl().game.History()) == 2 })
	firstGame, secondGame := first.saved(), second.saved()
	first.app.FinishSaving()
	second.app.FinishSaving()
	if got := readFile(t, autosaveIn(dir)); got != firstGame {
		t.Errorf("the first slot holds\n%s\nwant the first copy's game\n%s", got, firstGame)
	}

	for i, want := range []string{firstGame, secondGame} {
		delete(savingIn, dir) // the copy before goes on running
		next := newHarness(t, saveIn(dir))
		next.app.Start()
		if text := next.overlayText(); i == 1 && !strings.Contains(text, "left unfinished before its first move.") {
			t.Errorf("a game left before its first move is offered as:\n%s", text)
		}
		next.tap(next.button(next.overlay(), "Resume"))
		if got := next.saved(); got != want {
			t.Errorf("copy %d started resumes\n%s\nwant\n%s", i+3, got, want)
		}
	}
}

// A copy started while every slot is held saves nothing, says so, and
// offers none of the other copies' games.
func TestNoSlotLeftSavesNothing(t *testing.T) {
	dir := t.TempDir()
	for n := 1; n <= maxSlots; n++ {
		os.WriteFile(filepath.Join(dir, slotFile(n, ".json")), []byte("a game being played"), 0o644)
	}
	holdSlots(t, dir, 1)
	playAfterMessage(newHarness(t, saveIn(dir)), "9 copies of ScraeBBKle are open already")
	for n := 1; n <= maxSlots; n++ {
		if got := readFile(t, filepath.Join(dir, slotFile(n, ".json"))); got != "a game being played" {
			t.Errorf("slot %d was written over: %.40q", n, got)
		}
	}
}

// holdSlots holds the save slots in dir from slot from on until the test
// ends, as other copies of the program running would.
func holdSlots(t *testing.T, dir string, from int) {
	t.Helper()
	for n := from; n <= maxSlots; n++ {
		l, err := fileio.LockFile(filepath.Join(dir, slotFile(n, ".lock")))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(l.Unlock)
	}
}

// playAfterMessage starts the window, checks that it first says message,
// then starts a new game, plays a move and ends as the program does.
func playAfterMessage(h *harness, message string) {
	h.t.Helper()
	h.app.Start()
	if text := h.overlayText(); !strings.Contains(text, message) {
		h.t.Fatalf("the start says:\n%s\nwant %q", text, message)
	}
	h.tap(h.button(h.overlay(), "OK"))
	h.setupDialog().start()
	h.playBest()
	h.app.FinishSaving()
}

// The offer to resume names a board no file holds in words.
func TestBoardCalled(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"defaultBoard.txt", "defaultBoard.txt"},
		{"board (not saved)", "a new board, not saved,"},
		{"mine (not saved)", "an edit of mine.txt, not saved,"},
		{"mine (edited, not saved)", "an edit of mine.txt, not saved,"},
	} {
		if got := boardCalled(c.name); got != c.want {
			t.Errorf("boardCalled(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

// Each file dialog says in its title what it opens or saves, rather than
// Fyne's "Open File" and "Save File".
func TestFileDialogsSayWhatTheyAreFor(t *testing.T) {
	h := newHarness(t)
	none := func(string) {}
	for _, c := range []struct {
		show  func()
		title string
	}{
		{func() { h.app.openFile(boardFile, func(string, string, []byte) {}) }, "Open a Board File"},
		{func() { h.app.openFile(savedGame, func(string, string, []byte) {}) }, "Open a Saved Game"},
		{func() { h.app.writeFile(savedGame, savedGameName, nil, none) }, "Save the Game As"},
		{func() { h.app.writeFile(textRecord, textExport, nil, none) }, "Export the Game as Text"},
		{func() { h.app.writeFile(gcgRecord, gcgExport, nil, none) }, "Export the Game as GCG"},
		{func() { h.app.writeFile(boardFile, "board.txt", nil, none) }, "Save the Board As"},
	} {
		c.show()
		if text := h.overlayText(); !strings.Contains(text, c.title) || strings.Contains(text, "Save File") || strings.Contains(text, "Open File") {
			t.Errorf("the dialog for %q says:\n%s", c.title, text)
		}
		h.key(fyne.KeyEscape)
	}
}

// bytesOf is what a save is given to write: s, once the file is chosen.
func bytesOf(s string) func() []byte { return func() []byte { return []byte(s) } }

// A save dialog answered after its game made way for another saves the
// game it was opened for, and says so only while that game is on screen.
func TestSaveAsAnsweredAfterANewGameSaysNothingOfIt(t *testing.T) {
	h := newHarness(t)
	old := h.start(humansOnDefault(t, true))
	h.playBest()
	var choose func()
	h.app.saveFile = func(_ fileKind, _ string, data func() []byte, saved func(string)) {
		choose = func() {
			if g, _, err := save.Load(h.app.cfg.Referee(), data()); err != nil || len(g.History()) != 1 {
				t.Fatalf("the file holds %v turns (%v), want the old game's 1", len(g.History()), err)
			}
			saved("/tmp/old.json")
		}
	}
	h.app.saveGameAs()
	tb := h.start(humansOnDefault(t, true))
	choose()
	if tb == old || strings.Contains(tb.status.Text, "Saved") {
		t.Errorf("the new game's status line says %q", tb.status.Text)
	}
	if old.kept != 1 {
		t.Errorf("the old game counts %d turns kept, want 1", old.kept)
	}
	// Answered while its game is on screen, it says so.
	h.playBest()
	h.app.saveGameAs()
	choose()
	if !strings.HasPrefix(tb.status.Text, "Saved as old.json in /tmp.") {
		t.Errorf("saved from the game on screen, the status line says %q", tb.status.Text)
	}
}

// Save As saves the game as it is when the file is chosen: a move made
// while the save dialog is open, as a computer's may be, is saved too,
// and the game counts as kept in the file.
func TestSaveAsSavesTheGameAsItIsWhenTheFileIsChosen(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	var choose func()
	h.app.saveFile = func(_ fileKind, _ string, data func() []byte, saved func(string)) {
		choose = func() {
			g, _, err := save.Load(h.app.cfg.Referee(), data())
			if err != nil || len(g.History()) != 1 {
				t.Fatalf("the file holds %v turns (%v), want the move made while the dialog was open", len(g.History()), err)
			}
			saved("game.json")
		}
	}
	h.app.saveGameAs()
	h.playBest()
	choose()
	if h.app.gameInProgress() {
		t.Errorf("the game saved as it is counts as not saved: kept %d of %d turns", tb.kept, len(tb.game.History()))
	}
}
