package core

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"testing"
)

// playedGame returns a game after the Normal player made the first turns
// moves for every player, or played it to the end when turns is negative.
func playedGame(t *testing.T, seed uint64, turns int, kinds ...PlayerKind) *Game {
	t.Helper()
	g := newTestGame(t, seed, kinds...)
	best := NewBest(g.Rules(), testGraph())
	for n := 0; n != turns && !g.Over(); n++ {
		m, err := best.Choose(context.Background(), g.View())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// moveStrings is the notation and score of each move.
func moveStrings(moves []GenMove) []string {
	var s []string
	for i := range moves {
		s = append(s, moves[i].Move().String()+" "+strconv.Itoa(moves[i].Score))
	}
	return s
}

func TestRankedIsTheNormalPlayersOrder(t *testing.T) {
	cases := []struct {
		name  string
		seed  uint64
		turns int
		rack  string // "" for the rack of the player to move
		n     int
	}{
		{"opening", 1, 0, "", 20},
		{"early", 2, 3, "", 20},
		{"mid-game", 3, 10, "", 20},
		{"one blank", 4, 8, "AEIRST_", 20},
		{"two blanks", 5, 6, "QEU__TS", 20},
		{"fewer moves than asked", 6, 4, "QZ", 20},
		{"only the best", 7, 5, "", 1},
		{"many", 8, 7, "", 500},
	}
	gen := NewGenerator(ScraeBBKle(), testGraph())
	best := NewBest(ScraeBBKle(), testGraph())
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := playedGame(t, c.seed, c.turns, Computer, Computer)
			v := g.View()
			if c.rack != "" {
				v.Rack = rackOf(t, c.rack)
			}
			got := Ranked(gen, v.Grid, v.Rack, c.n)

			all := gen.All(v.Grid, v.Rack, nil)
			slices.SortFunc(all, func(a, b GenMove) int {
				if c := cmp.Compare(b.Score, a.Score); c != 0 {
					return c
				}
				return a.compareNotation(&b)
			})
			want := all[:min(c.n, len(all))]
			if !slices.Equal(moveStrings(got), moveStrings(want)) || len(got) != len(want) {
				t.Fatalf("Ranked gave %d moves %v,\nwant %d %v", len(got), moveStrings(got), len(want), moveStrings(want))
			}
			choice, err := best.Choose(context.Background(), v)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) == 0 {
				if !choice.Pass {
					t.Fatalf("no moves ranked, but Normal plays %s", choice)
				}
				return
			}
			if got[0].Move() != choice {
				t.Errorf("the first hint is %s, Normal plays %s", got[0].Move(), choice)
			}
		})
	}
}

func TestRankedNothing(t *testing.T) {
	g := playedGame(t, 9, 2, Computer, Computer)
	gen := NewGenerator(g.Rules(), testGraph())
	if got := Ranked(gen, g.Grid(), g.Player(0).Rack, 0); got != nil {
		t.Errorf("n = 0 ranked %d moves", len(got))
	}
	if got := Ranked(gen, g.Grid(), Rack{}, 20); len(got) != 0 {
		t.Errorf("an empty rack ranked %d moves", len(got))
	}
}

func TestControllerHints(t *testing.T) {
	g := newTestGame(t, 11, Human, Computer)
	l := newUILoop()
	c := NewController(g, []Strategy{nil, NewBest(g.Rules(), testGraph())}, l.post, l.notify)
	c.Start()
	if c.Hinted() {
		t.Fatal("a hint is recorded before any was asked for")
	}
	hints := c.Hints(20)
	if len(hints) != 20 {
		t.Fatalf("%d hints on the opening move", len(hints))
	}
	want := Ranked(NewGenerator(g.Rules(), testGraph()), g.Grid(), g.Player(0).Rack, 20)
	if !slices.Equal(moveStrings(hints), moveStrings(want)) {
		t.Errorf("hints %v, want %v", moveStrings(hints), moveStrings(want))
	}
	c.Hints(5) // asked again on the same turn: still one hint
	if !c.Hinted() || !slices.Equal(c.HintLog(), HintLog{{Turn: 0, Player: 0}}) {
		t.Fatalf("after two asks on turn 0: hinted %v, log %v", c.Hinted(), c.HintLog())
	}

	if _, err := c.Submit(hints[0].Move()); err != nil {
		t.Fatal(err)
	}
	if c.Hinted() {
		t.Error("the computer's turn counts as hinted")
	}
	if got := c.Hints(20); got != nil {
		t.Errorf("%d hints given while the computer is to move", len(got))
	}
	l.runUntil(t, func() bool { return c.HumanToMove() })
	c.Wait()
	if c.Hinted() || c.HintLog().Count(0) != 1 {
		t.Errorf("on the next human turn: hinted %v, count %d", c.Hinted(), c.HintLog().Count(0))
	}
	c.Hints(1)
	if got := c.HintLog(); !slices.Equal(got, HintLog{{0, 0}, {2, 0}}) || got.Count(0) != 2 || got.Count(1) != 0 {
		t.Errorf("the log is %v", got)
	}
	c.Stop()
	if got := c.Hints(20); got != nil {
		t.Errorf("%d hints given after Stop", len(got))
	}
}

