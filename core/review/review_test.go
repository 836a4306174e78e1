package review

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/playtest"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
)

// reviewed is the review, by equity alone, of a game of rules r between
// computers of levels played to its end from seed.
func reviewed(t *testing.T, r *rules.Set, seed uint64, levels ...computer.Level) (*game.Game, *Report) {
	t.Helper()
	g := playtest.GameOf(t, r, seed, false, levels...)
	in, err := FromGame(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Review(context.Background(), in, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g, rep
}

// TestReviewJudgesEveryTurn reviews games of the three games, two to
// four players: every turn is judged; the best move named is legal and
// scores what the review says; no loss is negative; a turn whose move was
// the best loses nothing; and the move played is where the review ranks
// it.
func TestReviewJudgesEveryTurn(t *testing.T) {
	for _, tc := range []struct {
		r      *rules.Set
		levels []computer.Level
	}{
		{rules.ScraeBBKle(), []computer.Level{computer.Normal, computer.Easy}},
		{rules.ScraBBKle(), []computer.Level{computer.Easy, computer.Strong}},
		{rules.Classic(), []computer.Level{computer.Strong, computer.Normal}},
		{rules.Classic(), []computer.Level{computer.Easy, computer.Normal, computer.Strong}},
		{rules.Classic(), []computer.Level{computer.Normal, computer.Normal, computer.Easy, computer.Easy}},
	} {
		t.Run(fmt.Sprintf("%s, %d players", tc.r.Name, len(tc.levels)), func(t *testing.T) {
			g, rep := reviewed(t, tc.r, 3, tc.levels...)
			if len(rep.Turns) != g.Turns() || len(rep.Summaries) != len(tc.levels) {
				t.Fatalf("%d turns and %d summaries, of %d turns and %d players", len(rep.Turns), len(rep.Summaries), g.Turns(), len(tc.levels))
			}
			ref := g.Referee()
			for i, turn := range rep.Turns {
				checkTurn(t, ref, g.History()[i], turn)
				if laid, want := turn.Laid(turn.Played, tc.r), g.History()[i].Play.Placed; fmt.Sprint(laid) != fmt.Sprint(want) {
					t.Fatalf("turn %d: the move played lays %v, the game laid %v", turn.Number, laid, want)
				}
			}
			checkChances(t, rep, g.Outcome())
		})
	}
}

// checkChances checks that a review made without a table of chances
// given reads the shipped one: before every turn each player has a chance,
// the chances add up to one, and after the last turn the winner's is 1.
func checkChances(t *testing.T, rep *Report, o game.Outcome) {
	t.Helper()
	if len(rep.Chances) != len(rep.Turns)+1 {
		t.Fatalf("%d rows of chances for %d turns", len(rep.Chances), len(rep.Turns))
	}
	for i, row := range rep.Chances {
		sum := 0.0
		for _, c := range row {
			sum += c
		}
		if len(row) != len(rep.Names) || math.Abs(sum-1) > 1e-9 {
			t.Fatalf("turn %d: chances %v", i+1, row)
		}
	}
	if o.Winner >= 0 && rep.Chances[len(rep.Turns)][o.Winner] != 1 {
		t.Errorf("the winner's chance at the end is %v", rep.Chances[len(rep.Turns)][o.Winner])
	}
	if first := rep.Chances[0]; first[0] == 1/float64(len(first)) && first[1] == first[0] && rep.Turns[0].Best[0].Chance == 0 {
		t.Error("no table of chances was read: every chance is even and no move has one")
	}
}

// checkTurn checks the review of a turn played as h.
func checkTurn(t *testing.T, ref *referee.Referee, h game.Turn, turn Turn) {
	t.Helper()
	if !turn.Judged() || turn.Note != "" {
		t.Fatalf("turn %d is not judged: %s", turn.Number, turn.Note)
	}
	best := turn.Best[0]
	if err := legal(ref, turn, best); err != nil {
		t.Fatalf("turn %d: the best move %s: %v", turn.Number, best.Move, err)
	}
	switch {
	case turn.Lost < 0 || turn.ChanceLost < 0:
		t.Fatalf("turn %d lost %v and %v", turn.Number, turn.Lost, turn.ChanceLost)
	case turn.Rank == 1 && (turn.Lost != 0 || turn.Grade != Best):
		t.Fatalf("turn %d played the best move, %s, and lost %v (%s)", turn.Number, turn.Played.Move, turn.Lost, turn.Grade)
	case turn.Rank < 1 || turn.Rank > turn.Legal:
		t.Fatalf("turn %d: rank %d of %d", turn.Number, turn.Rank, turn.Legal)
	case turn.Played.Score != h.Play.Score:
		t.Fatalf("turn %d: %s scored %d, the review says %d", turn.Number, h.Play.Move, h.Play.Score, turn.Played.Score)
	case turn.Lost != best.Value-turn.Played.Value && turn.Rank > 1:
		t.Fatalf("turn %d lost %v, but the best is worth %v and the move played %v", turn.Number, turn.Lost, best.Value, turn.Played.Value)
	}
}

// legal checks that option o is a legal move of turn t that scores what
// o says.
func legal(ref *referee.Referee, t Turn, o Option) error {
	if o.Move.Pass {
		return nil
	}
	if o.Move.Exchange != "" {
		_, err := ref.CheckExchange(t.Rack, ref.Rules.ExchangeBag, o.Move)
		return err
	}
	p, err := ref.Check(t.Grid, t.Rack, o.Move)
	if err == nil && p.Score != o.Score {
		err = fmt.Errorf("it scores %d, not %d", p.Score, o.Score)
	}
	return err
}

// TestReviewOfTheBestPlayer reviews a game of the Strong player looking
// no further than equity, which plays the move of the best equity, by the
// review's own measure: each of its turns is the best or within a point of
// it, unless a pass or an exchange would have kept a better rack.
func TestReviewOfTheBestPlayer(t *testing.T) {
	_, rep := reviewed(t, rules.Classic(), 11, computer.Strong, computer.Easy)
	s := rep.Summaries[0]
	if s.Grades[Best] == 0 || s.Judged == 0 || s.Grades[Best] < s.Judged*9/10 {
		t.Errorf("Strong played the best move in %d of %d turns", s.Grades[Best], s.Judged)
	}
	easy := rep.Summaries[1]
	if easy.AverageLost() <= s.AverageLost() {
		t.Errorf("Easy lost %.1f a turn, Strong %.1f", easy.AverageLost(), s.AverageLost())
	}
}

// TestReviewLooksAhead reviews a few turns with the look-ahead: every
// move listed first was looked at, the move played among them.
func TestReviewLooksAhead(t *testing.T) {
	g := playtest.GameOf(t, rules.Classic(), 5, false, computer.Normal, computer.Normal)
	in, err := FromGame(g, []string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	in.Turns = in.Turns[:4]
	done := 0
	rep, err := Review(context.Background(), in, Options{Budget: 50 * time.Millisecond, Candidates: 4, Progress: func(n, total int) { done = n }})
	if err != nil {
		t.Fatal(err)
	}
	if done != 4 || rep.Names[1] != "Bob" {
		t.Fatalf("progress told %d of 4; names %v", done, rep.Names)
	}
	for _, turn := range rep.Turns {
		if !turn.Best[0].Looked || !turn.Played.Looked {
			t.Errorf("turn %d: the best %+v, the move played %+v", turn.Number, turn.Best[0], turn.Played)
		}
	}
}

// TestReviewSearchesThePreEndgame reviews the turns of two-player games
// played with one or two tiles in the bag, with the look-ahead: each
// searches the pre-endgame, its values in points of spread to the end; the
// moves looked at rank by the chance of winning their search found, which
// the best move has most of; and what the move played lost is measured
// against the best on both scales. The turns before are the middle game's.
func TestReviewSearchesThePreEndgame(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 12 && found < 3; seed++ {
		g := playtest.GameOf(t, rules.Classic(), seed, false, computer.Normal, computer.Normal)
		in, err := FromGame(g, nil)
		if err != nil {
			t.Fatal(err)
		}
		pre := slices.IndexFunc(in.Turns, func(p Position) bool { return p.View.BagLen > 0 && p.View.BagLen <= 2 })
		if pre < 0 {
			continue
		}
		found++
		in.Turns = in.Turns[pre-1 : pre+1] // the turn before, and the pre-endgame's first
		rep, err := Review(context.Background(), in, Options{Budget: time.Second, Candidates: 4})
		if err != nil {
			t.Fatal(err)
		}
		before, turn := rep.Turns[0], rep.Turns[1]
		if before.PreEndgame || before.ToTheEnd() || !turn.PreEndgame || !turn.ToTheEnd() || turn.Endgame {
			t.Fatalf("seed %d: the turn before searched the pre-endgame %v, the turn with %d in the bag %v",
				seed, before.PreEndgame, in.Turns[1].View.BagLen, turn.PreEndgame)
		}
		if !turn.Played.Looked || !turn.Best[0].Looked {
			t.Errorf("seed %d: the move played %+v, the best %+v", seed, turn.Played, turn.Best[0])
		}
		for i, o := range turn.Best {
			if !o.Looked {
				break
			}
			if o.Chance < 0 || o.Chance > 1 || i > 0 && o.Chance > turn.Best[i-1].Chance {
				t.Errorf("seed %d: %s's chance %.3f, after %.3f", seed, o.Move, o.Chance, turn.Best[max(i-1, 0)].Chance)
			}
		}
		var out strings.Builder
		if err := WriteJSON(&out, []string{"game"}, []*Report{rep}); err != nil || strings.Count(out.String(), `"preEndgame": true`) != 1 {
			t.Errorf("seed %d: the JSON marks %d turns as the pre-endgame's (%v)", seed, strings.Count(out.String(), `"preEndgame": true`), err)
		}
		best, played := turn.Best[0], turn.Played
		if want := max(best.Chance-played.Chance, 0); math.Abs(turn.ChanceLost-want) > 1e-9 || turn.Lost != max(best.Value-played.Value, 0) {
			t.Errorf("seed %d: lost %.2f points and %.3f of the chance, the best %+v, the move played %+v", seed, turn.Lost, turn.ChanceLost, best, played)
		}
	}
	if found == 0 {
		t.Fatal("no game of the seeds reached a pre-endgame")
	}
}

// TestReviewCancelled stops at once when its context is cancelled.
func TestReviewCancelled(t *testing.T) {
	g := playtest.GameOf(t, rules.Classic(), 5, false, computer.Normal, computer.Normal)
	in, err := FromGame(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Review(ctx, in, Options{Budget: time.Second}); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled review returned %v", err)
	}
}
