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

	"scraebbkle/core/computer"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
)

// saveIn makes the window autosave in dir.
func saveIn(dir string) func(*Config) {
	return func(c *Config) { c.SaveFolder = dir }
}

// againstComputer is a human Player 1 against a Strong computer Player 2.
func againstComputer(t testing.TB) play.Setup {
	return play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}, Levels: []computer.Level{computer.Normal, computer.Strong}, Open: true}
}

// saved is the save file of the game on screen.
func (h *harness) saved() string {
	return string(h.tbl().Save())
}

// takenBackTo reports how the game saved as got differs from the game
// saved as want, which an undo was to bring back, or "" when it does not:
// everything is the same but the order of the tiles left in the bag, which
// the undo shuffles again.
func takenBackTo(got, want string) string {
	bag := regexp.MustCompile(`"bag": "([A-Z_]*)"`)
	sorted := func(save string) string {
		return bag.ReplaceAllStringFunc(save, func(m string) string {
			return `"bag": "` + uitest.SortedLetters(bag.FindStringSubmatch(m)[1]) + `"`
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
	h.PlayBest()
	g := h.tbl().Game()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	return g
}

// capture replaces the save dialog: the files "written" are kept by name.
func (h *harness) capture() map[string]string {
	files := map[string]string{}
	h.app.files.save = func(_ dialogs.Kind, name string, data func() []byte, saved func(string)) {
		files[name] = string(data())
		saved(name)
	}
	return files
}

// autosaved is the autosave in dir, once every save asked for is written.
func (h *harness) autosaved(dir string) string {
	h.t.Helper()
	h.app.autosaves.saves.flush()
	return uitest.ReadFile(h.t, autosaveIn(dir))
}

func TestAutosaveAfterEveryTurnAndResume(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	if got := h.autosaved(dir); got != h.saved() {
		t.Fatalf("the new game is not saved:\n%s", got)
	}
	h.PlayBest()
	g := h.tbl().Game()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	want := h.saved()
	if got := h.autosaved(dir); got != want {
		t.Fatalf("the autosave after two turns is\n%s\nwant\n%s", got, want)
	}

	// The next start offers the game, and Resume goes on with it exactly.
	next := newHarness(t, saveIn(dir))
	next.app.Start()
	text := next.OverlayText()
	if !strings.Contains(text, "Resume your game?") || !strings.Contains(text, "A game on the default board was left unfinished after 2 turns.\nScores: Player 1 (Human) ") || !strings.Contains(text, "It is Player 1's turn.") ||
		!strings.Contains(text, "Player 2 (Computer, strong)") {
		t.Fatalf("the start offers:\n%s", text)
	}
	next.Key(fyne.KeyEscape) // does not give up the game
	if !strings.Contains(next.OverlayText(), "Resume your game?") {
		t.Fatalf("Escape closed the offer to resume: %q", next.OverlayText())
	}
	next.Tap(next.Button(next.Overlay(), "Resume"))
	tb := next.tbl()
	if got := next.saved(); got != want {
		t.Errorf("the resumed game is\n%s\nwant\n%s", got, want)
	}
	if len(tb.Panel().Log().Lines()) != 2 || !tb.CanPlace() || !slices.Equal(tb.Setup().Levels, []computer.Level{computer.Normal, computer.Strong}) {
		t.Errorf("resumed with log %v, human to move %v, levels %v", tb.Panel().Log().Lines(), tb.CanPlace(), tb.Setup().Levels)
	}
}

func TestResumeDeclinedAsksForANewGame(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	next := newHarness(t, saveIn(dir))
	next.app.Start()
	decline := next.Button(next.Overlay(), "New Game")
	if decline.Icon == theme.CancelIcon() {
		t.Error("New Game, which starts a game, has the Cancel icon")
	}
	next.Tap(decline)
	next.setupDialog()
	if next.app.FinishSaving(); !fileio.Exists(autosaveIn(dir)) {
		t.Error("the unfinished game was thrown away before a new game started")
	}
	// Cancelling the new game, with none on screen, offers the old one
	// again.
	next.Key(fyne.KeyEscape)
	if !strings.Contains(next.OverlayText(), "Resume your game?") {
		t.Fatalf("after cancelling the new game: %q", next.OverlayText())
	}
	next.Tap(next.Button(next.Overlay(), "Resume"))
	if next.app.table == nil || len(next.tbl().Game().History()) != len(h.tbl().Game().History()) {
		t.Error("the game was not resumed")
	}
	// With a game on screen, cancelling New Game just closes it.
	next.newGame()
	next.Key(fyne.KeyEscape)
	if next.Dialogs() != 0 {
		t.Errorf("cancelling New Game over a game left %q", next.OverlayText())
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
			text := h.OverlayText()
			if !strings.Contains(text, "cannot be resumed") || !strings.Contains(text, tc.reason) || !strings.Contains(text, "set aside, renamed\n"+filepath.Base(auto)+".broken-") || !strings.Contains(text, "\nin "+dir+".") || strings.Contains(text, auto) {
				t.Errorf("the start says:\n%s", text)
			}
			aside, _ := filepath.Glob(auto + ".broken-*")
			if fileio.Exists(auto) || len(aside) != 1 || uitest.ReadFile(t, aside[0]) != tc.data {
				t.Errorf("the broken file was not set aside: %v", aside)
			}
			h.Tap(h.Button(h.Overlay(), "OK"))
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
	text := h.OverlayText()
	if !strings.Contains(text, "saved by a newer version of ScraeBBKle (format version 7") || !strings.Contains(text, "It is kept as it is") {
		t.Fatalf("the start says:\n%s", text)
	}
	h.Tap(h.Button(h.Overlay(), "OK"))
	h.setupDialog().start()
	want := h.saved()
	h.app.FinishSaving()
	if aside, _ := filepath.Glob(auto + ".broken-*"); uitest.ReadFile(t, auto) != newer || len(aside) != 0 {
		t.Fatalf("the newer game was not kept in place: set aside %v", aside)
	}
	if got := uitest.ReadFile(t, filepath.Join(dir, slotFile(2, ".json"))); got != want {
		t.Errorf("the second slot holds\n%s\nwant the window's game", got)
	}

	next := newHarness(t, saveIn(dir))
	next.app.Start()
	next.Tap(next.Button(next.Overlay(), "OK"))
	next.Tap(next.Button(next.Overlay(), "Resume"))
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
	if got := uitest.ReadFile(t, auto); got != newer {
		t.Errorf("the newer game was written over:\n%s", got)
	}
}

func TestGameOverClearsTheAutosave(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir), func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	h.app.fyne.Preferences().SetFloat(prefSpeed, 0)
	h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	h.RunUntil("the game ends", func() bool { return len(h.outcomes) == 1 })
	if h.app.FinishSaving(); fileio.Exists(autosaveIn(dir)) {
		t.Error("the finished game is still offered for resuming")
	}
}

func TestSaveAsAndOpen(t *testing.T) {
	h := newHarness(t)
	files := h.capture()
	h.playRoundAgainstComputer()
	h.command("Save As…", keys.Save)
	want := h.saved()
	if files[savedGameName] != want {
		t.Fatalf("Ctrl+S wrote %v", files)
	}

	h.start(humansOnDefault(t, true))
	h.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(want))
	}
	h.command("Open…", keys.Open)
	tb := h.tbl()
	if got := h.saved(); got != want || !uitest.EqualKinds(tb.Setup().Players, game.Human, game.Computer) || !tb.CanPlace() {
		t.Fatalf("Ctrl+O opened\n%s\nwant\n%s", got, want)
	}
	if !strings.HasPrefix(tb.Status(), "Opened game.json. Player 1 to move") {
		t.Errorf("after Open the status says %q", tb.Status())
	}
	// Once the player goes on with their move, the note has been read.
	test.Tap(tb.Rack().Tiles()[0])
	h.Tap(h.Square("a1"))
	if len(tb.Turn().Placed()) != 1 {
		t.Fatal("no tile was placed on a1")
	}
	h.Key(fyne.KeyEscape)
	if strings.Contains(tb.Status(), "Opened") {
		t.Errorf("after a tile placed and taken back the status still says %q", tb.Status())
	}

	// A tampered file is refused, naming the turn, and the game on screen stays.
	tampered := strings.Replace(want, `"total": `, `"total": 1`, 1)
	h.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("tampered.json", "/somewhere/tampered.json", []byte(tampered))
	}
	h.app.files.open()
	if text := h.OverlayText(); !strings.Contains(text, "Cannot open tampered.json") || !strings.Contains(text, "Turn 1 (") ||
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
	h.app.files.saveAs()
	if len(files) != 0 || !strings.Contains(h.OverlayText(), "There is no game yet") {
		t.Errorf("Save As without a game wrote %v and said %q", files, h.OverlayText())
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
	levels := h.tbl().Setup().Levels
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
	rack := h.RackString()
	h.undo(0)
	if text := h.tbl().Status(); !strings.HasPrefix(text, "There is nothing to undo: Player 1 has not moved yet. Player 1 to move") || h.Dialogs() != 0 {
		t.Errorf("Undo before any move says %q, with %d dialogs", text, h.Dialogs())
	}

	h.PlayBest()
	g := h.tbl().Game()
	drew := g.Player(0).Rack.Letters()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	played := g.History()
	h.command("Undo", keys.Undo)
	h.Settle()
	if want := "Took back " + phrase.MoveName(move.SquareNotation{}, played[0].Play) + " and " + phrase.MoveName(move.SquareNotation{}, played[1].Play) + ". Player 1 to move"; !strings.HasPrefix(h.tbl().Status(), want) {
		t.Errorf("after Undo the status says %q, want %q", h.tbl().Status(), want)
	}
	if diff := takenBackTo(h.saved(), before); diff != "" {
		t.Fatal("after Undo " + diff)
	}
	if h.RackString() != rack || !h.tbl().CanPlace() || len(h.tbl().Panel().Log().Lines()) != 0 {
		t.Errorf("after Undo the rack is %s (want %s), human to move %v", h.RackString(), rack, h.tbl().CanPlace())
	}
	if h.autosaved(dir) != h.saved() {
		t.Error("the autosave is not the game taken back")
	}
	if loaded, x, err := save.Load(g.Referee(), []byte(h.saved())); err != nil || string(save.Marshal(loaded, x)) != h.saved() {
		t.Fatalf("the game taken back does not load as it is: %v", err)
	}

	// The same move played again does not draw the tiles seen before.
	h.PlayBest()
	if again := h.tbl().Game().Player(0).Rack.Letters(); uitest.SortedLetters(again) == uitest.SortedLetters(drew) {
		t.Errorf("the move played again drew the same tiles: %s, as before the undo", again)
	}
}

// undo presses Ctrl+Z and checks that it adds n dialogs.
func (h *harness) undo(n int) {
	h.t.Helper()
	before := h.Dialogs()
	h.command("Undo", keys.Undo)
	if got := h.Dialogs() - before; got != n {
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
	h.PlayBest()
	old := h.tbl()
	<-b.Started
	h.undo(0)
	if err := <-b.Ended; !errors.Is(err, context.Canceled) {
		t.Fatalf("the computer was not cancelled: %v", err)
	}
	old.Controller().Wait()
	h.RunPosted() // what the stopped computer posted is dropped
	if diff := takenBackTo(h.saved(), before); diff != "" || h.tbl() == old || !h.tbl().CanPlace() {
		t.Fatal("after Undo " + diff)
	}
}

func TestUndoTakesBackPlacedTilesFirst(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	g := h.tbl().Game()
	h.PlaceByTaps(uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2))
	h.undo(0)
	if len(h.tbl().Turn().Placed()) != 0 || len(g.History()) != 0 || h.tbl().Game() != g {
		t.Error("Undo did not just take the placed tiles back")
	}
}

func TestUndoBetweenHumansNeedsTheOtherPlayer(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	before := h.saved()
	p := h.PlayBest()
	h.undo(1)
	want := "Take back Player 1's move " + p.Move.String() + "?\nPlayer 2, whose turn it is, do you agree?"
	if text := h.OverlayText(); !strings.Contains(text, want) {
		t.Fatalf("Undo asks\n%s\nwant\n%s", text, want)
	}
	h.Tap(h.Button(h.Overlay(), "No"))
	if len(h.tbl().Game().History()) != 1 {
		t.Fatal("the move was taken back without consent")
	}
	if want := "Player 2 did not agree: Player 1's move " + p.Move.String() + " stands."; !strings.HasPrefix(h.tbl().Status(), want) {
		t.Errorf("after No the status line says %q, want %q", h.tbl().Status(), want)
	}
	h.undo(1)
	h.Tap(h.Button(h.Overlay(), "Yes"))
	if diff := takenBackTo(h.saved(), before); diff != "" {
		t.Error("after Undo " + diff)
	}
	h.PassAndConfirm()
	h.undo(1)
	if want := "Take back Player 1's pass?\n"; !strings.Contains(h.OverlayText(), want) {
		t.Errorf("Undo of a pass asks\n%s\nwant %q", h.OverlayText(), want)
	}

	// After the end (four passes in a row), one question says that taking
	// back the last move reopens the game.
	h.Tap(h.Button(h.Overlay(), "No"))
	g := h.tbl().Game()
	for !g.Over() {
		h.PassAndConfirm()
	}
	h.Key(fyne.KeyReturn) // closes Game Over
	h.undo(1)
	h.Tap(h.Button(h.Overlay(), "No"))
	if want := "Player 2's pass stands, and the game stays over."; !strings.HasPrefix(h.tbl().Status(), want) {
		t.Errorf("after No the status line says %q, want %q", h.tbl().Status(), want)
	}
	h.undo(1)
	if want := "The game is over. Take back Player 2's pass, and play on from there?"; !strings.Contains(h.OverlayText(), want) {
		t.Fatalf("Undo after the end asks\n%s\nwant %q", h.OverlayText(), want)
	}
	h.Tap(h.Button(h.Overlay(), "Yes"))
	if h.Dialogs() != 0 || h.tbl().Game().Over() || len(h.tbl().Game().History()) != 3 {
		t.Errorf("after Yes: %d dialogs, over %v, %d turns", h.Dialogs(), h.tbl().Game().Over(), len(h.tbl().Game().History()))
	}
}

// A second Undo while the first asks the other player asks nothing more,
// and Yes takes back one move.
func TestUndoTwiceTakesBackOneMove(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.PassAndConfirm()
	h.PassAndConfirm()
	h.undo(1)
	h.undo(0)
	h.Tap(h.Button(h.Overlay(), "Yes"))
	if n := len(h.tbl().Game().History()); n != 1 || h.Dialogs() != 0 {
		t.Errorf("after Undo twice and Yes, %d turns and %d dialogs, want 1 and 0", n, h.Dialogs())
	}
}

// A Yes given after the game has changed, here replaced by a new one,
// takes back nothing.
func TestUndoAnsweredAfterANewGameTakesNothingBack(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.PassAndConfirm()
	h.undo(1)
	yes := h.Button(h.Overlay(), "Yes")
	fresh := h.start(humansOnDefault(t, true))
	h.Tap(yes)
	if h.tbl() != fresh || h.Dialogs() != 0 {
		t.Errorf("Yes after a new game: same table %v, dialogs %q", h.tbl() == fresh, h.OverlayText())
	}
}

// Behind the curtain of a closed game the status line still names the move
// taken back.
func TestUndoBehindTheCurtainSaysWhatWasTakenBack(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, false))
	h.PressKey(fyne.KeyReturn)
	p := h.PlayBest()
	h.undo(1)
	h.Tap(h.Button(h.Overlay(), "Yes"))
	h.Settle()
	status := h.tbl().Status()
	if !strings.HasPrefix(status, "Took back "+p.Move.String()) || !strings.Contains(status, "Show Player 1's tiles") {
		t.Errorf("after Undo behind the curtain the status says %q", status)
	}
}

