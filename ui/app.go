package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/save"
	"scraebbkle/core/tile"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
	"scraebbkle/ui/together"
)

// Config is what the window needs from the program.
type Config struct {
	// Rules, when set, are those of the game New Game offers first until a
	// game starts (from -rules); otherwise it offers the game chosen last.
	Rules *rules.Set
	// Words returns the word list built into the program. The window
	// calls it on the UI goroutine, and only once Ready is closed.
	Words func() *lexicon.Lexicon
	// Ready is closed once Words may be called. The program loads the
	// word list in the background so that the window opens at once; a game
	// started before then waits for it. Nil means ready from the start.
	Ready <-chan struct{}
	// WordsPath, when set, is the word list file New Game offers first
	// until a game starts (from -words).
	WordsPath string
	// LoadWords reads a word list file, as lexicon.Load does, which reads
	// it when LoadWords is nil.
	LoadWords func(path string) (*lexicon.Lexicon, error)
	// Board, when set, is preselected in the new-game dialog (from -board)
	// until a game starts: a board of the game of Rules, or of ScraeBBKle.
	Board *board.Board
	// BoardPath is where Board was loaded from, remembered for later runs;
	// "" remembers the default board.
	BoardPath string
	// BoardError, when set, says why the board asked for (with -board)
	// cannot be used: the window says so first, then goes on as without it.
	BoardError error
	// Post runs a function on the UI goroutine: fyne.Do in the program.
	Post func(func())
	// Seed gives the seed of each new game: its bag is shuffled from it,
	// and its computers choose from it (Setup.Seed). A game resumed or
	// opened does not ask for one, nor does an Undo.
	Seed func() uint64
	// Reshuffle gives the seed with which each Undo shuffles the tiles
	// left in the bag again: random in the program, so that no two undos
	// to the same turn put the bag in the same order.
	Reshuffle func() uint64
	// Strategy makes a computer player of a new game at the chosen level,
	// its random choices drawn from seed, for the referee's game and word
	// list.
	Strategy func(ref *referee.Referee, level computer.Level, seed uint64) computer.Strategy
	// Version is the program's version, for the About box.
	Version string
	// OnGameOver, when set, is told the outcome of every game that ends on
	// screen, not of a finished game opened.
	OnGameOver func(game.Outcome)
	// SaveFolder is where the game in progress is saved after every turn,
	// to be offered again at the next start: the app's storage folder in
	// the program. "" saves nothing.
	SaveFolder string
	// HostAddr is where a game hosted from the window listens for the
	// players joining: "" for any address of this machine at HostPort,
	// or where that port is taken, at a port the system chooses. A game
	// hosted on loopback alone is not announced on the network.
	HostAddr string
	// ReviewBudget is the time a review looks ahead over each turn, after
	// the review by equity that it shows at once; 0 reviews by equity
	// alone.
	ReviewBudget time.Duration
}

// App is the ScraeBBKle window and the game in it. Its parts each keep
// their own state: the autosaves, the offer to resume, the New Game dialog
// and the boards it remembers, the game files, the board editor.
type App struct {
	fyne  fyne.App
	win   fyne.Window
	cfg   Config
	table *play.Table // the game on screen, or nil before the first
	// together is the seat on screen of a game played with other
	// desktops, hosted here or joined, in place of table; or nil.
	together *together.Screen
	// hosted is the game this window hosts, while it does; or nil.
	hosted *hosting
	// pending is what the player asked for while the word list loaded, a
	// new game or a game opened, to be done once it is loaded and the game
	// left unfinished, if any, has been offered; or nil.
	pending *request
	// dialogs are the window's dialogs that the keyboard answers.
	dialogs   *dialogs.Keyed
	autosaves *autosaves
	resume    *resumer
	newGames  *newgame.Chooser
	files     *gameFiles
	editing   *editing
	words     *wordLists
	reviews   *reviews
	// quitApp ends the program; tests replace it.
	quitApp func()
	// curtainPause is how long after a closed game's curtain falls it
	// cannot be lifted.
	curtainPause time.Duration
	// autosaveWarning is what the status line says while the autosave
	// fails, "" while it works.
	autosaveWarning string
}

