package game

import (
	"errors"
	"fmt"
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"slices"
)

// PlayerKind says who makes a player's moves.
type PlayerKind uint8

// The kinds of player.
const (
	Human PlayerKind = iota
	Computer
)

// String names the kind of player.
func (k PlayerKind) String() string {
	if k == Computer {
		return "Computer"
	}
	return "Human"
}

// Player is one player's part of a game.
type Player struct {
	Kind  PlayerKind
	Rack  tile.Rack
	Score int // the sum of the player's move scores so far
}

// Turn is one turn of the history: who moved, what they held, what they did,
// what it scored and what they drew afterwards.
type Turn struct {
	Player int         // index of the player, from 0
	Rack   tile.Rack   // the rack before the move
	Play   move.Play   // the move worked out; Play.Move.Pass for a pass
	Drawn  []tile.Tile // the tiles drawn after the move, or for an exchange
	Total  int         // the player's score after the turn
	// Bag is the bag's order after the turn, when the turn left it in an
	// order that does not follow from the order before: after an exchange,
	// or a shuffle of the bag (ShuffleBag) once an exchange has been made.
	// A replay puts the bag in this order.
	Bag []tile.Tile
}

// ErrGameOver is returned for a move made after the game ended.
var ErrGameOver = errors.New("the game is over")

// Game is a game in progress: the grid, the bag, the players, whose turn it
// is and everything that happened. Its methods are not safe for concurrent
// use; Clone gives an independent copy to work on elsewhere.
type Game struct {
	ref     *referee.Referee
	grid    *board.Grid
	bag     *tile.Bag
	initial []tile.Tile // the bag's order before the first draw; only ShuffleBag changes the tiles not drawn yet
	players []Player
	open    bool
	first   int         // the player who moved first
	draws   []Draw      // the tiles drawn to decide who moves first
	dealt   []tile.Tile // the bag's order after the deal, when ShuffleBag set it
	turn    int
	idle    int // turns in a row that count towards the end (rules.End)
	history []Turn
	over    bool
}

// New starts a game on board b between one player for each kind given.
// Where the rules say so, the players first draw a tile each for who
// starts (DrawForFirst); otherwise Player 1 does. Then every player, the
// first to move first, draws a full rack from bag.
func New(ref *referee.Referee, b *board.Board, bag *tile.Bag, kinds []PlayerKind, open bool) (*Game, error) {
	r := ref.Rules
	if err := r.Check(); err != nil {
		return nil, err
	}
	if n := len(kinds); n < r.MinPlayers || n > r.MaxPlayers {
		return nil, fmt.Errorf("%s is played by %s players, not %d", r.Name, r.PlayerRange(), n)
	}
	g := &Game{ref: ref, grid: board.NewGrid(b), bag: bag, initial: bag.Tiles(), open: open}
	g.players = make([]Player, len(kinds))
	for i, k := range kinds {
		g.players[i].Kind = k
	}
	if r.DrawForFirst {
		g.first, g.draws = drawForFirst(bag, len(kinds), g.initial)
	}
	g.turn = g.first
	for i := range g.players {
		p := &g.players[(g.first+i)%len(g.players)]
		p.Rack = tile.Rack(bag.Draw(r.RackSize))
	}
	return g, nil
}

// Referee is the referee the game asks about moves.
func (g *Game) Referee() *referee.Referee { return g.ref }

// Rules are the game's rules.
func (g *Game) Rules() *rules.Set { return g.ref.Rules }

// Board is the board the game is played on.
func (g *Game) Board() *board.Board { return g.grid.Board() }

// Grid is the tiles on the board. The caller must not change it.
func (g *Game) Grid() *board.Grid { return g.grid }

// Open reports whether the players see each other's racks.
func (g *Game) Open() bool { return g.open }

// Players is the number of players.
func (g *Game) Players() int { return len(g.players) }

// Player returns a copy of player i's state.
func (g *Game) Player(i int) Player {
	p := g.players[i]
	p.Rack = slices.Clone(p.Rack)
	return p
}

// First is the index of the player who moved first.
func (g *Game) First() int { return g.first }

