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
	"scraebbkle/core/rules"
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
	playTurns(t, g, players, turns)
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

// GameOf is a game of rules r on its default board between one computer
// player for each of levels, from a bag shuffled from seed, played to its
// end, open when open is set. A Strong player looks no further than
// equity, so that the game is quick and the same on any machine.
func GameOf(t testing.TB, r *rules.Set, seed uint64, open bool, levels ...computer.Level) *game.Game {
	t.Helper()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	kinds := make([]game.PlayerKind, len(levels))
	players := make([]computer.Strategy, len(levels))
	lex := coretest.Lexicon()
	for i, l := range levels {
		kinds[i] = game.Computer
		players[i] = computer.New(r, lex, l, seed+uint64(i))
		if l == computer.Strong {
			players[i] = computer.NewStrongWith(r, lex, 0, seed+uint64(i), computer.StrongOptions{Candidates: 1})
		}
	}
	g := gametest.NewGameOn(t, coretest.RefereeOf(r), b, seed, open, kinds...)
	playTurns(t, g, players, -1)
	return g
}

// playTurns plays turns turns of game g, or all of them when turns is
// negative, each player choosing its move, and stops at the game's end.
func playTurns(t testing.TB, g *game.Game, players []computer.Strategy, turns int) {
	t.Helper()
	for n := 0; n != turns && !g.Over(); n++ {
		m, err := players[g.ToMove()].Choose(context.Background(), g.View())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}