// In a closed game the question hides the rack on show first: the player
// who answers it may not be the one whose tiles they are.
func TestUndoAsksBehindTheCurtain(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	h.PressKey(fyne.KeyReturn)
	h.PlayBest()
	h.PressKey(fyne.KeyReturn) // Player 2 shows their tiles
	if strings.Contains(h.RackString(), "#") {
		t.Fatalf("Player 2's rack is %q after Enter", h.RackString())
	}
	h.undo(1)
	if r := h.RackString(); r != "#######" || !tb.Curtained() {
		t.Errorf("while Undo asks, the rack shows %q", r)
	}
	h.Tap(h.Button(h.Overlay(), "No"))
	h.Reveal()
	if strings.Contains(h.RackString(), "#") {
		t.Errorf("after No the curtain does not lift: %q", h.RackString())
	}
}

func TestUndoBetweenComputers(t *testing.T) {
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.NewBlocker() }
	})
	h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	h.undo(0)
	if text := h.tbl().Status(); !strings.HasPrefix(text, "Undo takes back a human player's move; in a game between computers there is none. Player 1 (computer)") {
		t.Errorf("Undo between computers says %q", text)
	}
}

// Undo between humans before anyone has moved says so in the status line,
// until the tiles placed change.
func TestUndoBeforeHumansMove(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	h.undo(0)
	if text := h.tbl().Status(); !strings.HasPrefix(text, "There is nothing to undo: no one has moved yet. Player 1 to move") {
		t.Errorf("Undo before anyone moved says %q", text)
	}
	h.Tap(h.RackTile(h.RackString()[0]))
	h.Tap(h.tbl().Board().Square(h.tbl().Game().Grid().Board().Start()))
	if text := h.tbl().Status(); strings.Contains(text, "nothing to undo") {
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
	if text := strings.Join(uitest.Texts(next.Win.Content()), " "); !strings.Contains(text, "Loading the word list") || next.Dialogs() != 0 {
		t.Errorf("before the word list is loaded the window says %q", text)
	}
	close(ready)
	next.RunUntil("Resume is offered", func() bool { return strings.Contains(next.OverlayText(), "Resume your game?") })
}

// Undo keeps the hints asked for: the count goes on from them, a turn
// kept shows its hint in the log as before, and so does the turn gone back
// to, played again in the position where its hint was asked.
func TestUndoKeepsTheHints(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	g := h.tbl().Game()
	h.PressHint()
	h.PlayBest()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	h.PressHint()
	h.PlayBest()
	g = h.tbl().Game()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 4 })
	h.command("Undo", keys.Undo)
	h.track()
	h.Settle()
	tb := h.tbl()
	if len(tb.Game().History()) != 2 || !strings.HasSuffix(tb.Panel().Log().Lines()[0], "· hint 1") {
		t.Fatalf("after Undo: %d turns, log %q", len(tb.Game().History()), tb.Panel().Log().Lines())
	}
	if n := tb.Controller().HintLog().Count(0); n != 2 {
		t.Errorf("after Undo Player 1 has used %d hints, want 2", n)
	}
	h.PressHint() // the same position: the same hint
	if n := tb.Controller().HintLog().Count(0); n != 2 {
		t.Errorf("asked again on the turn gone back to, Player 1 has used %d hints, want 2", n)
	}
	h.PassAndConfirm()
	h.RunUntil("the computer replies", func() bool { return len(tb.Game().History()) == 4 })
	if line := tb.Panel().Log().Lines()[2]; !strings.HasSuffix(line, "· hint 2") {
		t.Errorf("the turn gone back to, passed, is logged as %q, want hint 2", line)
	}
	h.PressHint()
	h.PlayBest()
	h.RunUntil("the computer replies", func() bool { return len(tb.Game().History()) == 6 })
	if line := tb.Panel().Log().Lines()[4]; !strings.HasSuffix(line, "· hint 3") {
		t.Errorf("the next hint is logged as %q, want hint 3", line)
	}
}

