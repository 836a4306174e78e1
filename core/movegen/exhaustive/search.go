package exhaustive

import (
	"context"
	"scraebbkle/core/board"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
)

// Search finds, with the referee ref, every legal tile move for a player
// holding rack on grid g and calls visit with each, until visit returns
// false. It is the reference: it tries every square, both directions and
// every arrangement of the rack's tiles (every letter for a blank), prunes
// only branches that no legal move can follow, and has the referee check
// each word it finds. Under rules with crosswords, the first move on a
// board that is its own mirror image is listed across only, as other
// engines list it (mirrorsOpening). It stops early with the context's
// error when ctx is cancelled.
func Search(ctx context.Context, ref *referee.Referee, g *board.Grid, rack tile.Rack, visit func(move.Play) bool) error {
	s := searcher{ref: ref, g: g, rack: rack, visit: visit, counts: tile.Count(rack), crosswords: ref.Rules.Crosswords}
	b := g.Board()
	for _, d := range []board.Direction{board.Down, board.Right} {
		if d == board.Down && mirrorsOpening(ref, g) {
			continue
		}
		for row := range b.Rows() {
			if err := ctx.Err(); err != nil {
				return err
			}
			for col := range b.Cols() {
				s.fromOrigin(board.Square{Col: col, Row: row}, d)
				if s.stopped {
					return nil
				}
			}
		}
	}
	return nil
}

// mirrorsOpening reports whether the moves down are left out, being the
// mirror images of moves across: under rules with crosswords, on an empty
// board that is its own mirror image (board.Mirrored), as other engines
// list the first moves.
func mirrorsOpening(ref *referee.Referee, g *board.Grid) bool {
	return ref.Rules.Crosswords && g.Count() == 0 && g.Board().Mirrored()
}

// Plays returns every legal tile move for rack on grid g.
func Plays(ref *referee.Referee, g *board.Grid, rack tile.Rack) []move.Play {
	var plays []move.Play
	_ = Search(context.Background(), ref, g, rack, func(p move.Play) bool {
		plays = append(plays, p)
		return true
	})
	return plays
}

// CanPlay reports whether any legal tile move exists for rack on grid g.
func CanPlay(ref *referee.Referee, g *board.Grid, rack tile.Rack) bool {
	found := false
	_ = Search(context.Background(), ref, g, rack, func(move.Play) bool {
		found = true
		return false
	})
	return found
}

// searcher is the state of one Search.
type searcher struct {
	ref     *referee.Referee
	g       *board.Grid
	rack    tile.Rack
	visit   func(move.Play) bool
	counts  tile.Counts // rack tiles not yet laid
	laid    int         // rack tiles laid so far
	word    []byte      // the notation of the tiles laid so far
	origin  board.Square
	dir     board.Direction
	stopped bool
	// crosswords is set when a move may form words across its own.
	crosswords bool
}

// singleDir is the direction the referee reads a single tile laid from
// the move's origin in: right when it touches a tile to its left or
// right, down otherwise.
func (s *searcher) singleDir() board.Direction {
	sq := s.origin
	if s.g.Occupied(sq.Prev(board.Right)) || s.g.Occupied(sq.Next(board.Right)) {
		return board.Right
	}
	return board.Down
}

// fromOrigin tries every move whose first tile goes on origin in direction d.
func (s *searcher) fromOrigin(origin board.Square, d board.Direction) {
	if !s.viable(origin, d) {
		return
	}
	lex := s.ref.Lexicon
	p := lex.Root()
	start := origin
	for s.g.Occupied(start.Prev(d)) {
		start = start.Prev(d)
	}
	for sq := start; sq != origin; sq = sq.Next(d) {
		t, _ := s.g.At(sq)
		if p = lex.Extend(p, t.Letter); p.Dead() {
			return
		}
	}
	s.origin, s.dir = origin, d
	s.extend(origin, p)
}

