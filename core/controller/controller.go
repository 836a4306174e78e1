package controller

import (
	"context"
	"errors"
	"fmt"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"sync"
	"time"
)

// EventKind says what happened in a game run by a [Controller].
type EventKind uint8

// The events a controller reports.
const (
	TurnStarted EventKind = iota // a player is to move
	Thinking                     // a computer player started working out its move
	MovePlayed                   // a move was made; Event.Turn says which
	GameOver                     // the game ended; Event.Outcome says how
	Failed                       // a computer player failed; Event.Err says why, Retry tries again
)

// Event is one thing that happened in a game run by a controller.
type Event struct {
	Kind    EventKind
	Player  int          // the player concerned, from 0
	Turn    game.Turn    // for MovePlayed
	Outcome game.Outcome // for GameOver
	Err     error        // for Failed
}

// ErrNotYourTurn is returned when a human move is submitted while a computer
// player is to move or the controller is stopped.
var ErrNotYourTurn = errors.New("it is not a human player's turn")

// Controller runs a game: it takes human moves, runs each computer turn in a
// goroutine of its own and reports every event. All its methods, and the
// notify function, run on one goroutine, the owner's (a UI's event loop): a
// computer's result is handed back through post, which must run the function
// it is given on that goroutine (Fyne's fyne.Do, or a direct call in a
// program that has no other goroutine touching the game).
type Controller struct {
	game       *game.Game
	strategies []computer.Strategy // nil for a human player
	post       func(func())
	notify     func(Event)

	ctx     context.Context
	cancel  context.CancelFunc
	epoch   int           // counts Stop calls, so results of stopped turns are dropped
	pace    time.Duration // the least time a computer turn takes
	paused  bool          // no computer turn starts while paused
	waiting bool          // a computer is to move and waits for Resume
	failed  bool          // the computer to move failed, and waits for Retry
	hurry   chan struct{} // closed to make a hurried computer play now
	hints   hinting       // the human players' hints (hints.go)
	wg      sync.WaitGroup
}

