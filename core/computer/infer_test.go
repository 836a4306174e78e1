package computer

import (
	"math/rand/v2"
	"testing"
	"time"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/movegen"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// openedView is the view of the player holding mine after the opponent,
// holding theirs, opened a classic game with the move Strong ranks first,
// and that move.
func openedView(t *testing.T, s *StrongPlayer, theirs, mine string) (game.View, candidate) {
	t.Helper()
	r := s.rules
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	empty := board.NewGrid(b)
	rack := coretest.RackOf(t, r, theirs)
	bag := len(r.TileSet.Tiles()) - 2*r.RackSize
	best := s.best(game.View{Grid: empty, Rack: rack, BagLen: bag, Scores: []int{0, 0}}, 1)[0]
	grid := empty.Clone()
	var sq [tile.MaxRack]board.Square
	movegen.Lay(grid, &best.move, r, &sq)
	best.keep(rack)
	laid := removeRack(rack, best.kept)
	me := coretest.RackOf(t, r, mine)
	v := game.View{Grid: grid, Rack: me, Unseen: unseenBy(r.TileSet.Tiles(), grid.Tiles(), me), BagLen: bag - len(laid), Scores: []int{0, best.move.Score},
		Last: &game.Last{Grid: empty, Laid: laid, Score: best.move.Score, Held: len(rack), BagLen: bag}}
	return v, best
}

// TestInferKeepsWhatTheMoveExplains infers what an opponent kept after
// opening with the move Strong would have made: every leave inferred is
// drawn from the tiles the player cannot see, and with it the move was,
// by every legal move ranked, within inferSlack of the best; whereas with
// some leaves drawn at random it was not, so the inference tells
// something.
func TestInferKeepsWhatTheMoveExplains(t *testing.T) {
	r := rules.Classic()
	s := NewStrongWith(r, coretest.Lexicon(), time.Minute, 1, StrongOptions{})
	v, opened := openedView(t, s, "ZAUUVVW", "EEIOUAN")
	leaves := s.infer(v, time.Now().Add(time.Minute))
	if len(leaves) < inferLeast {
		t.Fatalf("%d leaves inferred after %s", len(leaves), opened.move.Move())
	}
	k := len(opened.kept)
	for _, leave := range leaves {
		if len(leave) != k || !fromUnseen(v.Unseen, leave) {
			t.Fatalf("inferred %s: not %d tiles unseen", leave.Letters(), k)
		}
		if short := shortfall(s, v.Last, leave); short > inferSlack {
			t.Errorf("inferred %s, with which %s falls %.1f short of the best", leave.Letters(), opened.move.Move(), short)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	unexplained := 0
	for range 200 {
		pool := append(tile.Rack(nil), v.Unseen...)
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		if shortfall(s, v.Last, pool[:k]) > inferSlack {
			unexplained++
		}
	}
	if unexplained == 0 {
		t.Errorf("after %s every leave of 200 drawn at random explains the move: the test tells nothing", opened.move.Move())
	}
}

// shortfall is how far, by Strong's equity, the last move falls short of
// the best legal move of the rack of its tiles and leave, every legal move
// ranked.
func shortfall(s *StrongPlayer, last *game.Last, leave tile.Rack) float64 {
	rack := append(append(tile.Rack(nil), last.Laid...), leave...)
	ranked := s.rank(movegen.New(s.rules, s.lex).All(last.Grid, rack, nil), game.View{Rack: rack, BagLen: last.BagLen})
	kept := tile.Count(leave)
	return ranked[0].equity - (float64(last.Score) + s.leaveValue(&kept, last.BagLen))
}

// TestInferNothingToTell infers nothing without a last move, after one
// that laid every tile, or in an open game.
func TestInferNothingToTell(t *testing.T) {
	r := rules.Classic()
	s := NewStrongWith(r, coretest.Lexicon(), time.Minute, 1, StrongOptions{})
	v, _ := openedView(t, s, "ZAUUVVW", "EEIOUAN")
	far := time.Now().Add(time.Minute)
	none := v
	none.Last = nil
	all := v
	all.Last = &game.Last{Grid: v.Last.Grid, Laid: v.Last.Laid, Score: v.Last.Score, Held: len(v.Last.Laid), BagLen: v.Last.BagLen}
	open := v
	open.Opponent = v.Unseen[:7]
	for name, view := range map[string]game.View{"no last move": none, "every tile laid": all, "open": open} {
		if got := s.infer(view, far); got != nil {
			t.Errorf("%s: inferred %d leaves", name, len(got))
		}
	}
}

// TestDrawDealsTheInferredLeave deals the next opponent the leave
// inferred for the sample, and the rest of every rack from the tiles
// left.
func TestDrawDealsTheInferredLeave(t *testing.T) {
	r := rules.Classic()
	s := NewStrongWith(r, coretest.Lexicon(), time.Minute, 1, StrongOptions{})
	v, _ := openedView(t, s, "ZAUUVVW", "EEIOUAN")
	sim := newSimulation(s, s.best(v, 4), v)
	sim.inferred = []tile.Rack{coretest.RackOf(t, r, "QU"), coretest.RackOf(t, r, "_S")}
	w := &worker{}
	for sample := range 6 {
		drawn := sim.draw(w, sample, 3)
		want := sim.inferred[sample%2]
		if opp := w.opps[0]; len(opp) != 7 || opp[0] != want[0] || opp[1] != want[1] || len(drawn) != 3 || !fromUnseen(v.Unseen, opp, drawn) {
			t.Errorf("sample %d: the opponent holds %s and the player draws %s, inferred %s", sample, opp.Letters(), drawn.Letters(), want.Letters())
		}
	}
}
