package core

import (
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// FuzzParseBoard checks that ParseBoard never panics, that every error is a
// *BoardError placed inside the file, and that a parsed board is written by
// Format in a form that parses back to an equal board.
func FuzzParseBoard(f *testing.F) {
	for _, tc := range validBoardCases() {
		f.Add([]byte(tc.text))
	}
	for _, tc := range badBoardCases() {
		f.Add([]byte(tc.text))
	}
	rules := ScraeBBKle()
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := ParseBoard(rules.Board, "fuzz.txt", data)
		if err != nil {
			be, ok := err.(*BoardError)
			if !ok {
				t.Fatalf("error %T %v is no *BoardError", err, err)
			}
			if b != nil {
				t.Fatal("a board came back with the error")
			}
			if be.File != "fuzz.txt" || be.Line < 1 || be.Column < 0 || be.Reason == "" {
				t.Fatalf("bad error %+v", be)
			}
			// The place is in the file: an existing line, or the one after
			// the last; a column at most one past the line's end.
			lines := strings.Split(strings.TrimPrefix(string(data), "\uFEFF"), "\n")
			if be.Line > len(lines)+1 {
				t.Fatalf("line %d of a file of %d lines: %v", be.Line, len(lines), be)
			}
			if be.Line <= len(lines) && be.Column > len(strings.TrimSuffix(lines[be.Line-1], "\r"))+1 {
				t.Fatalf("column %d of line %q: %v", be.Column, lines[be.Line-1], be)
			}
			return
		}
		if b.Cols() < rules.Board.MinColumns || b.Cols() > rules.Board.MaxColumns || b.Rows() < rules.Board.MinRows ||
			b.Rows() > rules.Board.MaxRows || b.Cols()*b.Rows() < rules.Board.MinSquares || !b.Contains(b.Start()) {
			t.Fatalf("accepted a %d x %d board starting at %s", b.Cols(), b.Rows(), b.Start())
		}
		text := b.Format()
		again, err := ParseBoard(rules.Board, "again.txt", []byte(text))
		if err != nil {
			t.Fatalf("Format() does not parse: %v\n%s", err, text)
		}
		if !again.Equal(b) || again.Format() != text {
			t.Fatalf("Format() parses to another board:\n%s", text)
		}
	})
}

// FuzzParseMove checks that ParseMove never panics, that an error is a
// *MoveError, and that a parsed move is written by String in the canonical
// form of its input and parses back to the same move.
func FuzzParseMove(f *testing.F) {
	for _, tc := range validMoves {
		f.Add(tc.in)
	}
	for _, tc := range badMoves {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Kind > MoveBadSquare || me.Input != strings.TrimSpace(s) ||
				!strings.HasPrefix(err.Error(), "illegal move format ") || m != (Move{}) {
				t.Fatalf("ParseMove(%q) = %+v, %v", s, m, err)
			}
			return
		}
		if m.String() != strings.TrimSpace(s) {
			t.Fatalf("ParseMove(%q).String() = %q, want the trimmed input", s, m.String())
		}
		again, err := ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q parses to %+v, which writes %q and parses to %+v, %v", s, m, m.String(), again, err)
		}
		if m.Pass {
			if m != PassMove {
				t.Fatalf("pass with extras: %+v", m)
			}
			return
		}
		if len(m.Word) < 1 || len(m.Word) > MaxWordLetters || !IsLetters(m.Word) ||
			m.Origin.Col < 0 || m.Origin.Col > 25 || m.Origin.Row < 0 || m.Origin.Row > 98 ||
			(m.Dir != Down && m.Dir != Right) {
			t.Fatalf("ParseMove(%q) = %+v", s, m)
		}
	})
}

// fuzzGridMoves are the positions FuzzCheck plays on: prefixes of the
// example play, from the empty board to the middle of the game.
var fuzzGridMoves = [][]string{
	nil, exampleMoves[:1], exampleMoves[:2], exampleMoves[:5], exampleMoves[:6], exampleMoves[:8], exampleMoves[:9],
}

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
func fuzzRack(t testing.TB, data []byte) Rack {
	var letters []byte
	for _, c := range data[:min(len(data), 7)] {
		if c %= 27; c == 26 {
			letters = append(letters, '_')
		} else {
			letters = append(letters, 'A'+c)
		}
	}
	return rackOf(t, string(letters))
}