func TestHintLogCopies(t *testing.T) {
	var l HintLog
	l.add(0, 0)
	l.add(0, 0)
	l.add(3, 1)
	c := l.clone()
	c[0].Player = 1
	if len(l) != 2 || l[0].Player != 0 || !l.On(3) || l.On(1) || l.Count(1) != 1 {
		t.Errorf("log %v", l)
	}
}

// BenchmarkHints measures the hints for a mid-game rack with two blanks,
// the slowest case, to back giving hints on the UI's goroutine.
func BenchmarkHints(b *testing.B) {
	g := gridWith(b, midGame...)
	gen := NewGenerator(ScraeBBKle(), testGraph())
	rack := rackOf(b, "LRC_AS_")
	benchmarkMedian(b, func() { Ranked(gen, g, rack, 20) })
}

// TestByScoreIsAnOrder checks that byScore is an order slices.SortFunc may
// use: only a move equals itself, swapping two moves turns the answer
// round, and the moves of a position come out the same whatever order
// they went in.
func TestByScoreIsAnOrder(t *testing.T) {
	gen := NewGenerator(ScraeBBKle(), testGraph())
	moves := gen.All(gridWith(t, midGame...), rackOf(t, "LRCOASI"), nil)
	for i := range moves {
		if c := byScore(moves[i], moves[i]); c != 0 {
			t.Fatalf("%s against itself: %d", moves[i].Move(), c)
		}
		if j := (i + 1) % len(moves); byScore(moves[i], moves[j]) != -byScore(moves[j], moves[i]) {
			t.Fatalf("%s and %s compare the same both ways round", moves[i].Move(), moves[j].Move())
		}
	}
	sorted := slices.SortedFunc(slices.Values(moves), byScore)
	slices.Reverse(moves)
	if !slices.Equal(sorted, slices.SortedFunc(slices.Values(moves), byScore)) {
		t.Error("the moves sort differently when they come in another order")
	}
}

// TestHintLogNumberAndTakeBack numbers each player's hints in the order
// they were asked for. Taken back, the hint of the turn gone back to still
// marks it, and those of later turns count without marking a turn.
func TestHintLogNumberAndTakeBack(t *testing.T) {
	var l HintLog
	l.add(0, 0)
	l.add(1, 1)
	l.add(2, 0)
	l.add(4, 0)
	for turn, want := range map[int]int{0: 1, 1: 1, 2: 2, 3: 0, 4: 3} {
		if got := l.Number(turn); got != want {
			t.Errorf("before the undo, turn %d is hint %d, want %d", turn, got, want)
		}
	}
	back := l.TakenBack(2)
	if !back.On(2) || back.On(3) || back.On(4) || !back.On(1) || back.Count(0) != 3 || back.Count(1) != 1 {
		t.Fatalf("taken back to 2 turns: %v", back)
	}
	back.add(2, 0) // asked again on the turn gone back to: the same hint
	if got := back.Number(2); got != 2 || back.Count(0) != 3 {
		t.Errorf("asked again, the hint on the turn gone back to is number %d of %d, want 2 of 3", got, back.Count(0))
	}
	back = back.TakenBack(1)
	if back.On(2) || back.Count(0) != 3 {
		t.Fatalf("taken back further, to 1 turn: %v", back)
	}
	back.add(4, 0) // turn 4 played again, and a hint asked there anew
	if got := back.Number(4); got != 4 {
		t.Errorf("a hint asked anew on a turn taken back is number %d, want 4", got)
	}
	if !l.On(4) {
		t.Error("TakenBack changed the log it was asked of")
	}
}
