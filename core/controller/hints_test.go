package controller_test

import (
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"slices"
	"testing"
	"time"
)

func TestControllerHints(t *testing.T) {
	g := gametest.NewGame(t, 11, game.Human, game.Computer)
	l := NewLoop()
	c := controller.New(g, []computer.Strategy{nil, computer.NewBest(g.Rules(), coretest.Lexicon())}, l.Post, l.Notify)
	c.Start()
	if c.Hinted() {
		t.Fatal("a hint is recorded before any was asked for")
	}
	hints := c.Hints(20)
	if len(hints) != 20 {
		t.Fatalf("%d hints on the opening move", len(hints))
	}
	want := movegen.Ranked(movegen.New(g.Rules(), coretest.Lexicon()), g.Grid(), g.Player(0).Rack, 20)
	if !slices.Equal(coretest.MoveStrings(hints), coretest.MoveStrings(want)) {
		t.Errorf("hints %v, want %v", coretest.MoveStrings(hints), coretest.MoveStrings(want))
	}
	c.Hints(5) // asked again on the same turn: still one hint
	if !c.Hinted() || !slices.Equal(c.HintLog(), game.HintLog{{Turn: 0, Player: 0}}) {
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
	l.RunUntil(t, func() bool { return c.HumanToMove() })
	c.Wait()
	if c.Hinted() || c.HintLog().Count(0) != 1 {
		t.Errorf("on the next human turn: hinted %v, count %d", c.Hinted(), c.HintLog().Count(0))
	}
	c.Hints(1)
	if got := c.HintLog(); !slices.Equal(got, game.HintLog{{Turn: 0, Player: 0}, {Turn: 2, Player: 0}}) || got.Count(0) != 2 || got.Count(1) != 0 {
		t.Errorf("the log is %v", got)
	}
	c.Stop()
	if got := c.Hints(20); got != nil {
		t.Errorf("%d hints given after Stop", len(got))
	}
}

// AskHints records the hint at once and hands the same moves as Hints to
// its function on the loop's goroutine; asked on a turn that is played
// before the moves are found, or after Stop, it hands nothing.
func TestControllerAskHints(t *testing.T) {
	g := gametest.NewGame(t, 11, game.Human, game.Human)
	l := NewLoop()
	c := controller.New(g, []computer.Strategy{nil, nil}, l.Post, l.Notify)
	c.Start()
	var got []move.Packed
	asked := c.AskHints(20, func(moves []move.Packed) { got = moves })
	if !asked || !c.Hinted() {
		t.Fatalf("AskHints reported %v, hinted %v", asked, c.Hinted())
	}
	if got != nil {
		t.Fatal("the moves were handed over before the loop ran")
	}
	l.RunUntil(t, func() bool { return got != nil })
	want := movegen.Ranked(movegen.New(g.Rules(), coretest.Lexicon()), g.Grid(), g.Player(0).Rack, 20)
	if !slices.Equal(coretest.MoveStrings(got), coretest.MoveStrings(want)) {
		t.Errorf("hints %v, want %v", coretest.MoveStrings(got), coretest.MoveStrings(want))
	}

	late := false
	c.AskHints(20, func([]move.Packed) { late = true })
	if _, err := c.Submit(move.Pass); err != nil {
		t.Fatal(err)
	}
	l.RunFor(100 * time.Millisecond)
	c.Wait()
	l.RunFor(10 * time.Millisecond)
	if late {
		t.Error("the moves of a turn already played were handed over")
	}
	c.AskHints(20, func([]move.Packed) { late = true })
	c.Stop()
	c.Wait()
	l.RunFor(10 * time.Millisecond)
	if late {
		t.Error("the moves were handed over after Stop")
	}
	if c.AskHints(20, func([]move.Packed) {}) {
		t.Error("AskHints asked after Stop")
	}
}

// BenchmarkHints measures the hints for mid-game racks with two blanks,
// the slowest case of each kind of game: ScraeBBKle's example mid-game
// with LRC?AS?, and classic Scrabble's VsMatt with AAB?E?T.
func BenchmarkHints(b *testing.B) {
	classic := coretest.Position(b, rules.Classic(), coretest.VsMatt)
	for _, bc := range []struct {
		name  string
		rules *rules.Set
		grid  *board.Grid
		rack  string
	}{
		{"ScraeBBKle", rules.ScraeBBKle(), coretest.Grid(b, coretest.MidGame...), "LRC_AS_"},
		{"Classic", rules.Classic(), classic.Grid, "AAB_E_T"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			gen := movegen.New(bc.rules, coretest.Lexicon())
			rack := coretest.RackOf(b, bc.rules, bc.rack)
			coretest.BenchmarkMedian(b, func() { movegen.Ranked(gen, bc.grid, rack, 20) })
		})
	}
}
