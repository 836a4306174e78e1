package core

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestControllerComputerGame(t *testing.T) {
	g := newTestGame(t, 7, Computer, Computer)
	hs := HighScore{Referee: g.Referee()}
	l := newUILoop()
	c := NewController(g, []Strategy{hs, hs}, l.post, l.notify)
	c.Start()
	l.runUntil(t, func() bool { return l.count(GameOver) == 1 })
	c.Wait()
	if n := l.count(MovePlayed); n != len(g.History()) || n == 0 {
		t.Errorf("%d moves reported, %d in the history", n, len(g.History()))
	}
	if l.count(Failed) != 0 {
		t.Errorf("a computer failed: %+v", l.events)
	}
	last := l.events[len(l.events)-1]
	if last.Kind != GameOver || last.Outcome.Winner != g.Outcome().Winner {
		t.Errorf("last event %+v", last)
	}
}

func TestControllerHumanThenComputer(t *testing.T) {
	g := newTestGame(t, 3, Human, Computer)
	l := newUILoop()
	c := NewController(g, []Strategy{nil, HighScore{Referee: g.Referee()}}, l.post, l.notify)
	c.Start()
	if !c.HumanToMove() || l.count(TurnStarted) != 1 {
		t.Fatalf("human should be to move first; events %+v", l.events)
	}
	before := g.Grid().Clone()
	if _, err := c.Submit(mustMove(t, "ZZZZ,a1")); err == nil {
		t.Fatal("an impossible move was accepted")
	}
	if !g.Grid().Equal(before) || g.ToMove() != 0 || len(g.History()) != 0 {
		t.Fatal("a refused move changed the game")
	}
	best, err := HighScore{Referee: g.Referee()}.Choose(context.Background(), View{Grid: g.Grid(), Rack: g.Player(0).Rack})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Submit(best); err != nil {
		t.Fatalf("%s: %v", best, err)
	}
	if c.HumanToMove() {
		t.Fatal("the human may move twice")
	}
	if _, err := c.Submit(PassMove); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("submit during the computer's turn: %v", err)
	}
	l.runUntil(t, func() bool { return l.count(MovePlayed) == 2 })
	if !c.HumanToMove() || g.ToMove() != 0 {
		t.Fatal("the human should be to move again")
	}
	c.Stop()
	c.Wait()
}

// blockingStrategy waits until its context is cancelled.
type blockingStrategy struct{ started chan struct{} }

func (b blockingStrategy) Choose(ctx context.Context, _ View) (Move, error) {
	close(b.started)
	<-ctx.Done()
	return Move{}, ctx.Err()
}

func TestControllerStopCancelsComputer(t *testing.T) {
	g := newTestGame(t, 5, Computer, Human)
	l := newUILoop()
	bs := blockingStrategy{started: make(chan struct{})}
	c := NewController(g, []Strategy{bs, nil}, l.post, l.notify)
	c.Start()
	<-bs.started
	c.Stop()
	c.Wait()
	// The cancelled turn's result was posted; running it must change nothing.
	for len(l.queue) > 0 {
		(<-l.queue)()
	}
	if len(g.History()) != 0 || l.count(MovePlayed) != 0 || l.count(Failed) != 0 {
		t.Errorf("a stopped turn was applied: %+v", l.events)
	}
	if c.HumanToMove() {
		t.Error("a stopped controller takes moves")
	}
}

// fixedStrategy always plays one move.
type fixedStrategy struct{ m Move }

func (f fixedStrategy) Choose(context.Context, View) (Move, error) { return f.m, nil }

func TestControllerReportsIllegalComputerMove(t *testing.T) {
	g := newTestGame(t, 5, Computer, Human)
	l := newUILoop()
	c := NewController(g, []Strategy{fixedStrategy{mustMove(t, "QQQ,a1")}, nil}, l.post, l.notify)
	c.Start()
	l.runUntil(t, func() bool { return l.count(Failed) == 1 })
	c.Wait()
	var r *Refusal
	if last := l.events[len(l.events)-1]; !errors.As(last.Err, &r) {
		t.Errorf("want a refusal, got %+v", last)
	}
	if len(g.History()) != 0 {
		t.Error("the illegal move was played")
	}
}

// failingOnce fails its first move, then plays as its strategy does.
type failingOnce struct {
	Strategy
	failed *bool
}

func (f failingOnce) Choose(ctx context.Context, v View) (Move, error) {
	if !*f.failed {
		*f.failed = true
		return Move{}, errors.New("out of memory")
	}
	return f.Strategy.Choose(ctx, v)
}

func TestControllerRetriesAComputerThatFailed(t *testing.T) {
	g := newTestGame(t, 5, Computer, Human)
	l := newUILoop()
	failed := false
	c := NewController(g, []Strategy{failingOnce{HighScore{Referee: g.Referee()}, &failed}, nil}, l.post, l.notify)
	c.Retry() // nothing failed: nothing happens
	if len(l.events) != 0 || c.Failed() {
		t.Fatalf("Retry before any failure reported %v", l.events)
	}
	c.Start()
	l.runUntil(t, func() bool { return l.count(Failed) == 1 })
	if !c.Failed() || len(g.History()) != 0 {
		t.Fatalf("after the failure: Failed() %v, %d turns played", c.Failed(), len(g.History()))
	}
	c.Retry()
	l.runUntil(t, func() bool { return l.count(MovePlayed) == 1 })
	c.Wait()
	if c.Failed() || l.count(Thinking) != 2 || l.count(Failed) != 1 || !c.HumanToMove() {
		t.Errorf("after Retry: Failed() %v, %d Thinking, %d Failed, human to move %v", c.Failed(), l.count(Thinking), l.count(Failed), c.HumanToMove())
	}
	c.Retry() // no longer failed: nothing happens
	if l.count(Thinking) != 2 {
		t.Error("Retry after the computer moved started another turn")
	}
}

