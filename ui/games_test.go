package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"scraebbkle/core/computer"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
)

// chooseGame taps the radio button of the game called name.
func (d *setupDialog) chooseGame(name string) {
	d.h.t.Helper()
	for _, g := range d.games {
		if g.Options[0] == name {
			d.choose(g, name)
			return
		}
	}
	d.h.t.Fatalf("no game %q in New Game", name)
}

// New Game asks first which game, each with its line. Classic Scrabble
// offers two to four players, on its own board; three players chosen,
// two of them computers, start a game of three, and the answers are
// remembered for the next game. Going back to ScraeBBKle seats two again.
func TestNewGameOfClassicScrabbleForThree(t *testing.T) {
	h := newHarness(t)
	d := h.newGame()
	text := h.OverlayText()
	for _, r := range rules.All() {
		if !strings.Contains(text, r.Name) || !strings.Contains(text, strings.Join(strings.Fields(r.About)[:3], " ")) {
			t.Errorf("New Game does not offer %s with its line:\n%s", r.Name, text)
		}
	}
	if d.count.Visible() && uitest.ShownIn(h.Overlay(), d.count) {
		t.Error("ScraeBBKle offers more than two players")
	}
	d.chooseGame("Classic Scrabble")
	d = h.setupDialog()
	if !uitest.ShownIn(h.Overlay(), d.count) || !slices.Equal(d.count.Options, []string{"2", "3", "4"}) {
		t.Fatalf("Classic Scrabble offers %v players", d.count.Options)
	}
	d.choose(d.count, "3")
	d = h.setupDialog()
	if len(d.players) != 3 {
		t.Fatalf("three players chosen, %d rows shown", len(d.players))
	}
	d.choose(d.players[0], newgame.ChoiceHuman)
	d.choose(d.players[1], newgame.ChoiceComputer)
	d.choose(d.players[2], newgame.ChoiceComputer)
	d.start()
	g := h.tbl().Game()
	if g.Rules().ID != "classic" || g.Players() != 3 || g.Board().Name() != resources.ClassicBoardName || !uitest.EqualKinds(h.tbl().Setup().Players, game.Human, game.Computer, game.Computer) {
		t.Fatalf("started %s for %d on %s, players %v", g.Rules().Name, g.Players(), g.Board().Name(), h.tbl().Setup().Players)
	}

	h.Key(fyne.KeyEscape)
	d = h.newGame()
	if d.games[2].Selected != "Classic Scrabble" || d.count.Selected != "3" || len(d.players) != 3 {
		t.Errorf("the next New Game offers %q for %s", []string{d.games[0].Selected, d.games[1].Selected, d.games[2].Selected}, d.count.Selected)
	}
	d.chooseGame("ScraeBBKle")
	d = h.setupDialog()
	if len(d.players) != 2 || uitest.ShownIn(h.Overlay(), d.count) {
		t.Errorf("ScraeBBKle chosen again, %d players are offered", len(d.players))
	}
}

// A board file is read in the game's format: a ScraeBBKle board is
// refused for ScraBBKle, which says for which games it is, and a board of
// classic Scrabble gives way to the default board when ScraBBKle is
// chosen, the dialog saying why.
func TestNewGameBoardsFollowTheGame(t *testing.T) {
	file := uitest.WriteBoard(t, "wide.txt", uitest.ValidBoardText(22, 12, "j6"))
	h := newHarness(t)
	h.app.newGames.PickBoardFile = (&uitest.FilePicker{T: t, Files: []string{file, file}}).Pick
	d := h.newGame()
	d.chooseGame("ScraBBKle")
	d = h.setupDialog()
	d.loadFile()
	if text := h.OverlayText(); !strings.Contains(text, "wide.txt: a board of ScraeBBKle and Classic Scrabble, not of ScraBBKle; choose one of them to play on this board.") {
		t.Errorf("a ScraeBBKle board for ScraBBKle is refused with:\n%s", text)
	}
	h.Key(fyne.KeyEscape)
	d.chooseGame("Classic Scrabble")
	d = h.setupDialog()
	d.loadFile()
	if d.board.Selected != newgame.ChoiceFile || d.file.Text != "wide.txt, 22×12" {
		t.Fatalf("for classic Scrabble the dialog offers %q, %q", d.board.Selected, d.file.Text)
	}
	d.chooseGame("ScraBBKle")
	d = h.setupDialog()
	if d.board.Selected != newgame.ChoiceDefault || d.file.Text != "wide.txt, 22×12: not a board of ScraBBKle" {
		t.Errorf("for ScraBBKle the dialog offers %q, %q", d.board.Selected, d.file.Text)
	}
	d.start()
	if b := h.tbl().Game().Board(); b.Name() != resources.ScraBBKleBoardName || h.tbl().Game().Rules().ID != "scrabbkle" {
		t.Errorf("ScraBBKle started on %s", b.Name())
	}
}

