package referee_test

import (
	"errors"
	"reflect"
	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"strings"
	"testing"
)

// placedString writes placed tiles as "d4=D2 d5=I1".
func placedString(placed []board.Placed) string {
	parts := make([]string, len(placed))
	for i, p := range placed {
		parts[i] = p.Square.String() + "=" + p.Tile.Face()
	}
	return strings.Join(parts, " ")
}

type checkCase struct {
	name  string
	setup []string // legal moves laid on the default board first
	row7  string   // or: an empty plain board whose row 7 starts with these tokens
	rack  string
	move  string

	// A legal move:
	score  int
	bingo  bool
	word   string // "TEXT@position"
	placed string // as placedString writes it

	// A refused move:
	reason referee.Reason
	text   string // the refusal's Error(); "" for a legal move
}

func checkCases() []checkCase {
	example := func(n int) []string { return coretest.ExampleMoves[:n] }
	return []checkCase{
		// Scoring on the default board.
		{name: "letter and word premium", rack: "EEDNIDL", move: "DINED,d4", score: 20, word: "DINED@d4", placed: "d4=D2 d5=I1 d6=N1 d7=E2 d8=D2"},
		{name: "letter premium", rack: "HI", move: "HI,7c", score: 13, word: "HI@7c", placed: "c7=H4 d7=I1"},
		{name: "word premium", rack: "ABED", move: "ABED,d4", score: 16, word: "ABED@d4"},
		{name: "covered word premium counts at face value", setup: []string{"ABED,d4"}, rack: "H", move: "H,4e", score: 5, word: "AH@4d", placed: "e4=H4"},
		{name: "covered letter premium counts at face value", setup: []string{"HI,7c"}, rack: "S", move: "S,7e", score: 6, word: "HIS@7c", placed: "e7=S1"},
		{name: "blank on a letter premium", rack: "_I", move: "hI,7c", score: 8*3 + 1, word: "hI@7c", placed: "c7=h8 d7=I1"},
		{name: "two blanks, word in lower case", rack: "__", move: "hi,7c", score: 8*3 + 8, word: "hi@7c"},
		{name: "blank already on the board counts 8", setup: []string{"hI,7c"}, rack: "S", move: "S,7e", score: 8 + 1 + 1, word: "hIS@7c"},
		{name: "tiles skip an occupied square", setup: example(1), rack: "NZHNTFO", move: "TNZON,7c", score: 19, word: "TENZON@7c", placed: "c7=T1 e7=N1 f7=Z9 g7=O1 h7=N1"},
		{name: "word runs on past the played tile", setup: []string{"HI,7c"}, rack: "C", move: "C,7b", score: 9, word: "CHI@7b"},
		{name: "bingo added after the word factor", rack: "RETAINS", move: "RETAINS,d4", score: 9*2 + 60, bingo: true, word: "RETAINS@d4"},
		{name: "seven letters from six tiles is no bingo", setup: []string{"AD,7c"}, rack: "RETINSQ", move: "RETINS,c4", score: 10, word: "RETAINS@c4"},
		{name: "word begins before the origin, blank, bingo", setup: example(5), rack: "LUSI_NN", move: "INNULaS,5i", score: 96, bingo: true,
			word: "PINNULaS@5h", placed: "i5=I1 j5=N1 k5=N1 l5=U1 m5=L1 n5=a8 o5=S1"},
		{name: "blank played down the edge", setup: example(8), rack: "IMHU_OL", move: "cHOLIUM,o6", score: 90, bingo: true, word: "ScHOLIUM@o5"},

		// Scoring on boards made for the purpose.
		{name: "two word premiums multiply", row7: "..<4>.<5>", rack: "HIT", move: "HIT,7c", score: (4 + 1 + 1) * 4 * 5, word: "HIT@7c"},
		{name: "letter premium before word premium", row7: "..[3]<2>", rack: "HI", move: "HI,7c", score: (4*3 + 1) * 2},
		{name: "zero letter factor", row7: "..[0]", rack: "HI", move: "HI,7c", score: 1},
		{name: "negative letter factors", row7: "..[-2][-9]", rack: "HI", move: "HI,7c", score: 4*-2 + 1*-9},
		{name: "zero word factor", row7: "..<0>", rack: "HI", move: "HI,7c", score: 0},
		{name: "negative word factor", row7: "..<-3>", rack: "HI", move: "HI,7c", score: -15},
		{name: "two negative word factors", row7: "..<-2><-3>", rack: "HI", move: "HI,7c", score: 30},
		{name: "blank on a big letter premium", row7: "..[99]", rack: "_I", move: "hI,7c", score: 8*99 + 1},
		{name: "bingo with word factor 2", row7: "<2>", rack: "RETAINS", move: "RETAINS,7a", score: 8*2 + 60, bingo: true},
		{name: "bingo with a negative word factor", row7: "<-1>", rack: "RETAINS", move: "RETAINS,7a", score: -8 + 60, bingo: true},
		{name: "bingo with a zero word factor", row7: ".<0>", rack: "SNIRTEA", move: "RETAINS,7a", score: 60, bingo: true},

		// Refusals.
		{name: "column off the board", rack: "HI", move: "HI,q5", reason: referee.OffBoard, text: "Square q5 is not on the board."},
		{name: "column off the board, rightward", rack: "HI", move: "HI,5q", reason: referee.OffBoard, text: "Square q5 is not on the board."},
		{name: "row off the board", rack: "HI", move: "HI,d15", reason: referee.OffBoard, text: "Square d15 is not on the board."},
		{name: "far corner off the board", rack: "HI", move: "HI,99z", reason: referee.OffBoard, text: "Square z99 is not on the board."},
		{name: "off the board before the rack is looked at", rack: "", move: "QQ,q5", reason: referee.OffBoard, text: "Square q5 is not on the board."},
		{name: "origin occupied", setup: example(1), rack: "HI", move: "HI,d4", reason: referee.Occupied, text: "Square d4 already holds a tile."},
		{name: "origin occupied, rightward", setup: example(1), rack: "HI", move: "HI,7d", reason: referee.Occupied, text: "Square d7 already holds a tile."},
		{name: "runs off the bottom", rack: "HI", move: "HI,p14", reason: referee.RunsOff, text: "The tiles of HI would run off the board: going down from p14, only 1 of the 2 fit."},
		{name: "runs off the right", rack: "HI", move: "HI,1p", reason: referee.RunsOff, text: "The tiles of HI would run off the board: going right from 1p, only 1 of the 2 fit."},
		{name: "runs off the bottom after skipping", setup: []string{"RETAIN,d7", "ER,d13"}, rack: "XU", move: "XU,d6", reason: referee.RunsOff, text: "The tiles of XU would run off the board: going down from d6, only 1 of the 2 fit."},
		{name: "runs off the right after skipping", setup: example(9), rack: "ABC", move: "ABC,8n", reason: referee.RunsOff, text: "The tiles of ABC would run off the board: going right from 8n, only 2 of the 3 fit."},
		{name: "missing letter", rack: "HI", move: "QI,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: Q."},
		{name: "missing letters", rack: "UIE", move: "QUIZ,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: Q and Z."},
		{name: "lower case without a blank", rack: "HI", move: "hI,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: a blank. Lower case plays a blank: to play your own tiles, write HI."},
		{name: "two lower case without blanks", rack: "AB", move: "ab,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: 2 blanks. Lower case plays a blank: to play your own tiles, write AB."},
		{name: "all lower case, a blank for the letter the rack lacks", rack: "MASCO_", move: "mascot,7d", reason: referee.MissingTiles, text: "You are missing tiles for this move: 5 blanks. Lower case plays a blank: to play your own tiles, write MASCOt."},
		{name: "lower case for a letter the capitals use up", rack: "EB", move: "BEe,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: a blank."},
		{name: "lower case for one of two tiles", rack: "BE", move: "Bee,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: 2 blanks. Lower case plays a blank, and capitals play your own tiles."},
		{name: "lower case for one of two tiles, a blank for the other", rack: "BE_", move: "Bee,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: a blank. Lower case plays a blank: to play your own tiles, write BEe."},
		{name: "all lower case, some tiles on the rack", rack: "AOGXTNT", move: "mascot,7d", reason: referee.MissingTiles, text: "You are missing tiles for this move: 6 blanks. Lower case plays a blank, and capitals play your own tiles."},
		{name: "the same missing letters named side by side", rack: "A", move: "DEAD,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: D, D and E."},
		{name: "letters and a blank missing", rack: "", move: "QZa,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: Q, Z and a blank."},
		{name: "a letter and a blank missing", rack: "X", move: "Qa,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: Q and a blank."},
		{name: "two of a letter, rack has one", rack: "BE", move: "BEE,d7", reason: referee.MissingTiles, text: "You are missing tiles for this move: E."},
		{name: "a blank does not stand in for an upper-case letter", rack: "_I", move: "HI,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: H. Your blank plays a letter written in lower case, such as h."},
		{name: "two blanks to spare", rack: "__I", move: "QUI,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: Q and U. Your blanks play letters written in lower case, such as q."},
		{name: "a blank used, one to spare", rack: "__", move: "hQ,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: Q. Your blank plays a letter written in lower case, such as q."},
		{name: "every blank used", rack: "_I", move: "hQ,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: Q."},
		{name: "only blanks missing", rack: "_", move: "hi,7c", reason: referee.MissingTiles, text: "You are missing tiles for this move: a blank."},
		{name: "rightward move, tile above", setup: []string{"HI,7c"}, rack: "XO", move: "XO,8b", reason: referee.SecondWord, text: "It would also form the word HO at c7."},
		{name: "rightward move, tile below", setup: []string{"HI,7c"}, rack: "AO", move: "AO,6b", reason: referee.SecondWord, text: "It would also form the word OH at c6."},
		{name: "downward move, tile left", setup: example(1), rack: "O", move: "O,e6", reason: referee.SecondWord, text: "It would also form the word NO at 6d. A single tile's word reads the way its square is written: for NO, write O,6e."},
		{name: "downward move, tile right", setup: example(1), rack: "AB", move: "AB,c4", reason: referee.SecondWord, text: "It would also form the word AD at 4c."},
		{name: "second word from the example", setup: example(2), rack: "OR", move: "OR,8h", reason: referee.SecondWord, text: "It would also form the word NO at h7."},
		{name: "second word through a blank", setup: []string{"hI,7c"}, rack: "XO", move: "XO,8b", reason: referee.SecondWord, text: "It would also form the word HO at c7."},
		{name: "single tile reads in its notation's direction", setup: []string{"HI,7c"}, rack: "S", move: "S,e7", reason: referee.SecondWord, text: "It would also form the word HIS at 7c. A single tile's word reads the way its square is written: for HIS, write S,7e."},
		{name: "single tile with words both ways", setup: []string{"HI,7c", "D,d8"}, rack: "S", move: "S,c8", reason: referee.SecondWord, text: "It would also form the word SD at 8c."},
		{name: "two tiles, one touching across", setup: []string{"HI,7c"}, rack: "XO", move: "XO,8b", reason: referee.SecondWord, text: "It would also form the word HO at c7."},
		{name: "first word misses the start", rack: "HI", move: "HI,a1", reason: referee.StartMissed, text: "The first word must cover the start square d7."},
		{name: "first word just beside the start", rack: "HI", move: "HI,7e", reason: referee.StartMissed, text: "The first word must cover the start square d7."},
		{name: "single tile on the start square", rack: "I", move: "I,d7", reason: referee.TooShort, text: "A word needs at least 2 letters."},
		{name: "single tile on the start square, rightward", rack: "I", move: "I,7d", reason: referee.TooShort, text: "A word needs at least 2 letters."},
		{name: "a single tile touches nothing", setup: example(1), rack: "O", move: "O,k6", reason: referee.NotConnected, text: "The tile on k6 touches no tile already on the board."},
		{name: "a single tile touches nothing, rightward", setup: example(1), rack: "O", move: "O,6k", reason: referee.NotConnected, text: "The tile on k6 touches no tile already on the board."},
		{name: "touches nothing", setup: example(1), rack: "OR", move: "OR,10k", reason: referee.NotConnected, text: "The word OR does not use any tile already on the board."},
		{name: "touches nothing, from the example", setup: example(6), rack: "LRCOASI", move: "OR,k10", reason: referee.NotConnected, text: "The word OR does not use any tile already on the board."},
		{name: "not a word", rack: "XQ", move: "XQ,7c", reason: referee.NotAWord, text: "XQ is not in the word list."},
		{name: "not a word, blank", rack: "_Q", move: "xQ,7c", reason: referee.NotAWord, text: "XQ is not in the word list."},
		{name: "not a word, from the example", setup: example(9), rack: "ROSILTS", move: "ROS,f9", reason: referee.NotAWord, text: "RROS is not in the word list."},
	}
}

