package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"scraebbkle/console"
	"scraebbkle/core/computer"
	"scraebbkle/core/review"
	"scraebbkle/core/rules"
	"scraebbkle/internal/prose"
	"scraebbkle/ui/games"
)

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
	review   bool             // review the games of files
	files    []string         // the files to review
	json     bool             // the review's report as JSON
	budget   time.Duration    // the review's look-ahead a turn
	host     string           // the address to host a console game at
	join     string           // the address of a console game to join
	code     string           // the join code of the game to join
	name     string           // the name a player joining gives
	ai       computer.Level   // the level of the computer that plays the seat joined
	aiSet    bool             // -ai was given
}

// mode is what the command line asks the program to do, which decides the
// flags it takes.
type mode int

// The modes: print the version, review games, list a position's moves,
// join a console game on another desktop, host one, go on with a console
// game, play a new one, open the window.
const (
	versionMode mode = iota
	reviewMode
	movesMode
	joinMode
	hostMode
	resumeMode
	consoleMode
	windowMode
)

// modeOf is the mode of the flags opts.
func modeOf(opts options) mode {
	switch {
	case opts.version:
		return versionMode
	case opts.review:
		return reviewMode
	case opts.moves:
		return movesMode
	case opts.console && opts.join != "":
		return joinMode
	case opts.console && opts.host != "":
		return hostMode
	case opts.console && opts.resume != "":
		return resumeMode
	case opts.console:
		return consoleMode
	}
	return windowMode
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
	fs.BoolVar(&opts.moves, "moves", false, "print every legal move of the player to move in the -cgp position, one a line, and exit (with -board, on that board's premiums)")
	fs.Uint64Var(&opts.seed, "seed", 0, "shuffle the tile bag and seed the computers' choices from this `number` (with -resume, the computers' choices only; in the window, the first new game's), for a reproducible game (default random)")
	fs.StringVar(&opts.board, "board", "", "play on the board `file` (looked up in ./resources/ first): in the console instead of asking, in the window preselected in New Game; with -moves, the board of the position")
	fs.StringVar(&opts.save, "save", "", "with -console, write the game to `file` after every turn")
	fs.StringVar(&opts.resume, "resume", "", "with -console, go on with the game saved in `file`, saving it there after every turn")
	fs.BoolVar(&opts.version, "version", false, "print the version and exit")
	fs.BoolVar(&opts.review, "review", false, "review the games of the files given after the flags, saved games or GCG records: each turn's best moves and what the move played lost, and each player's summary")
	fs.BoolVar(&opts.json, "json", false, "with -review, print the review as JSON")
	fs.DurationVar(&opts.budget, "budget", review.DefaultBudget, "with -review, the `time` the look-ahead takes over each turn; 0 judges by equity alone")
	fs.StringVar(&opts.host, "host", "", "with -console, host the game at `address:port` (such as :7531) for players joining from other desktops")
	fs.StringVar(&opts.join, "join", "", "with -console, join the game hosted at `address:port`")
	fs.StringVar(&opts.code, "code", "", "with -join, the join `code` the host shows")
	fs.StringVar(&opts.name, "name", "", "with -join, the `name` the other players see")
	fs.Func("ai", "with -join, a computer of this `level` (easy, normal or strong) plays the seat joined", func(s string) (err error) {
		opts.ai, err = computer.ParseLevel(s)
		opts.aiSet = true
		return err
	})
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
	opts.files = fs.Args()
	return opts, nil
}

// checkFlags refuses arguments after the flags, empty file names, an
// unknown game, and flags that the mode does not take: every flag given
// either takes effect or is refused with the reason.
func checkFlags(fs *flag.FlagSet, opts options) error {
	m := modeOf(opts)
	switch {
	case m == reviewMode && fs.NArg() == 0:
		return errors.New("-review reviews the games of files: name one or more after the flags")
	case m != reviewMode && fs.NArg() > 0:
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case m == reviewMode && opts.budget < 0:
		return fmt.Errorf("-budget %s: the look-ahead's time cannot be negative", opts.budget)
	}
	var err error
	fs.Visit(func(f *flag.Flag) {
		switch {
		case err != nil || isOff(f):
		case f.Value.String() == "" && slices.Contains(named, f.Name):
			err = fmt.Errorf("-%s needs a %s, and was given an empty one", f.Name, valueName(f))
		default:
			err = refusal(m, f.Name)
		}
	})
	switch {
	case err != nil:
		return err
	case m == movesMode && opts.cgp == "":
		return errors.New("-moves lists the moves of the position given with -cgp: give both")
	case m == joinMode && opts.code == "":
		return errors.New("-join needs the join code the host shows: add -code")
	}
	for _, a := range []struct{ flag, addr string }{{"host", opts.host}, {"join", opts.join}} {
		if err := checkAddress(a.addr); a.addr != "" && err != nil {
			return fmt.Errorf("-%s %s: %w", a.flag, a.addr, err)
		}
	}
	_, err = rules.ByID(opts.rules) // an unknown game, in the window too
	return err
}