func TestControllerPauseAndPace(t *testing.T) {
	g := newTestGame(t, 9, Computer, Computer)
	hs := HighScore{Referee: g.Referee()}
	l := newUILoop()
	c := NewController(g, []Strategy{hs, hs}, l.post, l.notify)
	c.SetPace(50 * time.Millisecond)
	c.Pause()
	c.Start()
	if l.count(Thinking) != 0 || !c.Waiting() {
		t.Fatalf("a paused controller started a computer turn, or does not wait (%v)", c.Waiting())
	}
	start := time.Now()
	c.Resume()
	l.runUntil(t, func() bool { return l.count(MovePlayed) == 1 })
	if took := time.Since(start); took < 50*time.Millisecond {
		t.Errorf("a paced turn took only %v", took)
	}
	l.runUntil(t, func() bool { return l.count(Thinking) == 2 })
	c.Pause()
	if c.Waiting() {
		t.Error("paused during a computer turn, the controller says it waits before that turn is played")
	}
	l.runUntil(t, func() bool { return l.count(MovePlayed) == 2 })
	if !c.Waiting() {
		t.Error("paused, the controller does not wait once the turn begun is played")
	}
	l.runFor(150 * time.Millisecond) // three paces: time for a turn to start
	if l.count(Thinking) != 2 || l.count(MovePlayed) != 2 {
		t.Fatalf("a turn started while paused: %d thinking, %d played", l.count(Thinking), l.count(MovePlayed))
	}
	c.Resume()
	l.runUntil(t, func() bool { return l.count(MovePlayed) == 3 })
	c.Stop()
	c.Wait()
}

// hurriedStrategy thinks until told to play now, then plays its move.
type hurriedStrategy struct {
	m       Move
	started chan struct{}
}

func (h hurriedStrategy) Choose(ctx context.Context, v View) (Move, error) {
	return h.ChooseNow(ctx, v, nil)
}
func (h hurriedStrategy) Budget() time.Duration { return time.Hour }
func (h hurriedStrategy) ChooseNow(ctx context.Context, _ View, now <-chan struct{}) (Move, error) {
	close(h.started)
	select {
	case <-now:
		return h.m, nil
	case <-ctx.Done():
		return Move{}, ctx.Err()
	}
}

func TestControllerPlayNow(t *testing.T) {
	g := newTestGame(t, 5, Computer, Human)
	l := newUILoop()
	h := hurriedStrategy{m: PassMove, started: make(chan struct{})}
	c := NewController(g, []Strategy{h, nil}, l.post, l.notify)
	c.Start()
	if c.Budget() != time.Hour {
		t.Fatalf("budget %v", c.Budget())
	}
	<-h.started
	c.PlayNow()
	l.runUntil(t, func() bool { return l.count(MovePlayed) == 1 })
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
		before, then func(*Controller)
	}{
		{"resume after stop", func(c *Controller) { c.Pause(); c.Start() }, (*Controller).Resume},
		{"start after stop", func(*Controller) {}, (*Controller).Start},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newTestGame(t, 9, Computer, Computer)
			hs := HighScore{Referee: g.Referee()}
			l := newUILoop()
			ctrl := NewController(g, []Strategy{hs, hs}, l.post, l.notify)
			c.before(ctrl)
			ctrl.Stop()
			stopped := len(l.events)
			c.then(ctrl)
			ctrl.Wait()
			l.runFor(50 * time.Millisecond)
			if after := l.events[stopped:]; len(after) != 0 {
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
			NewController(newTestGame(t, 1, Human, Human), []Strategy{nil}, func(func()) {}, func(Event) {})
		}},
		{"a rack too big", "a rack of 8 tiles is outside 1..7", func() {
			r := ScraeBBKle()
			r.RackSize = 8
			NewGenerator(r, testGraph())
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
	g := strongGame(t, 11, false)
	strong := NewStrong(g.Rules(), testGraph(), time.Hour, 1)
	posted := make(chan func(), 16)
	var c *Controller
	over := false
	var hurried atomic.Int32
	c = NewController(g, []Strategy{strong, NewBest(g.Rules(), testGraph())},
		func(f func()) { posted <- f },
		func(ev Event) {
			switch ev.Kind {
			case Thinking:
				if c.Budget() != time.Hour && ev.Player == 0 {
					t.Errorf("budget %v", c.Budget())
				}
				if ev.Player == 0 {
					hurried.Add(1)
					time.AfterFunc(20*time.Millisecond, func() { posted <- c.PlayNow })
				}
			case GameOver:
				over = true
			case Failed:
				t.Errorf("failed: %v", ev.Err)
			}
		})
	c.Start()
	deadline := time.After(slack(60 * time.Second))
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
