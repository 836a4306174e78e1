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

// classicMidGame is VsMatt, Player 1 to move with AABDELT, 30 tiles in
// the bag.
func classicMidGame(t *testing.T) (*StrongPlayer, game.View) {
	r := rules.Classic()
	p := coretest.Position(t, r, coretest.VsMatt)
	unseen := unseenOf(t, r, p.Grid, p.Racks[0])
	return testStrongFor(r, 8), game.View{Grid: p.Grid, Rack: p.Racks[0], Unseen: unseen, BagLen: len(unseen) - 7, Scores: []int{300, 320}}
}

// unseenOf is the tiles of rules r neither on grid g nor on rack.
func unseenOf(t *testing.T, r *rules.Set, g *board.Grid, rack tile.Rack) []tile.Tile {
	t.Helper()
	left := tile.Rack(r.TileSet.Tiles())
	var seen []byte
	for _, tl := range g.Tiles() {
		if !tl.IsZero() {
			if tl.Blank {
				seen = append(seen, '_')
			} else {
				seen = append(seen, tl.Letter)
			}
		}
	}
	seen = append(seen, rack.Letters()...)
	_, rest, missing := left.Take(string(seen))
	if missing != "" {
		t.Fatalf("the position holds tiles the set lacks: %s", missing)
	}
	return rest
}

