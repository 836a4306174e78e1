// Command match plays seeded games between the Strong computer player and
// Normal ones on a game's default board and reports how Strong fares: its
// win rate, the players' average final scores and the time Strong takes a
// move; with three or four players also how many of the Normals it
// finished above. Strong takes each seat in turn, game by game (with two
// players, Player 1 for an odd seed), so that it starts as often as the
// others.
//
//	go run ./tools/match -games 500 -budget 150ms
//	go run ./tools/match -rules classic -players 3 -games 100
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"scraebbkle/console"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/leave"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
)

func main() {
	games := flag.Int("games", 500, "games to play")
	first := flag.Uint64("seed", 1, "seed of the first game's bag; game i uses seed+i")
	budget := flag.Duration("budget", 150*time.Millisecond, "Strong's time budget a move")
	samples := flag.Int("samples", 0, "opponent racks per candidate at most (0: as the budget allows)")
	cands := flag.Int("candidates", 0, "candidates looked ahead at (0: the default; 1: play by equity alone)")
	plies := flag.Int("plies", 0, "plies the middle-game look-ahead plays after a candidate, 1 or 2 (0: the default)")
	workers := flag.Int("workers", 0, "goroutines Strong looks ahead on (0: one a core)")
	open := flag.Bool("open", false, "play open games")
	leaves := flag.String("leaves", "", "a leave table file to use instead of the shipped one")
	verbose := flag.Bool("v", false, "print every game's result")
	id := flag.String("rules", rules.ScraeBBKle().ID, "the game: "+strings.Join(rules.IDs(), ", "))
	seats := flag.Int("players", 2, "players a game: Strong and the rest Normal")
	flag.Parse()

	r, err := rules.ByID(*id)
	check(err)
	shipped, err := console.NewConfig(r, lexicon.New(resources.WordList), 0)
	check(err)
	ref, board := shipped.Referee, shipped.DefaultBoard
	lex := ref.Lexicon
	opts := computer.StrongOptions{Samples: *samples, Candidates: *cands, Plies: *plies, Workers: *workers}
	if *leaves != "" {
		opts.Leaves, err = readLeaves(*leaves)
		check(err)
	}
	strong := computer.NewStrongWith(r, lex, *budget, 1, opts)
	normal := computer.NewBest(r, lex)

	var t tally
	start := time.Now()
	for i := range *games {
		seed := *first + uint64(i)
		s := int((seed + uint64(*seats) - 1) % uint64(*seats)) // Strong's index: Player 1 for seed 1
		players := make([]computer.Strategy, *seats)
		for p := range players {
			players[p] = normal
		}
		players[s] = strong
		g, err := game.New(ref, board, tile.NewBag(r.TileSet, seed), make([]game.PlayerKind, *seats), *open)
		check(err)
		if err := t.play(g, players, s); err != nil {
			check(fmt.Errorf("game %d, seed %d: %w", i, seed, err))
		}
		if *verbose {
			fmt.Printf("seed %d: Strong is Player %d: %s\n", seed, s+1, g.Outcome())
		}
	}
	fmt.Printf("%d games of %s for %d on the default board, Strong (budget %v, %d cores) against Normal, closed games: %v\n",
		*games, r.Name, *seats, *budget, runtime.GOMAXPROCS(0), !*open)
	t.report(*games)
	fmt.Printf("wall time %v\n", time.Since(start).Round(time.Second))
}

// tally is how Strong has fared over the games so far.
type tally struct {
	wins, draws, strongSum, normalSum, normals, moves int
	ahead                                             int // Normals that Strong finished above
	think, slowest                                    time.Duration
}

// play plays game g out between players, Strong being player s, timing
// Strong's moves, and adds the result.
func (t *tally) play(g *game.Game, players []computer.Strategy, s int) error {
	for !g.Over() {
		p := g.ToMove()
		t0 := time.Now()
		m, err := players[p].Choose(context.Background(), g.View())
		if p == s {
			d := time.Since(t0)
			t.think += d
			t.slowest = max(t.slowest, d)
			t.moves++
		}
		if err == nil {
			_, err = g.Play(m)
		}
		if err != nil {
			return err
		}
	}
	o := g.Outcome()
	t.strongSum += o.Finals[s]
	for p, f := range o.Finals {
		if p != s {
			t.normalSum += f
			t.normals++
			if o.Finals[s] > f {
				t.ahead++
			}
		}
	}
	switch o.Winner {
	case s:
		t.wins++
	case -1:
		t.draws++
	}
	return nil
}

// report prints the win rate, the average scores and Strong's time a move
// over n games.
func (t *tally) report(n int) {
	f := float64(n)
	fmt.Printf("Strong wins %d (%.1f%%), draws %d, loses %d\n", t.wins, 100*float64(t.wins)/f, t.draws, n-t.wins-t.draws)
	fmt.Printf("average final score: Strong %.1f, Normal %.1f\n", float64(t.strongSum)/f, float64(t.normalSum)/float64(max(t.normals, 1)))
	if t.normals > n {
		fmt.Printf("Strong finishes above %d of the %d Normals it played (%.1f%%)\n", t.ahead, t.normals, 100*float64(t.ahead)/float64(t.normals))
	}
	fmt.Printf("Strong's time a move: mean %v, longest %v over %d moves\n",
		(t.think / time.Duration(max(t.moves, 1))).Round(time.Millisecond), t.slowest.Round(time.Millisecond), t.moves)
}

// readLeaves reads a leave table from the file at path.
func readLeaves(path string) (*leave.Table, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return leave.Parse(string(text))
}

// check ends the program with err's message when err is not nil.
func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
