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
	"scraebbkle/core"
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
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ref, board := shipped.Referee, shipped.DefaultBoard
	rules, graph := ref.Rules, ref.Lexicon.Graph()
	opts := core.StrongOptions{Samples: *samples, Candidates: *cands}
	if *leaves != "" {
		text, err := os.ReadFile(*leaves)
		if err == nil {
			opts.Leaves, err = core.ParseLeaves(string(text))
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	strong := core.NewStrongWith(rules, graph, *budget, 1, opts)
	normal := core.NewBest(rules, graph)

	var wins, draws, strongSum, normalSum, moves int
	var think, slowest time.Duration
	start := time.Now()
	for i := range *games {
		seed := *first + uint64(i)
		s := int(1 - seed%2) // Strong's index: Player 1 for odd seeds
		players := []core.Strategy{normal, normal}
		players[s] = strong
		g, err := core.NewGame(ref, board, core.NewBag(rules, seed), []core.PlayerKind{core.Computer, core.Computer}, *open)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for !g.Over() {
			p := g.ToMove()
			t0 := time.Now()
			m, err := players[p].Choose(context.Background(), g.View())
			if p == s {
				d := time.Since(t0)
				think += d
				slowest = max(slowest, d)
				moves++
			}
			if err == nil {
				_, err = g.Play(m)
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "game %d, seed %d: %v\n", i, seed, err)
				os.Exit(1)
			}
		}
		o := g.Outcome()
		strongSum += o.Finals[s]
		normalSum += o.Finals[1-s]
		switch o.Winner {
		case s:
			wins++
		case -1:
			draws++
		}
		if *verbose {
			fmt.Printf("seed %d: Strong is Player %d: %s\n", seed, s+1, o)
		}
	}
	n := float64(*games)
	fmt.Printf("%d games on the default board, Strong (budget %v, %d cores) against Normal, closed games: %v\n",
		*games, *budget, runtime.GOMAXPROCS(0), !*open)
	fmt.Printf("Strong wins %d (%.1f%%), draws %d, loses %d\n", wins, 100*float64(wins)/n, draws, *games-wins-draws)
	fmt.Printf("average final score: Strong %.1f, Normal %.1f\n", float64(strongSum)/n, float64(normalSum)/n)
	fmt.Printf("Strong's time a move: mean %v, longest %v over %d moves\n",
		(think / time.Duration(max(moves, 1))).Round(time.Millisecond), slowest.Round(time.Millisecond), moves)
	fmt.Printf("wall time %v\n", time.Since(start).Round(time.Second))
}
