// Command leaves derives the Strong player's leave table of a game from
// self-play and writes it to core/leave/: leaves.txt for ScraeBBKle,
// ID.txt for the game of rules ID (`-rules classic` writes classic.txt).
// Run it from the repository root, or `make leaves`.
//
// It plays rounds of seeded games on the default board between
// players that choose by equity (score plus the value of the tiles kept)
// with the table of the round before; the first round starts from a table
// of zeros. After each move made with enough tiles in the bag it records
// the tiles kept and the points the same player scores with its next move,
// and fits a table to them by ridge regression: the value of a leave is how
// many points more than average the next move scores with it. A quarter of
// the moves are played at random from the best ten by equity, so that the
// games also keep the tiles a table undervalues. With -ahead the next
// move's score has added to it what the tiles that move keeps are worth by
// the table of the round before, so that over the rounds a leave is
// valued by the moves after the next too: a blank kept is worth the bingos
// it brings later, not only in the next move. With -players the games
// seat that many players (two by default; the shipped tables are fitted to
// games of two and serve every number of players). Everything is seeded,
// so the same flags give the same table.
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"scraebbkle/console"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/leave"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
	"scraebbkle/tools/internal/linalg"
	"scraebbkle/tools/internal/parallel"
)

// sample is one observation: the tiles a player kept and what its next
// move scored.
type sample struct {
	kept  tile.Counts
	score float64
}

