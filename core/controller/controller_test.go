package controller_test

import (
	"context"
	"errors"
	"fmt"
	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/oneword"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestControllerComputerGame(t *testing.T) {
	g := gametest.NewGame(t, 7, game.Computer, game.Computer)
	hs := computer.HighScore{Referee: g.Referee()}
	l := NewLoop()
	c := controller.New(g, []computer.Strategy{hs, hs}, l.Post, l.Notify)
	c.Start()
	l.RunUntil(t, func() bool { return l.Count(controller.GameOver) == 1 })
	c.Wait()
	if n := l.Count(controller.MovePlayed); n != len(g.History()) || n == 0 {
		t.Errorf("%d moves reported, %d in the history", n, len(g.History()))
	}
	if l.Count(controller.Failed) != 0 {
		t.Errorf("a computer failed: %+v", l.Events)
	}
	last := l.Events[len(l.Events)-1]
	if last.Kind != controller.GameOver || last.Outcome.Winner != g.Outcome().Winner {
		t.Errorf("last event %+v", last)
	}
}

func TestControllerHumanThenComputer(t *testing.T) {
	g := gametest.NewGame(t, 3, game.Human, game.Computer)
	l := NewLoop()
	c := controller.New(g, []computer.Strategy{nil, computer.HighScore{Referee: g.Referee()}}, l.Post, l.Notify)
	c.Start()
	if !c.HumanToMove() || l.Count(controller.TurnStarted) != 1 {
		t.Fatalf("human should be to move first; events %+v", l.Events)
	}
	before := g.Grid().Clone()
	if _, err := c.Submit(coretest.Move(t, "ZZZZ,a1")); err == nil {
		t.Fatal("an impossible move was accepted")
	}
	if !g.Grid().Equal(before) || g.ToMove() != 0 || len(g.History()) != 0 {
		t.Fatal("a refused move changed the game")
	}
	best, err := computer.HighScore{Referee: g.Referee()}.Choose(context.Background(), game.View{Grid: g.Grid(), Rack: g.Player(0).Rack})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Submit(best); err != nil {
		t.Fatalf("%s: %v", best, err)
	}
	if c.HumanToMove() {
		t.Fatal("the human may move twice")
	}
	if _, err := c.Submit(move.Pass); !errors.Is(err, controller.ErrNotYourTurn) {
		t.Fatalf("submit during the computer's turn: %v", err)
	}
	l.RunUntil(t, func() bool { return l.Count(controller.MovePlayed) == 2 })
	if !c.HumanToMove() || g.ToMove() != 0 {
		t.Fatal("the human should be to move again")
	}
	c.Stop()
	c.Wait()
}

// blockingStrategy waits until its context is cancelled.
type blockingStrategy struct{ started chan struct{} }

func (b blockingStrategy) Choose(ctx context.Context, _ game.View) (move.Move, error) {
	close(b.started)
	<-ctx.Done()
	return move.Move{}, ctx.Err()
}

func TestControllerStopCancelsComputer(t *testing.T) {
	g := gametest.NewGame(t, 5, game.Computer, game.Human)
	l := NewLoop()
	bs := blockingStrategy{started: make(chan struct{})}
	c := controller.New(g, []computer.Strategy{bs, nil}, l.Post, l.Notify)
	c.Start()
	<-bs.started
	c.Stop()
	c.Wait()
	// The cancelled turn's result was posted; running it must change nothing.
	for len(l.Queue) > 0 {
		(<-l.Queue)()
	}
	if len(g.History()) != 0 || l.Count(controller.MovePlayed) != 0 || l.Count(controller.Failed) != 0 {
		t.Errorf("a stopped turn was applied: %+v", l.Events)
	}
	if c.HumanToMove() {
		t.Error("a stopped controller takes moves")
	}
}

// fixedStrategy always plays one move.
type fixedStrategy struct{ m move.Move }

func (f fixedStrategy) Choose(context.Context, game.View) (move.Move, error) {
	return f.m, nil
}

func TestControllerReportsIllegalComputerMove(t *testing.T) {
	g := gametest.NewGame(t, 5, game.Computer, game.Human)
	l := NewLoop()
	c := controller.New(g, []computer.Strategy{fixedStrategy{coretest.Move(t, "QQQ,a1")}, nil}, l.Post, l.Notify)
	c.Start()
	l.RunUntil(t, func() bool { return l.Count(controller.Failed) == 1 })
	c.Wait()
	var r *referee.Refusal
	if last := l.Events[len(l.Events)-1]; !errors.As(last.Err, &r) {
		t.Errorf("want a refusal, got %+v", last)
	}
	if len(g.History()) != 0 {
		t.Error("the illegal move was played")
	}
}