// New returns a controller for game, where strategies[i] plays for
// player i, or is nil when player i is human. It panics unless there is one
// strategy for each player.
func New(game *game.Game, strategies []computer.Strategy, post func(func()), notify func(Event)) *Controller {
	if len(strategies) != game.Players() {
		panic(fmt.Sprintf("core.NewController: %d strategies for %d players", len(strategies), game.Players()))
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Controller{game: game, strategies: strategies, post: post, notify: notify, ctx: ctx, cancel: cancel}
}

// Game is the game being run. The caller must not change it.
func (c *Controller) Game() *game.Game { return c.game }

// Start reports the first turn and, when a computer is to move, sets it
// thinking. A stopped controller cannot be started again.
func (c *Controller) Start() { c.next() }

// HumanToMove reports whether the player to move is human and may submit.
func (c *Controller) HumanToMove() bool {
	return !c.game.Over() && !c.stopped() && c.strategies[c.game.ToMove()] == nil
}

// stopped reports whether Stop has ended the run.
func (c *Controller) stopped() bool { return c.ctx.Err() != nil }

// Submit makes a human player's move. A refused move changes nothing and
// returns the *Refusal.
func (c *Controller) Submit(m move.Move) (game.Turn, error) {
	if !c.HumanToMove() {
		if c.game.Over() {
			return game.Turn{}, game.ErrGameOver
		}
		return game.Turn{}, ErrNotYourTurn
	}
	return c.apply(m)
}

// SetPace sets the least time a computer turn takes, so that a person can
// follow a game between computers. It applies from the next computer turn.
func (c *Controller) SetPace(d time.Duration) { c.pace = d }

// Paused reports whether computer turns are held back.
func (c *Controller) Paused() bool { return c.paused }

// Waiting reports whether a computer is to move and waits for Resume; while
// paused, a computer turn already begun is still played, and Waiting is
// false until it is.
func (c *Controller) Waiting() bool { return c.waiting }

// Pause holds back computer turns: a turn in progress is still played, but
// no new one starts until Resume.
func (c *Controller) Pause() { c.paused = true }

// Resume lets computer turns start again, beginning with one that waits,
// unless the run is stopped.
func (c *Controller) Resume() {
	c.paused = false
	if c.waiting && !c.stopped() {
		c.waiting = false
		c.think(c.game.ToMove())
	}
}

// Failed reports whether the computer to move failed (a Failed event)
// and waits for Retry.
func (c *Controller) Failed() bool { return c.failed }

// Retry has the computer that failed think again, starting its turn
// afresh; otherwise it does nothing.
func (c *Controller) Retry() {
	if c.failed {
		c.failed = false
		c.next()
	}
}

// PlayNow tells a computer that thinks within a time budget to play its
// best move so far. Other computers ignore it.
func (c *Controller) PlayNow() {
	if c.hurry != nil {
		close(c.hurry)
		c.hurry = nil
	}
}

// Budget is the time budget of the computer to move, or 0 when it has none.
func (c *Controller) Budget() time.Duration {
	if h, ok := c.strategies[c.game.ToMove()].(computer.Hurried); ok && !c.game.Over() {
		return h.Budget()
	}
	return 0
}

// Stop cancels a computer turn in progress and ends the run: nothing more is
// reported. It does not wait for the computer's goroutine; Wait does.
func (c *Controller) Stop() {
	c.epoch++
	c.cancel()
}

// Wait blocks until every computer goroutine has returned.
func (c *Controller) Wait() { c.wg.Wait() }

// apply makes a move, reports it and moves on to the next turn.
func (c *Controller) apply(m move.Move) (game.Turn, error) {
	t, err := c.game.Play(m)
	if err != nil {
		return game.Turn{}, err
	}
	c.notify(Event{Kind: MovePlayed, Player: t.Player, Turn: t})
	c.next()
	return t, nil
}

// next reports whose turn it is or that the game is over, and starts a
// computer's turn; after Stop it does nothing.
func (c *Controller) next() {
	if c.stopped() {
		return
	}
	if c.game.Over() {
		c.notify(Event{Kind: GameOver, Outcome: c.game.Outcome()})
		return
	}
	p := c.game.ToMove()
	computer := c.strategies[p] != nil
	c.waiting = computer && c.paused // before the event, for its listener to see
	c.notify(Event{Kind: TurnStarted, Player: p})
	if computer && !c.waiting {
		c.think(p)
	}
}

// think works out a computer's move in a goroutine on a copy of what it may
// see, and hands the result back through post.
func (c *Controller) think(p int) {
	c.notify(Event{Kind: Thinking, Player: p})
	ctx, epoch, strategy, pace := c.ctx, c.epoch, c.strategies[p], c.pace
	view := c.game.View()
	hurry := make(chan struct{})
	c.hurry = hurry
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		deadline := time.Now().Add(pace)
		m, err := choose(ctx, strategy, view, hurry)
		select {
		case <-time.After(time.Until(deadline)):
		case <-ctx.Done():
		}
		c.post(func() { c.deliver(epoch, p, m, err) })
	}()
}

// choose asks a strategy for its move, hurried when it can be.
func choose(ctx context.Context, s computer.Strategy, v game.View, hurry <-chan struct{}) (move.Move, error) {
	if h, ok := s.(computer.Hurried); ok {
		return h.ChooseNow(ctx, v, hurry)
	}
	return s.Choose(ctx, v)
}

// deliver makes a computer's move, unless the run was stopped meanwhile.
func (c *Controller) deliver(epoch, p int, m move.Move, err error) {
	if epoch != c.epoch {
		return
	}
	c.hurry = nil
	if err == nil {
		_, err = c.apply(m)
	}
	if err != nil {
		c.failed = true
		c.notify(Event{Kind: Failed, Player: p, Err: err})
	}
}