// New makes the window of app a. Show it with ShowAndRun or Show, then call
// Start to ask for the first game.
func New(a fyne.App, cfg Config) *App {
	app := &App{fyne: a, cfg: cfg}
	app.win = a.NewWindow("ScraeBBKle")
	app.dialogs = dialogs.New(app.win, dialogs.NewFolders(a.Preferences()))
	if cfg.BoardPath != "" {
		app.dialogs.Folders().Remember(dialogs.BoardFile, filepath.Dir(cfg.BoardPath))
	}
	restoreSize(app.win, a.Preferences())
	app.resume, app.editing, app.words = &resumer{a: app}, &editing{a: app}, &wordLists{a: app}
	app.files = &gameFiles{a: app}
	app.reviews = &reviews{a: app}
	app.dialogs.Folders().Keep(app.files.kept)
	app.files.pick = func(picked func(name, path string, data []byte)) { app.files.openFile(dialogs.SavedGame, picked) }
	app.files.save = app.files.write
	app.newGames = newgame.New(app.newGameHost(), newgame.Preset{Game: cfg.Rules, Board: cfg.Board, BoardPath: cfg.BoardPath, Words: cfg.WordsPath})
	app.newGames.PickBoardFile = func(picked func(name, path string, data []byte)) { app.files.openFile(dialogs.BoardFile, picked) }
	app.newGames.PickWordsFile = func(picked func(name, path string, data []byte)) { app.files.openFile(dialogs.WordList, picked) }
	app.win.SetMainMenu(app.menu())
	app.win.Canvas().SetOnTypedRune(app.typedRune)
	app.win.Canvas().SetOnTypedKey(app.typedKey)
	app.win.SetContent(container.NewCenter(widget.NewLabel("Game > New Game (Ctrl+N) starts a game.")))
	// Closing the game's window ends the program, the editor with it.
	app.win.SetCloseIntercept(app.quit)
	app.win.SetOnClosed(app.stopGame)
	app.quitApp = a.Quit
	app.autosaves = &autosaves{folder: cfg.SaveFolder, saves: newSaver(cfg.Post, app.autosaveFailed)}
	app.curtainPause = 700 * time.Millisecond
	return app
}

// Window is the main window.
func (a *App) Window() fyne.Window { return a.win }

// Start says first why the board asked for cannot be used, if it cannot;
// then it offers to resume the game that was being played when the program
// last stopped, if there is one, or else asks for the setup of a new game.
func (a *App) Start() {
	if err := a.cfg.BoardError; err != nil {
		a.cfg.BoardError = nil
		a.editing.refuse(phrase.Sentence(err)+"\n\nThe board file was not loaded.", a.flagBoardMend(err), a.Start)
		return
	}
	if s := a.autosaves; s.folder != "" && s.claimed().path == "" && !s.told {
		s.told = true
		a.tell("The game is not being saved", strconv.Itoa(maxSlots)+" copies of ScraeBBKle are open already, each saving its own game: this window's game is not saved by itself. Save it with Save As.", a.Start)
		return
	}
	if !a.resume.offerSaved() {
		a.newGames.Show()
	}
}

// flagBoardMend returns what mends the board file given with -board, which
// cannot be used for err, in the board editor: nil when the file is not a
// board file that could be read.
func (a *App) flagBoardMend(err error) func() {
	path := a.cfg.BoardPath
	if path == "" || !errors.As(err, new(*board.FileError)) {
		return nil
	}
	return func() { a.editing.mendFile(path) }
}