// expectedScore works out a play's score by the rules from its placed tiles
// and the board alone.
func expectedScore(g *Grid, p Play, rules *Rules) int {
	placed := make(map[Square]Tile, len(p.Placed))
	for _, pt := range p.Placed {
		placed[pt.Square] = pt.Tile
	}
	sum, factor := 0, 1
	sq := p.Word.Start
	for range len(p.Word.Text) {
		if t, ok := placed[sq]; ok {
			switch prem := g.Board().Premium(sq); prem.Kind {
			case LetterPremium:
				sum += t.Value * prem.Factor
			case WordPremium:
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
		m := mustMove(f, tc.move)
		which := 0
		for i, moves := range fuzzGridMoves {
			if reflect.DeepEqual(moves, tc.setup) {
				which = i
			}
		}
		f.Add(m.Word, int8(m.Origin.Col), int8(m.Origin.Row), m.Dir == Right, fuzzRackBytes(tc.rack), uint8(which))
	}
	f.Add("RETAINS", int8(3), int8(6), true, fuzzRackBytes("RETAINS"), uint8(0))
	f.Add("aa", int8(-1), int8(-1), false, fuzzRackBytes("__"), uint8(3))
	f.Add("S", int8(14), int8(12), false, fuzzRackBytes("S"), uint8(3))

	ref := testReferee()
	grids := make([]*Grid, len(fuzzGridMoves))
	for i, moves := range fuzzGridMoves {
		grids[i] = gridWith(f, moves...)
	}
	f.Fuzz(func(t *testing.T, word string, col, row int8, right bool, rackData []byte, which uint8) {
		if len(word) > 10 {
			word = word[:10]
		}
		g := grids[int(which)%len(grids)]
		before := g.Clone()
		rack := fuzzRack(t, rackData)
		m := Move{Word: word, Origin: Square{int(col), int(row)}}
		if right {
			m.Dir = Right
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
			var r *Refusal
			if !errors.As(err, &r) || r.Reason > NotAWord || r.Error() == "" || r.Move != m {
				t.Fatalf("Check(%v) error %T %v", m, err, err)
			}
			return
		}
		checkLegalPlay(t, ref, g, rack, m, play)
	})
}

// checkLegalPlay checks a play that Check allowed against every rule.
func checkLegalPlay(t *testing.T, ref *Referee, g *Grid, rack Rack, m Move, play Play) {
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
	after.Apply(play)
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

// FuzzLoadGame checks that LoadGame never panics, that every refusal is a
// *SaveError with a reason, and that a game it accepts saves to a file that
// loads back to the same game.
func FuzzLoadGame(f *testing.F) {
	g, levels := exampleGame(f)
	good := SaveGame(g, SaveExtras{Levels: levels, Hints: HintLog{{Turn: 2, Player: 0}, {Turn: spentTurn, Player: 0}}})
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(`{"format": "ScraeBBKle saved game", "version": 1}`))
	f.Add([]byte(`{"format": "ScraeBBKle saved game", "version": 9}`))
	f.Add([]byte("garbage"))
	ref := testReferee()
	f.Fuzz(func(t *testing.T, data []byte) {
		loaded, x, err := LoadGame(ref, data)
		if err != nil {
			var se *SaveError
			if !errors.As(err, &se) || se.Reason == "" || loaded != nil {
				t.Fatalf("LoadGame returned %v, %T %v", loaded, err, err)
			}
			return
		}
		saved := SaveGame(loaded, x)
		again, xAgain, err := LoadGame(ref, saved)
		if err != nil {
			t.Fatalf("the saved game does not load: %v\n%s", err, saved)
		}
		if !reflect.DeepEqual(loaded, again) || !reflect.DeepEqual(x, xAgain) {
			t.Fatal("the game loads differently after saving")
		}
	})
}

// FuzzParseLeaves reads leave tables from bytes: a table read is finite and
// is written by Format in a form that reads back to itself; anything else is refused with the line.
func FuzzParseLeaves(f *testing.F) {
	good := DefaultLeaves().Format("a comment")
	f.Add(good)
	f.Add(qu(good, "NaN"))
	f.Add(good + "QU 1\n")
	f.Add(strings.Replace(good, "\nV6 ", "\nV6 1 ", 1))
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		l, err := ParseLeaves(text)
		if err != nil {
			if l != nil || !strings.HasPrefix(err.Error(), "line ") && !strings.HasPrefix(err.Error(), "the table lacks ") {
				t.Fatalf("ParseLeaves = %v, %v", l, err)
			}
			return
		}
		values := append(append(l.First[:], l.More[:]...), l.QU)
		for _, row := range l.Balance {
			values = append(values, row[:]...)
		}
		for _, v := range values {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("a table with %v was read", v)
			}
		}
		// Format keeps one decimal: what it writes reads back as itself.
		once, err := ParseLeaves(l.Format())
		if err != nil {
			t.Fatalf("Format writes a table ParseLeaves refuses: %v", err)
		}
		if twice, err := ParseLeaves(once.Format()); err != nil || *twice != *once {
			t.Fatalf("the table does not survive Format and ParseLeaves: %v", err)
		}
	})
}

// FuzzNewLexicon makes word lists from text: every line that is a word in
// either case is in the list and in its word graph, and nothing else is.
func FuzzNewLexicon(f *testing.F) {
	f.Add("aa\nab\nzoo\n")
	f.Add("Zoo\r\naa\nAA\n\nb-c\nzz")
	f.Add("\xff\nqi\n")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<12 {
			return
		}
		l := NewLexicon(text)
		want := map[string]bool{}
		for line := range strings.SplitSeq(text, "\n") {
			if w := strings.ToLower(strings.TrimSuffix(line, "\r")); w != "" && isLowerWord(w) {
				want[w] = true
			}
		}
		if l.Len() != len(want) {
			t.Fatalf("%d words, want %d", l.Len(), len(want))
		}
		g := l.Graph()
		for w := range want {
			if !l.Contains(w) || !g.Contains(strings.ToUpper(w)) {
				t.Fatalf("%q is missing: list %v, graph %v", w, l.Contains(w), g.Contains(strings.ToUpper(w)))
			}
		}
		for line := range strings.SplitSeq(text, "\n") {
			if w := strings.ToLower(line); !want[w] && (l.Contains(w) || g.Contains(strings.ToUpper(w))) {
				t.Fatalf("%q is in the list but not a word of the text", line)
			}
		}
	})
}

// FuzzParseLevel reads computer levels as typed: a level's name in any
// case, nothing else.
func FuzzParseLevel(f *testing.F) {
	for _, s := range []string{"easy", "Normal", "STRONG", "", "hard", "strong "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLevel(s)
		named := slices.ContainsFunc(Levels, func(x Level) bool { return strings.EqualFold(s, x.String()) })
		if (err == nil) != named || err == nil && !strings.EqualFold(l.String(), s) {
			t.Fatalf("ParseLevel(%q) = %v, %v", s, l, err)
		}
	})
}
