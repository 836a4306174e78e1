package exhaustive_test

import (
	"context"
	"maps"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"strings"
	"testing"
)

// bruteForce finds every legal move the slow way: every square, both
// directions and every ordered choice of rack tiles (every letter for a
// blank), each checked by the referee.
func bruteForce(ref *referee.Referee, g *board.Grid, rack tile.Rack) map[string]int {
	found := map[string]int{}
	b := g.Board()
	var try func(origin board.Square, d board.Direction, word []byte, used []bool)
	try = func(origin board.Square, d board.Direction, word []byte, used []bool) {
		if len(word) > 0 {
			m := move.Move{Word: string(word), Origin: origin, Dir: d}
			if p, err := ref.Check(g, rack, m); err == nil {
				found[m.String()] = p.Score
			}
		}
		for i, t := range rack {
			if used[i] {
				continue
			}
			used[i] = true
			if t.Blank {
				for c := byte('a'); c <= 'z'; c++ {
					try(origin, d, append(word, c), used)
				}
			} else {
				try(origin, d, append(word, t.Letter), used)
			}
			used[i] = false
		}
	}
	for row := range b.Rows() {
		for col := range b.Cols() {
			for _, d := range []board.Direction{board.Down, board.Right} {
				try(board.Square{Col: col, Row: row}, d, nil, make([]bool, len(rack)))
			}
		}
	}
	return found
}

func TestSearchFindsEveryLegalMove(t *testing.T) {
	ref := coretest.Referee()
	mid := []string{"DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f", "INNULaS,5i"}
	for _, tc := range []struct {
		name  string
		moves []string
		rack  string
	}{
		{"empty board", nil, "DINE"},
		{"empty board with a blank", nil, "AT_"},
		{"after one move", mid[:1], "SORE"},
		{"mid game", mid, "LRCO"},
		{"mid game with a blank", mid, "ES_"},
		{"nothing fits", mid, "QQ"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := coretest.Grid(t, tc.moves...)
			rack := coretest.Rack(t, tc.rack)
			want, got := bruteForce(ref, g, rack), coretest.SearchAll(ref, g, rack)
			if !maps.Equal(want, got) {
				for m, s := range want {
					if got[m] != s {
						t.Errorf("missed %s (%d)", m, s)
					}
				}
				for m := range got {
					if _, ok := want[m]; !ok {
						t.Errorf("found %s, which is not legal", m)
					}
				}
			}
			if can := exhaustive.CanPlay(ref, g, rack); can != (len(want) > 0) {
				t.Errorf("CanPlay = %v with %d legal moves", can, len(want))
			}
		})
	}
}

func TestSearchStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := coretest.Grid(t, "DINED,d4")
	if err := exhaustive.Search(ctx, coretest.Referee(), g, coretest.Rack(t, "SORE"), func(move.Play) bool { return true }); err == nil {
		t.Fatal("a cancelled search returned no error")
	}
	if _, err := (computer.HighScore{Referee: coretest.Referee()}).Choose(ctx, game.View{Grid: g, Rack: coretest.Rack(t, "SORE")}); err == nil {
		t.Fatal("a cancelled choice returned no error")
	}
}

func BenchmarkSearchMidGame(b *testing.B) { benchmarkSearch(b, "LRCOASI") }

func BenchmarkSearchMidGameTwoBlanks(b *testing.B) { benchmarkSearch(b, "LRC_AS_") }

// benchmarkSearch times the reference search of every move of rack on
// the example's mid-game board.
func benchmarkSearch(b *testing.B, rack string) {
	ref := coretest.Referee()
	g := coretest.Grid(b, coretest.MidGame...)
	r := coretest.Rack(b, rack)
	for b.Loop() {
		exhaustive.Plays(ref, g, r)
	}
}

// TestSearchClassicByHand lists, under classic rules, the moves of racks
// of one tile beside a lone A on h8, worked out by hand: X makes AX across
// from h8 (X on i8) and AX down (X on h9), and nothing else, since XA is
// no word; a blank plays every letter of the two-letter words with A, on
// each side where it reads so, the blank's letter worth 0.
func TestSearchClassicByHand(t *testing.T) {
	r := rules.Classic()
	ref := coretest.RefereeOf(r)
	p := coretest.Position(t, r, strings.Repeat("15/", 7)+"7A7/"+strings.Repeat("15/", 6)+"15 / 0/0 0")
	found := func(rack string) map[string]int {
		return coretest.SearchAll(ref, p.Grid, coretest.RackOf(t, r, rack))
	}
	if got, want := found("X"), map[string]int{"X,8i": 9, "X,h9": 9}; !maps.Equal(got, want) {
		t.Errorf("X: %v, want %v", got, want)
	}
	if got := found("Q"); len(got) != 0 {
		t.Errorf("Q: %v, want no move", got)
	}
	// A?: AA AB AD AE AG AH AI AL AM AN AR AS AT AW AX AY; ?A: AA BA DA EA FA
	// HA JA KA LA MA NA PA TA YA ZA; each after or below A, before or above A.
	after, before := "ABDEGHILMNRSTWXY", "ABDEFHJKLMNPTYZ"
	want := map[string]int{}
	for _, c := range strings.ToLower(after) {
		want[string(c)+",8i"], want[string(c)+",h9"] = 1, 1
	}
	for _, c := range strings.ToLower(before) {
		want[string(c)+",8g"], want[string(c)+",h7"] = 1, 1
	}
	if got := found("_"); !maps.Equal(got, want) {
		t.Errorf("a blank: %d moves %v, want %d %v", len(got), got, len(want), want)
	}
}