// A word list file chosen in New Game is read in the background, its
// words counted, and the game is played with it and saved with its name;
// opened again, the game finds the list it was played with. A file that
// is no word list is refused with its line.
func TestNewGameWithAWordListFile(t *testing.T) {
	bad := uitest.WriteFile(t, "bad.txt", "cat\ndog\nno way\n")
	good := uitest.WriteFile(t, "mine.txt", strings.ReplaceAll(resources.WordList, "\r", ""))
	h := newHarness(t)
	h.app.newGames.PickWordsFile = (&uitest.FilePicker{T: t, Files: []string{bad, good}}).Pick
	d := h.newGame()
	d.choose(d.words, newgame.ChoiceWordsFile)
	h.RunUntil("the bad file is read", func() bool { return strings.Contains(h.OverlayText(), "cannot be played with") })
	if text := h.OverlayText(); !strings.Contains(text, `bad.txt: line 3: "no way" is not a word of the letters A to Z.`) || d.words.Selected != newgame.ChoiceBuiltIn {
		t.Errorf("a bad word list: %q chosen, the dialog says\n%s", d.words.Selected, text)
	}
	d.choose(d.words, newgame.ChoiceWordsFile)
	h.RunUntil("the file is read", func() bool { return strings.Contains(h.OverlayText(), "mine.txt, ") })
	if d.words.Selected != newgame.ChoiceWordsFile || !strings.Contains(h.OverlayText(), "mine.txt, 267,751 words") && !strings.Contains(h.OverlayText(), "mine.txt, 267751 words") {
		t.Errorf("the word list file: %q chosen, the dialog says\n%s", d.words.Selected, h.OverlayText())
	}
	d.choose(d.players[1], newgame.ChoiceHuman)
	d.start()
	h.RunUntil("the game starts", func() bool { return h.app.table != nil })
	g := h.tbl().Game()
	if g.Referee().Lexicon.Name() != "mine.txt" {
		t.Fatalf("the game is played with the word list %q", g.Referee().Lexicon.Name())
	}
	saved := h.saved()
	if !strings.Contains(saved, `"words": "mine.txt"`) {
		t.Fatalf("the save does not name its word list:\n%.400s", saved)
	}
	h.app.files.pick = func(picked func(name, path string, data []byte)) {
		picked("game.json", "/somewhere/game.json", []byte(saved))
	}
	h.app.files.open()
	h.RunUntil("the game opens", func() bool { return strings.HasPrefix(h.tbl().Status(), "Opened game.json") })
	if h.tbl().Game().Referee().Lexicon.Name() != "mine.txt" {
		t.Error("the game opened is not played with its word list")
	}
	if h.app.fyne.Preferences().String(newgame.PrefWordsFile) != good {
		t.Error("the word list file is not remembered")
	}
}

// startClassic starts a classic game of the players given on its board.
func (h *harness) startClassic(players ...game.PlayerKind) *play.Table {
	r := rules.Classic()
	return h.start(play.Setup{Rules: r, Board: h.app.newGames.DefaultBoard(r), Players: players, Levels: []computer.Level{computer.Normal, computer.Easy, computer.Strong, computer.Normal}})
}