func TestCheck(t *testing.T) {
	ref := coretest.Referee()
	for _, tc := range checkCases() {
		t.Run(tc.name, func(t *testing.T) {
			var g *board.Grid
			if tc.row7 != "" {
				g = board.NewGrid(coretest.Row7Board(t, tc.row7))
			} else {
				g = coretest.Grid(t, tc.setup...)
			}
			before := g.Clone()
			rack := coretest.Rack(t, tc.rack)
			rackBefore := append(tile.Rack(nil), rack...)
			m := coretest.Move(t, tc.move)

			play, err := ref.Check(g, rack, m)

			if !g.Equal(before) {
				t.Error("Check changed the grid")
			}
			if !reflect.DeepEqual(rack, rackBefore) {
				t.Errorf("Check changed the rack to %s", rack)
			}
			if tc.text != "" {
				var r *referee.Refusal
				if !errors.As(err, &r) {
					t.Fatalf("got %+v, %v; want a refusal", play, err)
				}
				if r.Reason != tc.reason || r.Error() != tc.text {
					t.Errorf("refused with reason %d %q, want %d %q", r.Reason, r.Error(), tc.reason, tc.text)
				}
				if r.Move != m {
					t.Errorf("refusal names move %v, want %v", r.Move, m)
				}
				if !reflect.DeepEqual(play, move.Play{}) {
					t.Errorf("a play came back with the refusal: %+v", play)
				}
				return
			}
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if play.Score != tc.score || play.Bingo != tc.bingo {
				t.Errorf("score %d bingo %v, want %d %v", play.Score, play.Bingo, tc.score, tc.bingo)
			}
			if tc.word != "" {
				if got := play.Word.Text + "@" + play.Word.Position(); got != tc.word {
					t.Errorf("word %s, want %s", got, tc.word)
				}
			}
			if play.Word.Dir != m.Dir {
				t.Errorf("word reads %v, the move %v", play.Word.Dir, m.Dir)
			}
			if tc.placed != "" {
				if got := placedString(play.Placed); got != tc.placed {
					t.Errorf("placed %s, want %s", got, tc.placed)
				}
			}
			if len(play.Placed) != len(m.Word) || play.Move != m {
				t.Errorf("play %+v does not match move %v", play, m)
			}
			after := g.Clone()
			after.Apply(play.Placed)
			if after.Count() != g.Count()+len(play.Placed) {
				t.Errorf("Apply: count %d, want %d", after.Count(), g.Count()+len(play.Placed))
			}
		})
	}
}

