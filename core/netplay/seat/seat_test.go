package seat

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// TestEverySeatSeesWhatItMay plays games of the three games, open and
// closed, two to four players, with exchanges, and before every turn
// sends each seat its table through the wire: a seat sees its own rack,
// the others' only in an open game or once the game is over, and its own
// exchanges' tiles but not the others'; the view it makes of the table
// shows the host's board, scores, racks and draw for the first move,
// and counts the tiles unseen as the host counts them for that player;
// the computer's view of the seat to move is the host's own; and the end
// is the host's.
func TestEverySeatSeesWhatItMay(t *testing.T) {
	for _, c := range []struct {
		r       *rules.Set
		players int
		open    bool
	}{
		{rules.ScraeBBKle(), 2, false}, {rules.ScraBBKle(), 2, true},
		{rules.Classic(), 2, false}, {rules.Classic(), 3, true}, {rules.Classic(), 4, false},
	} {
		t.Run(fmt.Sprintf("%s %d open %v", c.r.Name, c.players, c.open), func(t *testing.T) {
			g := newGame(t, c.r, c.players, c.open)
			kinds := slices.Repeat([]string{wire.Remote}, c.players)
			player := computer.NewBest(c.r, coretest.Lexicon())
			for turn := 0; ; turn++ {
				for s := -1; s < c.players; s++ {
					checkSeat(t, g, s, kinds)
				}
				if g.Over() {
					return
				}
				m, err := player.Choose(context.Background(), g.View())
				if err != nil {
					t.Fatal(err)
				}
				if turn%5 == 2 && c.r.ExchangeBag > 0 && g.BagLen() >= c.r.ExchangeBag {
					m = move.Move{Exchange: g.Player(g.ToMove()).Rack[:2].Letters()}
				}
				if _, err := g.Play(m); err != nil {
					t.Fatalf("turn %d: %v: %v", turn, m, err)
				}
			}
		})
	}
}

// newGame is a game of rules r on its default board.
func newGame(t testing.TB, r *rules.Set, players int, open bool) *game.Game {
	t.Helper()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(coretest.RefereeOf(r), b, tile.NewBag(r.TileSet, 11), make([]game.PlayerKind, players), open)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// sent is message m as the other end reads it.
func sent(t *testing.T, m wire.Message) wire.Message {
	t.Helper()
	frame, err := wire.Encode(m)
	if err == nil {
		m, err = wire.Decode(frame)
	}
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// checkSeat checks what seat s is sent of game g.
func checkSeat(t *testing.T, g *game.Game, s int, kinds []string) {
	t.Helper()
	table := TableOf(g, s, nil)
	gm := GameOf(g, make([]string, len(kinds)), kinds)
	w := sent(t, wire.Message{Type: wire.Welcome, Game: &gm}).Game
	r, b, err := Setup(w)
	if err != nil || !b.Equal(g.Board()) || r.ID != g.Rules().ID {
		t.Fatalf("the game set up: %v", err)
	}
	v, err := NewView(r, b, w.Open, kinds, *sent(t, wire.Message{Type: wire.State, Table: &table}).Table)
	if err != nil {
		t.Fatalf("seat %d: %v", s, err)
	}
	if !v.Grid().Equal(g.Grid()) || v.ToMove() != g.ToMove() || v.Over() != g.Over() || v.Table().Bag != g.BagLen() {
		t.Fatalf("seat %d sees another board, turn or bag", s)
	}
	if !slices.Equal(v.Draws(), g.Draws()) || v.First() != g.First() {
		t.Fatalf("seat %d sees the draw %v, Player %d first, not %v, Player %d first", s, v.Draws(), v.First()+1, g.Draws(), g.First()+1)
	}
	for i := range g.Players() {
		got, want := v.Player(i), g.Player(i)
		maySee := i == s || g.Open() || g.Over()
		switch {
		case got.Score != want.Score:
			t.Fatalf("seat %d sees player %d's score as %d, not %d", s, i, got.Score, want.Score)
		case maySee && got.Rack.String() != want.Rack.String():
			t.Fatalf("seat %d sees player %d's rack as %v, not %v", s, i, got.Rack, want.Rack)
		case !maySee && got.Rack != nil:
			t.Fatalf("seat %d sees player %d's rack", s, i)
		}
	}
	for i, h := range g.History() {
		l := table.Log[i]
		if h.Play.Move.Exchange != "" && (l.Move != "") != (h.Player == s) {
			t.Fatalf("seat %d sees turn %d's exchange as %q", s, i+1, l.Move)
		}
	}
	if !g.Over() && tile.Count(v.Unseen()) != tile.Count(g.Unseen(s)) {
		t.Fatalf("seat %d cannot see %s, where the host counts %s", s, tile.Rack(v.Unseen()).Shown(), tile.Rack(g.Unseen(s)).Shown())
	}
	if s == g.ToMove() && !g.Over() {
		checkComputerView(t, v, g.View())
	}
	if g.Over() && fmt.Sprint(v.Outcome()) != fmt.Sprint(g.Outcome()) {
		t.Fatalf("seat %d sees the end as %v, not %v", s, v.Outcome(), g.Outcome())
	}
}

// checkComputerView checks that a computer at a guest's seat knows what
// one at the host would.
func checkComputerView(t *testing.T, v *View, want game.View) {
	t.Helper()
	got, err := v.ComputerView()
	if err != nil {
		t.Fatal(err)
	}
	letters := func(ts []tile.Tile) string {
		s := []byte(tile.Rack(ts).Letters())
		slices.Sort(s)
		return string(s)
	}
	if !got.Grid.Equal(want.Grid) || got.Rack.String() != want.Rack.String() || letters(got.Unseen) != letters(want.Unseen) ||
		got.Opponent.String() != want.Opponent.String() || got.BagLen != want.BagLen || !slices.Equal(got.Scores, want.Scores) || !slices.Equal(got.Holds, want.Holds) || got.Me != want.Me {
		t.Fatalf("the guest's computer knows %+v, the host's %+v", got, want)
	}
}
