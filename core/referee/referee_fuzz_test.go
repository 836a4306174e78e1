package referee_test

import (
	"errors"
	"reflect"
	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"testing"
)

// fuzzRackBytes writes rack letters as FuzzCheck reads them: 0..25 for A..Z
// and 26 for a blank.
func fuzzRackBytes(letters string) []byte {
	b := make([]byte, len(letters))
	for i := 0; i < len(letters); i++ {
		if letters[i] == '_' {
			b[i] = 26
		} else {
			b[i] = letters[i] - 'A'
		}
	}
	return b
}

// fuzzRack makes a rack of up to seven tiles from bytes.
func fuzzRack(t testing.TB, data []byte) tile.Rack {
	var letters []byte
	for _, c := range data[:min(len(data), 7)] {
		if c %= 27; c == 26 {
			letters = append(letters, '_')
		} else {
			letters = append(letters, 'A'+c)
		}
	}
	return coretest.Rack(t, string(letters))
}

// expectedScore works out a play's score by the rules from its placed tiles
// and the board alone.
func expectedScore(g *board.Grid, p move.Play, rules *rules.Set) int {
	placed := make(map[board.Square]tile.Tile, len(p.Placed))
	for _, pt := range p.Placed {
		placed[pt.Square] = pt.Tile
	}
	sum, factor := 0, 1
	sq := p.Word.Start
	for range len(p.Word.Text) {
		if t, ok := placed[sq]; ok {
			switch prem := g.Board().Premium(sq); prem.Kind {
			case board.LetterPremium:
				sum += t.Value * prem.Factor
			case board.WordPremium:
				sum += t.Value
				factor *= prem.Factor
			default:
				sum += t.Value
			}
		} else {
			t, _ := g.At(sq)
			sum += t.Value
		}
		sq = sq.Next(p.Word.Dir)
	}
	score := sum * factor
	if len(p.Placed) == rules.RackSize {
		score += rules.BingoBonus
	}
	return score
}

// FuzzCheck plays moves made from bytes on positions of the example play and
// checks that Check never panics, never changes the grid, refuses with a
// *Refusal, and that a legal play obeys every rule and scores what the rules
// say.
func FuzzCheck(f *testing.F) {
	for _, tc := range checkCases() {
		if tc.row7 != "" {
			continue
		}
		m := coretest.Move(f, tc.move)
		which := 0
		for i, moves := range fuzzGridMoves {
			if reflect.DeepEqual(moves, tc.setup) {
				which = i
			}
		}
		f.Add(m.Word, int8(m.Origin.Col), int8(m.Origin.Row), m.Dir == board.Right, fuzzRackBytes(tc.rack), uint8(which))
	}
	f.Add("RETAINS", int8(3), int8(6), true, fuzzRackBytes("RETAINS"), uint8(0))
	f.Add("aa", int8(-1), int8(-1), false, fuzzRackBytes("__"), uint8(3))
	f.Add("S", int8(14), int8(12), false, fuzzRackBytes("S"), uint8(3))

	ref := coretest.Referee()
	grids := make([]*board.Grid, len(fuzzGridMoves))
	for i, moves := range fuzzGridMoves {
		grids[i] = coretest.Grid(f, moves...)
	}
	f.Fuzz(func(t *testing.T, word string, col, row int8, right bool, rackData []byte, which uint8) {
		if len(word) > 10 {
			word = word[:10]
		}
		g := grids[int(which)%len(grids)]
		before := g.Clone()
		rack := fuzzRack(t, rackData)
		m := move.Move{Word: word, Origin: board.Square{Col: int(col), Row: int(row)}}
		if right {
			m.Dir = board.Right
		}
		play, err := ref.Check(g, rack, m)
		if !g.Equal(before) {
			t.Fatal("Check changed the grid")
		}
		again, err2 := ref.Check(g, rack, m)
		if !reflect.DeepEqual(play, again) || !reflect.DeepEqual(err, err2) {
			t.Fatalf("checking %v twice gives %+v, %v and %+v, %v", m, play, err, again, err2)
		}
		if err != nil {
			var r *referee.Refusal
			if !errors.As(err, &r) || r.Reason > referee.NotAWord || r.Error() == "" || r.Move != m {
				t.Fatalf("Check(%v) error %T %v", m, err, err)
			}
			return
		}
		checkLegalPlay(t, ref, g, rack, m, play)
	})
}