// failingOnce fails its first move, then plays as its strategy does.
type failingOnce struct {
	computer.Strategy
	failed *bool
}

func (f failingOnce) Choose(ctx context.Context, v game.View) (move.Move, error) {
	if !*f.failed {
		*f.failed = true
		return move.Move{}, errors.New("out of memory")
	}
	return f.Strategy.Choose(ctx, v)
}

func TestControllerRetriesAComputerThatFailed(t *testing.T) {
	g := gametest.NewGame(t, 5, game.Computer, game.Human)
	l := NewLoop()
	failed := false
	c := controller.New(g, []computer.Strategy{failingOnce{computer.HighScore{Referee: g.Referee()}, &failed}, nil}, l.Post, l.Notify)
	c.Retry() // nothing failed: nothing happens
	if len(l.Events) != 0 || c.Failed() {
		t.Fatalf("Retry before any failure reported %v", l.Events)
	}
	c.Start()
	l.RunUntil(t, func() bool { return l.Count(controller.Failed) == 1 })
	if !c.Failed() || len(g.History()) != 0 {
		t.Fatalf("after the failure: Failed() %v, %d turns played", c.Failed(), len(g.History()))
	}
	c.Retry()
	l.RunUntil(t, func() bool { return l.Count(controller.MovePlayed) == 1 })
	c.Wait()
	if c.Failed() || l.Count(controller.Thinking) != 2 || l.Count(controller.Failed) != 1 || !c.HumanToMove() {
		t.Errorf("after Retry: Failed() %v, %d Thinking, %d Failed, human to move %v", c.Failed(), l.Count(controller.Thinking), l.Count(controller.Failed), c.HumanToMove())
	}
	c.Retry() // no longer failed: nothing happens
	if l.Count(controller.Thinking) != 2 {
		t.Error("Retry after the computer moved started another turn")
	}
}

func TestControllerPauseAndPace(t *testing.T) {
	g := gametest.NewGame(t, 9, game.Computer, game.Computer)
	hs := computer.HighScore{Referee: g.Referee()}
	l := NewLoop()
	c := controller.New(g, []computer.Strategy{hs, hs}, l.Post, l.Notify)
	c.SetPace(50 * time.Millisecond)
	c.Pause()
	c.Start()
	if l.Count(controller.Thinking) != 0 || !c.Waiting() {
		t.Fatalf("a paused controller started a computer turn, or does not wait (%v)", c.Waiting())
	}
	start := time.Now()
	c.Resume()
	l.RunUntil(t, func() bool { return l.Count(controller.MovePlayed) == 1 })
	if took := time.Since(start); took < 50*time.Millisecond {
		t.Errorf("a paced turn took only %v", took)
	}
	l.RunUntil(t, func() bool { return l.Count(controller.Thinking) == 2 })
	c.Pause()
	if c.Waiting() {
		t.Error("paused during a computer turn, the controller says it waits before that turn is played")
	}
	l.RunUntil(t, func() bool { return l.Count(controller.MovePlayed) == 2 })
	if !c.Waiting() {
		t.Error("paused, the controller does not wait once the turn begun is played")
	}
	l.RunFor(150 * time.Millisecond) // three paces: time for a turn to start
	if l.Count(controller.Thinking) != 2 || l.Count(controller.MovePlayed) != 2 {
		t.Fatalf("a turn started while paused: %d thinking, %d played", l.Count(controller.Thinking), l.Count(controller.MovePlayed))
	}
	c.Resume()
	l.RunUntil(t, func() bool { return l.Count(controller.MovePlayed) == 3 })
	c.Stop()
	c.Wait()
}

// hurriedStrategy thinks until told to play now, then plays its move.
type hurriedStrategy struct {
	m       move.Move
	started chan struct{}
}

func (h hurriedStrategy) Choose(ctx context.Context, v game.View) (move.Move, error) {
	return h.ChooseNow(ctx, v, nil)
}
func (h hurriedStrategy) Budget() time.Duration { return time.Hour }
func (h hurriedStrategy) ChooseNow(ctx context.Context, _ game.View, now <-chan struct{}) (move.Move, error) {
	close(h.started)
	select {
	case <-now:
		return h.m, nil
	case <-ctx.Done():
		return move.Move{}, ctx.Err()
	}
}

