package review

import (
	"fmt"
	"slices"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/gcg"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
)

// play replays event e, a play from rack (nil when not known): it is
// checked and scored by the game's rules, its faults noted at its line,
// and its tiles laid on the board, those the rules lay or else the
// record's. It returns the move as the game writes moves and the tiles
// laid, or why the play does not fit the board.
func (rp *replay) play(e *gcg.Event, rack tile.Rack) (move.Move, []board.Placed, string) {
	m, laid, why := rp.read(e)
	if why != "" {
		rp.note(e.Line, "%s", why)
		return written(e), nil, "the play does not fit the board: " + why
	}
	holding := rack
	if holding == nil {
		holding = board.Rack(laid)
	}
	ref := rp.g.Referee
	rp.refused = -1
	if p, err := ref.Check(rp.grid, holding, m); err != nil {
		rp.refused = len(rp.g.Notes)
		rp.note(e.Line, "%s: %v", m, err)
	} else {
		laid = p.Placed
		if p.Score != e.Score {
			rp.note(e.Line, "%s scores %d under the rules of %s, but the record says %d%s", m, p.Score, ref.Rules.Name, e.Score, folded(e.Score-p.Score))
		}
	}
	rp.lay(e.Player, laid)
	return m, laid, ""
}

// folded says what a play's score more than the board gives may be: a
// challenge bonus, which Quackle folds into the score of the play
// challenged when it is not 5.
func folded(more int) string {
	if more <= 0 || more > 10 {
		return ""
	}
	return fmt.Sprintf(" (the %d more may be a challenge bonus folded into the score, as Quackle writes one)", more)
}

// written is event e's play as the record writes it, read as a move from
// its first square: what a turn shows of a play that does not fit the
// board.
func written(e *gcg.Event) move.Move {
	d := board.Down
	if e.Across {
		d = board.Right
	}
	return move.Move{Word: strings.ReplaceAll(e.Word, ".", ""), Origin: board.Square{Col: e.Col, Row: e.Row}, Dir: d}
}

// read is event e's play as the game writes moves, from its first tile
// laid, and the tiles it lays, or why the record's word does not fit the
// board: off its edge, a tile laid on one already there, a "." where
// there is none.
func (rp *replay) read(e *gcg.Event) (move.Move, []board.Placed, string) {
	r := rp.g.Referee.Rules
	d := board.Down
	if e.Across {
		d = board.Right
	}
	var laid []board.Placed
	var word []byte
	sq := board.Square{Col: e.Col, Row: e.Row}
	for i := 0; i < len(e.Word); i++ {
		c := e.Word[i]
		on, taken := rp.grid.At(sq)
		switch {
		case !rp.g.Board.Contains(sq):
			return move.Move{}, nil, fmt.Sprintf("the play %s %s runs off the board", e.Pos, e.Word)
		case c == '.' && !taken:
			return move.Move{}, nil, fmt.Sprintf("the play %s %s has a tile already on the board at %s, which is empty", e.Pos, e.Word, sq)
		case c == '.' || taken && ascii.Upper(c) == on.Letter && on.Blank == ascii.IsLower(c):
			// a tile on the board, written as a letter by some writers
		case taken:
			return move.Move{}, nil, fmt.Sprintf("the play %s %s lays %c on %s, which holds %c", e.Pos, e.Word, c, sq, on.Notation())
		default:
			laid = append(laid, board.Placed{Square: sq, Tile: tileOf(r.TileSet.Value, r.BlankValue, c)})
			word = append(word, c)
		}
		sq = sq.Next(d)
	}
	if len(laid) == 0 {
		return move.Move{}, nil, fmt.Sprintf("the play %s %s lays no tile", e.Pos, e.Word)
	}
	return move.Move{Word: string(word), Origin: laid[0].Square, Dir: d}, laid, ""
}

// tileOf is the tile a word writes c: a letter's, with its value, or a
// blank's, lower case.
func tileOf(value func(byte) (int, bool), blank int, c byte) tile.Tile {
	if ascii.IsLower(c) {
		return tile.Tile{Letter: ascii.Upper(c), Value: blank, Blank: true}
	}
	v, _ := value(c)
	return tile.Tile{Letter: c, Value: v}
}

// lay lays the tiles of player p's play on the board, and draws what it
// can from the bag.
func (rp *replay) lay(p int, laid []board.Placed) {
	rp.grid.Apply(laid)
	rp.last = laid
	rp.drew = min(len(laid), rp.bag)
	rp.bag -= rp.drew
	rp.held[p] += rp.drew - len(laid)
}

// withdraw takes event e's player's last play off the board, a phony,
// and puts back what it drew: the turn comes to a pass, and is judged as
// one. That the rules refused the phony is no fault of the record.
func (rp *replay) withdraw(e *gcg.Event) {
	if rp.lastBy != e.Player {
		return // the record's Problems say so
	}
	for _, p := range rp.last {
		rp.grid.Remove(p.Square)
	}
	t := &rp.g.Turns[len(rp.g.Turns)-1]
	t.Withdrawn, t.Played, t.Score = t.Played, move.Pass, 0
	rp.used[len(rp.used)-1] = nil // the tiles went back to the rack
	rp.racks[e.Player] = t.View.Rack
	if rp.refused >= 0 && rp.refused < len(rp.g.Notes) && rp.g.Notes[rp.refused].Line == t.Line {
		rp.g.Notes = slices.Delete(rp.g.Notes, rp.refused, rp.refused+1)
	}
	rp.bag += rp.drew
	rp.held[e.Player] += len(rp.last) - rp.drew
	rp.last, rp.lastBy, rp.drew, rp.refused = nil, -1, 0, -1
	rp.wentOut = -1
	if rp.g.Referee.Rules.End.Counts(move.Pass, 0) {
		rp.scoreless++
	}
}