// checkAddress refuses an address that is not a host, or none, and a
// port from 0 to 65535: "192.168.1.20:7531", ":7531", "[::1]:0".
func checkAddress(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return errors.New("give the address as HOST:PORT, as 192.168.1.20:7531, or :PORT")
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return fmt.Errorf("the port %s is not a number from 0 to 65535", prose.Quoted(port))
	}
	return nil
}

// named are the flags whose value names a file or a position, which
// cannot be empty.
var named = []string{"words", "board", "save", "resume", "gcg", "cgp", "host", "join", "code"}

// isOff reports whether f is a boolean flag set to false, as if it were
// not given.
func isOff(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag() && f.Value.String() == "false"
}

// valueName is what flag f's value is, as its usage names it: "file",
// "position".
func valueName(f *flag.Flag) string {
	name, _ := flag.UnquoteUsage(f)
	return name
}

// taken lists the flags that each mode takes.
var taken = map[mode][]string{
	versionMode: {"version"},
	reviewMode:  {"review", "json", "budget", "rules", "words", "board"},
	movesMode:   {"moves", "cgp", "rules", "words", "board"},
	joinMode:    {"console", "join", "code", "name", "ai", "words", "seed"},
	hostMode:    {"console", "host", "rules", "words", "seed", "board", "ai1", "ai2", "ai3", "ai4", "save", "gcg", "resume"},
	resumeMode:  {"console", "resume", "words", "seed", "save", "gcg"},
	consoleMode: {"console", "rules", "words", "seed", "board", "ai1", "ai2", "ai3", "ai4", "save", "gcg"},
	windowMode:  {"rules", "words", "seed", "board"},
}

// refusal says why mode m cannot take the flag called name, or returns nil
// when it takes it.
func refusal(m mode, name string) error {
	if slices.Contains(taken[m], name) {
		return nil
	}
	flag, is := "-"+name, "is"
	if strings.HasPrefix(name, "ai") {
		flag, is = "-ai1 to -ai4", "are"
	}
	switch {
	case m == versionMode:
		return fmt.Errorf("-version prints the version and exits: %s cannot be used with it", flag)
	case name == "json" || name == "budget":
		return fmt.Errorf("-%s is for the review of games: add -review", name)
	case m == reviewMode:
		return fmt.Errorf("-review reviews the games of files and exits: %s cannot be used with it", flag)
	case name == "cgp":
		return errors.New("-cgp gives the position whose moves -moves lists: add -moves")
	case m == movesMode:
		return fmt.Errorf("-moves lists the moves of a position and exits: %s cannot be used with it", flag)
	case m == joinMode:
		return fmt.Errorf("-join plays a seat of a game hosted on another desktop, under its rules and on its board: %s cannot be used with it", flag)
	case name == "code" || name == "name" || name == "ai":
		return fmt.Errorf("-%s is for joining a game hosted on another desktop: add -console -join ADDRESS:PORT", name)
	case name == "host" || name == "join":
		return fmt.Errorf("-%s is for the console game: add -console", name)
	case m == resumeMode:
		return fmt.Errorf("-resume goes on with a saved game under its own rules, on its own board and with its own computer levels: %s cannot be used with it", flag)
	case name == "resume":
		return errors.New("-resume is for the console game: add -console (the window offers to resume a game when it opens, and Game > Open opens a saved one)")
	case m == windowMode:
		return fmt.Errorf("%s %s for the console game: add -console (the window asks in New Game, and saves with Game > Save As and Export)", flag, is)
	}
	return fmt.Errorf("%s cannot be used with -console", flag)
}

// isSet reports whether the flag called name was given.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// levelFlag is the name of the flag of player i's level: ai1 for the first.
func levelFlag(i int) string { return fmt.Sprintf("ai%d", i+1) }

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
