package uitest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// Passer is a computer strategy that always passes.
type Passer struct{}

// Choose passes.
func (Passer) Choose(context.Context, game.View) (move.Move, error) { return move.Pass, nil }

// Blocker is a computer strategy that thinks until it is cancelled.
type Blocker struct {
	Started chan struct{} // closed when it first starts thinking
	Ended   chan error    // gets why each of its turns ended
	once    sync.Once
}

// NewBlocker returns a Blocker that has not started.
func NewBlocker() *Blocker {
	return &Blocker{Started: make(chan struct{}), Ended: make(chan error, 4)}
}

// Choose thinks until ctx is done.
func (b *Blocker) Choose(ctx context.Context, _ game.View) (move.Move, error) {
	b.once.Do(func() { close(b.Started) })
	<-ctx.Done()
	b.Ended <- ctx.Err()
	return move.Move{}, ctx.Err()
}

// Snapshot is what a game holds, to show that a refused move changed
// nothing.
type Snapshot struct {
	grid    *board.Grid
	racks   []tile.Rack
	scores  []int
	history int
	toMove  int
}

// Snap takes a snapshot of g.
func Snap(g *game.Game) Snapshot {
	s := Snapshot{grid: g.Grid().Clone(), history: len(g.History()), toMove: g.ToMove()}
	for i := range g.Players() {
		s.racks = append(s.racks, g.Player(i).Rack)
		s.scores = append(s.scores, g.Player(i).Score)
	}
	return s
}

// Diff reports how g differs from the snapshot, or "".
func (s Snapshot) Diff(g *game.Game) string {
	now := Snap(g)
	switch {
	case !s.grid.Equal(now.grid):
		return "the grid changed"
	case s.history != now.history:
		return fmt.Sprintf("the history grew from %d to %d turns", s.history, now.history)
	case s.toMove != now.toMove:
		return "the turn passed"
	case !slices.Equal(s.scores, now.scores):
		return fmt.Sprintf("the scores changed from %v to %v", s.scores, now.scores)
	}
	for i := range s.racks {
		if !slices.Equal(s.racks[i], now.racks[i]) {
			return fmt.Sprintf("player %d's rack changed from %v to %v", i+1, s.racks[i], now.racks[i])
		}
	}
	return ""
}

// EqualKinds reports whether got lists the players want.
func EqualKinds(got []game.PlayerKind, want ...game.PlayerKind) bool { return slices.Equal(got, want) }

// SortedLetters is s with its letters in order, to compare racks.
func SortedLetters(s string) string {
	b := []byte(s)
	slices.Sort(b)
	return string(b)
}

// PlayedGame is a game of rules r on its default board between players
// Normal computers, from a bag shuffled from seed, played to its end.
func PlayedGame(t testing.TB, r *rules.Set, seed uint64, players int) *game.Game {
	t.Helper()
	kinds := make([]game.PlayerKind, players)
	for i := range kinds {
		kinds[i] = game.Computer
	}
	ref := RefereeOf(t, r)
	g, err := game.New(ref, DefaultBoardOf(t, r), tile.NewBag(r.TileSet, seed), kinds, false)
	if err != nil {
		t.Fatal(err)
	}
	best := computer.NewBest(r, ref.Lexicon)
	for !g.Over() {
		m, err := best.Choose(context.Background(), g.View())
		if err == nil {
			_, err = g.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return g
}