// checkLegalPlay checks a play that Check allowed against every rule.
func checkLegalPlay(t *testing.T, ref *referee.Referee, g *board.Grid, rack tile.Rack, m move.Move, play move.Play) {
	t.Helper()
	rules, b := ref.Rules, g.Board()
	if play.Move != m || len(play.Placed) != len(m.Word) || len(play.Placed) == 0 {
		t.Fatalf("play %+v for move %v", play, m)
	}
	// The tiles come from the rack, blanks as the letter chosen.
	_, _, missing := rack.Take(m.Word)
	if missing != "" {
		t.Fatalf("%v allowed with rack %s", m, rack.Letters())
	}
	for i, p := range play.Placed {
		if p.Tile.Notation() != m.Word[i] || (p.Tile.Blank && p.Tile.Value != rules.BlankValue) {
			t.Fatalf("tile %d is %+v for letter %c", i, p.Tile, m.Word[i])
		}
	}
	// The tiles go on the next empty squares from the origin.
	sq := m.Origin
	for i, p := range play.Placed {
		for g.Occupied(sq) {
			sq = sq.Next(m.Dir)
		}
		if p.Square != sq || !b.Contains(sq) || (i == 0 && sq != m.Origin) {
			t.Fatalf("tile %d on %s, want %s", i, p.Square, sq)
		}
		sq = sq.Next(m.Dir)
		// Nothing beside it across the move.
		if g.Occupied(p.Square.Prev(m.Dir.Across())) || g.Occupied(p.Square.Next(m.Dir.Across())) {
			t.Fatalf("tile on %s touches a tile across the move", p.Square)
		}
	}
	// The word is the whole run through the tiles on the board afterwards.
	after := g.Clone()
	after.Apply(play.Placed)
	w := play.Word
	if w.Dir != m.Dir || after.Occupied(w.Start.Prev(w.Dir)) {
		t.Fatalf("word %+v does not start a run", w)
	}
	var text []byte
	covered := 0
	for s := w.Start; after.Occupied(s); s = s.Next(w.Dir) {
		tile, _ := after.At(s)
		text = append(text, tile.Notation())
		if !g.Occupied(s) {
			covered++
		}
	}
	if string(text) != w.Text || covered != len(play.Placed) {
		t.Fatalf("word %q, the board reads %q covering %d of %d tiles", w.Text, text, covered, len(play.Placed))
	}
	if len(w.Text) < rules.MinWordLength || !ref.Lexicon.Contains(w.Text) {
		t.Fatalf("word %q allowed", w.Text)
	}
	if g.Count() == 0 {
		if !after.Occupied(b.Start()) {
			t.Fatal("the first word misses the start square")
		}
	} else if len(w.Text) == len(play.Placed) {
		t.Fatal("the word uses no tile on the board")
	}
	if want := expectedScore(g, play, rules); play.Score != want {
		t.Fatalf("%v scores %d, want %d", m, play.Score, want)
	}
	if play.Bingo != (len(play.Placed) == rules.RackSize) {
		t.Fatalf("bingo %v with %d tiles", play.Bingo, len(play.Placed))
	}
}

// fuzzGridMoves are the positions FuzzCheck plays on: prefixes of the
// example play, from the empty board to the middle of the game.
var fuzzGridMoves = [][]string{
	nil, coretest.ExampleMoves[:1], coretest.ExampleMoves[:2], coretest.ExampleMoves[:5], coretest.ExampleMoves[:6], coretest.ExampleMoves[:8], coretest.ExampleMoves[:9],
}