// Draws is the tiles drawn to decide who moves first, in the order they
// were drawn; none when Player 1 simply starts.
func (g *Game) Draws() []Draw { return slices.Clone(g.draws) }

// ToMove is the index of the player whose turn it is.
func (g *Game) ToMove() int { return g.turn }

// BagTiles is the tiles left in the bag, in the order they will be drawn.
func (g *Game) BagTiles() []tile.Tile { return g.bag.Tiles() }

// BagLen is the number of tiles left in the bag.
func (g *Game) BagLen() int { return g.bag.Len() }

// InitialBag is the bag's order before the first draw, the racks dealt
// from its front: with the moves, it replays the game.
func (g *Game) InitialBag() []tile.Tile { return slices.Clone(g.initial) }

// Turns is the number of turns played so far.
func (g *Game) Turns() int { return len(g.history) }

// History returns every turn so far, first to last.
func (g *Game) History() []Turn { return slices.Clone(g.history) }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Outcome returns the final scores: each player loses the value of the
// tiles left on their rack, a player who went out gains the others' where
// the rules say so, and the highest total wins, ties going to the higher
// score before the adjustments where the rules say so. It may be asked
// before the game is over, to show what the result would be.
func (g *Game) Outcome() Outcome {
	return outcome(g.players, g.bag.Len() == 0, g.ref.Rules)
}

// View is what the player to move may know when choosing a move: a copy of
// the grid, their own rack, the tiles they cannot see, the next player's
// rack in an open game, the bag's size, the scores and how many tiles each
// player holds.
func (g *Game) View() View {
	v := View{Grid: g.grid.Clone(), Rack: g.Player(g.turn).Rack, BagLen: g.bag.Len(), Me: g.turn}
	v.Unseen = g.notHeldBy(g.turn)
	for _, p := range g.players {
		v.Scores, v.Holds = append(v.Scores, p.Score), append(v.Holds, len(p.Rack))
	}
	if g.open {
		v.Opponent = g.Player((g.turn + 1) % len(g.players)).Rack
	}
	v.Last = g.last()
	return v
}

// last is the opponent's move just before, as View gives it: in a closed
// game of two players, when that move laid tiles; nil otherwise.
func (g *Game) last() *Last {
	if g.open || len(g.players) != 2 || len(g.history) == 0 {
		return nil
	}
	t := g.history[len(g.history)-1]
	if t.Player == g.turn || len(t.Play.Placed) == 0 {
		return nil
	}
	l := &Last{Grid: g.grid.Clone(), Laid: board.Rack(t.Play.Placed), Score: t.Play.Score, Held: len(t.Rack), BagLen: g.bag.Len() + len(t.Drawn)}
	for _, p := range t.Play.Placed {
		l.Grid.Remove(p.Square)
	}
	return l
}

// Unseen returns the tiles that player p cannot see: the tiles in the bag
// and, in a closed game, the other players' racks. In an open game the
// racks are face up, so only the bag is unseen. For the player to move of
// a closed game these are the tiles of [View].Unseen. They come in letter
// order, blanks last, never in the bag's: that would tell the next draws.
func (g *Game) Unseen(p int) []tile.Tile {
	if g.open {
		return inLetterOrder(g.bag.Tiles())
	}
	return g.notHeldBy(p)
}

// notHeldBy returns the tiles neither on the board nor on player p's rack,
// the bag and the other players' racks, in letter order.
func (g *Game) notHeldBy(p int) []tile.Tile {
	tiles := g.bag.Tiles()
	for i, pl := range g.players {
		if i != p {
			tiles = append(tiles, pl.Rack...)
		}
	}
	return inLetterOrder(tiles)
}

// Clone returns an independent copy of the game that shares only the
// immutable board, rules and word list.
func (g *Game) Clone() *Game {
	c := *g
	c.grid = g.grid.Clone()
	c.bag = g.bag.Clone()
	c.players = slices.Clone(g.players)
	for i := range c.players {
		c.players[i].Rack = slices.Clone(c.players[i].Rack)
	}
	c.history = slices.Clone(g.history)
	c.draws = slices.Clone(g.draws)
	return &c
}
