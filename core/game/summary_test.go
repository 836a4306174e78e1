package game_test

import (
	"scraebbkle/core/game"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/internal/playtest"
	"slices"
	"testing"
)

func TestSummarizeExamplePlay(t *testing.T) {
	g := gametest.ExampleGame(t)
	s := game.Summarize(g, game.HintLog{{Turn: 0, Player: 0}, {Turn: 5, Player: 1}, {Turn: 6, Player: 0}})
	want := []struct {
		best                             string
		bestScore, moves, passes, points int
		bingos, hints                    int
		average                          float64
		totals                           []int
	}{
		{"DINED,d4", 20, 5, 1, 57, 0, 2, 57.0 / 5, []int{0, 20, 20, 29, 29, 39, 39, 39, 39, 50, 50, 57, 57}},
		{"INNULaS,5i", 96, 6, 0, 263, 2, 1, 263.0 / 6, []int{0, 0, 19, 19, 38, 38, 134, 134, 146, 146, 236, 236, 263}},
	}
	if len(s.Players) != 2 || len(s.Totals) != 2 {
		t.Fatalf("summary of %d players, %d totals", len(s.Players), len(s.Totals))
	}
	for p, w := range want {
		got := s.Players[p]
		if got.Best.Play.Move.String() != w.best || got.Best.Play.Score != w.bestScore || got.Best.Player != p {
			t.Errorf("player %d's best move %s for %d, want %s for %d", p+1, got.Best.Play.Move, got.Best.Play.Score, w.best, w.bestScore)
		}
		if got.Moves != w.moves || got.Passes != w.passes || got.Points != w.points || got.Bingos != w.bingos || got.Hints != w.hints {
			t.Errorf("player %d: %d moves, %d passes, %d points, %d bingos, %d hints; want %d, %d, %d, %d, %d",
				p+1, got.Moves, got.Passes, got.Points, got.Bingos, got.Hints, w.moves, w.passes, w.points, w.bingos, w.hints)
		}
		if got.Average != w.average {
			t.Errorf("player %d's average %v, want %v", p+1, got.Average, w.average)
		}
		if !slices.Equal(s.Totals[p], w.totals) {
			t.Errorf("player %d's totals %v, want %v", p+1, s.Totals[p], w.totals)
		}
	}
}

func TestSummarizeNewGame(t *testing.T) {
	s := game.Summarize(gametest.NewGame(t, 1, game.Human, game.Computer), nil)
	for p, ps := range s.Players {
		if ps.Human != (p == 0) {
			t.Errorf("player %d is human: %v", p+1, ps.Human)
		}
		ps.Human = false
		if ps.Moves+ps.Passes+ps.Points+ps.Bingos+ps.Hints != 0 || ps.Average != 0 || !slices.Equal(s.Totals[p], []int{0}) || s.Finals != nil {
			t.Errorf("player %d before any move: %+v, totals %v, finals %v", p+1, ps, s.Totals[p], s.Finals)
		}
	}
}

// TestSummarizeFinishedGames checks the summaries of seeded games between
// computers against the games' own scores.
func TestSummarizeFinishedGames(t *testing.T) {
	for seed := range uint64(3) {
		g := playtest.PlayedGame(t, 40+seed, -1, game.Computer, game.Computer)
		if !g.Over() {
			t.Fatalf("seed %d: the game did not end", seed)
		}
		s := game.Summarize(g, nil)
		turns := len(g.History())
		for p, ps := range s.Players {
			score := g.Player(p).Score
			if len(s.Totals[p]) != turns+1 || s.Totals[p][turns] != score || ps.Points != score {
				t.Errorf("seed %d player %d: totals end %v, points %d, score %d", seed, p+1, s.Totals[p][turns], ps.Points, score)
			}
			if final := score - g.Player(p).Rack.Value(); len(s.Finals) != 2 || s.Finals[p] != final {
				t.Errorf("seed %d player %d: finals %v, want %d for this player", seed, p+1, s.Finals, final)
			}
			for _, t2 := range g.History() {
				if t2.Player == p && t2.Play.Score > ps.Best.Play.Score {
					t.Errorf("seed %d player %d: %s scores %d, more than the best %s", seed, p+1, t2.Play.Move, t2.Play.Score, ps.Best.Play.Move)
				}
			}
		}
	}
}
