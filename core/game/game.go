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
	"strconv"
	"strings"
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
	Player int       // index of the player, from 0
	Rack   tile.Rack // the rack before the move
	Play   move.Play // the move worked out; Play.Move.Pass for a pass
	Drawn  []tile.Tile
	Total  int // the player's score after the turn
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
	turn    int
	passes  int
	history []Turn
	over    bool
}

// New starts a game on board b: every player, Player 1 first, draws a full
// rack from bag, and Player 1 is to move. There is one player for each kind
// given, as many as the rules say.
func New(ref *referee.Referee, b *board.Board, bag *tile.Bag, kinds []PlayerKind, open bool) (*Game, error) {
	if err := ref.Rules.Check(); err != nil {
		return nil, err
	}
	if len(kinds) != ref.Rules.Players {
		return nil, fmt.Errorf("the rules want %d players, not %d", ref.Rules.Players, len(kinds))
	}
	g := &Game{ref: ref, grid: board.NewGrid(b), bag: bag, initial: bag.Tiles(), open: open}
	for _, k := range kinds {
		g.players = append(g.players, Player{Kind: k, Rack: tile.Rack(bag.Draw(ref.Rules.RackSize))})
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

// Check works out a move for the player to move without making it.
func (g *Game) Check(m move.Move) (move.Play, error) {
	if g.over {
		return move.Play{}, ErrGameOver
	}
	return g.ref.Check(g.grid, g.players[g.turn].Rack, m)
}

// Play makes a move for the player to move: it lays the tiles, adds the
// score, refills the rack from the bag, checks whether the game has ended and
// passes the turn on. A refused move changes nothing and returns the
// *Refusal.
func (g *Game) Play(m move.Move) (Turn, error) {
	play, err := g.Check(m)
	if err != nil {
		return Turn{}, err
	}
	p := &g.players[g.turn]
	t := Turn{Player: g.turn, Rack: slices.Clone(p.Rack), Play: play}
	if m.Pass {
		g.passes++
		g.over = g.passes >= g.passesToEnd()
	} else {
		g.passes = 0
		g.grid.Apply(play.Placed)
		_, p.Rack, _ = p.Rack.Take(m.Word)
		p.Score += play.Score
		t.Drawn = g.bag.Draw(g.ref.Rules.RackSize - len(p.Rack))
		p.Rack = append(p.Rack, t.Drawn...)
		g.over = g.bag.Len() == 0 && len(p.Rack) == 0
	}
	t.Total = p.Score
	g.history = append(g.history, t)
	g.turn = (g.turn + 1) % len(g.players)
	return t, nil
}

// Outcome is how a game ended.
type Outcome struct {
	Scores     []int // each player's score before the deductions
	Deductions []int // the value of the tiles left on each player's rack
	Finals     []int // Scores less Deductions
	Winner     int   // index of the winner, or -1 for a draw
}

// Outcome returns the final scores: each player loses the value of the tiles
// left on their rack, and the higher total wins. It may be asked before the
// game is over, to show what the result would be.
func (g *Game) Outcome() Outcome {
	o := Outcome{Winner: -1}
	best := 0
	for i, p := range g.players {
		d := p.Rack.Value()
		final := p.Score - d
		o.Scores = append(o.Scores, p.Score)
		o.Deductions = append(o.Deductions, d)
		o.Finals = append(o.Finals, final)
		switch {
		case i == 0 || final > best:
			best, o.Winner = final, i
		case final == best:
			o.Winner = -1
		}
	}
	return o
}

// passesToEnd is how many passes in a row end the game.
func (g *Game) passesToEnd() int { return g.ref.Rules.PassRounds * len(g.players) }

// PassEnds reports whether a pass now would end the game: the passes
// before it in a row are one short of what ends it.
func (g *Game) PassEnds() bool { return !g.over && g.passes+1 >= g.passesToEnd() }

// String says who won, or that it is a draw, with the final scores, the
// winner's first: "Player 2 wins, 263 to 250." or "It's a draw, 97 to 97."
// The zero Outcome, of no game, is "No result."
func (o Outcome) String() string {
	if len(o.Finals) == 0 {
		return "No result."
	}
	var scores []string
	result := "It's a draw"
	if o.Winner >= 0 {
		result = "Player " + strconv.Itoa(o.Winner+1) + " wins"
		scores = append(scores, strconv.Itoa(o.Finals[o.Winner]))
	}
	for i, f := range o.Finals {
		if i != o.Winner {
			scores = append(scores, strconv.Itoa(f))
		}
	}
	return result + ", " + strings.Join(scores, " to ") + "."
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
	return &c
}
