package gametest

import (
	"fmt"
	"reflect"
	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/example"
	"testing"
)

// NewGame starts a closed ScraeBBKle game on the default board between
// players of the given kinds, from a bag shuffled from seed.
func NewGame(t testing.TB, seed uint64, kinds ...game.PlayerKind) *game.Game {
	t.Helper()
	return NewGameOn(t, coretest.Referee(), coretest.DefaultBoard(t), seed, false, kinds...)
}

// NewGameOn starts a closed or open game refereed by ref on board b
// between players of the given kinds, from a bag shuffled from seed.
func NewGameOn(t testing.TB, ref *referee.Referee, b *board.Board, seed uint64, open bool, kinds ...game.PlayerKind) *game.Game {
	t.Helper()
	g, err := game.New(ref, b, tile.NewBag(ref.Rules.TileSet, seed), kinds, open)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ExampleGame is the game's example play, every turn made, with Player 2
// a computer.
func ExampleGame(t testing.TB) *game.Game {
	t.Helper()
	g, err := game.New(coretest.Referee(), coretest.DefaultBoard(t), coretest.Bag(t, rules.ScraeBBKle(), example.Order()), []game.PlayerKind{game.Human, game.Computer}, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, et := range ExampleTurns {
		if _, err := g.Play(coretest.Move(t, et.Move)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// exampleTurn is one turn of the example play: refused attempts, then the
// move made, the rack it was made from and the mover's total afterwards.
type exampleTurn struct {
	Refused []string
	Reasons []referee.Reason
	Texts   []string
	Move    string
	Rack    string
	Total   int
}

// ExampleTurns are the turns of the game's example play (ExampleGame), in
// order: the moves refused with their reasons and texts, the move made,
// the rack it was made from and the mover's total after it.
var ExampleTurns = []exampleTurn{
	{Move: "DINED,d4", Rack: "EEDNIDL", Total: 20},
	{Move: "TNZON,7c", Rack: "NZHNTFO", Total: 19},
	{Refused: []string{"O,e6", "OR,8h"}, Reasons: []referee.Reason{referee.SecondWord, referee.SecondWord},
		Texts: []string{"It would also form the word NO at 6d.", "It would also form the word NO at h7."},
		Move:  "OVE,4e", Rack: "ELRREVO", Total: 29},
	{Move: "PAFISH,h5", Rack: "HFILASP", Total: 38},
	{Move: "RET,10f", Rack: "LRRETCO", Total: 39},
	{Move: "INNULaS,5i", Rack: "LUSI_NN", Total: 134},
	{Refused: []string{"OR,k10"}, Reasons: []referee.Reason{referee.NotConnected},
		Texts: []string{"The word OR does not use any tile already on the board."},
		Move:  ",", Rack: "LRCOASI", Total: 39},
	{Move: "TAWIG,j1", Rack: "ITGAIWM", Total: 146},
	{Move: "CAL,m2", Rack: "LRCOASI", Total: 50},
	{Move: "cHOLIUM,o6", Rack: "IMHU_OL", Total: 236},
	{Refused: []string{"ROS,f9"}, Reasons: []referee.Reason{referee.NotAWord},
		Texts: []string{"RROS is not in the word list."},
		Move:  "IT,8i", Rack: "ROSILTS", Total: 57},
	{Move: "FRG,2h", Rack: "KKGHERM" /* after the move */, Total: 263},
}

// SameState reports how two games differ, or "" when they are in exactly the
// same state: board, grid, bag, racks, scores, turn, passes and history.
func SameState(a, b *game.Game) string {
	switch {
	case !a.Grid().Equal(b.Grid()):
		return "the grids differ"
	case !reflect.DeepEqual(a.BagTiles(), b.BagTiles()):
		return "the bags differ"
	case !reflect.DeepEqual(Players(a), Players(b)):
		return fmt.Sprintf("the players differ: %v and %v", Players(a), Players(b))
	case !reflect.DeepEqual(a.History(), b.History()):
		return "the histories differ"
	case !reflect.DeepEqual(a, b):
		return fmt.Sprintf("the games differ: %+v and %+v", *a, *b)
	}
	return ""
}

// Players is every player of game g.
func Players(g *game.Game) []game.Player {
	ps := make([]game.Player, g.Players())
	for i := range ps {
		ps[i] = g.Player(i)
	}
	return ps
}

// PlayPicked plays up to turns turns of game g, or until it ends: in each
// the move that all lists at index pick plus the turn's number, for the
// player to move, or a pass when it lists none. A move listed that the
// game refuses fails the test. Fuzz targets reach their positions so.
func PlayPicked(t testing.TB, g *game.Game, all func(*board.Grid, tile.Rack, []move.Packed) []move.Packed, turns int, pick uint8) {
	t.Helper()
	var buf []move.Packed
	for range turns {
		if g.Over() {
			return
		}
		buf = all(g.Grid(), g.Player(g.ToMove()).Rack, buf[:0])
		m := move.Pass
		if len(buf) > 0 {
			m = buf[(int(pick)+len(g.History()))%len(buf)].Move()
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("a generated move is refused: %s: %v", m, err)
		}
	}
}
