package game_test

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/gametest"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/example"
)

// TestSeededComputerGames plays seeded computer-vs-computer games to the end
// and checks the invariants of the game after every turn and at the end.
func TestSeededComputerGames(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for seed := range games {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			t.Parallel()
			playCheckedGame(t, uint64(seed))
		})
	}
}

// playCheckedGame plays one HighScore-vs-HighScore game and checks it.
func playCheckedGame(t *testing.T, seed uint64) {
	g := gametest.NewGame(t, seed, game.Computer, game.Computer)
	ref := g.Referee()
	hs := computer.HighScore{Referee: ref}
	for turns := 0; !g.Over(); turns++ {
		if turns > 500 {
			t.Fatal("the game does not end")
		}
		view := game.View{Grid: g.Grid().Clone(), Rack: g.Player(g.ToMove()).Rack}
		m, err := hs.Choose(context.Background(), view)
		if err != nil {
			t.Fatal(err)
		}
		if m.Pass && exhaustive.CanPlay(ref, view.Grid, view.Rack) {
			t.Fatalf("turn %d: passed although a move exists", turns)
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("turn %d: %s: %v", turns, m, err)
		}
		checkTilesConserved(t, g)
		checkRackSizes(t, g)
	}
	checkReplay(t, g)
}

// checkTilesConserved checks that bag, racks and board hold exactly the
// tile set, blanks counted as blanks.
func checkTilesConserved(t *testing.T, g *game.Game) {
	t.Helper()
	count := func(tiles []tile.Tile, into map[tile.Tile]int) {
		for _, tile := range tiles {
			if tile.Blank {
				tile.Letter = 0
			}
			into[tile]++
		}
	}
	want, got := map[tile.Tile]int{}, map[tile.Tile]int{}
	count(g.Rules().TileSet.Tiles(), want)
	count(g.BagTiles(), got)
	for i := range g.Players() {
		count(g.Player(i).Rack, got)
	}
	count(g.Grid().Tiles(), got)
	delete(got, tile.Tile{})
	if !maps.Equal(want, got) {
		t.Fatalf("tiles not conserved: have %v, want %v", got, want)
	}
}

// checkRackSizes checks that racks are full while the bag has tiles.
func checkRackSizes(t *testing.T, g *game.Game) {
	t.Helper()
	for i := range g.Players() {
		n := len(g.Player(i).Rack)
		if n > g.Rules().RackSize || g.BagLen() > 0 && n != g.Rules().RackSize {
			t.Fatalf("player %d holds %d tiles with %d in the bag", i+1, n, g.BagLen())
		}
	}
}

// checkReplay re-validates every turn of the history on a fresh grid and
// checks the totals and the outcome.
func checkReplay(t *testing.T, g *game.Game) {
	t.Helper()
	grid := board.NewGrid(g.Board())
	sums := make([]int, g.Players())
	passes := 0
	for i, turn := range g.History() {
		p, err := g.Referee().Check(grid, turn.Rack, turn.Play.Move)
		if err != nil || p.Score != turn.Play.Score {
			t.Fatalf("turn %d (%s) does not replay: %v, score %d vs %d", i, turn.Play.Move, err, p.Score, turn.Play.Score)
		}
		grid.Apply(p.Placed)
		sums[turn.Player] += p.Score
		if sums[turn.Player] != turn.Total {
			t.Fatalf("turn %d: total %d, the sum of scores is %d", i, turn.Total, sums[turn.Player])
		}
		if turn.Play.Move.Pass {
			passes++
		} else {
			passes = 0
		}
	}
	if !grid.Equal(g.Grid()) {
		t.Fatal("the replayed board differs")
	}
	o := g.Outcome()
	emptied := false
	for i := range g.Players() {
		rack := g.Player(i).Rack
		if o.Finals[i] != sums[i]-rack.Value() || o.Deductions[i] != rack.Value() {
			t.Fatalf("player %d: final %d, want %d - %d", i+1, o.Finals[i], sums[i], rack.Value())
		}
		emptied = emptied || len(rack) == 0
	}
	if !(emptied && g.BagLen() == 0) && passes < 4 {
		t.Fatalf("the game ended with %d tiles in the bag and %d passes", g.BagLen(), passes)
	}
}

func TestZeroOutcome(t *testing.T) {
	if got := (game.Outcome{}).String(); got != "No result." {
		t.Errorf("the zero Outcome reads %q", got)
	}
}

func TestFourPassesEndTheGame(t *testing.T) {
	g := gametest.NewGame(t, 1, game.Human, game.Human)
	for i := range 4 {
		if g.Over() {
			t.Fatalf("over after %d passes", i)
		}
		if g.PassEnds() != (i == 3) {
			t.Errorf("after %d passes PassEnds is %v", i, g.PassEnds())
		}
		if _, err := g.Play(move.Pass); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		t.Fatal("four passes in a row must end the game")
	}
	if _, err := g.Play(move.Pass); err != game.ErrGameOver {
		t.Fatalf("a move after the end: %v", err)
	}
}

