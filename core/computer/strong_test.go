package computer

import (
	"context"
	"errors"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"strings"
	"testing"
	"time"
)

var _ Hurried = (*StrongPlayer)(nil)

// testStrong is a Strong player for tests: a fixed number of samples and a
// shallow endgame, with a budget so large that it never binds, so that its
// moves do not depend on the machine's speed or load.
func testStrong(samples int) *StrongPlayer { return testStrongFor(rules.ScraeBBKle(), samples) }

// testStrongFor is testStrong playing the game of rules r.
func testStrongFor(r *rules.Set, samples int) *StrongPlayer {
	return NewStrongWith(r, coretest.Lexicon(), time.Minute, 1,
		StrongOptions{Samples: samples, EndgameDepth: 1})
}

// playStrongGame plays a game between Strong (player s) and Normal,
// checking that every Strong move is legal and that it passes only when it
// has no move, and returns the outcome.
func playStrongGame(t *testing.T, g *game.Game, strong Strategy, s int) game.Outcome {
	t.Helper()
	ref := g.Referee()
	players := []Strategy{NewBest(ref.Rules, coretest.Lexicon()), NewBest(ref.Rules, coretest.Lexicon())}
	players[s] = strong
	for turns := 0; !g.Over(); turns++ {
		if turns > 500 {
			t.Fatal("the game does not end")
		}
		v := g.View()
		m, err := players[g.ToMove()].Choose(context.Background(), v)
		if err != nil {
			t.Fatal(err)
		}
		if g.ToMove() == s && m.Pass && exhaustive.CanPlay(ref, v.Grid, v.Rack) {
			t.Fatalf("turn %d: Strong passed although a move exists", turns)
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("turn %d: Strong chose an illegal move %s: %v", turns, m, err)
		}
	}
	return g.Outcome()
}

// TestStrongBeatsNormal plays a few seeded games against Normal, Strong
// starting in half of them, and wants Strong to win most and score more.
// tools/match measures the win rate over 500 games.
func TestStrongBeatsNormal(t *testing.T) {
	if coretest.RaceEnabled {
		t.Skip("too slow under the race detector; TestStrongPlayNowThroughController plays a game there")
	}
	games := 8
	if testing.Short() {
		games = 2
	}
	strong := testStrong(24)
	wins, margin := 0, 0
	for i := range games {
		s := i % 2
		o := playStrongGame(t, gametest.NewGameOn(t, coretest.Referee(), coretest.DefaultBoard(t), uint64(300+i), false, game.Computer, game.Computer), strong, s)
		t.Logf("game %d, Strong is Player %d: %s", i, s+1, o)
		if o.Winner == s {
			wins++
		}
		margin += o.Finals[s] - o.Finals[1-s]
	}
	if wins*4 < games*3 || margin <= 0 {
		t.Errorf("Strong won %d of %d games against Normal by %d points in all", wins, games, margin)
	}
}

// TestStrongOpenGame plays an open game, where Strong knows the
// opponent's rack, with the default time budget logic: every move legal.
func TestStrongOpenGame(t *testing.T) {
	strong := NewStrongWith(rules.ScraeBBKle(), coretest.Lexicon(), 50*time.Millisecond, 2, StrongOptions{Samples: 1})
	o := playStrongGame(t, gametest.NewGameOn(t, coretest.Referee(), coretest.DefaultBoard(t), 42, true, game.Computer, game.Computer), strong, 1)
	t.Logf("open game: %s", o)
}