// The hints asked for are saved with the game: Resume and Open go on with
// the count and show them in the log.
func TestHintsSurviveSaveAndResume(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	h.start(againstComputer(t))
	g := h.tbl().Game()
	h.PressHint()
	h.PlayBest()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	want := h.saved()
	if !strings.Contains(want, `"hints": [`) || h.autosaved(dir) != want {
		t.Fatalf("the hint is not in the saved game:\n%s", want)
	}
	check := func(how string, tb *play.Table) {
		t.Helper()
		if len(tb.Panel().Log().Lines()) != 2 || !strings.HasSuffix(tb.Panel().Log().Lines()[0], "· hint 1") || tb.Controller().HintLog().Count(0) != 1 {
			t.Errorf("after %s: log %q, %d hints", how, tb.Panel().Log().Lines(), tb.Controller().HintLog().Count(0))
		}
	}

	next := newHarness(t, saveIn(dir))
	next.app.Start()
	next.Key(fyne.KeyReturn) // Resume
	check("Resume", next.tbl())

	// A hint on the turn in progress is saved at once: stopping the
	// program does not take it back.
	next.PressHint()
	again := newHarness(t, saveIn(dir))
	again.app.Start()
	again.Key(fyne.KeyReturn)
	if tb := again.tbl(); tb.Controller().HintLog().Count(0) != 2 || !tb.Controller().Hinted() {
		t.Errorf("after a hint and a new start: %d hints, this turn hinted %v", tb.Controller().HintLog().Count(0), tb.Controller().Hinted())
	}

	opened := newHarness(t)
	opened.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(want))
	}
	opened.start(humansOnDefault(t, true))
	opened.command("Open…", keys.Open)
	check("Open", opened.tbl())
	if got := opened.saved(); got != want {
		t.Errorf("the opened game saves as\n%s\nwant\n%s", got, want)
	}
}

