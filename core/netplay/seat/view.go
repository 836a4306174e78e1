package seat

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// View is a game as one seat sees it, made from a wire.Table: what the
// terminal and the window show, with the methods of a game.Game that
// showing it needs, and what a computer player of the seat may know.
type View struct {
	rules *rules.Set
	grid  *board.Grid
	table wire.Table
	open  bool
	kinds []string
	racks []tile.Rack // nil where the seat may not see the rack
	draws []game.Draw // the draw for the first move, none when Player 1 simply starts
	first int         // the seat that moved first
}

// NewView is the game of rules r on board b as table t shows it to its
// seat; kinds are each seat's kind, as wire.Game gives them. A table that
// does not fit the game (a tile off the board or on a taken square, a
// letter the game lacks) is refused with the reason.
func NewView(r *rules.Set, b *board.Board, open bool, kinds []string, t wire.Table) (*View, error) {
	if len(kinds) != len(t.Players) {
		return nil, fmt.Errorf("a table of %d players for a game of %d", len(t.Players), len(kinds))
	}
	v := &View{rules: r, grid: board.NewGrid(b), table: t, open: open, kinds: kinds}
	for _, w := range t.Tiles {
		sq, ok := board.ParseSquare(w.Square)
		if !ok || !b.Contains(sq) || v.grid.Occupied(sq) {
			return nil, fmt.Errorf("a tile on square %q, off the board or taken", wire.Excerpt(w.Square))
		}
		tl, err := tileFrom(r, w, true)
		if err != nil {
			return nil, err
		}
		v.grid.Put(sq, tl)
	}
	for _, p := range t.Players {
		rack, err := rackFrom(r, p.Rack)
		if err != nil {
			return nil, err
		}
		v.racks = append(v.racks, rack)
	}
	var err error
	v.draws, v.first, err = drawsFrom(r, len(t.Players), t.Draws)
	return v, err
}

// drawsFrom is the draw for the first move among n players, as the tiles
// drawn were sent over the wire, and who moves first.
func drawsFrom(r *rules.Set, n int, ws []wire.Tile) ([]game.Draw, int, error) {
	tiles := make([]tile.Tile, len(ws))
	for i, w := range ws {
		t, err := tileFrom(r, w, false)
		if err != nil {
			return nil, 0, err
		}
		tiles[i] = t
	}
	draws, first, err := game.ReadDraws(n, tiles)
	if err != nil {
		return nil, 0, fmt.Errorf("the draw for the first move: %w", err)
	}
	return draws, first, nil
}

// rackFrom is a rack sent over the wire, nil when none was.
func rackFrom(r *rules.Set, ws []wire.Tile) (tile.Rack, error) {
	if ws == nil {
		return nil, nil
	}
	if len(ws) > r.RackSize {
		return nil, fmt.Errorf("a rack of %d tiles", len(ws))
	}
	rack := make(tile.Rack, 0, len(ws))
	for _, w := range ws {
		t, err := tileFrom(r, w, false)
		if err != nil {
			return nil, err
		}
		rack = append(rack, t)
	}
	return rack, nil
}

// tileFrom is a tile sent over the wire, checked against the game's tile
// set: a blank on the board has the letter it stands for, and on a rack
// none.
func tileFrom(r *rules.Set, w wire.Tile, onBoard bool) (tile.Tile, error) {
	if w.Blank {
		if !onBoard && w.Letter == "" {
			return tile.Tile{Blank: true, Value: r.BlankValue}, nil
		}
		if onBoard && isLetter(w.Letter) {
			return tile.Tile{Letter: w.Letter[0], Blank: true, Value: r.BlankValue}, nil
		}
		return tile.Tile{}, errors.New("a blank with a letter where it can have none, or none where it must")
	}
	if !isLetter(w.Letter) {
		return tile.Tile{}, fmt.Errorf("a tile %q that is no letter", wire.Excerpt(w.Letter))
	}
	v, ok := r.TileSet.Value(w.Letter[0])
	if !ok {
		return tile.Tile{}, fmt.Errorf("a tile %s that the game does not have", w.Letter)
	}
	return tile.Tile{Letter: w.Letter[0], Value: v}, nil
}

// isLetter reports whether s is one letter from A to Z.
func isLetter(s string) bool { return len(s) == 1 && s[0] >= 'A' && s[0] <= 'Z' }

// Rules are the game's rules.
func (v *View) Rules() *rules.Set { return v.rules }

// Board is the board the game is played on.
func (v *View) Board() *board.Board { return v.grid.Board() }

// Grid is the tiles on the board. The caller must not change it.
func (v *View) Grid() *board.Grid { return v.grid }

// Table is the table the view was made from.
func (v *View) Table() wire.Table { return v.table }

// Seat is the seat whose view this is, or -1 for an onlooker.
func (v *View) Seat() int { return v.table.Seat }

// Open reports whether the racks are face up.
func (v *View) Open() bool { return v.open }

// Over reports whether the game has ended.
func (v *View) Over() bool { return v.table.Over }

// Players is the number of players.
func (v *View) Players() int { return len(v.table.Players) }

// ToMove is the seat to move.
func (v *View) ToMove() int { return v.table.ToMove }

// Draws is the draw for the first move, who drew which tile in order;
// none when Player 1 simply started.
func (v *View) Draws() []game.Draw { return slices.Clone(v.draws) }

// First is the seat that moved first.
func (v *View) First() int { return v.first }

// Names are the seats' names as the host last said them: a guest's once
// it has joined, "" for a seat with none.
func (v *View) Names() []string {
	names := make([]string, len(v.table.Players))
	for i, p := range v.table.Players {
		names[i] = p.Name
	}
	return names
}

// Kind is the kind of seat i, as wire.Game names them.
func (v *View) Kind(i int) string { return v.kinds[i] }

// Player is seat i as this seat sees it: its score, and its rack where
// this seat may see it (nil elsewhere). A guest's seat counts as a human.
func (v *View) Player(i int) game.Player {
	kind := game.Human
	if v.kinds[i] == wire.Computer {
		kind = game.Computer
	}
	return game.Player{Kind: kind, Score: v.table.Players[i].Score, Rack: v.racks[i]}
}

// Outcome is how the game ended, once it is over; with every rack shown,
// as the host shows them at the end.
func (v *View) Outcome() game.Outcome {
	r := v.table.Result
	if r == nil {
		return game.Outcome{Winner: -1}
	}
	scores := make([]int, len(r.Finals))
	for i := range scores {
		scores[i] = v.table.Players[i].Score
	}
	return game.Outcome{Scores: scores, Deductions: r.Deductions, Bonuses: r.Bonuses, Finals: r.Finals, Winner: r.Winner, TieBroken: r.TieBroken}
}

// Turn is turn i of the log as a game.Turn, for showing it as a game's
// turns are shown: a play in full, a pass, and an exchange by its number
// of tiles (its letters, "?" each, are the mover's own).
func (v *View) Turn(i int) game.Turn {
	l := v.table.Log[i]
	var m move.Move
	switch l.Kind {
	case wire.Pass:
		m.Pass = true
	case wire.Exchange:
		m.Exchange = strings.Repeat("?", l.Tiles)
	default:
		m, _ = v.rules.Notation.Parse(l.Move)
	}
	return game.Turn{Player: l.Player, Play: move.Play{Move: m, Score: l.Score}, Total: l.Total}
}
