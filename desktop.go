package main

import (
	"cmp"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"scraebbkle/console"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/referee"
	"scraebbkle/core/review"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
	"scraebbkle/ui"
	"scraebbkle/ui/style"
)

// runDesktop opens the ScraeBBKle window and runs until it is closed. The
// first new game's bag and computers are seeded from the -seed flag, later
// ones and games resumed or opened at random. A
// board given with -board is preselected; one that cannot be used is
// explained in the window, which offers the other boards.
//
// The window does not wait for the word list: the referee is built in the
// background while the window opens, and a game started before it is ready
// starts when it is.
func runDesktop(opts options, stderr io.Writer) int {
	if noDisplay(runtime.GOOS, os.Getenv) {
		fmt.Fprintln(stderr, "scraebbkle: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); scraebbkle -console plays in the terminal")
		return exitFailure
	}
	info, err := loadAppInfo()
	if err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitFailure
	}
	cfg, err := desktopConfig(opts, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitUsage
	}
	a := app.NewWithID(info.Details.ID)
	a.SetIcon(fyne.NewStaticResource("Icon.png", resources.Icon))
	a.Settings().SetTheme(style.Theme())
	cfg.Version, cfg.SaveFolder = info.version(), a.Storage().RootURI().Path()
	return runWindow(a, ui.New(a, cfg), stderr)
}

// desktopConfig is the window's configuration from the flags: the game
// and board preselected, the word lists, and the seeds. It refuses a -words
// flag that cannot name a list; a board that cannot be used is told in
// the window instead, and on stderr.
func desktopConfig(opts options, stderr io.Writer) (ui.Config, error) {
	var offered *rules.Set // the game preselected, if -rules names one
	if opts.rulesSet {
		offered, _ = rules.ByID(opts.rules) // checked with the flags
	}
	wordsPath, loadWords, err := flagWords(opts.words)
	if err != nil {
		return ui.Config{}, err
	}
	builtIn, ready := loadBuiltIn(func() *lexicon.Lexicon { return lexicon.New(resources.WordList) })
	board, boardErr := flagBoard(offered, opts.board, stderr)
	return ui.Config{
		Rules:      offered,
		Words:      builtIn,
		Ready:      ready,
		WordsPath:  wordsPath,
		LoadWords:  loadWords,
		Board:      board,
		BoardPath:  boardPath(opts.board),
		BoardError: boardErr,
		Post:       fyne.Do,
		Seed:       seedFirst(opts.seed),
		Reshuffle:  rand.Uint64,
		Strategy: func(ref *referee.Referee, level computer.Level, seed uint64) computer.Strategy {
			return computer.New(ref.Rules, ref.Lexicon, level, seed)
		},
		OnGameOver: func(o game.Outcome) {
			fmt.Fprintln(stderr, "scraebbkle: game over:", o)
		},
		ReviewBudget: review.DefaultBudget,
	}, nil
}

// runWindow shows window w of app a until it is closed, and returns the
// exit status: a game that could not be saved at the end is said on
// stderr. A panic once the app has started is a bug, told as Go tells it
// after the game is saved; one before is the graphics driver's, unable to
// open a window at all, and is said in a sentence.
func runWindow(a fyne.App, w *ui.App, stderr io.Writer) (code int) {
	started := false
	a.Lifecycle().SetOnStarted(func() {
		started = true
		w.Start()
	})
	defer func() {
		r := recover()
		switch {
		case r == nil:
		case started: // a bug: said as Go says it, once the game is saved
			fmt.Fprintf(stderr, "panic: %v\n\n%s", r, debug.Stack())
			w.FinishSaving()
			panic(r)
		default: // the graphics driver panics when it cannot open a window at all
			fmt.Fprintf(stderr, "scraebbkle: the window could not be opened: %v; scraebbkle -console plays in the terminal\n", r)
			code = exitFailure
		}
	}()
	w.Window().ShowAndRun()
	if err := w.FinishSaving(); err != nil { // however the app was stopped
		fmt.Fprintln(stderr, "scraebbkle: the game could not be saved:", err)
		return exitUnsaved
	}
	return exitOK
}

// noDisplay reports whether a window cannot open on system goos for want
// of a display: on the systems whose windows X11 or Wayland draws, when
// neither is named in the environment, as in a terminal logged in from
// afar.
func noDisplay(goos string, getenv func(string) string) bool {
	switch goos {
	case "windows", "darwin", "android", "ios", "js", "wasip1":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}

// flagBoard loads the board file given with -board, if any, in the format
// of game, or when no game is given, of the first game it is a board of.
// A board that cannot be used is reported on stderr and returned as the
// error, which the window explains while it opens all the same.
func flagBoard(game *rules.Set, path string, stderr io.Writer) (*board.Board, error) {
	if path == "" {
		return nil, nil
	}
	games := rules.All()
	if game != nil {
		games = []*rules.Set{game}
	}
	var first error
	for _, r := range games {
		b, err := console.LoadBoard(r, path)
		if err == nil {
			return b, nil
		}
		first = cmp.Or(first, err)
	}
	fmt.Fprintln(stderr, "scraebbkle:", first)
	return nil, first
}

// flagWords reads the word list file given with -words, if any: its
// absolute path, for the window to remember, and how the window reads word
// list files, which gives the list read here for that path rather than
// reading it again.
func flagWords(path string) (string, func(string) (*lexicon.Lexicon, error), error) {
	if path == "" {
		return "", nil, nil
	}
	lex, err := lexicon.Load(path)
	if err != nil {
		return "", nil, err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", nil, err
	}
	return abs, func(p string) (*lexicon.Lexicon, error) {
		if p == abs {
			return lex, nil
		}
		return lexicon.Load(p)
	}, nil
}

// seedFirst returns the seeds of new games: seed for the first, random ones
// after it.
func seedFirst(seed uint64) func() uint64 {
	first := true
	return func() uint64 {
		if first {
			first = false
			return seed
		}
		return rand.Uint64()
	}
}

// loadBuiltIn loads the word list with words, and builds its word graph,
// in a goroutine. It returns at once with a function that gives the list,
// waiting for it if need be, and a channel closed when it is ready.
func loadBuiltIn(words func() *lexicon.Lexicon) (func() *lexicon.Lexicon, <-chan struct{}) {
	ready := make(chan struct{})
	var lex *lexicon.Lexicon
	go func() {
		lex = words()
		lex.Graph() // built here, not when the first computer moves
		close(ready)
	}()
	return func() *lexicon.Lexicon {
		<-ready
		return lex
	}, ready
}