// Undo after Undo gives each rack back as it was arranged: the second
// Undo knows the arrangement the first move was made from.
func TestRackOrderTakenBackTwice(t *testing.T) {
	h := newHarness(t)
	h.start(againstComputer(t))
	g := h.tbl().Game()
	var arranged []string
	for round := 1; round <= 2; round++ {
		h.DragTo(h.tbl().Rack().Tiles()[6], uitest.Abs(h.tbl().Rack().Tiles()[0]).AddXY(5, 20))
		arranged = append(arranged, h.RackString())
		h.PlayBest()
		h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2*round })
		g = h.tbl().Game()
	}
	for round := 2; round >= 1; round-- {
		h.command("Undo", keys.Undo)
		h.Settle()
		if got, want := h.RackString(), arranged[round-1]; got != want {
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
	drawn := h.RackString()
	h.DragTo(h.tbl().Rack().Tiles()[6], uitest.Abs(h.tbl().Rack().Tiles()[0]).AddXY(5, 20))
	arranged := h.RackString()
	if arranged == drawn {
		t.Fatalf("the drag left the rack %s", arranged)
	}
	g := h.tbl().Game()
	h.PlayBest()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	h.command("Undo", keys.Undo)
	h.Settle()
	if got := h.RackString(); got != arranged {
		t.Errorf("after Undo the rack is %s, want %s as arranged before the move (drawn as %s)", got, arranged, drawn)
	}

	h.DragTo(h.tbl().Rack().Tiles()[0], uitest.Abs(h.tbl().Rack().Tiles()[6]).AddXY(5, 20))
	later := h.RackString()
	h.command("Save As…", keys.Save)
	saved := files[savedGameName]
	if !strings.Contains(saved, `"arranged": [`) {
		t.Fatalf("the save file keeps no arrangement:\n%s", saved)
	}
	h.start(humansOnDefault(t, true))
	h.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(saved))
	}
	h.command("Open…", keys.Open)
	if got := h.RackString(); got != later {
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
	h.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("fresh.json", "/somewhere/fresh.json", []byte(fresh))
	}
	h.command("Open…", keys.Open)
	if text := h.OverlayText(); !strings.Contains(text, "The game on screen is not over") {
		t.Fatalf("Open over a game in progress says %q", text)
	}
	h.Tap(h.Button(h.Overlay(), "No"))
	if h.tbl() != playing {
		t.Fatal("No replaced the game on screen")
	}
	h.command("Open…", keys.Open)
	h.Tap(h.Button(h.Overlay(), "Yes"))
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
	if h.Dialogs() != 0 {
		t.Fatalf("a new game over one not begun asks %q", h.OverlayText())
	}
	h.PlayBest()
	playing := h.tbl()
	startAnyway := func() {
		h.newGame()
		h.Tap(h.Button(h.Overlay(), "Start"))
	}
	startAnyway()
	if text := h.OverlayText(); !strings.Contains(text, "The game on screen is not over, and not saved as it is now. Starting a new game closes it for good. Save As first") {
		t.Fatalf("New Game over a game in progress says %q", text)
	}
	h.Tap(h.Button(h.Overlay(), "No"))
	if h.tbl() != playing {
		t.Fatal("No replaced the game on screen")
	}
	startAnyway()
	h.Tap(h.Button(h.Overlay(), "Yes"))
	if h.tbl() == playing || len(h.tbl().Game().History()) != 0 {
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
	h.PlayBest()
	h.command("Save As…", keys.Save)
	kept := h.tbl()
	h.newGame()
	h.Tap(h.Button(h.Overlay(), "Start"))
	if h.Dialogs() != 0 || h.tbl() == kept {
		t.Fatalf("a game saved as it is asks %q before a new game", h.OverlayText())
	}

	saved := h.saved()
	h.PlayBest()
	h.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(saved))
	}
	h.command("Open…", keys.Open)
	if !strings.Contains(h.OverlayText(), "not saved as it is now") {
		t.Fatalf("a game played on since it was saved: Open says %q", h.OverlayText())
	}
	h.Tap(h.Button(h.Overlay(), "Yes"))
	opened := h.tbl()
	h.command("Open…", keys.Open)
	if h.Dialogs() != 0 || h.tbl() == opened {
		t.Fatalf("a game opened and not played on asks %q before Open", h.OverlayText())
	}
	h.PlayBest()
	h.command("Open…", keys.Open)
	if !strings.Contains(h.OverlayText(), "not saved as it is now") {
		t.Errorf("a game played on since it was opened: Open says %q", h.OverlayText())
	}
}

