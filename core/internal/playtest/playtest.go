// Package playtest plays games between computer players for the tests of
// the packages above the computer players: saved games, exports, the
// summary and the controller. It imports core/computer and
// core/internal/gametest.
package playtest

import (
	"context"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/tile"
	"testing"
)

// ExampleLevels are the levels the example play's players are given when
// a test needs them: Player 2 is a Strong computer.
var ExampleLevels = []computer.Level{computer.Normal, computer.Strong}

// seededGame plays a game between computers of the given levels, from a
// bag shuffled from seed, for at most turns turns.
func SeededGame(t testing.TB, seed uint64, levels []computer.Level, turns int) *game.Game {
	t.Helper()
	return SeededGameOf(t, seed, []game.PlayerKind{game.Computer, game.Computer}, levels, turns)
}

// seededGameOf is seededGame with players of the given kinds, every move
// still chosen by a computer of the given levels.
func SeededGameOf(t testing.TB, seed uint64, kinds []game.PlayerKind, levels []computer.Level, turns int) *game.Game {
	t.Helper()
	ref := coretest.Referee()
	g, err := game.New(ref, coretest.DefaultBoard(t), tile.NewBag(ref.Rules.TileSet, seed), kinds, seed%2 == 0)
	if err != nil {
		t.Fatal(err)
	}
	players := []computer.Strategy{
		computer.New(ref.Rules, ref.Lexicon, levels[0], seed),
		computer.New(ref.Rules, ref.Lexicon, levels[1], seed+1),
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

// playedGame returns a game after the Normal player made the first turns
// moves for every player, or played it to the end when turns is negative.
func PlayedGame(t testing.TB, seed uint64, turns int, kinds ...game.PlayerKind) *game.Game {
	t.Helper()
	g := gametest.NewGame(t, seed, kinds...)
	best := computer.NewBest(g.Rules(), coretest.Lexicon())
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