func main() {
	games := flag.Int("games", 8000, "games a round")
	rounds := flag.Int("rounds", 3, "rounds of self-play, each with the table of the round before")
	seed := flag.Uint64("seed", 1, "seed of the games' bags")
	minBag := flag.Int("minbag", 14, "record a move only when the bag held at least this many tiles")
	lambda := flag.Float64("lambda", 50, "ridge penalty on the table's values")
	ahead := flag.Bool("ahead", false, "fit to the next move's score plus what its own kept tiles are worth by the table played, not its score alone")
	players := flag.Int("players", 2, "players a game")
	game := flag.String("rules", rules.ScraeBBKle().ID, "the game: "+strings.Join(rules.IDs(), ", "))
	out := flag.String("out", "", "where to write the table (default core/leave/leaves.txt for ScraeBBKle, core/leave/ID.txt for another game)")
	flag.Parse()

	r, err := rules.ByID(*game)
	if err != nil {
		fail(err)
	}
	if *players < r.MinPlayers || *players > r.MaxPlayers {
		fail(fmt.Errorf("%s is played by %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, *players))
	}
	if *out == "" {
		*out = "core/leave/" + r.ID + ".txt"
		if r.ID == rules.ScraeBBKle().ID {
			*out = "core/leave/leaves.txt"
		}
	}
	shipped, err := console.NewConfig(r, lexicon.New(resources.WordList), 0)
	if err != nil {
		fail(err)
	}
	ref, board := shipped.Referee, shipped.DefaultBoard
	lex := ref.Lexicon

	start := time.Now()
	table := leave.FromParams(make([]float64, leave.Params))
	var n int
	for round := range *rounds {
		player := computer.NewStrongWith(ref.Rules, lex, 0, 0, computer.StrongOptions{Candidates: 1, Leaves: table})
		results := parallel.Map(*games, func(i int) []sample {
			bagSeed := *seed*1_000_003 + uint64(round)*100_003 + uint64(i)
			rng := rand.New(rand.NewPCG(bagSeed, 17))
			var worth *leave.Table
			if *ahead {
				worth = table
			}
			return play(ref, board, tile.NewBag(ref.Rules.TileSet, bagSeed), player, *players, *minBag, rng, worth)
		})
		var params []float64
		params, n = fit(results, *lambda)
		table = leave.FromParams(params)
		fmt.Fprintf(os.Stderr, "round %d: %d games, %d moves fitted, %v so far\n", round+1, *games, n, time.Since(start).Round(time.Second))
	}
	worth := "its next move"
	if *ahead {
		worth = "its next move and the tiles that move keeps"
	}
	text := table.Format(
		r.Name+" leave values, in points: what the tiles a player keeps after a move",
		"are worth to "+worth+" (see leave.Table). Derived by tools/leaves from",
		fmt.Sprintf("%d rounds of %d self-play games on the default board (seed %d, moves with at", *rounds, *games, *seed),
		fmt.Sprintf("least %d tiles in the bag, %d in the last round, ridge penalty %g).", *minBag, n, *lambda),
		"Regenerate with `go run ./tools/leaves "+strings.Join(os.Args[1:], " ")+"` (`make leaves`).",
	)
	if err := os.WriteFile(*out, []byte(text), 0o644); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s in %v\n", *out, time.Since(start).Round(time.Second))
}

// explore is how many of the best moves by equity a random move is chosen
// from, and epsilon how often: self-play must also keep tiles that the
// table so far undervalues, or it never learns what they are worth (a
// greedy player plays a blank at once, for its 8 points).
const (
	explore = 10
	epsilon = 0.25
)

// play plays one game between seats copies of player and returns, for every
// move made with at least minBag tiles in the bag, the tiles kept and the
// score of the mover's next move, plus, when worth is given, what the
// tiles that move keeps are worth by it (while the bag still holds minBag
// tiles): so the table learns what a leave brings over the moves after
// the next, not the next alone. Now and then a player makes a random move
// of the best few, drawn from rng.
func play(ref *referee.Referee, board *board.Board, bag *tile.Bag, player *computer.StrongPlayer, seats, minBag int, rng *rand.Rand, worth *leave.Table) []sample {
	kinds := make([]game.PlayerKind, seats)
	pending := make([]int, seats) // each player's sample waiting for its next move's score
	for p := range kinds {
		kinds[p], pending[p] = game.Computer, -1
	}
	g, err := game.New(ref, board, bag, kinds, false)
	if err != nil {
		fail(err)
	}
	var samples []sample
	for !g.Over() {
		p, v := g.ToMove(), g.View()
		ranked := player.ByEquity(v, explore)
		m := move.Pass
		if len(ranked) > 0 {
			m = ranked[0]
		}
		// The next move's score is what the player's choice scores, even
		// when a random one is played instead.
		if i := pending[p]; i >= 0 {
			pl, err := g.Check(m)
			if err != nil {
				fail(err)
			}
			samples[i].score = float64(pl.Score)
			if worth != nil && !m.Pass && v.BagLen >= minBag {
				_, kept, _ := v.Rack.Take(m.Word)
				c := tile.Count(kept)
				samples[i].score += worth.Value(&c)
			}
			pending[p] = -1
		}
		if len(ranked) > 1 && rng.Float64() < epsilon {
			m = ranked[rng.IntN(len(ranked))]
		}
		t, err := g.Play(m)
		if err != nil {
			fail(err)
		}
		if m.Pass || v.BagLen < minBag {
			continue
		}
		_, kept, _ := t.Rack.Take(m.Word)
		samples = append(samples, sample{kept: tile.Count(kept), score: math.NaN()})
		pending[p] = len(samples) - 1
	}
	// A move whose player never moved again has no next score.
	kept := samples[:0]
	for _, s := range samples {
		if !math.IsNaN(s.score) {
			kept = append(kept, s)
		}
	}
	return kept
}

// fit solves the ridge regression of the next move's score on the leave
// features and an intercept (not penalised), adding the games' samples in
// order, and returns the table's parameters and the number of samples.
func fit(results [][]sample, lambda float64) ([]float64, int) {
	const k = leave.Params + 1 // the last is the intercept
	a := make([][]float64, k)
	for i := range a {
		a[i] = make([]float64, k+1) // the last column is the right-hand side
	}
	x := make([]float64, k)
	n := 0
	for _, game := range results {
		for _, s := range game {
			leave.Features(&s.kept, x)
			x[k-1] = 1
			for i := range k {
				if x[i] == 0 {
					continue
				}
				for j := range k {
					a[i][j] += x[i] * x[j]
				}
				a[i][k] += x[i] * s.score
			}
			n++
		}
	}
	for i := range k - 1 {
		a[i][i] += lambda
	}
	return linalg.Solve(a)[:k-1], n
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "leaves:", err)
	os.Exit(1)
}