// viable reports whether any legal move can start on origin in direction d:
// the square is free (with nothing beside it across d, where a move forms
// one word), and the start square (on an empty board) or a tile on the
// board is within reach of the rack: in the line, or, where a move may
// form words across, beside a square the rack reaches.
func (s *searcher) viable(origin board.Square, d board.Direction) bool {
	g := s.g
	if !g.Board().Contains(origin) || g.Occupied(origin) || !s.crosswords && s.touchesAcross(origin, d) {
		return false
	}
	if g.Count() == 0 {
		start := g.Board().Start()
		for sq, i := origin, 0; i < len(s.rack); sq, i = sq.Next(d), i+1 {
			if sq == start {
				return true
			}
		}
		return false
	}
	if g.Occupied(origin.Prev(d)) {
		return true
	}
	empties := 0
	for sq := origin; g.Board().Contains(sq); sq = sq.Next(d) {
		if g.Occupied(sq) || s.crosswords && s.touchesAcross(sq, d) {
			return true
		}
		if empties++; empties >= len(s.rack) {
			return g.Occupied(sq.Next(d))
		}
	}
	return false
}

// touchesAcross reports whether a tile on sq would have a neighbour across d.
func (s *searcher) touchesAcross(sq board.Square, d board.Direction) bool {
	a := d.Across()
	return s.g.Occupied(sq.Prev(a)) || s.g.Occupied(sq.Next(a))
}

// extend lays each possible tile on the empty square sq, reads on through the
// tiles already on the board after it, offers the word when it is one and
// goes on to the next empty square.
func (s *searcher) extend(sq board.Square, p lexicon.Prefix) {
	across := s.touchesAcross(sq, s.dir)
	if across && !s.crosswords {
		return
	}
	var before, after string
	if across {
		before, after = s.acrossOf(sq)
	}
	lex := s.ref.Lexicon
	for letter := byte('A'); letter <= 'Z'; letter++ {
		own, blank := s.counts[letter-'A'] > 0, s.counts[tile.BlankIndex] > 0
		if !own && !blank {
			continue
		}
		next := lex.Extend(p, letter)
		if next.Dead() || across && !lex.Contains(before+string(letter)+after) {
			continue
		}
		if own {
			s.lay(sq, int(letter-'A'), letter, next)
		}
		if blank && !s.stopped {
			s.lay(sq, tile.BlankIndex, letter+('a'-'A'), next)
		}
		if s.stopped {
			return
		}
	}
}

// lay puts the tile counted in slot k, written as notation letter c, on sq.
func (s *searcher) lay(sq board.Square, k int, c byte, p lexicon.Prefix) {
	s.counts[k]--
	s.laid++
	s.word = append(s.word, c)
	defer func() {
		s.counts[k]++
		s.laid--
		s.word = s.word[:len(s.word)-1]
	}()
	lex := s.ref.Lexicon
	next := sq.Next(s.dir)
	for s.g.Occupied(next) {
		t, _ := s.g.At(next)
		if p = lex.Extend(p, t.Letter); p.Dead() {
			return
		}
		next = next.Next(s.dir)
	}
	if lex.IsWord(p) {
		s.offer()
	}
	if !s.stopped && s.laid < len(s.rack) && s.g.Board().Contains(next) {
		s.extend(next, p)
	}
}

// acrossOf returns the letters of the tiles before and after square sq,
// across the move's direction.
func (s *searcher) acrossOf(sq board.Square) (before, after string) {
	a := s.dir.Across()
	var b []byte
	for at := sq.Prev(a); s.g.Occupied(at); at = at.Prev(a) {
		t, _ := s.g.At(at)
		b = append([]byte{t.Letter}, b...)
	}
	before = string(b)
	b = b[:0]
	for at := sq.Next(a); s.g.Occupied(at); at = at.Next(a) {
		t, _ := s.g.At(at)
		b = append(b, t.Letter)
	}
	return before, string(b)
}

// offer has the referee check the move laid so far and visits it when legal.
// Under rules with crosswords a single tile is offered only in the
// direction the referee reads it in, so that no move is found twice.
func (s *searcher) offer() {
	if s.crosswords && s.laid == 1 && s.dir != s.singleDir() {
		return
	}
	m := move.Move{Word: string(s.word), Origin: s.origin, Dir: s.dir}
	play, err := s.ref.Check(s.g, s.rack, m)
	if err == nil && !s.visit(play) {
		s.stopped = true
	}
}
