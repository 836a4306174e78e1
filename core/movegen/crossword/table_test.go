package crossword

import (
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/internal/ascii"
)

// classicGrid lays moves on board b as the classic referee allows them,
// each from a rack of its own letters.
func classicGrid(t *testing.T, b *board.Board, moves ...string) *board.Grid {
	t.Helper()
	ref := classicReferee()
	g := board.NewGrid(b)
	for _, s := range moves {
		m := coretest.Move(t, s)
		letters := []byte(m.Word)
		for i, c := range letters {
			if ascii.IsLower(c) {
				letters[i] = '_'
			}
		}
		p, err := ref.Check(g, coretest.RackOf(t, rules.Classic(), string(letters)), m)
		if err != nil {
			t.Fatalf("setting up %s: %v", s, err)
		}
		g.Apply(p.Placed)
	}
	return g
}

// oddBoard is a plain 15x15 board starting on h8, a word premium of -2 on
// h8 and a letter premium of 0 on i8.
func oddBoard(t *testing.T) *board.Board {
	t.Helper()
	lines := coretest.PlainBoardLines(15, 15, "h8")
	lines[3+7] = ".......<-2>[0]......"
	b, err := board.Parse(rules.Classic().Board, "odd", []byte(coretest.BoardFile(lines)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHandMadePositions checks the moves and scores of positions worked
// out by hand, on the classic board unless said otherwise (h8 a double
// word, i9 a double letter, l8 a double letter).
func TestHandMadePositions(t *testing.T) {
	classic := classicBoard(t)
	for _, tc := range []struct {
		name  string
		board *board.Board
		moves []string
		rack  string
		want  map[string]int // moves and their scores that must be found
		not   []string       // moves that must not be
	}{
		{"opening across only", classic, nil, "CAT",
			map[string]int{"CAT,8h": 10, "CAT,8f": 10, "AT,8h": 4},
			[]string{"CAT,h8", "AT,h8"}},
		{"bingo", classic, nil, "RETAINS",
			map[string]int{"RETAINS,8h": (1+1+1+1+2+1+1)*2 + 50}, nil},
		{"cross words scored", classic, []string{"HE,8h"}, "AX",
			// AX 1+8*2, HA 4+1, EX 1+8*2
			map[string]int{"AX,9h": 17 + 5 + 17}, nil},
		{"premiums under new tiles only", classic, []string{"HE,8h"}, "N",
			map[string]int{"N,8j": 4 + 1 + 1}, []string{"N,j8"}},
		{"a single tile reads down with nothing beside it across", classic, []string{"HE,8h"}, "A",
			map[string]int{"A,h9": 4 + 1, "A,h7": 1 + 4}, []string{"A,9h", "A,7h"}},
		{"a blank worth 0", classic, []string{"HE,8h"}, "_X",
			// a 0, X 8*2; Ha 4; EX 1+16
			map[string]int{"aX,9h": 16 + 4 + 17}, nil},
		{"a blank worth 0 on a letter premium", classic, []string{"HE,8h"}, "A_",
			// A 1, x 0; HA 5; Ex 1
			map[string]int{"Ax,9h": 1 + 5 + 1}, nil},
		{"a blank on the board worth 0", classic, []string{"hE,8h"}, "N",
			map[string]int{"N,8j": 0 + 1 + 1}, nil},
		{"negative and zero premiums", oddBoard(t), nil, "HE",
			// H on a -2 word premium, E on a 0 letter premium across, a plain square down
			map[string]int{"HE,8h": (4 + 0) * -2, "HE,h8": (4 + 1) * -2}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := classicGrid(t, tc.board, tc.moves...)
			rack := coretest.RackOf(t, rules.Classic(), tc.rack)
			gen := New(rules.Classic(), coretest.Lexicon())
			got := generated(t, gen, g, rack)
			for m, s := range tc.want {
				if gs, ok := got[m]; !ok || gs != s {
					t.Errorf("%s scores %d (found %t), want %d", m, gs, ok, s)
				}
			}
			for _, m := range tc.not {
				if _, ok := got[m]; ok {
					t.Errorf("%s is found", m)
				}
			}
			compareWithReference(t, gen, classicReferee(), g, rack)
		})
	}
}

// TestOpeningOnBoardsNotMirrored lists the first moves down too where the
// board is not its own mirror image.
func TestOpeningOnBoardsNotMirrored(t *testing.T) {
	b := oddBoard(t)
	if b.Mirrored() {
		t.Fatal("the odd board is its own mirror image")
	}
	gen := New(rules.Classic(), coretest.Lexicon())
	downs := 0
	for _, m := range gen.All(board.NewGrid(b), coretest.RackOf(t, rules.Classic(), "RETAINS"), nil) {
		if m.Dir == board.Down {
			downs++
		}
	}
	if downs == 0 {
		t.Error("no move down")
	}
}

// TestAllocatesNothing checks that a warm generator allocates nothing,
// whether the position is kept, updated after a move, or read whole.
func TestAllocatesNothing(t *testing.T) {
	g, rack := position(t, coretest.VsMatt)
	after := g.Clone()
	p, err := classicReferee().Check(after, rack, move.Move{Word: "BAEL", Origin: board.Square{Col: 10, Row: 8}, Dir: board.Down})
	if err != nil {
		t.Fatal(err)
	}
	after.Apply(p.Placed)
	gen := New(rules.Classic(), coretest.Lexicon())
	buf := make([]move.Packed, 0, 4096)
	blanks := coretest.RackOf(t, rules.Classic(), "AAB_E_T")
	count := 0
	visit := func(*move.Packed) bool { count++; return true }
	for name, call := range map[string]func(){
		"All":       func() { buf = gen.All(g, rack, buf[:0]) },
		"Generate":  func() { gen.Generate(g, rack, visit) },
		"Any":       func() { gen.Any(g, rack) },
		"blanks":    func() { buf = gen.All(g, blanks, buf[:0]) },
		"updated":   func() { gen.All(g, rack, buf[:0]); gen.All(after, rack, buf[:0]) },
		"read anew": func() { gen.Forget(); gen.All(g, rack, buf[:0]) },
	} {
		call()
		if n := testing.AllocsPerRun(20, call); n != 0 {
			t.Errorf("%s allocates %.1f times a call", name, n)
		}
	}
}

// TestTwoBlanksOnVsMatt counts the moves of VsMatt with the rack AAB?E?T
// as the reference search does.
func TestTwoBlanksOnVsMatt(t *testing.T) {
	if testing.Short() || coretest.RaceEnabled {
		t.Skip("the reference search takes a while with two blanks")
	}
	g, _ := position(t, coretest.VsMatt)
	gen := New(rules.Classic(), coretest.Lexicon())
	if n := compareWithReference(t, gen, classicReferee(), g, coretest.RackOf(t, rules.Classic(), "AAB_E_T")); n != 22591 {
		t.Errorf("%d moves, want 22591", n)
	}
}