// A classic game of three is saved as one, autosaved after every turn and
// offered again at the next start as a game of classic Scrabble, and
// resumed as it was; its records name every player.
func TestClassicGameIsSavedAndResumed(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, saveIn(dir))
	tb := h.startClassic(game.Human, game.Computer, game.Computer)
	g := tb.Game()
	h.RunUntil("the human is to move", func() bool { return tb.CanPlace() })
	h.PlayBest()
	h.RunUntil("the computers reply", func() bool { return tb.CanPlace() })
	want := h.saved()
	if !strings.Contains(want, `"rules": "classic"`) {
		t.Fatalf("the save does not name its game:\n%.300s", want)
	}
	if got := h.autosaved(dir); got != want {
		t.Fatalf("the autosave is\n%s\nwant\n%s", got, want)
	}
	for _, record := range []string{export.GCG(g, tb.Setup().Levels), export.Text(g, tb.Setup().Levels)} {
		if !strings.Contains(record, "Player_3") && !strings.Contains(record, "Player 3") {
			t.Errorf("a record does not name Player 3:\n%s", record)
		}
	}

	next := newHarness(t, saveIn(dir))
	next.app.Start()
	if text := next.OverlayText(); !strings.Contains(text, "A game of Classic Scrabble on the default board was left unfinished after ") || !strings.Contains(text, "Player 3 (Computer, strong)") {
		t.Fatalf("the start offers:\n%s", text)
	}
	next.Tap(next.Button(next.Overlay(), "Resume"))
	if got := next.saved(); got != want || next.tbl().Game().Rules().ID != "classic" {
		t.Errorf("the resumed game is\n%s\nwant\n%s", got, want)
	}
}

// Undo in a classic game against two computers takes back the human's
// move and both replies, naming each player's move.
func TestUndoAgainstTwoComputers(t *testing.T) {
	h := newHarness(t)
	tb := h.startClassic(game.Human, game.Computer, game.Computer)
	h.RunUntil("the human is to move", func() bool { return tb.CanPlace() })
	before := len(tb.Game().History())
	h.PlayBest()
	h.RunUntil("the computers reply", func() bool { return h.tbl().CanPlace() && len(h.tbl().Game().History()) == before+3 })
	var names []string
	for _, turn := range h.tbl().Game().History()[before:] {
		names = append(names, phrase.MoveName(move.SquareNotation{}, turn.Play))
	}
	h.command("Undo", keys.Undo)
	if n := len(h.tbl().Game().History()); n != before {
		t.Errorf("Undo left %d turns, want %d", n, before)
	}
	if s, want := h.tbl().Status(), "Took back "+names[0]+", "+names[1]+" and "+names[2]+"."; !strings.HasPrefix(s, want) {
		t.Errorf("after Undo the status says %q, want it to begin %q", s, want)
	}
}

// Help > How to Play explains the game on screen.
func TestHelpExplainsTheGameOnScreen(t *testing.T) {
	h := newHarness(t)
	h.startClassic(game.Human, game.Human)
	h.Key(fyne.KeyF1)
	text := h.OverlayText()
	for _, want := range []string{"**Every word**", "exchange", "The player who went out gains them all."} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), strings.Trim(want, "*")) {
			t.Errorf("the help of classic Scrabble does not say %q:\n%s", want, text)
		}
	}
}

// New Game is answered from the keyboard alone: Tab goes from choice to
// choice, Space makes one, and Tab goes on from the choice made, to the
// next; Enter then starts the game.
func TestNewGameFromTheKeyboard(t *testing.T) {
	h := newHarness(t)
	d := h.newGame()
	c := h.Win.Canvas()
	for c.Focused() == nil || !uitest.ShownIn(d.games[2], c.Focused().(fyne.CanvasObject)) {
		h.PressKey(fyne.KeyTab)
	}
	h.TypeRunes(" ")
	if d.games[2].Selected != "Classic Scrabble" {
		t.Fatalf("Space on Classic Scrabble chose %q", d.games[2].Selected)
	}
	h.PressKey(fyne.KeyTab)
	if f := c.Focused(); f == nil || !uitest.ShownIn(d.board, f.(fyne.CanvasObject)) {
		t.Fatalf("Tab after the game went to %T, not to the board's choice", f)
	}
	d = h.setupDialog()
	for !uitest.ShownIn(d.count, c.Focused().(fyne.CanvasObject)) {
		h.PressKey(fyne.KeyTab)
	}
	h.PressKey(fyne.KeyTab) // from 2 to 3
	h.TypeRunes(" ")
	h.PressKey(fyne.KeyReturn)
	if h.Dialogs() != 0 || h.tbl().Game().Players() != 3 || h.tbl().Game().Rules().ID != "classic" {
		t.Fatalf("Enter left %d dialogs, started %s for %d", h.Dialogs(), h.tbl().Game().Rules().Name, h.tbl().Game().Players())
	}
}