func TestCheckPass(t *testing.T) {
	g := coretest.Grid(t, "DINED,d4")
	play, err := coretest.Referee().Check(g, coretest.Rack(t, "ABC"), move.Pass)
	if err != nil || !reflect.DeepEqual(play, move.Play{Move: move.Pass}) {
		t.Errorf("pass: %+v, %v", play, err)
	}
}

func TestCheckEmptyWord(t *testing.T) {
	_, err := coretest.Referee().Check(coretest.Grid(t), coretest.Rack(t, "AB"), move.Move{Origin: board.Square{Col: 3, Row: 6}})
	var r *referee.Refusal
	if !errors.As(err, &r) || r.Reason != referee.TooShort || r.Error() != "A word needs at least 2 letters." {
		t.Errorf("empty word: %v", err)
	}
}

func TestCheckBlankTile(t *testing.T) {
	play, err := coretest.Referee().Check(coretest.Grid(t), coretest.Rack(t, "_I"), coretest.Move(t, "hI,7c"))
	if err != nil {
		t.Fatal(err)
	}
	want := tile.Tile{Letter: 'H', Value: 8, Blank: true}
	if got := play.Placed[0].Tile; got != want {
		t.Errorf("blank placed as %+v, want %+v", got, want)
	}
}

func TestRefusalMissingTexts(t *testing.T) {
	tests := []struct{ missing, want string }{
		{"Q", "You are missing tiles for this move: Q."},
		{"QZ", "You are missing tiles for this move: Q and Z."},
		{"QXZ", "You are missing tiles for this move: Q, X and Z."},
		{"_", "You are missing tiles for this move: a blank."},
		{"__", "You are missing tiles for this move: 2 blanks."},
		{"Q_", "You are missing tiles for this move: Q and a blank."},
		{"QZ__", "You are missing tiles for this move: Q, Z and 2 blanks."},
		{"", "You are missing tiles for this move."},
	}
	for _, tc := range tests {
		r := &referee.Refusal{Reason: referee.MissingTiles, Missing: tc.missing}
		if got := r.Error(); got != tc.want {
			t.Errorf("missing %q: %q, want %q", tc.missing, got, tc.want)
		}
	}
}

