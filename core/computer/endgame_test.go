package computer

import (
	"context"
	"math"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
	"testing"
	"time"
)

// endgameCase is a game whose endgames the tests search: its referee, a
// mid-game grid and the grid at the end of a game played out by Normal.
type endgameCase struct {
	ref        *referee.Referee
	mid, final *board.Grid
}

// endgameCases are ScraeBBKle, on its example mid-game, and classic
// Scrabble, where going out also gains the other's rack and a move that
// scores nothing counts towards the end, on VsMatt.
func endgameCases(t *testing.T) []endgameCase {
	t.Helper()
	classic := coretest.RefereeOf(rules.Classic())
	return []endgameCase{
		{ref: coretest.Referee(), mid: coretest.Grid(t, coretest.MidGame...), final: playedOut(t, coretest.Referee())},
		{ref: classic, mid: coretest.Position(t, classic.Rules, coretest.VsMatt).Grid, final: playedOut(t, classic)},
	}
}

// playedOut is the grid at the end of a game of ref's rules between two
// Normal players on the default board.
func playedOut(t *testing.T, ref *referee.Referee) *board.Grid {
	t.Helper()
	b, err := ref.Rules.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g := gametest.NewGameOn(t, ref, b, 5, false, game.Computer, game.Computer)
	best := NewBest(ref.Rules, coretest.Lexicon())
	for !g.Over() {
		m, _ := best.Choose(context.Background(), g.View())
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g.Grid()
}

// worth is what move m, a tile move or a pass, by the player holding me,
// is worth to them to the end of the game, the bag holding bag: their
// points less the other's, by minimax, averaged over what may be drawn.
func worth(t *testing.T, ref *referee.Referee, g *board.Grid, me, opp, bag tile.Rack, m move.Move) float64 {
	t.Helper()
	if m.Pass {
		return -minimax(ref, g, opp, me, bag, passesAfter(ref.Rules, m, 0, 0))
	}
	p, err := ref.Check(g, me, m)
	if err != nil {
		t.Fatalf("%s: %v", m, err)
	}
	return afterPlay(ref, g, p, me, opp, bag, 0)
}

// passesAfter is the turns in a row that count towards the end after move
// m scoring score, passes before it.
func passesAfter(r *rules.Set, m move.Move, score, passes int) int {
	if r.End.Counts(m, score) {
		return passes + 1
	}
	return 0
}

// minimax is the outcome, for the player holding me and to move at the
// end of passes turns in a row that count towards the end, of the rest of
// the game with both racks and the bag known, by the referee's own search:
// their points less the other's, final deductions and gains included,
// averaged over every way of drawing from the bag.
func minimax(ref *referee.Referee, g *board.Grid, me, opp, bag tile.Rack, passes int) float64 {
	r := ref.Rules
	if passes >= r.PassesToEnd(2) {
		return float64(opp.Value() - me.Value())
	}
	plays := exhaustive.Plays(ref, g, me)
	if len(plays) == 0 {
		return -minimax(ref, g, opp, me, bag, passes+1)
	}
	best := math.Inf(-1)
	for _, p := range plays {
		best = max(best, afterPlay(ref, g, p, me, opp, bag, passes))
	}
	return best
}

// afterPlay is what play p on grid g, by the player holding me, is worth
// to them to the end of the game, after passes turns in a row that count
// towards the end: its score and then, going out, what that gains, or
// else less what the other makes of the rest of the game, averaged over
// every choice of the tiles the player draws from bag.
func afterPlay(ref *referee.Referee, g *board.Grid, p move.Play, me, opp, bag tile.Rack, passes int) float64 {
	_, rest, _ := me.Take(p.Move.Word)
	if len(rest) == 0 && len(bag) == 0 {
		return float64(p.Score + ref.Rules.OutGain(opp.Value()))
	}
	gc := g.Clone()
	gc.Apply(p.Placed)
	next := passesAfter(ref.Rules, p.Move, p.Score, passes)
	sum, ways := 0.0, 0
	eachDraw(bag, min(len(p.Placed), len(bag)), func(drawn, left tile.Rack) {
		sum += minimax(ref, gc, opp, append(slices.Clone(rest), drawn...), left, next)
		ways++
	})
	return float64(p.Score) - sum/float64(ways)
}

// eachDraw calls f with every choice of n tiles of bag, by their places
// in it, and the tiles left.
func eachDraw(bag tile.Rack, n int, f func(drawn, left tile.Rack)) {
	if n == 0 {
		f(nil, bag)
		return
	}
	for i := range bag {
		left := append(slices.Clone(bag[:i]), bag[i+1:]...)
		eachDraw(left[i:], n-1, func(drawn, rest tile.Rack) {
			f(append(tile.Rack{bag[i]}, drawn...), append(slices.Clone(left[:i]), rest...))
		})
	}
}

// TestStrongEndgameFindsTheBest checks the endgame on small positions
// against a plain minimax, under each game's rules: Strong's move must be
// worth the optimum, where Normal's best-scoring move is not always (with
// A and E against Q, Z, V, V, Normal plays E for 34 points in all where
// going out is worth 38). The minimax of the two deepest racks takes
// seconds under classic rules, so short and race-detector runs leave them
// out.
func TestStrongEndgameFindsTheBest(t *testing.T) {
	racks := [][2]string{{"AE", "QZVV"}, {"ER", "QZ"}, {"_E", "JQ"}}
	if !testing.Short() && !coretest.RaceEnabled {
		racks = append(racks, [2]string{"AEI", "QZVV"}, [2]string{"TOE", "QI"})
	}
	for _, ec := range endgameCases(t) {
		ref, g := ec.ref, ec.mid
		normalWorse := 0
		for _, rs := range racks {
			t.Run(ref.Rules.Name+"/"+rs[0]+"-"+rs[1], func(t *testing.T) {
				me, opp := coretest.RackOf(t, ref.Rules, rs[0]), coretest.RackOf(t, ref.Rules, rs[1])
				v := game.View{Grid: g, Rack: me, Unseen: opp, BagLen: 0, Scores: []int{0, 0}}
				m, err := testStrongFor(ref.Rules, 1).Choose(context.Background(), v)
				if err != nil || m.Pass {
					t.Fatalf("got %s, %v", m, err)
				}
				want := minimax(ref, g, me, opp, nil, 0)
				if got := worth(t, ref, g, me, opp, nil, m); got != want {
					t.Errorf("Strong's %s is worth %v, the best move %v", m, got, want)
				}
				n, _ := NewBest(ref.Rules, coretest.Lexicon()).Choose(context.Background(), v)
				if worth(t, ref, g, me, opp, nil, n) < want {
					normalWorse++
				}
			})
		}
		if normalWorse == 0 {
			t.Errorf("%s: Normal plays every endgame as well: the test shows nothing", ref.Rules.Name)
		}
	}
}

// TestEndgameKeepsToItsBudget checks that the endgame search of racks
// with blanks, whose every node searches thousands of moves, ends at its
// budget: it reads the clock at every node.
func TestEndgameKeepsToItsBudget(t *testing.T) {
	classic := coretest.RefereeOf(rules.Classic())
	// A board with few tiles, where a rack with two blanks has some
	// 20,000 moves.
	p := coretest.Position(t, classic.Rules, "15/15/15/15/4P10/4AH9/4KIF8/3HADED7/4PE9/4OD9/4O10/15/15/15/15 ?EGLRS?/AIINOUW 88/78 0")
	me, opp := p.Racks[0], p.Racks[1]
	v := game.View{Grid: p.Grid, Rack: me, Unseen: opp, BagLen: 0, Scores: []int{300, 300}}
	strong := NewStrongWith(classic.Rules, coretest.Lexicon(), 100*time.Millisecond, 1, StrongOptions{Workers: 1})
	start := time.Now()
	if _, err := strong.Choose(context.Background(), v); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > coretest.Slack(250*time.Millisecond) {
		t.Errorf("an endgame with two blanks and a 100ms budget took %v", took)
	}
}
