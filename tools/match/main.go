// Command match plays seeded games between the Strong and the Normal
// computer players on the default board and reports how Strong fares: its
// win rate, both players' average final scores and the time Strong takes
// a move. Strong is Player 1 in the games with an odd seed and Player 2 in
// the others, so each starts in half of them.
//
//	go run ./tools/match -games 500 -budget 150ms
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"scraebbkle/console"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/leave"
	"scraebbkle/core/tile"
)

func main() {
	games := flag.Int("games", 500, "games to play")
	first := flag.Uint64("seed", 1, "seed of the first game's bag; game i uses seed+i")
	budget := flag.Duration("budget", 150*time.Millisecond, "Strong's time budget a move")
	samples := flag.Int("samples", 0, "opponent racks per candidate at most (0: as the budget allows)")
	cands := flag.Int("candidates", 0, "candidates looked ahead at (0: the default; 1: play by equity alone)")
	open := flag.Bool("open", false, "play open games")
	leaves := flag.String("leaves", "", "a leave table file to use instead of the shipped one")
	verbose := flag.Bool("v", false, "print every game's result")
	flag.Parse()

	shipped, err := console.DefaultConfig(0)
	check(err)
	ref, board := shipped.Referee, shipped.DefaultBoard
	rules, lex := ref.Rules, ref.Lexicon
	opts := computer.StrongOptions{Samples: *samples, Candidates: *cands}
	if *leaves != "" {
		opts.Leaves, err = readLeaves(*leaves)
		check(err)
	}
	strong := computer.NewStrongWith(rules, lex, *budget, 1, opts)
	normal := computer.NewBest(rules, lex)

	var t tally
	start := time.Now()
	for i := range *games {
		seed := *first + uint64(i)
		s := int(1 - seed%2) // Strong's index: Player 1 for odd seeds
		players := []computer.Strategy{normal, normal}
		players[s] = strong
		g, err := game.New(ref, board, tile.NewBag(rules.TileSet, seed), []game.PlayerKind{game.Computer, game.Computer}, *open)
		check(err)
		if err := t.play(g, players, s); err != nil {
			check(fmt.Errorf("game %d, seed %d: %w", i, seed, err))
		}
		if *verbose {
			fmt.Printf("seed %d: Strong is Player %d: %s\n", seed, s+1, g.Outcome())
		}
	}
	fmt.Printf("%d games on the default board, Strong (budget %v, %d cores) against Normal, closed games: %v\n",
		*games, *budget, runtime.GOMAXPROCS(0), !*open)
	t.report(*games)
	fmt.Printf("wall time %v\n", time.Since(start).Round(time.Second))
}

// tally is how Strong has fared over the games so far.
type tally struct {
	wins, draws, strongSum, normalSum, moves int
	think, slowest                           time.Duration
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
	t.normalSum += o.Finals[1-s]
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
	fmt.Printf("average final score: Strong %.1f, Normal %.1f\n", float64(t.strongSum)/f, float64(t.normalSum)/f)
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
