package computer

import (
	"context"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/movegen"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"sync/atomic"
	"testing"
	"time"
)

// TestSimulationPlies checks each sample of the classic look-ahead on
// VsMatt, with two and three players, against the game played out by
// hand: the candidate, each opponent's best-scoring reply with its sampled
// rack, and with two plies the player's best-scoring answer with the tiles
// it kept and those it drew. The racks and the draw come from the tiles
// unseen, and the grid is as it was after every step.
func TestSimulationPlies(t *testing.T) {
	r := rules.Classic()
	ref := coretest.RefereeOf(r)
	p := coretest.Position(t, r, coretest.VsMatt)
	unseen := coretest.RackOf(t, r, "EEEEIIIIOOUUNNRRSSTTGHMPW_")
	for _, players := range []int{2, 3} {
		v := game.View{Grid: p.Grid, Rack: p.Racks[0], Unseen: unseen, BagLen: len(unseen) - 7*(players-1), Scores: make([]int, players)}
		for _, plies := range []int{1, 2} {
			s := NewStrongWith(r, coretest.Lexicon(), time.Minute, 1, StrongOptions{Plies: plies, Candidates: 4, Samples: 8})
			sim := newSimulation(s, s.best(v, simulationCandidates(s.opts.Candidates, v)), v)
			w := &worker{gen: movegen.New(r, ref.Lexicon), grid: v.Grid.Clone(), rules: r, stop: new(atomic.Bool), deadline: time.Now().Add(time.Hour)}
			for sim.step(w) {
				if !w.grid.Equal(v.Grid) {
					t.Fatalf("%d players, %d plies: the grid differs after a step", players, plies)
				}
			}
			for sample := range sim.samples {
				for c := range sim.cands {
					cand := &sim.cands[c]
					drawn := sim.draw(w, sample, cand.move.Tiles())
					racks := append(append([]tile.Rack(nil), w.opps...), drawn)
					if len(w.opps) != players-1 || len(w.opps[players-2]) != 7 || len(drawn) != cand.move.Tiles() || !fromUnseen(unseen, racks...) {
						t.Fatalf("sample %d: the opponents hold %v and the player draws %v, from %v", sample, w.opps, drawn, unseen)
					}
					mine := append(append(tile.Rack(nil), cand.kept...), drawn...)
					want, kept := byHand(t, ref, v.Grid, v.Rack, cand, w.opps, mine, plies)
					if plies == 2 && kept != nil {
						want += s.leaveValue(kept, max(v.BagLen-len(drawn), 0))
					}
					if got := sim.outcomes[c][sample]; got != want {
						t.Errorf("%d players, %d plies, %s, sample %d: outcome %v, by hand %v", players, plies, cand.move.Move(), sample, got, want)
					}
				}
			}
		}
	}
}

// fromUnseen reports whether the racks together are tiles of unseen.
func fromUnseen(unseen tile.Rack, racks ...tile.Rack) bool {
	left := tile.Count(unseen)
	for _, rack := range racks {
		for _, t := range rack {
			i := tile.BlankIndex
			if !t.Blank {
				i = int(t.Letter - 'A')
			}
			if left[i]--; left[i] < 0 {
				return false
			}
		}
	}
	return true
}

// byHand is what the plies after the candidate, played from rack, bring
// the player less the average of what they bring the opponents, who hold
// opps, played with the Normal player and the referee; with two plies,
// also the tiles the player keeps after its answer, when it has one.
func byHand(t *testing.T, ref *referee.Referee, g *board.Grid, rack tile.Rack, cand *candidate, opps []tile.Rack, mine tile.Rack, plies int) (float64, *tile.Counts) {
	t.Helper()
	normal := NewBest(ref.Rules, ref.Lexicon)
	g = g.Clone()
	play := func(rack tile.Rack) (int, *tile.Counts) {
		m, _ := normal.Choose(context.Background(), game.View{Grid: g, Rack: rack})
		if m.Pass || m.Exchange != "" {
			return 0, nil
		}
		p, err := ref.Check(g, rack, m)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(p.Placed)
		kept := tile.Count(rack)
		for _, pl := range p.Placed {
			if pl.Tile.Blank {
				kept[tile.BlankIndex]--
			} else {
				kept[pl.Tile.Letter-'A']--
			}
		}
		return p.Score, &kept
	}
	p, err := ref.Check(g, rack, cand.move.Move())
	if err != nil {
		t.Fatal(err)
	}
	g.Apply(p.Placed)
	replies := 0
	for _, opp := range opps {
		score, _ := play(opp)
		replies += score
	}
	outcome := -float64(replies) / float64(len(opps))
	if plies == 1 {
		return outcome, nil
	}
	answer, kept := play(mine)
	return outcome + float64(answer), kept
}