// startGame replaces the game on screen with a new one. Before the
// built-in word list is loaded it says so, and starts the game once it
// is; a word list file is waited for, and one that cannot be played with
// is explained.
func (a *App) startGame(s play.Setup) {
	if !a.refereeReady() {
		a.afterLoading(request{"New Game", "start the new game you set up", func() { a.startGame(s) }})
		return
	}
	a.pending = nil
	a.words.get(s.Words, func(lex *lexicon.Lexicon, err error) {
		if err != nil {
			a.tell("Cannot start the game", phrase.Sentence(err), a.newGames.Show)
			return
		}
		a.startWith(&referee.Referee{Rules: s.Game(), Lexicon: lex}, s)
	})
}

// startWith starts the new game set up as s with referee ref.
func (a *App) startWith(ref *referee.Referee, s play.Setup) {
	s.Seed = a.cfg.Seed()
	bag := tile.NewBag(ref.Rules.TileSet, s.Seed)
	g, err := game.New(ref, s.Board, bag, s.Players, s.Open)
	if err != nil {
		a.showError(err)
		return
	}
	a.show(s, g, save.Extras{})
}

// show replaces the game on screen with game g, played as s says, with the
// hints asked for and the racks arranged as x says, and goes on with it
// from its turn.
func (a *App) show(s play.Setup, g *game.Game, x save.Extras) { a.showAfter(nil, s, g, x) }

// showAfter is show for a game that takes up, after Undo, the game of table
// before (nil for none), with the board in view as before showed it.
func (a *App) showAfter(before *play.Table, s play.Setup, g *game.Game, x save.Extras) {
	a.stopGame()
	a.newGames.Played(s.Board)
	a.table = play.New(a.host(), s, g, x, before)
	a.win.SetContent(a.table.Content())
	a.table.Warn(a.autosaveWarning)
	a.table.Start()
	if before != nil {
		a.table.KeepView(before)
	}
	a.autosaves.save(a.table)
}

// stopGame cancels the computer's turn of the game on screen, if any;
// leaves the game played with other desktops, and stops hosting it.
func (a *App) stopGame() {
	if a.table != nil {
		a.table.Stop()
	}
	if a.together != nil {
		a.together.Stop()
		a.together = nil
	}
	if a.hosted != nil {
		a.hosted.stop()
		a.hosted = nil
	}
}

// quit ends the program, from anywhere, once the player agrees to lose the
// board editor's changes not saved, if there are any.
func (a *App) quit() {
	end := func() {
		a.stopGame()
		a.reviews.closeAll()
		a.autosaves.saves.flush()
		rememberSize(a.win, a.fyne.Preferences())
		a.quitApp()
	}
	if e := a.editing.editor; e != nil {
		e.Front()
		e.DiscardThen("Quit", end)
		return
	}
	end()
}

// typedRune sends a typed letter to the top dialog, or else to the board.
func (a *App) typedRune(r rune) {
	switch {
	case a.dialogs.Open():
		a.dialogs.Typed(r)
	case a.table != nil:
		a.table.TypeRune(r)
	case a.together != nil:
		a.together.TypeRune(r)
	}
}

// typedKey sends a key to the top dialog, or else to the board.
func (a *App) typedKey(ev *fyne.KeyEvent) {
	switch {
	case a.dialogs.Open():
		a.dialogs.Key(ev)
	case a.windowKey(ev):
	case a.table != nil:
		a.table.TypedKey(ev)
	case a.together != nil:
		a.together.TypedKey(ev)
	}
}

// windowKey answers the window's own keys that have no modifier, which
// Fyne does not take as shortcuts: F1 shows How to Play, F2 asks for a
// move typed, F6 reads the next row, F7 the rack and F8 the tiles unseen.
// It reports whether
// ev was one of them.
func (a *App) windowKey(ev *fyne.KeyEvent) bool {
	action := map[fyne.KeyName]func(){
		keys.Help.KeyName:       a.help,
		keys.TypeMove.KeyName:   a.typeMove,
		keys.ReadRow.KeyName:    func() { a.readRow(1) },
		keys.ReadRack.KeyName:   a.readRack,
		keys.ReadUnseen.KeyName: a.readUnseen,
	}[ev.Name]
	if action == nil {
		return false
	}
	action()
	return true
}

