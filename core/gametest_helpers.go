package core

import (
	"context"
	"fmt"
	"reflect"
	"scraebbkle/internal/example"
	"testing"
	"time"
)

// uiLoop stands in for a UI's event loop: post queues a function and run
// executes queued functions on the test's goroutine.
type uiLoop struct {
	queue  chan func()
	events []Event
}

func newUILoop() *uiLoop { return &uiLoop{queue: make(chan func(), 16)} }

func (l *uiLoop) post(f func()) { l.queue <- f }

func (l *uiLoop) notify(ev Event) { l.events = append(l.events, ev) }

// runUntil runs posted functions until done reports true.
func (l *uiLoop) runUntil(t *testing.T, done func() bool) {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for !done() {
		select {
		case f := <-l.queue:
			f()
		case <-deadline:
			t.Fatal("timed out waiting for the controller")
		}
	}
}

// runFor runs posted functions for d.
func (l *uiLoop) runFor(d time.Duration) {
	end := time.After(d)
	for {
		select {
		case f := <-l.queue:
			f()
		case <-end:
			return
		}
	}
}

// count returns how many events of kind k were reported.
func (l *uiLoop) count(k EventKind) int {
	n := 0
	for _, ev := range l.events {
		if ev.Kind == k {
			n++
		}
	}
	return n
}

func newTestGame(t *testing.T, seed uint64, kinds ...PlayerKind) *Game {
	t.Helper()
	ref := testReferee()
	g, err := NewGame(ref, defaultBoard(t), NewBag(ref.Rules.TileSet, seed), kinds, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// exampleGame is the game's example play, every turn made, with
// Player 2 a computer at the Strong level.
func exampleGame(t testing.TB) (*Game, []Level) {
	t.Helper()
	g, err := NewGame(testReferee(), defaultBoard(t), scriptedBag(t, ScraeBBKle(), example.Order()), []PlayerKind{Human, Computer}, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, et := range exampleTurns {
		if _, err := g.Play(mustMove(t, et.move)); err != nil {
			t.Fatal(err)
		}
	}
	return g, []Level{Normal, Strong}
}

// seededGame plays a game between computers of the given levels, from a
// bag shuffled from seed, for at most turns turns.
func seededGame(t testing.TB, seed uint64, levels []Level, turns int) *Game {
	t.Helper()
	return seededGameOf(t, seed, []PlayerKind{Computer, Computer}, levels, turns)
}

// seededGameOf is seededGame with players of the given kinds, every move
// still chosen by a computer of the given levels.
func seededGameOf(t testing.TB, seed uint64, kinds []PlayerKind, levels []Level, turns int) *Game {
	t.Helper()
	ref := testReferee()
	g, err := NewGame(ref, defaultBoard(t), NewBag(ref.Rules.TileSet, seed), kinds, seed%2 == 0)
	if err != nil {
		t.Fatal(err)
	}
	players := []Strategy{
		NewComputer(ref.Rules, ref.Lexicon.Graph(), levels[0], seed),
		NewComputer(ref.Rules, ref.Lexicon.Graph(), levels[1], seed+1),
	}
	for range turns {
		if g.Over() {
			break
		}
		m, err := players[g.ToMove()].Choose(context.Background(), g.View())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return g
}

// exampleTurn is one turn of the example play: refused attempts, then the
// move made, the rack it was made from and the mover's total afterwards.
type exampleTurn struct {
	refused []string
	reasons []Reason
	texts   []string
	move    string
	rack    string
	total   int
}

var exampleTurns = []exampleTurn{
	{move: "DINED,d4", rack: "EEDNIDL", total: 20},
	{move: "TNZON,7c", rack: "NZHNTFO", total: 19},
	{refused: []string{"O,e6", "OR,8h"}, reasons: []Reason{SecondWord, SecondWord},
		texts: []string{"It would also form the word NO at 6d.", "It would also form the word NO at h7."},
		move:  "OVE,4e", rack: "ELRREVO", total: 29},
	{move: "PAFISH,h5", rack: "HFILASP", total: 38},
	{move: "RET,10f", rack: "LRRETCO", total: 39},
	{move: "INNULaS,5i", rack: "LUSI_NN", total: 134},
	{refused: []string{"OR,k10"}, reasons: []Reason{NotConnected},
		texts: []string{"The word OR does not use any tile already on the board."},
		move:  ",", rack: "LRCOASI", total: 39},
	{move: "TAWIG,j1", rack: "ITGAIWM", total: 146},
	{move: "CAL,m2", rack: "LRCOASI", total: 50},
	{move: "cHOLIUM,o6", rack: "IMHU_OL", total: 236},
	{refused: []string{"ROS,f9"}, reasons: []Reason{NotAWord},
		texts: []string{"RROS is not in the word list."},
		move:  "IT,8i", rack: "ROSILTS", total: 57},
	{move: "FRG,2h", rack: "KKGHERM" /* after the move */, total: 263},
}

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

// sameState reports how two games differ, or "" when they are in exactly the
// same state: board, grid, bag, racks, scores, turn, passes and history.
func sameState(a, b *Game) string {
	switch {
	case !a.Grid().Equal(b.Grid()):
		return "the grids differ"
	case !reflect.DeepEqual(a.BagTiles(), b.BagTiles()):
		return "the bags differ"
	case !reflect.DeepEqual(players(a), players(b)):
		return fmt.Sprintf("the players differ: %v and %v", players(a), players(b))
	case !reflect.DeepEqual(a.History(), b.History()):
		return "the histories differ"
	case !reflect.DeepEqual(a, b):
		return fmt.Sprintf("the games differ: %+v and %+v", *a, *b)
	}
	return ""
}

// players is every player of game g.
func players(g *Game) []Player {
	ps := make([]Player, g.Players())
	for i := range ps {
		ps[i] = g.Player(i)
	}
	return ps
}
