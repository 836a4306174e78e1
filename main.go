// Command scraebbkle plays ScraeBBKle, a Scrabble-like word game.
//
// Usage:
//
//	scraebbkle [-console] [-rules GAME] [-words FILE] [-seed N] [-board FILE]
//	           [-ai1 LEVEL] ... [-ai4 LEVEL] [-save FILE] [-gcg FILE]
//	scraebbkle -console -resume FILE [-save FILE] [-gcg FILE]
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
// a line, and exits. -version prints the version, from FyneApp.toml, and
// exits.
//
// The exit status is 0 after a finished game, 1 when the input ends before
// the game does or on any other failure, and 2 for bad flags, an invalid
// board file, a save file that cannot be resumed or a -save file that
// cannot be written.
package main

import (
	"cmp"
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"

	"scraebbkle/console"
	"scraebbkle/core/computer"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/rules"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/resources"
	"scraebbkle/ui/games"
)

// The exit statuses.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// options are the command-line flags.
type options struct {
	console bool
	rules   string // the game's rules.Set ID
	// rulesSet is set when -rules is given: the window offers that game
	// first, and otherwise the one chosen last.
	rulesSet bool
	words    string // the word list file, or "" for the built-in list
	seed     uint64
	board    string
	save     string // the console's save file, written after every turn
	resume   string // the console's save file to go on with
	gcg      string // the console's GCG record, written after every turn
	cgp      string // a position to list the moves of
	moves    bool
	version  bool
	levels   []computer.Level // the console's computer players' levels, by player
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
		fmt.Fprintln(stdout, info.Details.Name, info.version())
		return exitOK
	case opts.moves:
		return listMoves(opts, stdout, stderr)
	case opts.console:
		return runConsole(opts, stdin, stdout, stderr)
	default:
		return runDesktop(opts, stderr)
	}
}

// parseFlags reads the command line. Without -seed the seed is random.
func parseFlags(args []string, stderr io.Writer) (options, error) {
	var opts options
	fs := flag.NewFlagSet("scraebbkle", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&opts.console, "console", false, "play in the terminal")
	fs.StringVar(&opts.rules, "rules", rules.ScraeBBKle().ID, "the `game`: "+strings.Join(rules.IDs(), ", ")+" (in the window, preselected in New Game)")
	fs.StringVar(&opts.words, "words", "", "play with the word list `file`, one word a line, instead of the one built in (in the window, preselected in New Game)")
	fs.StringVar(&opts.gcg, "gcg", "", "with -console, write the game's record to `file` in GCG after every turn")
	fs.StringVar(&opts.cgp, "cgp", "", "with -moves, the `position` in CGP")
	fs.BoolVar(&opts.moves, "moves", false, "print every legal move of the player to move in the -cgp position, one a line, and exit")
	fs.Uint64Var(&opts.seed, "seed", 0, "shuffle the tile bag and seed the computers' choices from this `number` (with -resume, the computers' choices only; in the window, the first new game's), for a reproducible game (default random)")
	fs.StringVar(&opts.board, "board", "", "play on the board `file` (looked up in ./resources/ first): in the console instead of asking, in the window preselected in New Game")
	fs.StringVar(&opts.save, "save", "", "with -console, write the game to `file` after every turn")
	fs.StringVar(&opts.resume, "resume", "", "with -console, go on with the game saved in `file`, saving it there after every turn")
	fs.BoolVar(&opts.version, "version", false, "print the version and exit")
	opts.levels = make([]computer.Level, games.MostPlayers())
	for i := range opts.levels {
		opts.levels[i] = computer.Normal
		fs.Func(levelFlag(i), fmt.Sprintf("with -console, the `level` of Player %d when a computer plays it: easy, normal or strong (default normal; the window asks in New Game)", i+1),
			func(s string) (err error) {
				opts.levels[i], err = computer.ParseLevel(s)
				return err
			})
	}
	if err := fs.Parse(args); err != nil {
		return opts, err
	}
	if err := checkFlags(fs, opts); err != nil {
		fmt.Fprintln(stderr, err)
		fs.Usage()
		return opts, err
	}
	if !isSet(fs, "seed") {
		opts.seed = rand.Uint64()
	}
	opts.rulesSet = isSet(fs, "rules")
	return opts, nil
}

