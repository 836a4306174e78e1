package computer_test

import (
	"context"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/rules"
	"slices"
	"strings"
	"testing"
)

func TestParseLevel(t *testing.T) {
	for _, l := range computer.Levels {
		if got, err := computer.ParseLevel(l.String()); err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l, got, err)
		}
	}
	if l, err := computer.ParseLevel("STRONG"); err != nil || l != computer.Strong {
		t.Errorf("case is ignored: %v %v", l, err)
	}
	if _, err := computer.ParseLevel("expert"); err == nil {
		t.Error("an unknown level was accepted")
	}
}

// TestBestPlaysAsHighScore plays seeded games with the fast Normal player
// and checks every choice against the reference HighScore player.
func TestBestPlaysAsHighScore(t *testing.T) {
	games := 12
	if testing.Short() || coretest.RaceEnabled {
		games = 3
	}
	ref := coretest.Referee()
	hs := computer.HighScore{Referee: ref}
	best := computer.NewBest(ref.Rules, coretest.Lexicon())
	for seed := range games {
		g := gametest.NewGame(t, uint64(100+seed), game.Computer, game.Computer)
		for !g.Over() {
			v := g.View()
			want, _ := hs.Choose(context.Background(), v)
			got, err := best.Choose(context.Background(), v)
			if err != nil || got != want {
				t.Fatalf("seed %d turn %d: Best chose %s (%v), HighScore %s", seed, len(g.History()), got, err, want)
			}
			if _, err := g.Play(got); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestModestPlaysLegalModestMoves checks the Easy player: always legal,
// never a pass while a move exists, and well below the best score overall.
func TestModestPlaysLegalModestMoves(t *testing.T) {
	ref := coretest.Referee()
	easy, best := computer.NewModest(ref.Rules, coretest.Lexicon(), 1), computer.NewBest(ref.Rules, coretest.Lexicon())
	easyTotal, bestTotal := 0, 0
	for seed := range 4 {
		g := gametest.NewGame(t, uint64(200+seed), game.Computer, game.Computer)
		for !g.Over() {
			v := g.View()
			m, err := easy.Choose(context.Background(), v)
			if err != nil {
				t.Fatal(err)
			}
			if m.Pass && exhaustive.CanPlay(ref, v.Grid, v.Rack) {
				t.Fatal("Easy passed although a move exists")
			}
			if b, _ := best.Choose(context.Background(), v); !b.Pass {
				p, _ := ref.Check(v.Grid, v.Rack, b)
				bestTotal += p.Score
			}
			turn, err := g.Play(m)
			if err != nil {
				t.Fatalf("Easy chose an illegal move %s: %v", m, err)
			}
			easyTotal += turn.Play.Score
		}
	}
	if easyTotal*2 > bestTotal {
		t.Errorf("Easy scored %d where the best moves would score %d: not modest", easyTotal, bestTotal)
	}
}

// TestPlayersPassOnlyWhenStuck checks that the reference, Normal and Easy
// players pass only when no move exists: on a board where every move loses
// points, and with a rack that cannot play.
func TestPlayersPassOnlyWhenStuck(t *testing.T) {
	rules := rules.ScraeBBKle()
	text := "7\n28\nd1\n"
	for range 28 {
		text += "[-1][-1][-1][-1][-1][-1][-1]\n"
	}
	b, err := board.Parse(rules.Board, "negative.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	ref := coretest.Referee()
	for _, s := range []computer.Strategy{computer.HighScore{Referee: ref}, computer.NewBest(rules, coretest.Lexicon()), computer.NewModest(rules, coretest.Lexicon(), 3)} {
		m, err := s.Choose(context.Background(), game.View{Grid: board.NewGrid(b), Rack: coretest.Rack(t, "QI")})
		if err != nil || m.Pass {
			t.Fatalf("%T passed on a board where QI can be played: %v", s, err)
		}
		if p, err := ref.Check(board.NewGrid(b), coretest.Rack(t, "QI"), m); err != nil || p.Score >= 0 {
			t.Fatalf("%T: %s: %v, score %d", s, m, err, p.Score)
		}
		m, _ = s.Choose(context.Background(), game.View{Grid: board.NewGrid(coretest.DefaultBoard(t)), Rack: coretest.Rack(t, "QV")})
		if !m.Pass {
			t.Fatalf("%T played %s with no legal move", s, m)
		}
	}
}

func TestNewComputerMakesEachLevel(t *testing.T) {
	rules, lex := rules.ScraeBBKle(), coretest.Lexicon()
	if _, ok := computer.New(rules, lex, computer.Easy, 1).(*computer.Modest); !ok {
		t.Error("easy is not Modest")
	}
	if _, ok := computer.New(rules, lex, computer.Normal, 1).(*computer.Best); !ok {
		t.Error("normal is not Best")
	}
	s, ok := computer.New(rules, lex, computer.Strong, 1).(computer.Hurried)
	if !ok || s.Budget() != computer.DefaultStrongBudget {
		t.Error("strong does not think within its budget")
	}
}

// FuzzParseLevel reads computer levels as typed: a level's name in any
// case, nothing else.
func FuzzParseLevel(f *testing.F) {
	for _, s := range []string{"easy", "Normal", "STRONG", "", "hard", "strong "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := computer.ParseLevel(s)
		named := slices.ContainsFunc(computer.Levels, func(x computer.Level) bool { return strings.EqualFold(s, x.String()) })
		if (err == nil) != named || err == nil && !strings.EqualFold(l.String(), s) {
			t.Fatalf("ParseLevel(%q) = %v, %v", s, l, err)
		}
	})
}

// TestStuckExchanges checks what a computer does with no legal tile move:
// it exchanges its whole rack where the rules and the bag allow, and
// passes otherwise.
func TestStuckExchanges(t *testing.T) {
	classic := rules.Classic()
	b, err := classic.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	// A first move is impossible with no vowel and no blank.
	rack := coretest.RackOf(t, classic, "QVVJXKB")
	for _, tc := range []struct {
		rules *rules.Set
		bag   int
		want  string
	}{
		{classic, 86, "-QVVJXKB"},
		{classic, 6, ","},
		{rules.ScraeBBKle(), 86, ","},
	} {
		v := game.View{Grid: board.NewGrid(b), Rack: rack, BagLen: tc.bag}
		for _, s := range []computer.Strategy{computer.NewBest(tc.rules, coretest.Lexicon()), computer.NewModest(tc.rules, coretest.Lexicon(), 1)} {
			m, err := s.Choose(context.Background(), v)
			if err != nil || m.String() != tc.want {
				t.Errorf("%s, %d in the bag: %T plays %s, %v; want %s", tc.rules.Name, tc.bag, s, m, err, tc.want)
			}
		}
	}
}
