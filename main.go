// Command scraebbkle plays ScraeBBKle, a Scrabble-like word game.
//
// Usage:
//
//	scraebbkle [-console] [-rules GAME] [-words FILE] [-seed N] [-board FILE]
//	           [-ai1 LEVEL] ... [-ai4 LEVEL] [-save FILE] [-gcg FILE]
//	scraebbkle -console -resume FILE [-save FILE] [-gcg FILE]
//	scraebbkle -console -host ADDRESS:PORT [the flags of -console] [-resume FILE]
//	scraebbkle -console -join ADDRESS:PORT -code CODE [-name NAME] [-ai LEVEL]
//	scraebbkle -rules classic -cgp POSITION -moves
//	scraebbkle -version
//
// Without flags the desktop window opens. -rules picks the game,
// scraebbkle (the default), scrabbkle or classic, and -words plays with the
// word list FILE, one word a line, instead of the one built in: the window
// preselects them in New Game. With -console the game is played in the
// terminal, and -ai1 to -ai4 set the level of a computer Player 1 to 4
// (easy, normal or strong). -seed makes the tile bag reproducible.
// -board plays on the board file FILE (looked up in resources/ first, then
// as given) instead of asking which board to use. -save writes the game to
// FILE after every turn, in the save-file format of docs/save-format.md;
// -resume goes on with the game saved in FILE, without the setup questions,
// and keeps saving it there unless -save names another file. -gcg writes
// the game's record to FILE after every turn, in GCG. -cgp with -moves
// prints every legal move of the player to move in the CGP POSITION, one
// a line, and exits. -host hosts the console game for players joining
// from other desktops, and -join joins one with the code its host shows
// (docs/network.md). -version prints the version, from FyneApp.toml, and
// exits.
//
// Every flag either takes effect or is refused with the reason: a flag
// that the mode (-version, -moves, -console, -console -resume or the
// window) does not take, an empty file name, two files that are one.
//
// The exit status is 0 after a finished game, 1 when the input ends before
// the game does or on any other failure, 2 for bad flags, an invalid
// board file or word list, a save file that cannot be resumed or a -save
// or -gcg file that cannot be written, and 3 when the last write of the
// game's save file or record failed (each failure is said on stderr), or
// the window's last autosave did: the file holds an earlier turn.
package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/BurntSushi/toml"

	"scraebbkle/console"
	"scraebbkle/core/computer"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/rules"
	"scraebbkle/core/save"
	"scraebbkle/resources"
)

// The exit statuses.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
	exitUnsaved = 3
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// fyneAppTOML is FyneApp.toml, the app's metadata for fyne package and the
// one place its version is kept.
//
//go:embed FyneApp.toml
var fyneAppTOML string

// appInfo is what the program shows of FyneApp.toml.
type appInfo struct {
	Details struct {
		Name, ID, Version string
		Build             int
	}
}

// loadAppInfo reads the embedded FyneApp.toml.
func loadAppInfo() (appInfo, error) {
	var info appInfo
	if _, err := toml.Decode(fyneAppTOML, &info); err != nil {
		return info, fmt.Errorf("FyneApp.toml: %w", err)
	}
	if d := info.Details; d.Name == "" || d.ID == "" || d.Version == "" {
		return info, errors.New("FyneApp.toml: [Details] lacks Name, ID or Version")
	}
	return info, nil
}

// version is the version and build number, such as "0.1.0 (build 1)".
func (i appInfo) version() string {
	return fmt.Sprintf("%s (build %d)", i.Details.Version, i.Details.Build)
}

// run runs the program with the given arguments and streams and returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		return exitUsage
	}
	switch {
	case opts.version:
		info, err := loadAppInfo()
		if err != nil {
			fmt.Fprintln(stderr, "scraebbkle:", err)
			return exitFailure
		}
		if _, err := fmt.Fprintln(stdout, info.Details.Name, info.version()); err != nil {
			fmt.Fprintln(stderr, "scraebbkle: cannot write the version:", err)
			return exitFailure
		}
		return exitOK
	case opts.review:
		return runReview(opts, stdout, stderr)
	case opts.moves:
		return listMoves(opts, stdout, stderr)
	case opts.console && opts.join != "":
		return runJoin(opts, stdin, stdout, stderr)
	case opts.console:
		return runConsole(opts, stdin, stdout, stderr)
	default:
		return runDesktop(opts, stderr)
	}
}

// gameConfig is the console's game of the -rules and -words flags.
func gameConfig(opts options) (console.Config, error) {
	r, err := rules.ByID(opts.rules)
	if err != nil {
		return console.Config{}, err
	}
	lex := lexicon.New(resources.WordList)
	if opts.words != "" {
		if lex, err = lexicon.Load(opts.words); err != nil {
			return console.Config{}, err
		}
	}
	return console.NewConfig(r, lex, opts.seed)
}

// listMoves prints every legal move of the -cgp position, on the -board
// board when one is given.
func listMoves(opts options, stdout, stderr io.Writer) int {
	cfg, err := gameConfig(opts)
	b := cfg.DefaultBoard
	if err == nil && opts.board != "" {
		b, err = console.LoadBoard(cfg.Referee.Rules, opts.board)
	}
	out := &watchedWriter{w: stdout}
	if err == nil {
		err = console.ListMoves(out, stderr, cfg.Referee, b, opts.cgp)
	}
	switch {
	case out.err != nil:
		fmt.Fprintln(stderr, "scraebbkle: cannot write the moves:", out.err)
		return exitFailure
	case err != nil:
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitUsage
	}
	return exitOK
}

// watchedWriter is a writer that keeps the first error of its writes.
type watchedWriter struct {
	w   io.Writer
	err error
}

// Write writes p, and keeps the error, if any.
func (w *watchedWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// runConsole plays a game in the terminal.
func runConsole(opts options, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg, err := gameConfig(opts)
	if err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitUsage
	}
	// The console gives no hints; those of a game resumed are kept.
	extras := save.Extras{Levels: opts.levels}
	if opts.resume != "" {
		if cfg.Resume, extras, err = save.LoadFile(cfg.Referee, opts.resume); err != nil {
			fmt.Fprintln(stderr, "scraebbkle: cannot resume the game:", err)
			return exitUsage
		}
		cfg.Referee = cfg.Resume.Referee()
	}
	ref := cfg.Referee
	cfg.Computer = func(p int) computer.Strategy {
		return computer.New(ref.Rules, ref.Lexicon, save.LevelAt(extras.Levels, p), opts.seed+uint64(p))
	}
	out, err := newOutputs(opts, &extras, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitUsage
	}
	cfg.Save = out.keep
	if opts.board != "" {
		if cfg.Board, err = console.LoadBoard(cfg.Referee.Rules, opts.board); err != nil {
			fmt.Fprintln(stderr, "scraebbkle:", err)
			return exitUsage
		}
	}
	if opts.host != "" {
		err = runHost(cfg, opts, out, stdin, stdout, stderr)
	} else {
		err = console.Run(context.Background(), cfg, stdin, stdout)
	}
	switch {
	case out.unwritten():
		return exitUnsaved
	case err == nil:
		return exitOK
	case !errors.Is(err, console.ErrEndOfInput): // the end of input was already said
		fmt.Fprintln(stderr, "scraebbkle:", err)
	}
	return exitFailure
}
