package game

import (
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"testing"
)

func TestOutcomeWinnerAndDraw(t *testing.T) {
	for _, tc := range []struct {
		scores, racks []int
		winner        int
		text          string
	}{
		{[]int{10, 5}, []int{0, 0}, 0, "Player 1 wins, 10 to 5."},
		{[]int{10, 5}, []int{6, 0}, 1, "Player 2 wins, 5 to 4."},
		{[]int{10, 8}, []int{2, 0}, -1, "It's a draw, 8 to 8."},
		{[]int{-3, -5}, []int{0, 0}, 0, "Player 1 wins, -3 to -5."},
	} {
		ref := coretest.Referee()
		g, err := New(ref, coretest.DefaultBoard(t), tile.NewBag(ref.Rules.TileSet, 1), []PlayerKind{Human, Human}, false)
		if err != nil {
			t.Fatal(err)
		}
		for i := range g.players {
			g.players[i].Score = tc.scores[i]
			g.players[i].Rack = tile.Rack{{Letter: 'A', Value: tc.racks[i]}}
		}
		if o := g.Outcome(); o.Winner != tc.winner || o.String() != tc.text {
			t.Errorf("%v less %v: winner %d (%q), want %d (%q)", tc.scores, tc.racks, o.Winner, o, tc.winner, tc.text)
		}
	}
}

func TestEmptyRackWithEmptyBagEndsTheGame(t *testing.T) {
	// The bag holds just the two opening racks; Player 1 then plays all of DINED.
	bag := tile.NewBagInOrder(coretest.Rack(t, "DINEDXXAAAAAAA"))
	g, err := New(coretest.Referee(), coretest.DefaultBoard(t), bag, []PlayerKind{Human, Human}, false)
	if err != nil {
		t.Fatal(err)
	}
	g.players[0].Rack = coretest.Rack(t, "DINED")
	if _, err := g.Play(coretest.Move(t, "DINED,d4")); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("an empty rack with an empty bag must end the game")
	}
	o := g.Outcome()
	if o.Scores[0] != 20 || o.Deductions[1] != 7 || o.Finals[1] != -7 || o.Winner != 0 {
		t.Fatalf("outcome %+v", o)
	}
}

// TestOutcomeTieBreak checks classic rules' end: the player who went out
// gains the others' tiles, and equal totals go to the higher score before
// the end, or stay a draw when those are equal too.
func TestOutcomeTieBreak(t *testing.T) {
	for _, tc := range []struct {
		scores    []int
		left      int // the value of Player 2's rack; Player 1 went out
		winner    int
		tieBroken bool
	}{
		{[]int{10, 14}, 2, 1, true},   // 12 to 12: 14 beats 10 before the end
		{[]int{10, 10}, 0, -1, false}, // 10 to 10, and 10 to 10 before
		{[]int{20, 10}, 3, 0, false},  // 23 to 7
	} {
		r := rules.Classic()
		b, _ := r.ParseDefaultBoard()
		g, err := New(coretest.RefereeOf(r), b, tile.NewBag(r.TileSet, 1), []PlayerKind{Human, Human}, false)
		if err != nil {
			t.Fatal(err)
		}
		g.bag = tile.NewBagInOrder(nil)
		g.players[0].Score, g.players[0].Rack = tc.scores[0], nil
		g.players[1].Score, g.players[1].Rack = tc.scores[1], tile.Rack{{Letter: 'A', Value: tc.left}}
		o := g.Outcome()
		if o.Winner != tc.winner || o.TieBroken != tc.tieBroken || o.Bonuses[0] != tc.left {
			t.Errorf("%v with %d left: %+v, want winner %d, tie broken %v", tc.scores, tc.left, o, tc.winner, tc.tieBroken)
		}
	}
}

// TestOutGainIsTheOutcome checks rules.Set.OutGain, which the computer
// players' endgame counts on, against the end of a two-player game under
// each rule set: going out with the bag empty moves the difference between
// the two final totals by OutGain of the other's rack.
func TestOutGainIsTheOutcome(t *testing.T) {
	for _, r := range rules.All() {
		b, err := r.ParseDefaultBoard()
		if err != nil {
			t.Fatal(err)
		}
		g, err := New(coretest.RefereeOf(r), b, tile.NewBag(r.TileSet, 1), []PlayerKind{Human, Human}, false)
		if err != nil {
			t.Fatal(err)
		}
		g.bag = tile.NewBagInOrder(nil)
		g.players[0].Score, g.players[0].Rack = 30, nil
		g.players[1].Score, g.players[1].Rack = 20, tile.Rack{{Letter: 'Q', Value: 9}}
		o := g.Outcome()
		if got, want := o.Finals[0]-o.Finals[1], 30-20+r.OutGain(9); got != want {
			t.Errorf("%s: the totals differ by %d, 10 before the end and OutGain(9) = %d", r.Name, got, r.OutGain(9))
		}
	}
}