func TestControllerPlayNow(t *testing.T) {
	g := gametest.NewGame(t, 5, game.Computer, game.Human)
	l := NewLoop()
	h := hurriedStrategy{m: move.Pass, started: make(chan struct{})}
	c := controller.New(g, []computer.Strategy{h, nil}, l.Post, l.Notify)
	c.Start()
	if c.Budget() != time.Hour {
		t.Fatalf("budget %v", c.Budget())
	}
	<-h.started
	c.PlayNow()
	l.RunUntil(t, func() bool { return l.Count(controller.MovePlayed) == 1 })
	if c.Budget() != 0 || !c.HumanToMove() {
		t.Error("the human should be to move, with no budget")
	}
	c.PlayNow() // nothing to hurry: no effect
	c.Stop()
	c.Wait()
}

// After Stop nothing more is reported: not by Resume of a computer turn
// held back, nor by Start.
func TestControllerStoppedReportsNothing(t *testing.T) {
	for _, c := range []struct {
		name         string
		before, then func(*controller.Controller)
	}{
		{"resume after stop", func(c *controller.Controller) { c.Pause(); c.Start() }, (*controller.Controller).Resume},
		{"start after stop", func(*controller.Controller) {}, (*controller.Controller).Start},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := gametest.NewGame(t, 9, game.Computer, game.Computer)
			hs := computer.HighScore{Referee: g.Referee()}
			l := NewLoop()
			ctrl := controller.New(g, []computer.Strategy{hs, hs}, l.Post, l.Notify)
			c.before(ctrl)
			ctrl.Stop()
			stopped := len(l.Events)
			c.then(ctrl)
			ctrl.Wait()
			l.RunFor(50 * time.Millisecond)
			if after := l.Events[stopped:]; len(after) != 0 {
				t.Errorf("reported after Stop: %+v", after)
			}
		})
	}
}

// Mistakes in building the engine's parts are named when they are made, not
// found later as an index out of range.
func TestMisbuiltPartsPanicWithTheReason(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		build      func()
	}{
		{"a strategy short", "core.NewController: 1 strategies for 2 players", func() {
			controller.New(gametest.NewGame(t, 1, game.Human, game.Human), []computer.Strategy{nil}, func(func()) {}, func(controller.Event) {})
		}},
		{"a rack too big", "a rack of 8 tiles is outside 1..7", func() {
			r := rules.ScraeBBKle()
			r.RackSize = 8
			oneword.New(r, coretest.Graph())
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if got := fmt.Sprint(recover()); !strings.Contains(got, tc.want) {
					t.Errorf("panicked with %q, want %q", got, tc.want)
				}
			}()
			tc.build()
		})
	}
}

// TestStrongPlayNowThroughController runs a game between Strong, with a
// budget of an hour, and Normal under a controller, telling Strong to play
// now on each of its turns: the game must end soon.
func TestStrongPlayNowThroughController(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game")
	}
	g := gametest.NewGame(t, 11, game.Computer, game.Computer)
	strong := computer.NewStrong(g.Rules(), coretest.Lexicon(), time.Hour, 1)
	posted := make(chan func(), 16)
	var c *controller.Controller
	over := false
	var hurried atomic.Int32
	c = controller.New(g, []computer.Strategy{strong, computer.NewBest(g.Rules(), coretest.Lexicon())},
		func(f func()) { posted <- f },
		func(ev controller.Event) {
			switch ev.Kind {
			case controller.Thinking:
				if c.Budget() != time.Hour && ev.Player == 0 {
					t.Errorf("budget %v", c.Budget())
				}
				if ev.Player == 0 {
					hurried.Add(1)
					time.AfterFunc(20*time.Millisecond, func() { posted <- c.PlayNow })
				}
			case controller.GameOver:
				over = true
			case controller.Failed:
				t.Errorf("failed: %v", ev.Err)
			}
		})
	c.Start()
	deadline := time.After(coretest.Slack(60 * time.Second))
	for !over {
		select {
		case f := <-posted:
			f()
		case <-deadline:
			c.Stop()
			t.Fatal("the game did not end")
		}
	}
	c.Wait()
	if hurried.Load() == 0 {
		t.Error("Strong never thought")
	}
}