func TestGridAtAndApply(t *testing.T) {
	g := coretest.Grid(t, "DINED,d4")
	if g.Count() != 5 {
		t.Errorf("Count() = %d", g.Count())
	}
	if got, ok := g.At(board.Square{Col: 3, Row: 6}); !ok || got != (tile.Tile{Letter: 'E', Value: 2}) {
		t.Errorf("At(d7) = %+v, %v", got, ok)
	}
	for _, s := range []board.Square{{Col: 4, Row: 6}, {Col: -1, Row: 0}, {Col: 0, Row: -1}, {Col: 16, Row: 0}, {Col: 0, Row: 14}} {
		if _, ok := g.At(s); ok || g.Occupied(s) {
			t.Errorf("square %+v reported occupied", s)
		}
	}
	c := g.Clone()
	c.Apply([]board.Placed{{Square: board.Square{Col: 0, Row: 0}, Tile: tile.Tile{Letter: 'A', Value: 1}}})
	if g.Occupied(board.Square{Col: 0, Row: 0}) || !c.Occupied(board.Square{Col: 0, Row: 0}) || g.Equal(c) {
		t.Error("a clone is not independent")
	}
}

func BenchmarkCheck(b *testing.B) {
	ref := coretest.Referee()
	g := coretest.Grid(b, "DINED,d4", "TNZON,7c", "OVE,4e", "PAFISH,h5", "RET,10f")
	rack := coretest.Rack(b, "LUSI_NN")
	m := coretest.Move(b, "INNULaS,5i")
	for b.Loop() {
		if _, err := ref.Check(g, rack, m); err != nil {
			b.Fatal(err)
		}
	}
}
