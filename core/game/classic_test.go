package game_test

import (
	"errors"
	"slices"
	"testing"

	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// classicGame starts a classic game between humans on the standard board,
// its bag drawing the tiles written in first before the others, under the
// rules as edit leaves them.
func classicGame(t *testing.T, first string, players int, edit func(*rules.Set)) *game.Game {
	t.Helper()
	r := rules.Classic()
	if edit != nil {
		edit(r)
	}
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	kinds := make([]game.PlayerKind, players)
	ref := coretest.RefereeOf(r)
	g, err := game.New(ref, b, coretest.Bag(t, r, first), kinds, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play makes the moves in turn, failing the test at a refusal.
func play(t *testing.T, g *game.Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if _, err := g.Play(coretest.Move(t, m)); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

// TestGoingOutGainsTheOthersTiles plays a game of four tiles and racks of
// two: Player 1 goes out at once and gains Player 2's tiles, which Player 2
// loses.
func TestGoingOutGainsTheOthersTiles(t *testing.T) {
	g := classicGame(t, "ATXI", 2, func(r *rules.Set) {
		r.TileSet, r.RackSize, r.BingoBonus, r.DrawForFirst = coretest.TileSet(t, "A1x1 T1x1 X8x1 I1x1"), 2, 0, false
	})
	play(t, g, "AT,8h")
	if !g.Over() {
		t.Fatal("going out with the bag empty does not end the game")
	}
	o := g.Outcome()
	want := game.Outcome{Scores: []int{4, 0}, Deductions: []int{0, 9}, Bonuses: []int{9, 0}, Finals: []int{13, -9}, Winner: 0}
	if !equalOutcomes(o, want) {
		t.Errorf("outcome %+v, want %+v", o, want)
	}
}

// equalOutcomes reports whether two outcomes are the same.
func equalOutcomes(a, b game.Outcome) bool {
	return slices.Equal(a.Scores, b.Scores) && slices.Equal(a.Deductions, b.Deductions) &&
		slices.Equal(a.Bonuses, b.Bonuses) && slices.Equal(a.Finals, b.Finals) &&
		a.Winner == b.Winner && a.TieBroken == b.TieBroken
}

// TestScorelessTurnsEndTheClassicGame checks the end after three rounds of
// turns that score nothing: passes, exchanges and a move scoring 0 all
// count, and a move that scores starts the count again.
func TestScorelessTurnsEndTheClassicGame(t *testing.T) {
	zeroStart := func(r *rules.Set) {
		r.DrawForFirst = false
		r.DefaultBoard.Text = "15\n15\nh8\n" + strings15(7) + ".......<0>.......\n" + strings15(7)
	}
	g := classicGame(t, "ATXIEEE"+"STONERS", 2, zeroStart)
	play(t, g, "AT,8h") // scores 0 on the start's <0>
	play(t, g, "-S", ",", "-T", ",", ",")
	if !g.Over() {
		t.Fatal("six scoreless turns in a row do not end the game")
	}
	g = classicGame(t, "ATXIEEE"+"STONERS", 2, func(r *rules.Set) { r.DrawForFirst = false })
	play(t, g, ",", ",", ",", ",", ",", "TONERS,8h")
	if g.Over() {
		t.Error("a move that scores does not restart the count")
	}
	if o := g.Outcome(); slices.Contains(o.Bonuses, 1) {
		t.Errorf("a bonus without going out: %+v", o)
	}
}

// strings15 is n rows of 15 plain squares.
func strings15(n int) string {
	s := ""
	for range n {
		s += "...............\n"
	}
	return s
}

// TestExchangeDrawsFirstThenPutsBack checks an exchange: the player draws
// as many tiles as they throw back, from the bag's front, then the old
// tiles go into the bag, which is as full as before; it scores nothing.
func TestExchangeDrawsFirstThenPutsBack(t *testing.T) {
	g := classicGame(t, "QVVAEI_"+"RSTLNEA"+"BCD", 2, func(r *rules.Set) { r.DrawForFirst = false })
	bagBefore := g.BagLen()
	turn, err := g.Play(move.Move{Exchange: "QVV"})
	if err != nil {
		t.Fatal(err)
	}
	rack := g.Player(0).Rack.Letters()
	if rack != "AEI_BCD" || tile.Rack(turn.Drawn).Letters() != "BCD" || g.BagLen() != bagBefore || turn.Play.Score != 0 {
		t.Errorf("after exchanging QVV: rack %s, drew %s, bag %d (was %d)", rack, tile.Rack(turn.Drawn).Letters(), g.BagLen(), bagBefore)
	}
	if c := tile.Count(g.BagTiles()); c['Q'-'A'] != 1 || c['V'-'A'] != 2 {
		t.Errorf("the exchanged tiles are not in the bag: %s", tile.Rack(g.BagTiles()).Letters())
	}
	if turn.Bag == nil {
		t.Error("the exchange does not record the bag's order")
	}
}

// TestExchangeNeedsSevenTilesInTheBag refuses an exchange once the bag
// holds fewer than seven tiles.
func TestExchangeNeedsSevenTilesInTheBag(t *testing.T) {
	g := classicGame(t, "", 2, func(r *rules.Set) {
		r.TileSet, r.DrawForFirst = coretest.TileSet(t, "A1x10 E1x10"), false
	})
	_, err := g.Play(move.Move{Exchange: "A"})
	var r *referee.Refusal
	if !errors.As(err, &r) || r.Reason != referee.BagTooSmall || r.Bag != 6 {
		t.Errorf("exchange with 6 tiles in the bag: %v", err)
	}
}

// TestDrawForFirst checks the draw for the first move among three
// players: the tiles nearest to A tie and draw again, a blank beats every
// letter, the others follow in seat order, and each draws a full rack.
func TestDrawForFirst(t *testing.T) {
	g := classicGame(t, "EAAB_", 3, nil)
	var draws string
	for _, d := range g.Draws() {
		draws += string(rune('1'+d.Player)) + d.Tile.Face() + " "
	}
	if g.First() != 2 || g.ToMove() != 2 || draws != "1E1 2A1 3A1 2B3 3_0 " {
		t.Fatalf("Player %d starts after the draws %s; want Player 3 after 1E1 2A1 3A1 2B3 3_0", g.First()+1, draws)
	}
	play(t, g, ",")
	if g.ToMove() != 0 {
		t.Errorf("Player %d follows Player 3, want Player 1", g.ToMove()+1)
	}
	for i := range g.Players() {
		if n := len(g.Player(i).Rack); n != 7 {
			t.Errorf("Player %d holds %d tiles", i+1, n)
		}
	}
	if g.BagLen() != 100-21 {
		t.Errorf("the bag holds %d tiles after the deal", g.BagLen())
	}
}

// TestClassicSeatsTwoToFourPlayers refuses other numbers of players.
func TestClassicSeatsTwoToFourPlayers(t *testing.T) {
	r := rules.Classic()
	b, _ := r.ParseDefaultBoard()
	ref := coretest.RefereeOf(r)
	for n := 1; n <= 5; n++ {
		_, err := game.New(ref, b, tile.NewBag(r.TileSet, 1), make([]game.PlayerKind, n), false)
		if ok := n >= 2 && n <= 4; ok != (err == nil) {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

// TestExchangedBlankStaysBlank exchanges a blank: it goes back into the
// bag as a blank, with no letter.
func TestExchangedBlankStaysBlank(t *testing.T) {
	g := classicGame(t, "_BCDEFG", 2, func(r *rules.Set) { r.DrawForFirst = false })
	if _, err := g.Play(move.Move{Exchange: "_"}); err != nil {
		t.Fatal(err)
	}
	for _, tl := range g.BagTiles() {
		if tl.Blank && tl.Letter != 0 {
			t.Fatalf("the blank went back as %q", tl.Notation())
		}
	}
}

// TestSummaryCountsExchangesApart counts an exchange as neither a move nor
// a pass: it is not the player's best move, and their average is over
// their tile moves alone.
func TestSummaryCountsExchangesApart(t *testing.T) {
	g := classicGame(t, "QVVAEI_"+"RSTLNEA"+"BCD", 2, func(r *rules.Set) { r.DrawForFirst = false })
	if _, err := g.Play(move.Move{Exchange: "QVV"}); err != nil {
		t.Fatal(err)
	}
	play(t, g, "ANTLERS,8h")
	s := game.Summarize(g, nil)
	if p := s.Players[0]; p.Exchanges != 1 || p.Moves != 0 || p.Passes != 0 {
		t.Errorf("Player 1 exchanged: %d exchanges, %d moves, %d passes", p.Exchanges, p.Moves, p.Passes)
	}
	if p := s.Players[1]; p.Exchanges != 0 || p.Moves != 1 || p.Best.Play.Move.String() != "ANTLERS,8h" || p.Average != float64(p.Points) {
		t.Errorf("Player 2 moved once: %+v", p)
	}
}
