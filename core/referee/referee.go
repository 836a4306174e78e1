package referee

import (
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// Referee decides whether a move is legal and what it scores. It holds the
// rules and the word list; the board and racks are given with each question.
type Referee struct {
	Rules   *rules.Set
	Lexicon *lexicon.Lexicon
}

// Check works out a tile move for a player holding rack on grid g. It returns
// the play, or a *Refusal that says exactly why the move is not allowed. A
// pass is always allowed and scores nothing; an exchange is for
// CheckExchange, which knows the bag.
//
// The checks run in a fixed order: the square (on the board, empty), the
// rack, the tiles' fit, other words touched across the move (where a move
// forms one word), the start square of the first move, the word's length,
// the connection to the tiles on the board, whether the word is in the
// list and, where a move may form words across its own, whether each of
// those is.
//
// Under rules with crosswords a single tile reads in the direction where
// it touches a tile (right when it touches tiles both ways), whichever
// way its notation is written, and the play's move is written so.
func (ref *Referee) Check(g *board.Grid, rack tile.Rack, m move.Move) (move.Play, error) {
	switch {
	case m.Pass:
		return move.Play{Move: m}, nil
	case m.Exchange != "":
		return move.Play{}, &Refusal{Reason: NeedsBag, Move: m}
	}
	placed, r := ref.place(g, rack, m)
	if r == nil {
		m = canonical(ref.Rules, g, m, placed)
		var words []move.Formed
		if words, r = ref.judge(g, placed, m.Dir); r == nil {
			score, bingo := total(ref.Rules, words, len(placed))
			return move.Play{Move: m, Placed: placed, Word: words[0].Word, Words: words, Score: score, Bingo: bingo}, nil
		}
	}
	r.Move = m
	return move.Play{}, r
}

// place lays move m's tiles from rack on g, or says why they cannot lie
// there: no word, an origin off the board or taken, tiles the rack lacks,
// tiles past the edge, a tile that touches a word across the move.
func (ref *Referee) place(g *board.Grid, rack tile.Rack, m move.Move) ([]board.Placed, *Refusal) {
	switch {
	case m.Word == "":
		return nil, &Refusal{Reason: TooShort, MinLen: ref.Rules.MinWordLength}
	case !g.Board().Contains(m.Origin):
		return nil, &Refusal{Reason: OffBoard, Square: m.Origin}
	case g.Occupied(m.Origin):
		return nil, &Refusal{Reason: Occupied, Square: m.Origin}
	}
	tiles, _, missing := rack.Take(m.Word)
	if missing != "" {
		r := &Refusal{Reason: MissingTiles, Missing: missing, Blanks: unusedBlanks(rack, m.Word)}
		if c := capitals(rack, m.Word); c != "" {
			r.OwnLower = true
			if _, _, lacks := rack.Take(c); lacks == "" {
				r.Capitals = c
			}
		}
		return nil, r
	}
	placed, ok := lay(g, m, tiles)
	if !ok {
		return nil, &Refusal{Reason: RunsOff, Square: m.Origin, Room: len(placed)}
	}
	if ref.Rules.Crosswords {
		return placed, nil
	}
	for _, p := range placed {
		if w, ok := crossWord(g, p, m.Dir.Across()); ok {
			return nil, &Refusal{Reason: SecondWord, Word: w, Across: acrossMove(g, m, placed)}
		}
	}
	return placed, nil
}

// acrossMove is, for move m of a single tile with no neighbour in its
// notation's direction, the move that reads it across: the word it
// touches is then the only one it forms that way. Otherwise the zero Move.
func acrossMove(g *board.Grid, m move.Move, placed []board.Placed) move.Move {
	if len(placed) != 1 {
		return move.Move{}
	}
	sq := placed[0].Square
	if g.Occupied(sq.Prev(m.Dir)) || g.Occupied(sq.Next(m.Dir)) {
		return move.Move{}
	}
	return move.Move{Word: m.Word, Origin: sq, Dir: m.Dir.Across()}
}

// lay puts the tiles on the next empty squares from the move's origin in its
// direction, or reports that one would fall off the board, with the tiles
// that fit.
func lay(g *board.Grid, m move.Move, tiles []tile.Tile) ([]board.Placed, bool) {
	placed := make([]board.Placed, 0, len(tiles))
	sq := m.Origin
	for _, t := range tiles {
		sq = g.FreeFrom(sq, m.Dir)
		if !g.Board().Contains(sq) {
			return placed, false
		}
		placed = append(placed, board.Placed{Square: sq, Tile: t})
		sq = sq.Next(m.Dir)
	}
	return placed, true
}