// Without a budget every legal move is appraised by its equity, best
// first: each tile move the generator lists, each exchange of the tiles
// the rack holds, and the pass.
func TestAppraiseEveryMoveByEquity(t *testing.T) {
	s, v := classicMidGame(t)
	a, err := s.Appraise(context.Background(), v, 10, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	tileMoves := len(movegen.New(s.rules, s.lex).All(v.Grid, v.Rack, nil))
	exchanges, passes := 0, 0
	for i, m := range a.Moves {
		switch {
		case m.Move.Pass:
			passes++
		case m.Move.Exchange != "":
			exchanges++
		}
		if m.Looked || m.Value != m.Equity || math.Abs(m.Equity-float64(m.Score)-m.Leave) > 1e-9 {
			t.Fatalf("%s: %+v", m.Move, m)
		}
		if i > 0 && m.Equity > a.Moves[i-1].Equity {
			t.Fatalf("%s (%.2f) ranks after %s (%.2f)", m.Move, m.Equity, a.Moves[i-1].Move, a.Moves[i-1].Equity)
		}
	}
	// AABDELT keeps 3 * 2 * 2 * 2 * 2 * 2 = 96 multisets of its tiles
	// (none, one or two A's, and each other tile or not); all but the
	// whole rack are exchanges.
	if got, want := len(a.Moves), tileMoves+95+1; got != want || exchanges != 95 || passes != 1 || a.Reach != 0 || a.Endgame {
		t.Errorf("%d moves, %d exchanges, %d passes, reach %d; want %d, 95, 1, 0", got, exchanges, passes, a.Reach, want)
	}
}

// With a budget the best moves by equity and the moves asked for, a poor
// tile move, an exchange and the pass, are looked ahead at, and come
// first, by the look-ahead's value; a move that is not legal is passed
// over.
func TestAppraiseLooksAheadAtTheMovesAskedFor(t *testing.T) {
	s, v := classicMidGame(t)
	static, _ := s.Appraise(context.Background(), v, 0, nil, 0)
	poor := static.Moves[len(static.Moves)-1]
	for poor.Move.Pass || poor.Move.Exchange != "" {
		static.Moves = static.Moves[:len(static.Moves)-1]
		poor = static.Moves[len(static.Moves)-1]
	}
	also := []move.Move{poor.Move, {Exchange: "QQ"}, {Exchange: "ADT"}, move.Pass}
	a, err := s.Appraise(context.Background(), v, 3, also, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	looked := 0
	for _, m := range a.Moves {
		if !m.Looked {
			break
		}
		looked++
	}
	if looked != 6 || a.Reach != 8 || a.Endgame {
		t.Fatalf("%d moves looked at, %d samples; want 6 (3 best, the poor move, ADT, the pass) and 8", looked, a.Reach)
	}
	for i, m := range a.Moves[:looked] {
		if i > 0 && m.Value > a.Moves[i-1].Value || math.IsNaN(m.Value) {
			t.Fatalf("%s valued %.2f after %.2f", m.Move, m.Value, a.Moves[i-1].Value)
		}
	}
	for _, want := range []string{poor.Move.String(), "-ADT", ","} {
		if !slices.ContainsFunc(a.Moves[:looked], func(m Appraisal) bool { return sameMove(m.Move, want) }) {
			t.Errorf("%s was not looked at", want)
		}
	}
	for _, m := range also {
		i := a.Index(v.Grid, m)
		if legal := m.Exchange != "QQ"; (i >= 0) != legal || legal && !sameMove(a.Moves[i].Move, m.String()) {
			t.Errorf("Index(%s) = %d", m, i)
		}
	}
}

// sameMove reports whether m is written want, an exchange's tiles in any
// order.
func sameMove(m move.Move, want string) bool {
	if m.Exchange != "" {
		return len(want) > 0 && want[0] == '-' && sameTiles(m.Exchange, want[1:])
	}
	return m.String() == want
}

// Once the bag of a two-player game is empty the endgame is searched: a
// value is the points the move wins from now to the end, and going out
// with the best move is worth at least its score and the other's rack.
func TestAppraiseSearchesTheEndgame(t *testing.T) {
	r := rules.Classic()
	p := coretest.Position(t, r, coretest.VsMatt)
	s := testStrongFor(r, 1)
	me, opp := coretest.RackOf(t, r, "QI"), coretest.RackOf(t, r, "EN")
	v := game.View{Grid: p.Grid, Rack: me, Unseen: opp, BagLen: 0, Scores: []int{0, 0}}
	a, err := s.Appraise(context.Background(), v, 5, []move.Move{move.Pass}, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Endgame || a.Reach < 1 || !a.Moves[0].Looked {
		t.Fatalf("endgame %v, depth %d, %+v", a.Endgame, a.Reach, a.Moves[0])
	}
	best := a.Moves[0]
	if best.Tiles == len(me) && best.Value < float64(best.Score+r.OutGain(opp.Value()))-1e-9 {
		t.Errorf("going out with %s is valued %.1f", best.Move, best.Value)
	}
	for _, m := range a.Moves {
		if m.Move.Exchange != "" {
			t.Errorf("an exchange with an empty bag: %s", m.Move)
		}
	}
}

// With one or two tiles in the bag of a two-player game every way they may
// lie is searched: the moves looked at, the pass asked for among them,
// are valued by the points they win to the end and their chance of
// winning over the deals, each exactly as a minimax of every deal finds;
// and looking at every move, the first is one of those that win most.
// (The racks are those of preEndgameRacks with which no player ever has
// more than fullWidth moves, so that the search tries every one; with UV
// against Q it does not, and values V,7f on classic Scrabble's VsMatt at
// −3 points where a minimax finds 8.5, at the same chance of winning.)
func TestAppraiseSearchesThePreEndgame(t *testing.T) {
	for _, ec := range endgameCases(t) {
		ref, g := ec.ref, ec.mid
		s := NewStrongWith(ref.Rules, coretest.Lexicon(), time.Minute, 1, StrongOptions{})
		for _, rs := range slices.DeleteFunc(slices.Clone(preEndgameRacks), func(rs [3]string) bool { return rs[0] == "UV" }) {
			me, opp, bag := coretest.RackOf(t, ref.Rules, rs[0]), coretest.RackOf(t, ref.Rules, rs[1]), coretest.RackOf(t, ref.Rules, rs[2])
			v := preEndgameView(g, me, opp, bag, 310, 300)
			exact := func(m move.Move) (points, wins float64) {
				n := 0
				eachDraw(v.Unseen, v.BagLen, func(inBag, held tile.Rack) {
					out := worth(t, ref, g, me, held, inBag, m)
					points += out
					wins += won(10 + out)
					n++
				})
				return points / float64(n), wins / float64(n)
			}
			a, err := s.Appraise(context.Background(), v, 3, []move.Move{move.Pass}, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			if !a.PreEndgame || a.Endgame || a.Reach < 0 {
				t.Fatalf("%s %v: pre-endgame %v, endgame %v, depth %d", ref.Rules.Name, rs, a.PreEndgame, a.Endgame, a.Reach)
			}
			looked, pass := 0, false
			for i, m := range a.Moves {
				if !m.Looked {
					continue
				}
				looked++
				pass = pass || m.Move.Pass
				points, wins := exact(m.Move)
				if math.Abs(m.Value-points) > 1e-9 || math.Abs(m.Wins-wins) > 1e-9 {
					t.Errorf("%s %v: %s valued %.3f winning %.3f, a minimax %.3f and %.3f", ref.Rules.Name, rs, m.Move, m.Value, m.Wins, points, wins)
				}
				if i > 0 && m.Wins > a.Moves[i-1].Wins {
					t.Errorf("%s %v: %s wins more often than %s before it", ref.Rules.Name, rs, m.Move, a.Moves[i-1].Move)
				}
			}
			if looked != 4 || !pass {
				t.Errorf("%s %v: %d moves looked at, the pass among them %v", ref.Rules.Name, rs, looked, pass)
			}
			all, err := s.Appraise(context.Background(), v, len(a.Moves), nil, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			best := 0.0
			for _, m := range all.Moves {
				_, wins := exact(m.Move)
				best = max(best, wins)
			}
			if _, wins := exact(all.Moves[0].Move); wins != best {
				t.Errorf("%s %v: looking at every move, the first, %s, wins %.3f, the best %.3f", ref.Rules.Name, rs, all.Moves[0].Move, wins, best)
			}
		}
	}
}
