package computer

import (
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
// hand: the candidate, each opponent's best reply by equity with its
// sampled rack, and with two plies the player's best answer by equity with
// the tiles it kept and those it drew. The racks and the draw come from the tiles
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
					want := byHand(t, s, ref, v, cand, w.opps, mine, plies)
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

// byHand is what the plies after the candidate, played from the rack of
// view v, bring the player less the average of what they bring the
// opponents, who hold opps, each move the first of every legal move
// ranked by Strong's equity with the bag as it is then, checked by the
// referee; with two plies, the player's answer from mine counts its
// equity.
func byHand(t *testing.T, s *StrongPlayer, ref *referee.Referee, v game.View, cand *candidate, opps []tile.Rack, mine tile.Rack, plies int) float64 {
	t.Helper()
	g := v.Grid.Clone()
	bag := v.BagLen
	play := func(rack tile.Rack) (score int, equity float64) {
		ranked := s.rank(movegen.New(ref.Rules, ref.Lexicon).All(g, rack, nil), game.View{Rack: rack, BagLen: bag})
		if len(ranked) == 0 {
			return 0, 0
		}
		p, err := ref.Check(g, rack, ranked[0].move.Move())
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
		equity = float64(p.Score) + s.leaveValue(&kept, bag)
		bag = max(bag-len(p.Placed), 0)
		return p.Score, equity
	}
	p, err := ref.Check(g, v.Rack, cand.move.Move())
	if err != nil {
		t.Fatal(err)
	}
	g.Apply(p.Placed)
	bag = max(bag-len(p.Placed), 0)
	replies := 0
	for _, opp := range opps {
		score, _ := play(opp)
		replies += score
	}
	outcome := -float64(replies) / float64(len(opps))
	if plies == 1 {
		return outcome
	}
	_, answer := play(mine)
	return outcome + answer
}