// A game that cannot be saved says so once, not after every turn, and
// again when saving, having worked, fails once more; the status line says
// so from the failure until a save works.
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
		h.app.autosaves.saves.flush()
		h.RunPosted()
		n := h.Dialogs()
		if n > 0 && (!strings.Contains(h.OverlayText(), "The game is not being saved") || strings.Contains(h.OverlayText(), "the game in "+folder)) { // the error names it
			t.Fatalf("the window says %q", h.OverlayText())
		}
		for h.Dialogs() > 0 {
			h.Tap(h.Button(h.Overlay(), "OK"))
		}
		return n
	}
	warned := func() bool { return strings.HasPrefix(h.tbl().Status(), "The game is not being saved (") }
	h.start(humansOnDefault(t, true))
	if n := shown(); n != 1 || !warned() {
		t.Fatalf("the first failure was shown %d times; the status line says %q", n, h.tbl().Status())
	}
	h.PlayBest()
	if n := shown(); n != 0 || !warned() {
		t.Fatalf("the second failure was shown %d times, want none; the status line says %q", n, h.tbl().Status())
	}
	if err := os.Remove(folder); err != nil {
		t.Fatal(err)
	}
	h.PlayBest()
	if n := shown(); n != 0 || h.autosaved(folder) != h.saved() || warned() {
		t.Fatalf("saving again showed %d messages, or did not save; the status line says %q", n, h.tbl().Status())
	}
	if err := os.RemoveAll(folder); err != nil {
		t.Fatal(err)
	}
	block()
	h.PlayBest()
	if n := shown(); n != 1 || !warned() {
		t.Errorf("a failure after a save that worked was shown %d times, want once; the status line says %q", n, h.tbl().Status())
	}
}

