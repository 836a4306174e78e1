package computer

import (
	"math"
	"sync/atomic"
	"testing"
	"time"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen"
)

// TestSearchIsExact compares the search of the end of the game, as wide
// and deep as the position needs, with a plain minimax of the whole game,
// averaged over every way of drawing the bag, for each candidate and the
// pass, on positions where the racks and the bag are small: endgames,
// the bag empty, and pre-endgames, under each game's rules.
func TestSearchIsExact(t *testing.T) {
	racks := append([][3]string{{"AE", "ST", ""}, {"QI", "EN", ""}, {"_R", "OX", ""}, {"ZOA", "I", ""}, {"UV", "Q", ""}}, preEndgameRacks...)
	for _, ec := range endgameCases(t) {
		ref := ec.ref
		strong := testStrongFor(ref.Rules, 1)
		checked := 0
		for _, g := range []*board.Grid{ec.mid, ec.final} {
			for _, rs := range racks {
				me, opp, bag := coretest.RackOf(t, ref.Rules, rs[0]), coretest.RackOf(t, ref.Rules, rs[1]), coretest.RackOf(t, ref.Rules, rs[2])
				v := preEndgameView(g, me, opp, bag, 0, 0)
				cands := append(strong.best(v, endgameCandidates), candidate{turn: move.Pass})
				s := newSearch(ref.Rules.PassesToEnd(2))
				s.wide, s.narrow = 1000, 1000
				w := &worker{gen: movegen.New(ref.Rules, coretest.Lexicon()), grid: g.Clone(), rules: ref.Rules, stop: new(atomic.Bool), deadline: time.Now().Add(time.Hour)}
				for c := range cands {
					cands[c].keep(me)
					got, exact := s.outcome(w, &cands[c], opp, bag, endgameMaxDepth)
					m := cands[c].play()
					if !exact {
						t.Fatalf("%s, racks %v, %s: the search is not exact", ref.Rules.Name, rs, m)
					}
					if want := worth(t, ref, g, me, opp, bag, m); math.Abs(got-want) > 1e-9 {
						t.Fatalf("%s, racks %v, %s: search %v, minimax %v", ref.Rules.Name, rs, m, got, want)
					}
					checked++
				}
			}
		}
		if checked < 60 {
			t.Fatalf("%s: only %d moves checked", ref.Rules.Name, checked)
		}
	}
}
