package review

import (
	"context"
	"time"

	"scraebbkle/core/board"
	"scraebbkle/core/chance"
	"scraebbkle/core/computer"
	"scraebbkle/core/rules"
)

// Options are how a review judges.
type Options struct {
	// Budget is the time the look-ahead takes over each turn; 0 judges
	// by equity alone, at once.
	Budget time.Duration
	// Candidates is how many of the best moves by equity are looked
	// ahead at beside the move played (default 10).
	Candidates int
	// Shown is how many of the best moves each turn lists (default 10).
	Shown int
	// Workers is how many goroutines look ahead (default every core).
	Workers int
	// Seed seeds the look-ahead's draws of the racks not seen, so that a
	// review is the same each time it is made on the same machine.
	Seed uint64
	// Chances is the table of the chance of winning (default the one
	// shipped for the game and its number of players).
	Chances Chances
	// Progress, when set, is told after each turn how many turns are
	// judged and how many there are, from the goroutine of Review.
	Progress func(done, total int)
}

// The defaults of Options.
const (
	defaultCandidates = 10
	defaultShown      = 10
)

// DefaultBudget is the look-ahead's time a turn that the faces of the
// program give a review unless told otherwise.
const DefaultBudget = time.Second

// Report is the review of a game.
type Report struct {
	Rules *rules.Set
	Board *board.Board
	Names []string // each player's name
	Turns []Turn
	// Chances[i] is every player's chance of winning as turn i begins;
	// the last, after the last turn (once the game is over, the result).
	Chances [][]float64
	// Summaries is each player's summary.
	Summaries []Summary
	// Notes are the faults that reading the game found, by line.
	Notes []Note
	// Remarks are what reading the game found to say that is no fault.
	Remarks []string
	// Final is each player's final total once the game is over; nil
	// while it is not.
	Final  []int
	Budget time.Duration // the look-ahead's time a turn
}

// Review judges every turn of game g, as Options say, and sums each
// player's turns up. It returns early with ctx's error when ctx is
// cancelled. g is not changed.
func Review(ctx context.Context, g *Game, opts Options) (*Report, error) {
	rv := newReviewer(g, opts)
	r := &Report{Rules: g.Referee.Rules, Board: g.Board, Names: g.Names, Notes: g.Notes, Remarks: g.Remarks, Final: g.Final, Budget: opts.Budget}
	for i := range g.Turns {
		t, err := rv.judge(ctx, i, &g.Turns[i])
		if err != nil {
			return nil, err
		}
		r.Turns = append(r.Turns, t)
		r.Chances = append(r.Chances, rv.standing(&g.Turns[i]))
		if opts.Progress != nil {
			opts.Progress(i+1, len(g.Turns))
		}
	}
	r.Chances = append(r.Chances, rv.last())
	r.Summaries = summaries(g, r.Turns)
	return r, nil
}

// reviewer judges the turns of one game.
type reviewer struct {
	g       *Game
	opts    Options
	strong  *computer.StrongPlayer
	chances Chances
	tiles   int // the tiles of the game's set
}

// newReviewer is a reviewer of game g, the options' defaults filled in.
func newReviewer(g *Game, opts Options) *reviewer {
	r := g.Referee.Rules
	if opts.Candidates <= 0 {
		opts.Candidates = defaultCandidates
	}
	if opts.Shown <= 0 {
		opts.Shown = defaultShown
	}
	budget := opts.Budget
	if budget <= 0 {
		budget = time.Second // unused: Appraise looks no further than equity
	}
	strong := computer.NewStrongWith(r, g.Referee.Lexicon, budget, opts.Seed, computer.StrongOptions{Workers: opts.Workers})
	return &reviewer{g: g, opts: opts, strong: strong, chances: chancesOf(r, len(g.Names), opts.Chances), tiles: len(r.TileSet.Tiles())}
}

// chancesOf is the table of the chance of winning that a review of a game
// of rules r for players players uses: given, when one is given, or else
// the one shipped for the game, and nil when none is, since another
// game's would mislead.
func chancesOf(r *rules.Set, players int, given Chances) Chances {
	if given != nil {
		return given
	}
	if t := chance.ForGame(r.ID, players); t != nil {
		return t
	}
	return nil
}