// Quit waits for the save being written, so that the last turn is kept.
func TestQuitWaitsForTheAutosave(t *testing.T) {
	h := newHarness(t)
	var written atomic.Bool
	h.app.autosaves.saves.save(func() error {
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
	h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	h.RunUntil("the game ends", func() bool { return len(h.outcomes) == 1 })
	finished := h.saved()

	next := newHarness(t, passing)
	next.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("over.json", "/somewhere/over.json", []byte(finished))
	}
	next.app.files.open()
	next.RunUntil("the end is shown", func() bool { return strings.Contains(next.OverlayText(), "Game Over") })
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
	h.Settle()
	tb := h.tbl()
	tb.Board().Scroll().ScrollToOffset(fyne.NewPos(40, 60))
	tb.Split().SetOffset(0.6)
	tb.Panel().Tabs().SelectIndex(2) // Tiles
	h.PlayBest()
	g := tb.Game()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	zoom, middle, split := tb.Board().Zoom(), tb.Board().Middle(), tb.Split().Offset
	h.command("Undo", keys.Undo)
	h.Settle()
	after := h.tbl()
	if after == tb || after.Board().Zoom() != zoom || after.Split().Offset != split {
		t.Fatalf("after Undo: zoom %v (was %v), panel at %v (was %v)", after.Board().Zoom(), zoom, after.Split().Offset, split)
	}
	if m := after.Board().Middle(); m.Subtract(middle).X*m.Subtract(middle).X+m.Subtract(middle).Y*m.Subtract(middle).Y > 0.01 {
		t.Errorf("after Undo the middle of the view is square %v, was %v", m, middle)
	}
	if got := after.Panel().Tabs().Selected().Text; got != "Tiles" {
		t.Errorf("after Undo the panel shows %s, was Tiles", got)
	}

	after.Panel().Tabs().Select(after.Panel().Tab("Word"))
	h.Win.Canvas().Focus(after.Board())
	h.PlayBest()
	g = after.Game()
	h.RunUntil("the computer replies", func() bool { return len(g.History()) == 2 })
	h.command("Undo", keys.Undo)
	h.Settle()
	if got := h.tbl().Panel().Tabs().Selected().Text; got != "Log" || h.Win.Canvas().Focused() == h.tbl().Panel().Word().Entry() {
		t.Errorf("after Undo from the Word tab the panel shows %s, the Word box focused %v", got, h.Win.Canvas().Focused() == h.tbl().Panel().Word().Entry())
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
	if text := second.OverlayText(); strings.Contains(text, "Resume your game?") {
		t.Fatalf("the second copy offers the game the first is playing:\n%s", text)
	}
	second.start(humansOnDefault(t, true))
	fyne.SetCurrentApp(first.app.fyne) // the player goes back to the first window
	first.PlayBest()                   // whose move is kept, not written over
	first.RunUntil("the computer replies", func() bool { return len(first.tbl().Game().History()) == 2 })
	firstGame, secondGame := first.saved(), second.saved()
	first.app.FinishSaving()
	second.app.FinishSaving()
	if got := uitest.ReadFile(t, autosaveIn(dir)); got != firstGame {
		t.Errorf("the first slot holds\n%s\nwant the first copy's game\n%s", got, firstGame)
	}

	for i, want := range []string{firstGame, secondGame} {
		delete(savingIn, dir) // the copy before goes on running
		next := newHarness(t, saveIn(dir))
		next.app.Start()
		if text := next.OverlayText(); i == 1 && !strings.Contains(text, "left unfinished before its first move.") {
			t.Errorf("a game left before its first move is offered as:\n%s", text)
		}
		next.Tap(next.Button(next.Overlay(), "Resume"))
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
		if got := uitest.ReadFile(t, filepath.Join(dir, slotFile(n, ".json"))); got != "a game being played" {
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
	if text := h.OverlayText(); !strings.Contains(text, message) {
		h.t.Fatalf("the start says:\n%s\nwant %q", text, message)
	}
	h.Tap(h.Button(h.Overlay(), "OK"))
	h.setupDialog().start()
	h.PlayBest()
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
		{func() { h.app.files.openFile(dialogs.BoardFile, func(string, string, []byte) {}) }, "Open a Board File"},
		{func() { h.app.files.openFile(dialogs.SavedGame, func(string, string, []byte) {}) }, "Open a Saved Game"},
		{func() { h.app.files.write(dialogs.SavedGame, savedGameName, nil, none) }, "Save the Game As"},
		{func() { h.app.files.write(dialogs.TextRecord, textExport, nil, none) }, "Export the Game as Text"},
		{func() { h.app.files.write(dialogs.GCGRecord, gcgExport, nil, none) }, "Export the Game as GCG"},
		{func() { h.app.files.write(dialogs.BoardFile, "board.txt", nil, none) }, "Save the Board As"},
	} {
		c.show()
		if text := h.OverlayText(); !strings.Contains(text, c.title) || strings.Contains(text, "Save File") || strings.Contains(text, "Open File") {
			t.Errorf("the dialog for %q says:\n%s", c.title, text)
		}
		h.Key(fyne.KeyEscape)
	}
}

// A save dialog answered after its game made way for another saves the
// game it was opened for, and says so only while that game is on screen.
func TestSaveAsAnsweredAfterANewGameSaysNothingOfIt(t *testing.T) {
	h := newHarness(t)
	old := h.start(humansOnDefault(t, true))
	h.PlayBest()
	var choose func()
	h.app.files.save = func(_ dialogs.Kind, _ string, data func() []byte, saved func(string)) {
		choose = func() {
			if g, _, err := save.Load(uitest.Referee(t), data()); err != nil || len(g.History()) != 1 {
				t.Fatalf("the file holds %v turns (%v), want the old game's 1", len(g.History()), err)
			}
			saved("/tmp/old.json")
		}
	}
	h.app.files.saveAs()
	tb := h.start(humansOnDefault(t, true))
	choose()
	if tb == old || strings.Contains(tb.Status(), "Saved") {
		t.Errorf("the new game's status line says %q", tb.Status())
	}
	if old.Kept() != 1 {
		t.Errorf("the old game counts %d turns kept, want 1", old.Kept())
	}
	// Answered while its game is on screen, it says so.
	h.PlayBest()
	h.app.files.saveAs()
	choose()
	if !strings.HasPrefix(tb.Status(), "Saved as old.json in /tmp.") {
		t.Errorf("saved from the game on screen, the status line says %q", tb.Status())
	}
}

// Save As saves the game as it is when the file is chosen: a move made
// while the save dialog is open, as a computer's may be, is saved too,
// and the game counts as kept in the file.
func TestSaveAsSavesTheGameAsItIsWhenTheFileIsChosen(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	var choose func()
	h.app.files.save = func(_ dialogs.Kind, _ string, data func() []byte, saved func(string)) {
		choose = func() {
			g, _, err := save.Load(uitest.Referee(t), data())
			if err != nil || len(g.History()) != 1 {
				t.Fatalf("the file holds %v turns (%v), want the move made while the dialog was open", len(g.History()), err)
			}
			saved("game.json")
		}
	}
	h.app.files.saveAs()
	h.PlayBest()
	choose()
	if h.app.files.inProgress() {
		t.Errorf("the game saved as it is counts as not saved: kept %d of %d turns", tb.Kept(), len(tb.Game().History()))
	}
}
