package review

import (
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
)

// Turn is the review of one turn.
type Turn struct {
	Number int         // from 1
	Line   int         // the line of the record it was read from; 0 for a game of the program's own
	Player int         // who moved, from 0
	Rack   tile.Rack   // what they held; nil when not known
	Grid   *board.Grid // the board before the move
	Played Option      // the move played
	// Best are the moves the Strong player ranks best, best first: those
	// it looked ahead at by their value, then the others by equity.
	Best []Option
	// Rank is where the move played stands among every legal move, in
	// the order of Best, from 1; Legal is how many legal moves there were,
	// tile moves, exchanges and the pass.
	Rank, Legal int
	// Lost is what the move played lost against the best: points of
	// equity, or of spread when ToTheEnd; never negative, and 0 for the
	// best.
	Lost float64
	// ChanceLost is the chance of winning it lost against the best.
	ChanceLost float64
	Grade      Grade
	// Bingo is the best move that lays a full rack, when there was one
	// and the move played was none; nil otherwise.
	Bingo *Option
	// Endgame is set when the bag was empty and the endgame was searched.
	Endgame bool
	// PreEndgame is set when the bag of a two-player game held one or two
	// tiles and the rest of the game was searched in every way the tiles
	// the player could not see might lie: a value is then the spread the
	// move adds by the end, averaged over them, and a chance of winning
	// is the share of them it wins.
	PreEndgame bool
	// Note says what could not be judged, and why: a rack not recorded,
	// a move that is not legal. A turn with a note has no grade.
	Note string
	// Withdrawn is the play a record says was taken off the board, a
	// phony; the turn came to a pass, which Played is.
	Withdrawn move.Move
	// RackText is the rack as a record writes it, where Rack is not known
	// in full; "" when the record gives none.
	RackText string
	// Extras are what happened after the turn besides, as a record says:
	// "Ann gains a challenge bonus of 5".
	Extras []string
}

// Judged reports whether the turn's move was judged.
func (t *Turn) Judged() bool { return t.Grade != Ungraded }

// ToTheEnd reports whether the rest of the game was searched, in the
// endgame or the pre-endgame: the values are then points of spread to
// the end of the game.
func (t *Turn) ToTheEnd() bool { return t.Endgame || t.PreEndgame }

// Option is one move of a turn, as the Strong player appraises it.
type Option struct {
	Move   move.Move
	Score  int
	Tiles  int     // the tiles it lays
	Leave  float64 // the value of the tiles it keeps
	Equity float64 // its score and leave
	// Value is what the look-ahead makes of it when Looked, its Equity
	// otherwise; in the endgame, the points of spread it wins to the end.
	Value  float64
	Looked bool
	// Chance is the mover's chance of winning after it.
	Chance float64
}

// optionOf is appraisal a as an Option.
func optionOf(a computer.Appraisal) Option {
	return Option{Move: a.Move, Score: a.Score, Tiles: a.Tiles, Leave: a.Leave, Equity: a.Equity, Value: a.Value, Looked: a.Looked}
}

// Laid is where option o of turn t lays its tiles on the board before the
// move, and which, with the values of rules r; nothing for an exchange or
// a pass.
func (t *Turn) Laid(o Option, r *rules.Set) []board.Placed {
	m := o.Move
	if !m.IsTiles() {
		return nil
	}
	var laid []board.Placed
	at := m.Origin
	for i := 0; i < len(m.Word); i++ {
		at = t.Grid.FreeFrom(at, m.Dir)
		c := m.Word[i]
		tl := tile.Tile{Letter: ascii.Upper(c), Value: r.BlankValue, Blank: ascii.IsLower(c)}
		if !tl.Blank {
			tl.Value, _ = r.TileSet.Value(c)
		}
		laid = append(laid, board.Placed{Square: at, Tile: tl})
		at = at.Next(m.Dir)
	}
	return laid
}