// help shows How to Play, for the game on screen, or before the first
// game for the one New Game offers.
func (a *App) help() { showHelp(a.dialogs, a.game()) }

// game is the game on screen, or before the first game the one New Game
// offers.
func (a *App) game() *rules.Set {
	switch {
	case a.table != nil:
		return a.table.Game().Rules()
	case a.together != nil:
		return a.together.Rules()
	}
	return a.newGames.Game()
}

// showError shows an error in a dialog.
func (a *App) showError(err error) { a.dialogs.ShowError(err) }

// confirm asks a yes-or-no question and calls yes on yes.
func (a *App) confirm(title, question string, yes func()) { a.dialogs.Confirm(title, question, yes) }

// prefSpeed is the preference that keeps the seconds a computer move
// takes in a game between computers.
const prefSpeed = "computerSpeed"

// speed is the seconds a computer move takes in a game between computers.
func (a *App) speed() float64 {
	return a.fyne.Preferences().FloatWithFallback(prefSpeed, 0.8)
}

// setSpeed remembers the speed of games between computers.
func (a *App) setSpeed(v float64) { a.fyne.Preferences().SetFloat(prefSpeed, v) }

// zoom changes the size of the board's squares by factor f; 0 resets it.
// It keeps in the middle of the view the square being worked on, when it
// is in view, or else what is in the middle now.
func (a *App) zoom(f float32) {
	if a.table == nil {
		return
	}
	a.table.Zoom(f)
}

// host is what the game screen asks of the window.
func (a *App) host() play.Host {
	return play.Host{
		Dialogs:      a.dialogs,
		Post:         a.cfg.Post,
		Strategy:     a.cfg.Strategy,
		OnGameOver:   a.cfg.OnGameOver,
		Speed:        a.speed,
		SetSpeed:     a.setSpeed,
		CurtainPause: a.curtainPause,
		Changed:      func() { a.autosaves.save(a.table) },
		NewGame:      a.newGames.Show,
		Review:       a.reviews.onScreen,
		WindowKey:    a.windowKey,
	}
}

// tell shows a message, dialogs.Wrapped, with an OK button, and calls then, if set,
// once it is closed.
func (a *App) tell(title, message string, then func()) { a.dialogs.Tell(title, message, then) }

// autosaveFailed says that the game could not be saved, and why: in a
// dialog, and in the status line until a later save works, when err is
// nil.
func (a *App) autosaveFailed(err error) {
	a.autosaveWarning = ""
	if err != nil {
		a.autosaveWarning = fmt.Sprintf("The game is not being saved (%v).", err)
		a.tell("The game is not being saved", fmt.Sprintf("ScraeBBKle could not save the game: %v.", err), nil)
	}
	if a.table != nil {
		a.table.Warn(a.autosaveWarning)
	}
}

// FinishSaving waits until the game's last autosave is written, then
// gives up the save slot for the next copy of the program: call it once
// the app has stopped, before the program ends. It returns why the last
// autosave failed, if it did, for the window can no longer say so.
func (a *App) FinishSaving() error { return a.autosaves.finish() }

// newGameHost is what the New Game dialog asks of the window.
func (a *App) newGameHost() newgame.Host {
	return newgame.Host{
		Dialogs: a.dialogs,
		Prefs:   a.fyne.Preferences(),
		Post:    a.cfg.Post,
		Edit:    a.editing.edit,
		Refuse:  a.editing.refuseFile,
		Mend:    a.editing.mendFile,
		Start: func(s play.Setup, started func()) {
			a.files.replace("Start a new game", "Starting a new game", func() {
				started()
				if s.Joining != nil {
					a.hostGame(s)
					return
				}
				a.startGame(s)
			})
		},
		Cancelled: func() {
			if a.table == nil && a.pending == nil {
				a.resume.offerSaved() // cancelled with no game on screen
			}
		},
		ReadWords: a.words.count,
	}
}