// checkFlags refuses arguments after the flags and flags that do not go
// together.
func checkFlags(fs *flag.FlagSet, opts options) error {
	switch {
	case fs.NArg() > 0:
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case (opts.save != "" || opts.resume != "" || opts.gcg != "") && !opts.console:
		return errors.New("-save, -resume and -gcg are for the console game: add -console")
	case opts.moves != (opts.cgp != ""):
		return errors.New("-moves lists the moves of the position given with -cgp: give both")
	case opts.resume != "" && isSet(fs, "rules"):
		return errors.New("-resume goes on with a saved game under its own rules: -rules cannot be used with it")
	case opts.resume != "" && opts.board != "":
		return errors.New("-resume goes on with a saved game on its own board: -board cannot be used with it")
	case opts.resume != "" && levelSet(fs, len(opts.levels)):
		return errors.New("-resume goes on with a saved game's own computer levels: -ai1 to -ai4 cannot be used with it")
	}
	_, err := rules.ByID(opts.rules) // an unknown game, in the window too
	return err
}

// boardPath is the absolute path of the board file named on the command
// line, for the window to remember, or "" when none was named.
func boardPath(name string) string {
	if name == "" {
		return ""
	}
	path, err := filepath.Abs(console.BoardPath(name))
	if err != nil {
		return ""
	}
	return path
}

// keepers returns what keeps the console's game after every turn: the
// save file and the GCG record the flags name, or nil when they name
// none. It refuses files that cannot be written.
func keepers(opts options, extras *save.Extras) (func(*game.Game) error, error) {
	var keep []func(*game.Game) error
	if path := cmp.Or(opts.save, opts.resume); path != "" {
		if err := fileio.CanWrite(path); err != nil {
			return nil, fmt.Errorf("cannot save the game: %w", err)
		}
		keep = append(keep, func(g *game.Game) error { return fileio.WriteAtomic(path, save.Marshal(g, *extras)) })
	}
	if path := opts.gcg; path != "" {
		if err := fileio.CanWrite(path); err != nil {
			return nil, fmt.Errorf("cannot write the game's record: %w", err)
		}
		keep = append(keep, func(g *game.Game) error { return fileio.WriteAtomic(path, []byte(export.GCG(g, extras.Levels))) })
	}
	if len(keep) == 0 {
		return nil, nil
	}
	return func(g *game.Game) error {
		for _, k := range keep {
			if err := k(g); err != nil {
				return err
			}
		}
		return nil
	}, nil
}

// isSet reports whether the flag called name was given.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// levelFlag is the name of the flag of player i's level: ai1 for the first.
func levelFlag(i int) string { return fmt.Sprintf("ai%d", i+1) }

// levelSet reports whether the level of any of the players, -ai1 to
// -aiN, is set on the command line.
func levelSet(fs *flag.FlagSet, players int) bool {
	for i := range players {
		if isSet(fs, levelFlag(i)) {
			return true
		}
	}
	return false
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

// listMoves prints every legal move of the -cgp position.
func listMoves(opts options, stdout, stderr io.Writer) int {
	cfg, err := gameConfig(opts)
	if err == nil {
		err = console.ListMoves(stdout, cfg.Referee, cfg.DefaultBoard, opts.cgp)
	}
	if err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitUsage
	}
	return exitOK
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
	if cfg.Save, err = keepers(opts, &extras); err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitUsage
	}
	if opts.board != "" {
		if cfg.Board, err = console.LoadBoard(cfg.Referee.Rules, opts.board); err != nil {
			fmt.Fprintln(stderr, "scraebbkle:", err)
			return exitUsage
		}
	}
	err = console.Run(context.Background(), cfg, stdin, stdout)
	switch {
	case err == nil:
		return exitOK
	case !errors.Is(err, console.ErrEndOfInput): // the end of input was already said
		fmt.Fprintln(stderr, "scraebbkle:", err)
	}
	return exitFailure
}
