package core

import (
	"errors"
	"strings"
	"testing"
)

// validMoves are well-formed moves with what they parse to.
var validMoves = []struct {
	in    string
	want  Move
	canon string // String() of the move
}{
	{"DINED,d4", Move{Word: "DINED", Origin: Square{3, 3}, Dir: Down}, "DINED,d4"},
	{"OVE,4e", Move{Word: "OVE", Origin: Square{4, 3}, Dir: Right}, "OVE,4e"},
	{"INNULaS,5i", Move{Word: "INNULaS", Origin: Square{8, 4}, Dir: Right}, "INNULaS,5i"},
	{"cHOLIUM,o6", Move{Word: "cHOLIUM", Origin: Square{14, 5}, Dir: Down}, "cHOLIUM,o6"},
	{"VLuE,10b", Move{Word: "VLuE", Origin: Square{1, 9}, Dir: Right}, "VLuE,10b"},
	{"O,e6", Move{Word: "O", Origin: Square{4, 5}, Dir: Down}, "O,e6"},
	{"abcdefg,a1", Move{Word: "abcdefg", Origin: Square{0, 0}, Dir: Down}, "abcdefg,a1"},
	{"Z,1a", Move{Word: "Z", Origin: Square{0, 0}, Dir: Right}, "Z,1a"},
	{"HI,z99", Move{Word: "HI", Origin: Square{25, 98}, Dir: Down}, "HI,z99"},
	{"HI,99z", Move{Word: "HI", Origin: Square{25, 98}, Dir: Right}, "HI,99z"},
	{"  HI,f4  ", Move{Word: "HI", Origin: Square{5, 3}, Dir: Down}, "HI,f4"},
	{"\tHI,4f\r\n", Move{Word: "HI", Origin: Square{5, 3}, Dir: Right}, "HI,4f"},
	{",", PassMove, ","},
	{" , ", PassMove, ","},
	{"\t,\n", PassMove, ","},
}

func TestParseMoveValid(t *testing.T) {
	for _, tc := range validMoves {
		t.Run(tc.in, func(t *testing.T) {
			m, err := ParseMove(tc.in)
			if err != nil {
				t.Fatalf("ParseMove: %v", err)
			}
			if m != tc.want {
				t.Fatalf("got %+v, want %+v", m, tc.want)
			}
			if m.String() != tc.canon {
				t.Errorf("String() = %q, want %q", m.String(), tc.canon)
			}
			again, err := ParseMove(m.String())
			if err != nil || again != m {
				t.Errorf("String() does not parse back: %+v, %v", again, err)
			}
		})
	}
}

// badMoves are badly written moves with the kind of mistake.
var badMoves = []struct {
	in   string
	kind MoveErrorKind
}{
	{"", MoveEmpty},
	{"   \t ", MoveEmpty},
	{"HI", MoveNoComma},
	{"qwerty", MoveNoComma},
	{"HI f4", MoveNoComma},
	{"HI,f4,", MoveManyCommas},
	{",,", MoveManyCommas},
	{"HI,,f4", MoveManyCommas},
	{",f4", MoveNoWord},
	{" ,4f", MoveNoWord},
	{"HI2,f4", MoveBadLetter},
	{"H I,f4", MoveBadLetter},
	{"HI ,f4", MoveBadLetter},
	{"H_,f4", MoveBadLetter},
	{"HÉ,f4", MoveBadLetter},
	{"ABCDEFGH2,a1", MoveBadLetter}, // a bad letter is reported before the length
	{"ABCDEFGH,a1", MoveLongWord},
	{"abcdefghijklmnop,a1", MoveLongWord},
	{"HI,", MoveNoSquare},
	{"HI,f", MoveBadSquare},
	{"HI,4", MoveBadSquare},
	{"HI,f0", MoveBadSquare},
	{"HI,0f", MoveBadSquare},
	{"HI,f100", MoveBadSquare},
	{"HI,100f", MoveBadSquare},
	{"HI,f04", MoveBadSquare},
	{"HI,04f", MoveBadSquare},
	{"HI,F4", MoveBadSquare},
	{"HI,4F", MoveBadSquare},
	{"HI,ff", MoveBadSquare},
	{"HI,44", MoveBadSquare},
	{"HI, f4", MoveBadSquare},
	{"HI,f 4", MoveBadSquare},
	{"HI,f4f", MoveBadSquare},
	{"HI,4f4", MoveBadSquare},
	{"HI,f-4", MoveBadSquare},
	{"HI,é4", MoveBadSquare},
}