func TestPassCountResetsAfterAMove(t *testing.T) {
	g, err := game.New(coretest.Referee(), coretest.DefaultBoard(t), coretest.Bag(t, rules.ScraeBBKle(), example.Order()), []game.PlayerKind{game.Human, game.Human}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{",", ",", "DINED,d4", ",", ",", ","} {
		if _, err := g.Play(coretest.Move(t, s)); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if g.Over() {
		t.Fatal("passes before a move must not count towards the end")
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g := gametest.NewGame(t, 2, game.Computer, game.Computer)
	c := g.Clone()
	m, _ := computer.HighScore{Referee: g.Referee()}.Choose(context.Background(), game.View{Grid: g.Grid(), Rack: g.Player(0).Rack})
	if _, err := c.Play(m); err != nil {
		t.Fatal(err)
	}
	if g.Grid().Count() != 0 || len(g.History()) != 0 || g.BagLen() != 86 || g.ToMove() != 0 {
		t.Fatal("playing on a clone changed the original")
	}
}

func TestViewShowsOnlyWhatThePlayerMayKnow(t *testing.T) {
	for _, open := range []bool{false, true} {
		g, err := game.New(coretest.Referee(), coretest.DefaultBoard(t), coretest.Bag(t, rules.ScraeBBKle(), example.Order()), []game.PlayerKind{game.Human, game.Human}, open)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(coretest.Move(t, "DINED,d4")); err != nil {
			t.Fatal(err)
		}
		v := g.View()
		if v.Me != 1 || len(v.Unseen) != 100-5-7 || v.BagLen != 81 || v.Scores[0] != 20 {
			t.Errorf("open %v: me %d, %d unseen, bag %d, scores %v", open, v.Me, len(v.Unseen), v.BagLen, v.Scores)
		}
		if !slices.Equal(v.Holds, []int{7, 7}) {
			t.Errorf("open %v: the players hold %v tiles", open, v.Holds)
		}
		if got := v.Rack.Letters(); got != "NZHNTFO" {
			t.Errorf("own rack %s", got)
		}
		if open != (v.Opponent != nil) || open && v.Opponent.Letters() != "ELRREVO" {
			t.Errorf("open %v: opponent's rack %v", open, v.Opponent)
		}
		checkLast(t, open, v.Last)
		v.Grid.Apply([]board.Placed{{Square: board.Square{Col: 0, Row: 0}, Tile: coretest.Rack(t, "A")[0]}})
		if g.Grid().Occupied(board.Square{Col: 0, Row: 0}) {
			t.Error("the view's grid is the game's")
		}
	}
}

func TestNewGameRefusesRulesItCannotPlay(t *testing.T) {
	r := rules.ScraeBBKle()
	r.RackSize = 9
	ref := coretest.RefereeOf(r)
	if _, err := game.New(ref, coretest.DefaultBoard(t), tile.NewBag(r.TileSet, 1), []game.PlayerKind{game.Human, game.Human}, false); err == nil || !strings.Contains(err.Error(), "a rack of 9 tiles") {
		t.Errorf("a rack of 9 tiles: %v", err)
	}
	if _, err := game.New(coretest.Referee(), coretest.DefaultBoard(t), tile.NewBag(rules.ScraeBBKle().TileSet, 1), []game.PlayerKind{game.Human}, false); err == nil || err.Error() != "ScraeBBKle is played by 2 players, not 1" {
		t.Errorf("one player: %v", err)
	}
}

// checkLast checks the view's last move after Player 1 laid DINED at d4 on
// the example's board: what the opponent saw of it in a closed game,
// nothing in an open one, where the racks are face up.
func checkLast(t *testing.T, open bool, l *game.Last) {
	t.Helper()
	if open {
		if l != nil {
			t.Errorf("open game: last move %+v, want none", l)
		}
		return
	}
	if l == nil {
		t.Fatal("closed game: no last move")
	}
	if l.Laid.Letters() != "DINED" || l.Score != 20 || l.Held != 7 || l.BagLen != 86 || l.Grid.Count() != 0 {
		t.Errorf("last move: laid %s, score %d, held %d, bag %d, %d tiles on its board", l.Laid.Letters(), l.Score, l.Held, l.BagLen, l.Grid.Count())
	}
}

// TestLastMoveIsTheOpponentsTileMove gives the last move only when the
// opponent's move just before laid tiles, in a game of two.
func TestLastMoveIsTheOpponentsTileMove(t *testing.T) {
	g := classicGame(t, "CATSDOGBIRDSAND", 2, func(r *rules.Set) { r.DrawForFirst = false })
	if g.View().Last != nil {
		t.Error("a last move before any move")
	}
	play(t, g, "CAT,8h")
	if l := g.View().Last; l == nil || l.Laid.Letters() != "CAT" || l.Held != 7 || l.Grid.Count() != 0 {
		t.Errorf("after CAT: last move %+v", l)
	}
	if _, err := g.Play(move.Pass); err != nil {
		t.Fatal(err)
	}
	if l := g.View().Last; l != nil {
		t.Errorf("after a pass: last move %+v, want none", l)
	}
	three := classicGame(t, "CATSDOGBIRDSANDMORE", 3, func(r *rules.Set) { r.DrawForFirst = false })
	play(t, three, "CAT,8h")
	if l := three.View().Last; l != nil {
		t.Errorf("three players: last move %+v, want none", l)
	}
}