// negativeBoard is a 7 x 28 board where every square is a letter premium
// of factor f.
func negativeBoard(t *testing.T, f string) *board.Board {
	t.Helper()
	text := "7\n28\nd1\n" + strings.Repeat(strings.Repeat("["+f+"]", 7)+"\n", 28)
	b, err := board.Parse(rules.ScraeBBKle().Board, "factor.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestStrongPassesOnlyWhenStuck checks that Strong passes only when no move
// exists: on boards where every legal move scores less than zero, or
// exactly zero, Strong still plays one, in the middle of the game, in an
// open game, in the pre-endgame and in the endgame; with no legal move it
// passes.
func TestStrongPassesOnlyWhenStuck(t *testing.T) {
	ref := coretest.Referee()
	strong := testStrong(8)
	unseen := coretest.Rack(t, "EEAIONRSTL")
	views := map[string]func(g *board.Grid, rack tile.Rack) game.View{
		"middle game": func(g *board.Grid, rack tile.Rack) game.View {
			return game.View{Grid: g, Rack: rack, Unseen: unseen, BagLen: 3, Scores: []int{0, 0}}
		},
		"open game": func(g *board.Grid, rack tile.Rack) game.View {
			return game.View{Grid: g, Rack: rack, Unseen: unseen, Opponent: unseen[:7], BagLen: 3, Scores: []int{0, 0}}
		},
		"pre-endgame": func(g *board.Grid, rack tile.Rack) game.View {
			return game.View{Grid: g, Rack: rack, Unseen: unseen[:4], BagLen: 2, Scores: []int{0, 0}}
		},
		"endgame": func(g *board.Grid, rack tile.Rack) game.View {
			return game.View{Grid: g, Rack: rack, Unseen: unseen[:3], BagLen: 0, Scores: []int{0, 0}}
		},
		"bag full": func(g *board.Grid, rack tile.Rack) game.View {
			return game.View{Grid: g, Rack: rack, Unseen: unseen, BagLen: 80, Scores: []int{0, 0}}
		},
	}
	for name, view := range views {
		for _, f := range []string{"-1", "-9", "0"} {
			b := negativeBoard(t, f)
			for _, letters := range []string{"QI", "QIVVWWX", "ZAX_"} {
				rack := coretest.Rack(t, letters)
				m, err := strong.Choose(context.Background(), view(board.NewGrid(b), rack))
				if err != nil || m.Pass {
					t.Fatalf("%s, factor %s, rack %s: Strong passed (%v) although it can play", name, f, letters, err)
				}
				p, err := ref.Check(board.NewGrid(b), rack, m)
				if err != nil {
					t.Fatalf("%s, factor %s: %s is illegal: %v", name, f, m, err)
				}
				if p.Score > 0 && !p.Bingo {
					t.Fatalf("%s, factor %s: %s scores %d", name, f, m, p.Score)
				}
			}
		}
		m, err := strong.Choose(context.Background(), view(board.NewGrid(coretest.DefaultBoard(t)), coretest.Rack(t, "QV")))
		if err != nil || !m.Pass {
			t.Fatalf("%s: Strong played %s (%v) with no legal move", name, m, err)
		}
	}
}

// TestStrongPlaysWhenNoMoveGains checks the same in the middle of a game,
// with tiles on the board: on a board of word premiums 0 every move scores
// 0, and on a board of word premiums -1 a single tile scores less than 0.
func TestStrongPlaysWhenNoMoveGains(t *testing.T) {
	ref := coretest.Referee()
	for _, c := range []struct {
		square, rack string
		positive     bool
	}{
		{"<0>", "LRCOAS", false},
		{"<0>", "QZ_", false},
		{"<-1>", "S", false},
		{"<-1>", "_", false},
	} {
		text := "7\n28\nd1\n" + strings.Repeat(strings.Repeat(c.square, 7)+"\n", 28)
		b, err := board.Parse(rules.ScraeBBKle().Board, "factor.txt", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		g := board.NewGrid(b)
		p, err := ref.Check(g, coretest.Rack(t, "QI"), coretest.Move(t, "QI,1c"))
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(p.Placed)
		rack := coretest.Rack(t, c.rack)
		if !exhaustive.CanPlay(ref, g, rack) {
			t.Fatalf("%s %s: no move", c.square, c.rack)
		}
		for _, bag := range []int{0, 3, 60} {
			unseen := rules.ScraeBBKle().TileSet.Tiles()[10:]
			unseen = unseen[:min(bag+7, len(unseen))]
			if bag == 0 {
				unseen = unseen[:3]
			}
			v := game.View{Grid: g, Rack: rack, Unseen: unseen, BagLen: bag, Scores: []int{13, 0}}
			m, err := testStrong(8).Choose(context.Background(), v)
			if err != nil || m.Pass {
				t.Fatalf("%s %s, bag %d: Strong passed (%v) with legal moves", c.square, c.rack, bag, err)
			}
			pl, err := ref.Check(g, rack, m)
			if err != nil || pl.Score > 0 {
				t.Fatalf("%s %s, bag %d: %s: %v, score %d", c.square, c.rack, bag, m, err, pl.Score)
			}
		}
	}
}

// midGameView is the example play's position after six moves, Player 1 to
// move with a rack that holds two blanks: the slowest kind of search.
func midGameView(t testing.TB) game.View {
	return game.View{
		Grid:   coretest.Grid(t, coretest.MidGame...),
		Rack:   coretest.Rack(t, "LRC_AS_"),
		Unseen: coretest.Rack(t, "AEIOUNRSTLDEEAIIOOGGBMPWYK"),
		BagLen: 19,
		Scores: []int{100, 100},
	}
}

// TestStrongChooseNowPlaysAtOnce checks that a Strong player with a long
// budget plays its best move so far promptly when told to, and a legal one.
func TestStrongChooseNowPlaysAtOnce(t *testing.T) {
	strong := NewStrong(rules.ScraeBBKle(), coretest.Lexicon(), time.Hour, 1)
	if strong.Budget() != time.Hour {
		t.Fatalf("budget %v", strong.Budget())
	}
	v := midGameView(t)
	now := make(chan struct{})
	go func() {
		time.Sleep(100 * time.Millisecond)
		close(now)
	}()
	start := time.Now()
	m, err := strong.ChooseNow(context.Background(), v, now)
	took := time.Since(start)
	if err != nil || m.Pass {
		t.Fatalf("got %s, %v", m, err)
	}
	if _, err := coretest.Referee().Check(v.Grid, v.Rack, m); err != nil {
		t.Fatalf("%s: %v", m, err)
	}
	if limit := coretest.Slack(400 * time.Millisecond); took > limit {
		t.Errorf("took %v after being told to play now at 100ms", took)
	}
}

// TestStrongKeepsToItsBudget checks that the budget ends the look-ahead.
func TestStrongKeepsToItsBudget(t *testing.T) {
	strong := NewStrong(rules.ScraeBBKle(), coretest.Lexicon(), 150*time.Millisecond, 1)
	start := time.Now()
	m, err := strong.Choose(context.Background(), midGameView(t))
	took := time.Since(start)
	if err != nil || m.Pass {
		t.Fatalf("got %s, %v", m, err)
	}
	if took < 150*time.Millisecond || took > coretest.Slack(450*time.Millisecond) {
		t.Errorf("a move with a 150ms budget took %v", took)
	}
	if d := NewStrong(rules.ScraeBBKle(), coretest.Lexicon(), 0, 1).Budget(); d != DefaultStrongBudget || DefaultStrongBudget != time.Second {
		t.Errorf("default budget %v", d)
	}
}

// TestStrongCancelled checks that a cancelled context stops the search and
// is reported, before and during the search.
func TestStrongCancelled(t *testing.T) {
	strong := NewStrong(rules.ScraeBBKle(), coretest.Lexicon(), time.Hour, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := strong.Choose(ctx, midGameView(t)); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled context gave %v", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	_, err := strong.Choose(ctx, midGameView(t))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled during the search: %v", err)
	}
	if took := time.Since(start); took > coretest.Slack(400*time.Millisecond) {
		t.Errorf("took %v to notice the cancellation at 100ms", took)
	}
}

// TestStrongIsDeterministic checks that with a sample limit and no time
// pressure the same position gives the same move, whatever the number of
// workers.
func TestStrongIsDeterministic(t *testing.T) {
	v := midGameView(t)
	v.Rack = coretest.Rack(t, "LRCOASI")
	var first move.Move
	for i, workers := range []int{1, 2, 3} {
		s := NewStrongWith(rules.ScraeBBKle(), coretest.Lexicon(), time.Minute, 9, StrongOptions{Samples: 12, Workers: workers})
		m, err := s.Choose(context.Background(), v)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = m
		} else if m != first {
			t.Errorf("%d workers chose %s, 1 worker %s", workers, m, first)
		}
	}
}

// TestStrongLooksAhead checks the look-ahead on a board whose first row
// ends in a word premium of 99 at g1. With Q, A, T the best move by equity
// is QAT from d1 to f1, on two letter premiums of 3; but when the opponent
// can only hold S tiles, it answers with S on g1 for QATS times 99. Strong
// must see that and play a move after which no reply scores as much.
func TestStrongLooksAhead(t *testing.T) {
	rules := rules.ScraeBBKle()
	text := "7\n28\nd1\n....[3][3]<99>\n" + strings.Repeat(".......\n", 27)
	b, err := board.Parse(rules.Board, "lure.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	esses := coretest.Rack(t, strings.Repeat("S", 37))
	v := game.View{Grid: board.NewGrid(b), Rack: coretest.Rack(t, "QAT"), Unseen: esses, BagLen: 30, Scores: []int{0, 0}}
	static := NewStrongWith(rules, coretest.Lexicon(), time.Minute, 1, StrongOptions{Candidates: 1})
	ranked := static.ByEquity(v, 5)
	if len(ranked) < 3 || ranked[0].String() != "QAT,1d" {
		t.Fatalf("the best moves by equity are %v", ranked)
	}
	if m, _ := static.Choose(context.Background(), v); m != ranked[0] {
		t.Fatalf("the static player chose %s, not its best by equity %s", m, ranked[0])
	}
	ref := coretest.Referee()
	bestReply := func(m move.Move) (move.Move, int) {
		p, err := ref.Check(v.Grid, v.Rack, m)
		if err != nil {
			t.Fatal(err)
		}
		g := v.Grid.Clone()
		g.Apply(p.Placed)
		reply, _ := NewBest(rules, coretest.Lexicon()).Choose(context.Background(), game.View{Grid: g, Rack: esses[:7]})
		r, _ := ref.Check(g, esses[:7], reply)
		return reply, r.Score
	}
	if reply, score := bestReply(ranked[0]); score < 99 {
		t.Fatalf("QAT,1d is answered by %s for only %d", reply, score)
	}
	m, err := testStrong(4).Choose(context.Background(), v)
	if err != nil {
		t.Fatal(err)
	}
	if reply, score := bestReply(m); score >= 99 {
		t.Errorf("Strong played %s, and the reply %s scores %d", m, reply, score)
	}
}

// TestStrongExchangesABadRack checks that Strong throws back a rack of
// tiles that play badly together, where the rules and the bag allow, and
// keeps the tiles worth keeping.
func TestStrongExchangesABadRack(t *testing.T) {
	r := rules.Classic()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g := board.NewGrid(b)
	strong := NewStrongWith(r, coretest.Lexicon(), time.Second, 1, StrongOptions{Candidates: 1})
	v := game.View{Grid: g, Rack: coretest.RackOf(t, r, "QVVWWUU"), BagLen: 80}
	m, err := strong.Choose(context.Background(), v)
	if err != nil || m.Exchange == "" {
		t.Fatalf("with QVVWWUU Strong plays %s, %v; want an exchange", m, err)
	}
	v.BagLen = 6
	if m, _ := strong.Choose(context.Background(), v); m.Exchange != "" {
		t.Errorf("Strong exchanges with 6 tiles in the bag: %s", m)
	}
	v = game.View{Grid: g, Rack: coretest.RackOf(t, r, "AEINRST"), BagLen: 80}
	if m, _ := strong.Choose(context.Background(), v); m.Exchange != "" {
		t.Errorf("Strong exchanges AEINRST: %s", m)
	}
}

// TestStrongLooksAheadAtAnExchange checks that the look-ahead weighs the
// best exchange beside the tile moves, and plays it with a rack of tiles
// that play badly together; and that it can tell an exchange, which
// lays nothing, from a tile move when it plays one.
func TestStrongLooksAheadAtAnExchange(t *testing.T) {
	r := rules.Classic()
	strong := NewStrongWith(r, coretest.Lexicon(), time.Minute, 1, StrongOptions{Samples: 64}) // the samples, not the clock, end it
	v, opened := openedView(t, strong, "AEGINST", "QVVWWUU")
	if moves := strong.best(v, 1); len(moves) == 0 {
		t.Fatalf("after %s, QVVWWUU has no tile move to weigh the exchange against", opened.move.Move())
	}
	if m, err := strong.Choose(context.Background(), v); err != nil || m.Exchange == "" {
		t.Errorf("after %s, with QVVWWUU the look-ahead plays %s, %v; want an exchange", opened.move.Move(), m, err)
	}
}
