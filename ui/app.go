package ui

import (
	"errors"
	"path/filepath"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/save"
	"scraebbkle/core/tile"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/phrase"
)

// Config is what the window needs from the program.
type Config struct {
	// Rules are the rules of every game. The new-game dialog loads board
	// files with them, so it works before the word list is loaded.
	Rules *rules.Set
	// Referee returns the referee: the rules and the word list. The window
	// calls it on the UI goroutine, and only once Ready is closed.
	Referee func() *referee.Referee
	// Ready is closed once Referee may be called. The program loads the
	// word list in the background so that the window opens at once; a game
	// started before then waits for it. Nil means ready from the start.
	Ready <-chan struct{}
	// DefaultBoard is the board built into the program.
	DefaultBoard *board.Board
	// Board, when set, is preselected in the new-game dialog (from -board)
	// until a game starts.
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
	// its random choices drawn from seed.
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
}

// App is the ScraeBBKle window and the game in it.
type App struct {
	fyne  fyne.App
	win   fyne.Window
	cfg   Config
	table *table // the game on screen, or nil before the first
	// pending is what the player asked for while the word list loaded, a
	// new game or a game opened, to be done once it is loaded and the game
	// left unfinished, if any, has been offered; or nil.
	pending *request
	// boardRead is the read of the remembered board file under way, if any.
	boardRead *boardRead
	// offering is set from when the game left unfinished is to be offered
	// until the offer is answered.
	offering bool

	// unsavedBoard is the board of the last game started on a board with
	// no file, such as a new one from the editor, which New Game offers
	// again while the program runs; nil when the last game was not.
	unsavedBoard *board.Board
	// lastFile is the board file last read for the New Game dialog or
	// played on, shown at once the next time while the file is read again.
	lastFile knownBoard

	editor     *editor       // the board editor, while its window is open
	setupShown dialog.Dialog // the New Game dialog, while it is open
	setupForm  *setupForm    // its choices
	// dialogs are the window's dialogs that the keyboard answers
	// (dialogkeys.go).
	dialogs keyedDialogs

	// pickBoardFile and pickGameFile let the player choose a board file
	// or a saved game to read; saveFile lets them choose where to write a
	// file, suggesting a name; loadBoard reads the board file remembered
	// from the last game; quitApp ends the program. Tests replace them.
	pickBoardFile func(func(name, path string, data []byte))
	pickGameFile  func(func(name, path string, data []byte))
	saveFile      func(kind fileKind, suggested string, data func() []byte, saved func(path string))
	loadBoard     func(format board.Format, path string) (*board.Board, error)
	quitApp       func()
	// saves writes the autosave in the background, in slot.
	saves *saver
	slot  *saveSlot // claimed when first needed; its path "" saves nothing
	// keptSlots are slots left with a game this window could not resume,
	// held until it ends so that it does not claim them again.
	keptSlots []*saveSlot
	// toldUnsaved is set once the player is told that no slot was free.
	toldUnsaved bool
	// curtainPause is how long after a closed game's curtain falls it
	// cannot be lifted.
	curtainPause time.Duration
}

// New makes the window of app a. Show it with ShowAndRun or Show, then call
// Start to ask for the first game.
func New(a fyne.App, cfg Config) *App {
	app := &App{fyne: a, cfg: cfg}
	app.win = a.NewWindow("ScraeBBKle")
	app.dialogs.win = app.win
	app.dialogs.folders = &fileFolders{prefs: a.Preferences()}
	if cfg.BoardPath != "" {
		app.dialogs.folders.remember(boardFile, filepath.Dir(cfg.BoardPath))
	}
	app.restoreSize()
	app.pickBoardFile = func(picked func(name, path string, data []byte)) { app.openFile(boardFile, picked) }
	app.pickGameFile = func(picked func(name, path string, data []byte)) { app.openFile(savedGame, picked) }
	app.saveFile = app.writeFile
	app.loadBoard = board.Load
	app.win.SetMainMenu(app.menu())
	app.win.Canvas().SetOnTypedRune(app.typedRune)
	app.win.Canvas().SetOnTypedKey(app.typedKey)
	app.win.SetContent(container.NewCenter(widget.NewLabel("Game > New Game (Ctrl+N) starts a game.")))
	// Closing the game's window ends the program, the editor with it.
	app.win.SetCloseIntercept(app.quit)
	app.win.SetOnClosed(app.stopGame)
	app.quitApp = a.Quit
	app.saves = newSaver(cfg.Post, app.autosaveFailed)
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
		a.refuse(phrase.Sentence(err)+"\n\nThe board file was not loaded.", a.flagBoardMend(err), a.Start)
		return
	}
	if a.cfg.SaveFolder != "" && a.claimedSlot().path == "" && !a.toldUnsaved {
		a.toldUnsaved = true
		a.tell("The game is not being saved", strconv.Itoa(maxSlots)+" copies of ScraeBBKle are open already, each saving its own game: this window's game is not saved by itself. Save it with Save As.", a.Start)
		return
	}
	if !a.offerSavedGame() {
		a.newGameDialog()
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
	return func() { a.mendFileInEditor(path) }
}

