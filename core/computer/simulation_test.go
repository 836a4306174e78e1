package computer

import (
	"fmt"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/movegen"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// TestSimulationPlies checks each sample of the classic look-ahead on
// VsMatt, with two, three and four players, against the game played out by
// hand: the candidate, each opponent's best reply by equity with its
// sampled rack, and with two plies the player's best answer by equity with
// the tiles it kept and those it drew. The racks and the draw come from the tiles
// unseen, and the grid is as it was after every step. With the bag
// empty, or emptied on the way, a player who goes out ends the game, and
// every way it can end is met.
func TestSimulationPlies(t *testing.T) {
	r := rules.Classic()
	ref := coretest.RefereeOf(r)
	p := coretest.Position(t, r, coretest.VsMatt)
	full := "EEEEIIIIOOUUNNRRSSTTGHMPW_"
	ended := map[int]int{} // samples by who went out
	for _, tc := range []struct {
		players      int
		rack, unseen string
		bag          int
		holds        []int // the view's Holds
		sizes        []int // the opponents' racks, in the order they move
	}{
		{2, "AABDELT", full, len(full) - 7, nil, []int{7}},
		{3, "AABDELT", full, len(full) - 14, []int{7, 7, 7}, []int{7, 7}},
		{3, "AABDELT", "EEIINORSTUW_", 0, nil, []int{6, 6}},
		{3, "AET", "EINORS", 0, nil, []int{3, 3}},
		{3, "AET", "EINORS", 0, []int{3, 1, 5}, []int{1, 5}},
		{3, "AET", "EINORS", 0, []int{3, 2, 2}, []int{3, 3}}, // not adding up: an equal share
		{4, "AET", "EIINORSTU", 0, nil, []int{3, 3, 3}},
	} {
		rack, unseen := coretest.RackOf(t, r, tc.rack), coretest.RackOf(t, r, tc.unseen)
		v := game.View{Grid: p.Grid, Rack: rack, Unseen: unseen, BagLen: tc.bag, Scores: make([]int, tc.players), Holds: tc.holds}
		name := fmt.Sprintf("%d players, %s, %d in the bag, holding %v", tc.players, tc.rack, tc.bag, tc.holds)
		for _, plies := range []int{1, 2} {
			s := NewStrongWith(r, coretest.Lexicon(), time.Minute, 1, StrongOptions{Plies: plies, Candidates: 8, Samples: 8})
			sim := newSimulation(s, s.best(v, s.simulationCandidates(v)), v)
			w := &worker{gen: movegen.New(r, ref.Lexicon), grid: v.Grid.Clone(), rules: r, stop: new(atomic.Bool), deadline: time.Now().Add(time.Hour)}
			for sim.step(w) {
				if !w.grid.Equal(v.Grid) {
					t.Fatalf("%s, %d plies: the grid differs after a step", name, plies)
				}
			}
			for sample := range sim.samples {
				for c := range sim.cands {
					cand := &sim.cands[c]
					drawn := sim.draw(w, sample, cand.move.Tiles())
					racks := append(append([]tile.Rack(nil), w.opps...), drawn)
					if !slices.Equal(sizes(w.opps), tc.sizes) || len(drawn) != min(cand.move.Tiles(), tc.bag) || !fromUnseen(unseen, racks...) {
						t.Fatalf("%s, sample %d: the opponents hold %v and the player draws %v, from %v", name, sample, w.opps, drawn, unseen)
					}
					mine := append(append(tile.Rack(nil), cand.kept...), drawn...)
					want, out := byHand(t, s, ref, v, cand, w.opps, mine, plies)
					ended[out]++
					if got := sim.outcomes[c][sample]; got != want {
						t.Errorf("%s, %d plies, %s, sample %d: outcome %v, by hand %v", name, plies, cand.move.Move(), sample, got, want)
					}
				}
			}
		}
	}
	if ended[-1] == 0 || ended[0] == 0 || ended[1] == 0 || ended[noneOut] == 0 {
		t.Errorf("samples by who went out %v: the player, the first and the second opponent and no one should each be met", ended)
	}
}

// sizes is how many tiles each rack holds.
func sizes(racks []tile.Rack) []int {
	n := make([]int, len(racks))
	for i, r := range racks {
		n[i] = len(r)
	}
	return n
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
// ranked by Strong's equity with the bag as it is then (with the bag
// empty, going out gaining what the others hold), checked by the
// referee; with two plies, the player's answer from mine counts its
// equity, or its score when it goes out. A player who goes out with the
// bag empty ends the game: every other loses what its rack is worth, and
// the one who went out gains it all. It also returns who went out: -1
// the player, an opponent's index, or noneOut.
func byHand(t *testing.T, s *StrongPlayer, ref *referee.Referee, v game.View, cand *candidate, opps []tile.Rack, mine tile.Rack, plies int) (float64, int) {
	t.Helper()
	g := v.Grid.Clone()
	bag := v.BagLen
	play := func(rack tile.Rack, others ...tile.Rack) (score int, equity float64, kept tile.Rack) {
		view := game.View{Rack: rack, BagLen: bag}
		if bag == 0 {
			for _, o := range others {
				view.Unseen = append(view.Unseen, o...)
			}
		}
		ranked := s.rank(movegen.New(ref.Rules, ref.Lexicon).All(g, rack, nil), view)
		if len(ranked) == 0 {
			return 0, 0, rack
		}
		p, err := ref.Check(g, rack, ranked[0].move.Move())
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(p.Placed)
		kept = removeTiles(nil, rack, &ranked[0].move)
		counts := tile.Count(kept)
		equity = float64(p.Score) + s.leaveValue(&counts, bag)
		bag = max(bag-len(p.Placed), 0)
		return p.Score, equity, kept
	}
	left := append([]tile.Rack(nil), opps...)
	n := float64(len(opps))
	ends := func(out int) float64 { // what the end brings the player less the opponents' average
		racks := append([]tile.Rack{mine}, left...)
		gains, total := make([]int, len(racks)), 0
		for k, r := range racks {
			if k != out+1 {
				gains[k], total = -r.Value(), total+r.Value()
			}
		}
		gains[out+1] = total
		sum := 0
		for _, gain := range gains[1:] {
			sum += gain
		}
		return float64(gains[0]) - float64(sum)/n
	}
	p, err := ref.Check(g, v.Rack, cand.move.Move())
	if err != nil {
		t.Fatal(err)
	}
	g.Apply(p.Placed)
	bag = max(bag-len(p.Placed), 0)
	if bag == 0 && len(mine) == 0 {
		return ends(-1), -1
	}
	replies := 0
	for i, opp := range opps {
		others := []tile.Rack{mine}
		for j := range left {
			if j != i {
				others = append(others, left[j])
			}
		}
		before := bag
		score, _, kept := play(opp, others...)
		replies += score
		if before == 0 {
			left[i] = kept
		}
		if bag == 0 && len(left[i]) == 0 {
			return -float64(replies)/n + ends(i), i
		}
	}
	outcome := -float64(replies) / n
	if plies == 1 {
		return outcome, noneOut
	}
	before := bag
	score, answer, kept := play(mine, left...)
	if before == 0 && len(kept) == 0 {
		return outcome + float64(score) + ends(-1), -1
	}
	return outcome + answer, noneOut
}

// TestRackSizes checks the sizes of the opponents' racks a sample deals:
// as the view counts them, from the next player on, when they add up to
// the tiles on their racks; an equal share otherwise.
func TestRackSizes(t *testing.T) {
	for _, tc := range []struct {
		me    int
		holds []int
		held  int
		want  []int
	}{
		{0, []int{7, 7, 7, 7}, 21, []int{7, 7, 7}},
		{2, []int{1, 5, 3}, 6, []int{1, 5}},
		{1, []int{4, 7, 2, 6}, 12, []int{2, 6, 4}},
		{1, []int{4, 7, 2, 6}, 13, []int{4, 4, 4}}, // not adding up
		{0, []int{3, 0, 6}, 6, []int{3, 3}},        // none holds nothing in a game going on
		{0, []int{3, 9, 1}, 10, []int{5, 5}},       // nor more than a rack
		{0, nil, 30, []int{7, 7}},                  // not known: a rack's at most
		{1, []int{7, 7}, 0, []int{1}},              // one at least
	} {
		v := game.View{Me: tc.me, Scores: make([]int, max(len(tc.holds), len(tc.want)+1)), Holds: tc.holds}
		got := rackSizes(v, len(tc.want), tc.held, 7)
		if !slices.Equal(got[:len(tc.want)], tc.want) {
			t.Errorf("player %d, holding %v, %d held: %v, want %v", tc.me, tc.holds, tc.held, got[:len(tc.want)], tc.want)
		}
	}
}

// TestSimulationCandidates checks how many candidates the look-ahead
// tries: as many as asked; by default 12 with two players, and with three
// or four one for each 37.5 ms of the budget on all workers, 4 at least
// and 12 at most; four times as many when the opponent's rack is known.
func TestSimulationCandidates(t *testing.T) {
	for _, tc := range []struct {
		asked, players int
		budget         time.Duration
		workers        int
		open           bool
		want           int
	}{
		{0, 2, 150 * time.Millisecond, 1, false, 12},
		{0, 2, time.Second, 2, true, 48},
		{0, 3, 150 * time.Millisecond, 1, false, 4},
		{0, 4, 150 * time.Millisecond, 1, false, 4},
		{0, 4, 50 * time.Millisecond, 1, false, 4},
		{0, 4, 150 * time.Millisecond, 2, false, 8},
		{0, 3, 300 * time.Millisecond, 1, false, 8},
		{0, 4, 600 * time.Millisecond, 1, false, 12},
		{0, 3, time.Second, 2, false, 12},
		{0, 4, 1 << 40, 1 << 30, false, 12},
		{0, 3, 150 * time.Millisecond, 1, true, 16},
		{8, 2, time.Second, 1, false, 8},
		{8, 4, 150 * time.Millisecond, 1, false, 8},
		{1, 4, time.Second, 1, false, 1},
		{6, 2, time.Second, 1, true, 24},
	} {
		s := NewStrongWith(rules.Classic(), coretest.Lexicon(), tc.budget, 1, StrongOptions{Candidates: tc.asked, Workers: tc.workers})
		v := game.View{Scores: make([]int, tc.players)}
		if tc.open {
			v.Opponent = tile.Rack{{Letter: 'A', Value: 1}}
		}
		if got := s.simulationCandidates(v); got != tc.want {
			t.Errorf("%d asked, %d players, %v on %d workers, open %v: %d candidates, want %d", tc.asked, tc.players, tc.budget, tc.workers, tc.open, got, tc.want)
		}
	}
}
