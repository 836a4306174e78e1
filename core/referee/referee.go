package referee

import (
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/internal/ascii"
)

// Referee decides whether a move is legal and what it scores. It holds the
// rules and the word list; the board and racks are given with each question.
type Referee struct {
	Rules   *rules.Set
	Lexicon *lexicon.Lexicon
}

// Check works out a tile move for a player holding rack on grid g. It returns
// the play, or a *Refusal that says exactly why the move is not allowed. A
// pass is always allowed and scores nothing.
//
// The checks run in a fixed order: the square (on the board, empty), the
// rack, the tiles' fit, other words touched across the move, the start square
// of the first move, the word's length, the connection to the tiles on the
// board and last whether the word is in the list.
func (ref *Referee) Check(g *board.Grid, rack tile.Rack, m move.Move) (move.Play, error) {
	if m.Pass {
		return move.Play{Move: m}, nil
	}
	placed, r := ref.place(g, rack, m)
	if r == nil {
		var word move.Word
		if word, r = ref.judge(g, placed, m.Dir); r == nil {
			score, bingo := ref.score(g, placed, word)
			return move.Play{Move: m, Placed: placed, Word: word, Score: score, Bingo: bingo}, nil
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
	for _, p := range placed {
		if w, ok := crossWord(g, p, m.Dir.Across()); ok {
			return nil, &Refusal{Reason: SecondWord, Word: w, Across: acrossNotation(g, m, placed)}
		}
	}
	return placed, nil
}

// acrossNotation is, for move m of a single tile with no neighbour in its
// notation's direction, the notation that reads it across: the word it
// touches is then the only one it forms that way. Otherwise "".
func acrossNotation(g *board.Grid, m move.Move, placed []board.Placed) string {
	if len(placed) != 1 {
		return ""
	}
	sq := placed[0].Square
	if g.Occupied(sq.Prev(m.Dir)) || g.Occupied(sq.Next(m.Dir)) {
		return ""
	}
	return move.Move{Word: m.Word, Origin: sq, Dir: m.Dir.Across()}.String()
}

// judge is the word that tiles placed in direction d form with the board's,
// or why it is refused: the first move missing the start square, no tile
// of the board in it, a word too short, or a word not in the list.
func (ref *Referee) judge(g *board.Grid, placed []board.Placed, d board.Direction) (move.Word, *Refusal) {
	word := run(g, placed, d)
	switch {
	case g.Count() == 0 && !covers(placed, g.Board().Start()):
		return word, &Refusal{Reason: StartMissed, Square: g.Board().Start()}
	case g.Count() > 0 && len(word.Text) == len(placed):
		return word, &Refusal{Reason: NotConnected, Word: word}
	case len(word.Text) < ref.Rules.MinWordLength:
		return word, &Refusal{Reason: TooShort, Word: word, MinLen: ref.Rules.MinWordLength}
	case !ref.Lexicon.Contains(word.Text):
		return word, &Refusal{Reason: NotAWord, Word: word}
	}
	return word, nil
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

// covers reports whether one of the placed tiles lies on square s.
func covers(placed []board.Placed, s board.Square) bool {
	for _, p := range placed {
		if p.Square == s {
			return true
		}
	}
	return false
}

// crossWord returns the word that a placed tile would form in direction d
// with the tiles beside it, if it has any neighbour in that direction.
func crossWord(g *board.Grid, p board.Placed, d board.Direction) (move.Word, bool) {
	if !g.Occupied(p.Square.Prev(d)) && !g.Occupied(p.Square.Next(d)) {
		return move.Word{}, false
	}
	return run(g, []board.Placed{p}, d), true
}

// run returns the longest unbroken line of tiles in direction d through the
// placed tiles, reading the board for the squares they do not cover. The
// placed tiles must lie in one line in direction d with only occupied squares
// between them.
func run(g *board.Grid, placed []board.Placed, d board.Direction) move.Word {
	start := placed[0].Square
	for g.Occupied(start.Prev(d)) {
		start = start.Prev(d)
	}
	text := make([]byte, 0, 16)
	i := 0
	for sq := start; ; sq = sq.Next(d) {
		if i < len(placed) && placed[i].Square == sq {
			text = append(text, placed[i].Tile.Notation())
			i++
		} else if t, ok := g.At(sq); ok {
			text = append(text, t.Notation())
		} else {
			break
		}
	}
	return move.Word{Start: start, Dir: d, Text: string(text)}
}

// score is the move's score by the rules: the sum of the word's tile values,
// a newly placed tile multiplied by its square's letter factor, the sum
// multiplied by the word factors of the newly covered squares, and the bingo
// bonus added last when a full rack was played.
func (ref *Referee) score(g *board.Grid, placed []board.Placed, w move.Word) (int, bool) {
	b := g.Board()
	sum, factor := 0, 1
	i := 0
	sq := w.Start
	for range len(w.Text) {
		if i < len(placed) && placed[i].Square == sq {
			p := b.Premium(sq)
			sum += placed[i].Tile.Value * p.LetterFactor()
			factor *= p.WordFactor()
			i++
		} else {
			t, _ := g.At(sq)
			sum += t.Value
		}
		sq = sq.Next(w.Dir)
	}
	score := sum * factor
	bingo := len(placed) == ref.Rules.RackSize
	if bingo {
		score += ref.Rules.BingoBonus
	}
	return score, bingo
}

// unusedBlanks is how many blanks on rack a word in move notation leaves
// unused: each lower-case letter takes one, and nothing else does.
func unusedBlanks(rack tile.Rack, word string) int {
	n := 0
	for i := 0; i < len(word); i++ {
		if ascii.IsLower(word[i]) {
			n++
		}
	}
	return max(0, rack.Blanks()-n)
}

// capitals is a word in move notation with each lower-case letter that
// rack holds as a tile, and that no upper-case letter of the word takes,
// in capitals; "" when there is none.
func capitals(rack tile.Rack, word string) string {
	spare := tile.Count(rack)
	for i := 0; i < len(word); i++ {
		if ascii.IsUpper(word[i]) {
			spare[word[i]-'A']--
		}
	}
	out := []byte(word)
	changed := false
	for i, c := range out {
		if ascii.IsLower(c) && spare[c-'a'] > 0 {
			spare[c-'a']--
			out[i], changed = ascii.Upper(c), true
		}
	}
	if !changed {
		return ""
	}
	return string(out)
}