// offerSavedGame offers to resume the game left unfinished, once the word
// list is ready, and reports whether there is one.
func (a *App) offerSavedGame() bool {
	path := a.autosavePath()
	if path == "" || !fileio.Exists(path) {
		return false
	}
	if !a.offering { // asked once until it is answered
		a.offering = true
		a.whenReady(func() { a.offerResume(path) })
	}
	return true
}

// startGame replaces the game on screen with a new one. Before the word
// list is loaded it says so, and starts the game once it is.
func (a *App) startGame(s Setup) {
	if !a.refereeReady() {
		a.afterLoading(request{"New Game", "start the new game you set up", func() { a.startGame(s) }})
		return
	}
	a.pending = nil
	ref := a.cfg.Referee()
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
func (a *App) show(s Setup, g *game.Game, x save.Extras) { a.showAfter(nil, s, g, x) }

// showAfter is show for a game that takes up, after Undo, the game of table
// before (nil for none), with the board in view as before showed it.
func (a *App) showAfter(before *table, s Setup, g *game.Game, x save.Extras) {
	a.stopGame()
	if s.Board != a.unsavedBoard {
		a.unsavedBoard = nil // a game on another board, opened or started
	}
	a.table = newTable(a, s, g, x, before)
	a.win.SetContent(a.table.content)
	a.table.start()
	if before != nil {
		a.table.keepView(before)
	}
	a.autosave()
}

// whenReady runs f once the referee is ready: at once, or later without
// blocking the UI goroutine, saying meanwhile that the word list is
// loading when no game is on screen.
func (a *App) whenReady(f func()) {
	if a.refereeReady() {
		f()
		return
	}
	if a.table == nil {
		a.win.SetContent(container.NewCenter(widget.NewLabel("Loading the word list…")))
	}
	ready := a.cfg.Ready
	go func() {
		<-ready
		a.cfg.Post(f)
	}()
}

// refereeReady reports whether the referee can be had without waiting.
func (a *App) refereeReady() bool {
	if a.cfg.Ready == nil {
		return true
	}
	select {
	case <-a.cfg.Ready:
		return true
	default:
		return false
	}
}

// request is a game the player asked for while the word list loaded.
type request struct {
	button string // the offer's button that goes on with it instead of the game left unfinished
	what   string // what it does, in the offer's words: "open game.json"
	do     func()
}

// afterLoading does r once the word list is loaded and the offer of the
// game left unfinished, if any, is answered. A game asked for meanwhile, by
// a later call, replaces r.
func (a *App) afterLoading(r request) {
	waiting := a.pending != nil
	a.pending = &r
	if waiting {
		return
	}
	a.whenReady(func() {
		if !a.offering { // else the offer's answer goes on (declined)
			a.donePending()
		}
	})
}

// donePending does what the player asked for while the word list loaded,
// if anything, and reports whether there was something.
func (a *App) donePending() bool {
	r := a.pending
	a.pending = nil
	if r != nil {
		r.do()
	}
	return r != nil
}

// stopGame cancels the computer's turn of the game on screen, if any.
func (a *App) stopGame() {
	if a.table != nil {
		a.table.stop()
	}
}

// quit ends the program, from anywhere, once the player agrees to lose the
// board editor's changes not saved, if there are any.
func (a *App) quit() {
	end := func() {
		a.stopGame()
		a.saves.flush()
		a.rememberSize()
		a.quitApp()
	}
	if e := a.editor; e != nil {
		e.win.RequestFocus()
		e.discardThen("Quit", end)
		return
	}
	end()
}

// typedRune sends a typed letter to the top dialog, or else to the board.
func (a *App) typedRune(r rune) {
	switch {
	case a.dialogs.open():
		a.dialogs.typed(r)
	case a.table != nil:
		a.table.TypeRune(r)
	}
}

// typedKey sends a key to the top dialog, or else to the board.
func (a *App) typedKey(ev *fyne.KeyEvent) {
	switch {
	case a.dialogs.open():
		a.dialogs.key(ev)
	case a.helpKey(ev):
	case a.table != nil:
		a.table.TypedKey(ev)
	}
}

// helpKey shows How to Play for F1, and reports whether ev was F1.
func (a *App) helpKey(ev *fyne.KeyEvent) bool {
	if ev.Name != shortcutHelp.KeyName {
		return false
	}
	a.showHelp()
	return true
}

// showError shows an error in a dialog.
func (a *App) showError(err error) { a.dialogs.showError(err) }

// confirm asks a yes-or-no question and calls yes on yes.
func (a *App) confirm(title, question string, yes func()) { a.dialogs.confirm(title, question, yes) }

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
	sq, ok := a.table.workSquare()
	a.table.board.ZoomBy(f, sq, ok)
}
