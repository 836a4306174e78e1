package referee

import (
	"scraebbkle/core/board"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
)

// judge is every word that tiles placed in direction d form with the
// board's, each scored, the main word first, or why they are refused: the
// first move missing the start square, no tile of the board in the word or
// beside a tile placed, a main word too short, or a word not in the list.
// Words across the main one are formed only under rules with crosswords;
// otherwise place has refused them.
func (ref *Referee) judge(g *board.Grid, placed []board.Placed, d board.Direction) ([]move.Formed, *Refusal) {
	word := run(g, placed, d)
	var crosses []move.Word
	if ref.Rules.Crosswords {
		crosses = crossWords(g, placed, d.Across())
	}
	switch {
	case g.Count() == 0 && !covers(placed, g.Board().Start()):
		return nil, &Refusal{Reason: StartMissed, Square: g.Board().Start()}
	case g.Count() > 0 && len(word.Text) == len(placed) && len(crosses) == 0:
		return nil, &Refusal{Reason: NotConnected, Word: word}
	case len(word.Text) < ref.Rules.MinWordLength:
		return nil, &Refusal{Reason: TooShort, Word: word, MinLen: ref.Rules.MinWordLength}
	case !ref.Lexicon.Contains(word.Text):
		return nil, &Refusal{Reason: NotAWord, Word: word}
	}
	words := []move.Formed{{Word: word, Score: wordScore(g, placed, word)}}
	for _, c := range crosses {
		if !ref.Lexicon.Contains(c.Text) {
			return nil, &Refusal{Reason: CrossNotAWord, Word: c}
		}
		words = append(words, move.Formed{Word: c, Score: wordScore(g, placed, c)})
	}
	return words, nil
}

// crossWords returns the words of two or more letters that the placed
// tiles form in direction d, across the move: one for each tile with a
// neighbour that way.
func crossWords(g *board.Grid, placed []board.Placed, d board.Direction) []move.Word {
	var words []move.Word
	for _, p := range placed {
		if w, ok := crossWord(g, p, d); ok {
			words = append(words, w)
		}
	}
	return words
}

// canonical is move m of the placed tiles as rules r read it: under rules
// with crosswords, a single tile reads right when it touches a tile to its
// left or right, and down otherwise, whichever way m is written.
func canonical(r *rules.Set, g *board.Grid, m move.Move, placed []board.Placed) move.Move {
	if !r.Crosswords || len(placed) != 1 {
		return m
	}
	sq := placed[0].Square
	m.Origin, m.Dir = sq, board.Down
	if g.Occupied(sq.Prev(board.Right)) || g.Occupied(sq.Next(board.Right)) {
		m.Dir = board.Right
	}
	return m
}

// covers reports whether one of the placed tiles lies on square s.
func covers(placed []board.Placed, s board.Square) bool {
	_, ok := placedOn(placed, s)
	return ok
}