func TestParseMoveErrors(t *testing.T) {
	for _, tc := range badMoves {
		t.Run(tc.in, func(t *testing.T) {
			m, err := ParseMove(tc.in)
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("got %+v, %v; want a *MoveError", m, err)
			}
			if me.Kind != tc.kind {
				t.Errorf("kind %d (%v), want %d", me.Kind, err, tc.kind)
			}
			if me.Input != strings.TrimSpace(tc.in) {
				t.Errorf("Input %q, want the trimmed line", me.Input)
			}
			if m != (Move{}) {
				t.Errorf("a move came back with the error: %+v", m)
			}
		})
	}
}

func TestMoveErrorText(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"", `illegal move format "": nothing was entered`},
		{"HI", `illegal move format "HI": a comma must separate the word from the square`},
		{"HI,f4,", `illegal move format "HI,f4,": a move has only one comma`},
		{",f4", `illegal move format ",f4": the word is missing before the comma`},
		{"ABCDEFGH,a1", `illegal move format "ABCDEFGH,a1": a move plays at most 7 tiles`},
		{"HI2,f4", `illegal move format "HI2,f4": the word may hold only the letters A to Z (lower case for a blank)`},
		{" HI, ", `illegal move format "HI,": the square is missing after the comma`},
		{"HI,f0", `illegal move format "HI,f0": the square must be a column and a row, such as d4 (downwards) or 4d (to the right)`},
	}
	for _, tc := range tests {
		_, err := ParseMove(tc.in)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ParseMove(%q) error %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestSquareAndPositionNotation(t *testing.T) {
	tests := []struct {
		sq          Square
		str, down   string
		right       string
		parseBackOK bool
	}{
		{Square{0, 0}, "a1", "a1", "1a", true},
		{Square{3, 6}, "d7", "d7", "7d", true},
		{Square{15, 13}, "p14", "p14", "14p", true},
		{Square{25, 98}, "z99", "z99", "99z", true},
	}
	for _, tc := range tests {
		if tc.sq.String() != tc.str || Position(tc.sq, Down) != tc.down || Position(tc.sq, Right) != tc.right {
			t.Errorf("%+v: String %q, Position down %q right %q", tc.sq, tc.sq.String(), Position(tc.sq, Down), Position(tc.sq, Right))
		}
		if got, ok := ParseSquare(tc.str); !ok || got != tc.sq {
			t.Errorf("ParseSquare(%q) = %+v, %v", tc.str, got, ok)
		}
	}
	for _, bad := range []string{"", "d", "7d", "D7", "d0", "d07", "d100", "dd", "d7 ", " d7", "d-7", "{1"} {
		if sq, ok := ParseSquare(bad); ok {
			t.Errorf("ParseSquare(%q) = %+v, want failure", bad, sq)
		}
	}
}

func TestSquareNextPrevAcross(t *testing.T) {
	s := Square{4, 6}
	if s.Next(Right) != (Square{5, 6}) || s.Next(Down) != (Square{4, 7}) ||
		s.Prev(Right) != (Square{3, 6}) || s.Prev(Down) != (Square{4, 5}) {
		t.Error("Next/Prev step the wrong way")
	}
	if Right.Across() != Down || Down.Across() != Right || Right.String() != "right" || Down.String() != "down" {
		t.Error("Across/String of directions wrong")
	}
	w := Word{Start: Square{3, 5}, Dir: Right, Text: "NO"}
	if w.Position() != "6d" {
		t.Errorf("Word.Position() = %q, want 6d", w.Position())
	}
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
