package computer

import (
	"context"
	"math"
	"slices"
	"testing"
	"time"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// preEndgameRacks are small pre-endgames: the player's rack, the
// opponent's and the bag, four tiles in all so that a plain minimax of
// every line ends in seconds.
var preEndgameRacks = [][3]string{
	{"AE", "S", "I"}, {"QI", "N", "E"}, {"A", "ST", "E"}, {"R", "O", "EA"}, {"UV", "Q", "E"}, {"A", "S", "EE"},
}

// preEndgameView is the view of the player holding me, the opponent
// holding opp and the bag holding bag, the scores given.
func preEndgameView(g *board.Grid, me, opp, bag tile.Rack, scores ...int) game.View {
	return game.View{Grid: g, Rack: me, Unseen: append(slices.Clone(opp), bag...), BagLen: len(bag), Scores: scores}
}

// TestStrongPlaysTheBestPreEndgameMove checks Strong's move in small
// pre-endgames, where it cannot see which of the unseen tiles is in the
// bag, against every legal tile move valued by minimax in every deal: its
// chance of winning over the deals, each equally likely, must be the best
// there is, from each of a few scores. (Its spread may fall a point or two
// short, its search not being as wide as the minimax.) Normal's
// best-scoring move must win less often at least once, or the test shows
// nothing.
func TestStrongPlaysTheBestPreEndgameMove(t *testing.T) {
	for _, ec := range endgameCases(t) {
		ref, g := ec.ref, ec.mid
		strong := NewStrongWith(ref.Rules, coretest.Lexicon(), time.Minute, 1, StrongOptions{})
		normalWorse := 0
		for _, rs := range preEndgameRacks {
			me, opp, bag := coretest.RackOf(t, ref.Rules, rs[0]), coretest.RackOf(t, ref.Rules, rs[1]), coretest.RackOf(t, ref.Rules, rs[2])
			v := preEndgameView(g, me, opp, bag, 0, 0)
			var moves []move.Move
			outcomes := map[string][]float64{} // by move, in every deal
			for _, p := range movegen.New(ref.Rules, coretest.Lexicon()).All(g, me, nil) {
				m := p.Move()
				moves = append(moves, m)
				eachDraw(v.Unseen, v.BagLen, func(inBag, held tile.Rack) {
					outcomes[m.String()] = append(outcomes[m.String()], worth(t, ref, g, me, held, inBag, m))
				})
			}
			for _, ahead := range []int{-4, 0, 18, 36} {
				v.Scores = []int{300 + ahead, 300}
				chance := func(m move.Move) float64 {
					wins := 0.0
					for _, out := range outcomes[m.String()] {
						wins += won(float64(ahead) + out)
					}
					return wins / float64(len(outcomes[m.String()]))
				}
				best := 0.0
				for _, m := range moves {
					best = max(best, chance(m))
				}
				got, err := strong.Choose(context.Background(), v)
				if err != nil {
					t.Fatal(err)
				}
				if c := chance(got); c != best {
					t.Errorf("%s, racks %v, %+d: Strong's %s wins %v of the deals, the best move %v", ref.Rules.Name, rs, ahead, got, c, best)
				}
				if n, _ := NewBest(ref.Rules, coretest.Lexicon()).Choose(context.Background(), v); chance(n) < best {
					normalWorse++
				}
			}
		}
		if normalWorse == 0 {
			t.Errorf("%s: Normal plays every pre-endgame as well: the test shows nothing", ref.Rules.Name)
		}
	}
}

// TestDealsWeighTheBag checks the ways the unseen tiles may lie and their
// chances: by how many tiles of each letter are unseen, by what the
// opponent was inferred to keep, and the one way when its rack is known.
func TestDealsWeighTheBag(t *testing.T) {
	r := rules.Classic()
	rack := func(s string) tile.Rack { return coretest.RackOf(t, r, s) }
	cases := []struct {
		name     string
		unseen   string
		bag      int
		opponent string
		inferred []string
		want     map[string]float64
	}{
		{name: "one tile", unseen: "AABQ", bag: 1, want: map[string]float64{"A": 0.5, "B": 0.25, "Q": 0.25}},
		{name: "two tiles", unseen: "AABQ", bag: 2, want: map[string]float64{"AA": 1. / 6, "AB": 2. / 6, "AQ": 2. / 6, "BQ": 1. / 6}},
		{name: "kept a Q", unseen: "AABQ", bag: 1, inferred: []string{"Q", "AQ"}, want: map[string]float64{"A": (2./3 + 1./2) / 2, "B": (1./3 + 1./2) / 2}},
		{name: "kept what is not unseen", unseen: "AABQ", bag: 1, inferred: []string{"ZZ"}, want: map[string]float64{"A": 0.5, "B": 0.25, "Q": 0.25}},
		{name: "open", unseen: "AABQ", bag: 1, opponent: "ABQ", want: map[string]float64{"A": 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := game.View{Unseen: rack(tc.unseen), BagLen: tc.bag}
			if tc.opponent != "" {
				v.Opponent = rack(tc.opponent)
			}
			var inferred []tile.Rack
			for _, s := range tc.inferred {
				inferred = append(inferred, rack(s))
			}
			deals := dealsOf(v, inferred)
			if len(deals) != len(tc.want) {
				t.Fatalf("%d deals, want %d: %v", len(deals), len(tc.want), deals)
			}
			for i, d := range deals {
				want, ok := tc.want[d.bag.Shown()]
				if !ok || math.Abs(d.weight-want) > 1e-9 {
					t.Errorf("bag %s: chance %v, want %v", d.bag.Shown(), d.weight, want)
				}
				if i > 0 && d.weight > deals[i-1].weight {
					t.Errorf("bag %s comes after a less likely one", d.bag.Shown())
				}
				if got := tile.Count(append(slices.Clone(d.opp), d.bag...)); got != tile.Count(v.Unseen) {
					t.Errorf("bag %s: the opponent holds %s, which with the bag is not the unseen tiles", d.bag.Shown(), d.opp.Shown())
				}
			}
		})
	}
}
