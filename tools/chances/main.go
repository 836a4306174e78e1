// Command chances derives the chance of winning of a game from self-play
// and writes its table to core/chance/: ID-N.txt for the game of rules ID
// played by N (`-rules classic -players 3` writes classic-3.txt). Run it
// from the repository root, or `make chances`.
//
// It plays seeded games on the game's default board between players that
// choose by equity alone (the Strong player without its look-ahead: the
// score of a move plus the worth of the tiles it keeps), so that every
// seat plays as well as every other. Before every turn it records each
// player's spread against the best of the others, the tiles not on the
// board and the player's wait for its turn, and at the end whether that
// player won (a draw counting half). Then it fits the curve of most
// likelihood for each number of tiles left and each wait (see
// chance.Curve), smoothed across the numbers of tiles. Game i plays the
// bag of seed -seed plus i, so the same flags give the same table.
//
// With -calibrate it plays fresh games instead (from seed 1,000,001
// unless -seed says otherwise) and reports how the chances of the table
// in -out came true: the positions bucketed by the chance predicted, and
// the Brier score. With -compare it also fits simpler models on half of
// the games and scores them on the other half beside the model's own.
//
//	go run ./tools/chances -rules classic -players 3
//	go run ./tools/chances -rules classic -players 3 -calibrate -games 10000
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"scraebbkle/console"
	"scraebbkle/core/chance"
	"scraebbkle/core/computer"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
)

// freshSeed is the first bag seed of the games -calibrate plays unless
// told otherwise: far from those a table is derived from.
const freshSeed = 1_000_001

func main() {
	id := flag.String("rules", rules.ScraeBBKle().ID, "the game: "+strings.Join(rules.IDs(), ", "))
	players := flag.Int("players", 2, "players a game")
	games := flag.Int("games", 40000, "games to play")
	seed := flag.Uint64("seed", 1, "seed of the first game's bag; game i plays seed+i")
	out := flag.String("out", "", "the table's file (default core/chance/ID-N.txt)")
	calibrate := flag.Bool("calibrate", false, "play fresh games and report how the chances of the table in -out came true")
	compare := flag.Bool("compare", false, "also fit simpler models on half of the games and compare them on the other half")
	flag.Parse()

	r, err := rules.ByID(*id)
	check(err)
	if *players < r.MinPlayers || *players > r.MaxPlayers {
		check(fmt.Errorf("%s is played by %s players, not %d", r.Name, r.PlayerRange(), *players))
	}
	if *out == "" {
		*out = fmt.Sprintf("core/chance/%s-%d.txt", r.ID, *players)
	}
	if *calibrate && !seedSet() {
		*seed = freshSeed
	}
	s, err := newSelfPlay(r, *players)
	check(err)

	start := time.Now()
	results := s.playAll(*seed, *games)
	fmt.Fprintf(os.Stderr, "%d games of %s for %d played in %v\n", *games, r.Name, *players, time.Since(start).Round(time.Second))
	switch {
	case *calibrate:
		t, err := readTable(*out)
		check(err)
		report(os.Stdout, calibration(t, results))
	default:
		if *compare {
			compareModels(os.Stdout, results, s.tiles, *players)
		}
		t := derive(os.Stderr, results, s.tiles, *players)
		text := t.Format(
			fmt.Sprintf("%s for %d: the chance of winning from the spread, the tiles not on", r.Name, *players),
			"the board and the wait for the turn (see chance.Table), derived by",
			fmt.Sprintf("tools/chances from %d self-play games between players that choose by", *games),
			fmt.Sprintf("equity, on the default board (bag seeds %d to %d, %d positions).", *seed, *seed+uint64(*games)-1, records(results)),
			fmt.Sprintf("Regenerate with `go run ./tools/chances -rules %s -players %d -games %d` (`make chances`).", r.ID, *players, *games),
		)
		check(os.WriteFile(*out, []byte(text), 0o644))
	}
	fmt.Fprintf(os.Stderr, "done in %v\n", time.Since(start).Round(time.Second))
}

// newSelfPlay sets up the games of rules r for players players on the
// default board, between players that choose by equity alone.
func newSelfPlay(r *rules.Set, players int) (*selfPlay, error) {
	shipped, err := console.NewConfig(r, lexicon.New(resources.WordList), 0)
	if err != nil {
		return nil, err
	}
	lex := shipped.Referee.Lexicon
	return &selfPlay{
		ref:     shipped.Referee,
		board:   shipped.DefaultBoard,
		players: players,
		tiles:   len(r.TileSet.Tiles()),
		player:  computer.NewStrongWith(r, lex, 0, 0, computer.StrongOptions{Candidates: 1}),
	}, nil
}

// seedSet reports whether -seed was given.
func seedSet() bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "seed" })
	return set
}

// readTable reads the table of the file at path.
func readTable(path string) (*chance.Table, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	t, err := chance.Parse(string(text))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// records counts the records of the games.
func records(games [][]record) int {
	n := 0
	for _, g := range games {
		n += len(g)
	}
	return n
}

// check ends the program with err's message when err is not nil.
func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "chances:", err)
		os.Exit(1)
	}
}
