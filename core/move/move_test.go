package move

import (
	"errors"
	"scraebbkle/core/board"
	"scraebbkle/core/tile"
	"strings"
	"testing"
)

// validMoves are well-formed moves with what they parse to.
var validMoves = []struct {
	in    string
	want  Move
	canon string // String() of the move
}{
	{"DINED,d4", Move{Word: "DINED", Origin: board.Square{Col: 3, Row: 3}, Dir: board.Down}, "DINED,d4"},
	{"OVE,4e", Move{Word: "OVE", Origin: board.Square{Col: 4, Row: 3}, Dir: board.Right}, "OVE,4e"},
	{"INNULaS,5i", Move{Word: "INNULaS", Origin: board.Square{Col: 8, Row: 4}, Dir: board.Right}, "INNULaS,5i"},
	{"cHOLIUM,o6", Move{Word: "cHOLIUM", Origin: board.Square{Col: 14, Row: 5}, Dir: board.Down}, "cHOLIUM,o6"},
	{"VLuE,10b", Move{Word: "VLuE", Origin: board.Square{Col: 1, Row: 9}, Dir: board.Right}, "VLuE,10b"},
	{"O,e6", Move{Word: "O", Origin: board.Square{Col: 4, Row: 5}, Dir: board.Down}, "O,e6"},
	{"abcdefg,a1", Move{Word: "abcdefg", Origin: board.Square{Col: 0, Row: 0}, Dir: board.Down}, "abcdefg,a1"},
	{"Z,1a", Move{Word: "Z", Origin: board.Square{Col: 0, Row: 0}, Dir: board.Right}, "Z,1a"},
	{"HI,z99", Move{Word: "HI", Origin: board.Square{Col: 25, Row: 98}, Dir: board.Down}, "HI,z99"},
	{"HI,99z", Move{Word: "HI", Origin: board.Square{Col: 25, Row: 98}, Dir: board.Right}, "HI,99z"},
	{"  HI,f4  ", Move{Word: "HI", Origin: board.Square{Col: 5, Row: 3}, Dir: board.Down}, "HI,f4"},
	{"\tHI,4f\r\n", Move{Word: "HI", Origin: board.Square{Col: 5, Row: 3}, Dir: board.Right}, "HI,4f"},
	{",", Pass, ","},
	{" , ", Pass, ","},
	{"\t,\n", Pass, ","},
}

func TestParseMoveValid(t *testing.T) {
	for _, tc := range validMoves {
		t.Run(tc.in, func(t *testing.T) {
			m, err := Parse(tc.in)
			if err != nil {
				t.Fatalf("ParseMove: %v", err)
			}
			if m != tc.want {
				t.Fatalf("got %+v, want %+v", m, tc.want)
			}
			if m.String() != tc.canon {
				t.Errorf("String() = %q, want %q", m.String(), tc.canon)
			}
			again, err := Parse(m.String())
			if err != nil || again != m {
				t.Errorf("String() does not parse back: %+v, %v", again, err)
			}
		})
	}
}

// badMoves are badly written moves with the kind of mistake.
var badMoves = []struct {
	in   string
	kind FormatErrorKind
}{
	{"", Empty},
	{"   \t ", Empty},
	{"HI", NoComma},
	{"qwerty", NoComma},
	{"HI f4", NoComma},
	{"HI,f4,", ManyCommas},
	{",,", ManyCommas},
	{"HI,,f4", ManyCommas},
	{",f4", NoWord},
	{" ,4f", NoWord},
	{"HI2,f4", BadLetter},
	{"H I,f4", BadLetter},
	{"HI ,f4", BadLetter},
	{"H_,f4", BadLetter},
	{"HÉ,f4", BadLetter},
	{"ABCDEFGH2,a1", BadLetter}, // a bad letter is reported before the length
	{"ABCDEFGH,a1", LongWord},
	{"abcdefghijklmnop,a1", LongWord},
	{"HI,", NoSquare},
	{"HI,f", BadSquare},
	{"HI,4", BadSquare},
	{"HI,f0", BadSquare},
	{"HI,0f", BadSquare},
	{"HI,f100", BadSquare},
	{"HI,100f", BadSquare},
	{"HI,f04", BadSquare},
	{"HI,04f", BadSquare},
	{"HI,F4", BadSquare},
	{"HI,4F", BadSquare},
	{"HI,ff", BadSquare},
	{"HI,44", BadSquare},
	{"HI, f4", BadSquare},
	{"HI,f 4", BadSquare},
	{"HI,f4f", BadSquare},
	{"HI,4f4", BadSquare},
	{"HI,f-4", BadSquare},
	{"HI,é4", BadSquare},
}

func TestParseMoveErrors(t *testing.T) {
	for _, tc := range badMoves {
		t.Run(tc.in, func(t *testing.T) {
			m, err := Parse(tc.in)
			var me *FormatError
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
		_, err := Parse(tc.in)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ParseMove(%q) error %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestSquareAndPositionNotation(t *testing.T) {
	tests := []struct {
		sq          board.Square
		str, down   string
		right       string
		parseBackOK bool
	}{
		{board.Square{Col: 0, Row: 0}, "a1", "a1", "1a", true},
		{board.Square{Col: 3, Row: 6}, "d7", "d7", "7d", true},
		{board.Square{Col: 15, Row: 13}, "p14", "p14", "14p", true},
		{board.Square{Col: 25, Row: 98}, "z99", "z99", "99z", true},
	}
	for _, tc := range tests {
		if tc.sq.String() != tc.str || board.Position(tc.sq, board.Down) != tc.down || board.Position(tc.sq, board.Right) != tc.right {
			t.Errorf("%+v: String %q, Position down %q right %q", tc.sq, tc.sq.String(), board.Position(tc.sq, board.Down), board.Position(tc.sq, board.Right))
		}
		if got, ok := board.ParseSquare(tc.str); !ok || got != tc.sq {
			t.Errorf("ParseSquare(%q) = %+v, %v", tc.str, got, ok)
		}
	}
	for _, bad := range []string{"", "d", "7d", "D7", "d0", "d07", "d100", "dd", "d7 ", " d7", "d-7", "{1"} {
		if sq, ok := board.ParseSquare(bad); ok {
			t.Errorf("ParseSquare(%q) = %+v, want failure", bad, sq)
		}
	}
}

func TestSquareNextPrevAcross(t *testing.T) {
	s := board.Square{Col: 4, Row: 6}
	if s.Next(board.Right) != (board.Square{Col: 5, Row: 6}) || s.Next(board.Down) != (board.Square{Col: 4, Row: 7}) ||
		s.Prev(board.Right) != (board.Square{Col: 3, Row: 6}) || s.Prev(board.Down) != (board.Square{Col: 4, Row: 5}) {
		t.Error("Next/Prev step the wrong way")
	}
	if board.Right.Across() != board.Down || board.Down.Across() != board.Right || board.Right.String() != "right" || board.Down.String() != "down" {
		t.Error("Across/String of directions wrong")
	}
	w := Word{Start: board.Square{Col: 3, Row: 5}, Dir: board.Right, Text: "NO"}
	if w.Position() != "6d" {
		t.Errorf("Word.Position() = %q, want 6d", w.Position())
	}
}

// FuzzParseMove checks that Parse never panics, that an error is a
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
		m, err := Parse(s)
		if err != nil {
			var me *FormatError
			if !errors.As(err, &me) || me.Kind > LongExchange || me.Input != strings.TrimSpace(s) ||
				!strings.HasPrefix(err.Error(), "illegal move format ") || m != (Move{}) {
				t.Fatalf("ParseMove(%q) = %+v, %v", s, m, err)
			}
			return
		}
		if want := strings.TrimSpace(s); m.String() != want && (m.Exchange == "" || m.String() != strings.ToUpper(want)) {
			t.Fatalf("ParseMove(%q).String() = %q, want the trimmed input", s, m.String())
		}
		again, err := Parse(m.String())
		if err != nil || again != m {
			t.Fatalf("%q parses to %+v, which writes %q and parses to %+v, %v", s, m, m.String(), again, err)
		}
		if m.Pass {
			if m != Pass {
				t.Fatalf("pass with extras: %+v", m)
			}
			return
		}
		if m.Exchange != "" {
			if m != (Move{Exchange: m.Exchange}) || len(m.Exchange) > tile.MaxRack || strings.Trim(m.Exchange, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") != "" {
				t.Fatalf("ParseMove(%q) = %+v", s, m)
			}
			return
		}
		if len(m.Word) < 1 || len(m.Word) > tile.MaxRack || !IsLetters(m.Word) ||
			m.Origin.Col < 0 || m.Origin.Col > 25 || m.Origin.Row < 0 || m.Origin.Row > 98 ||
			(m.Dir != board.Down && m.Dir != board.Right) {
			t.Fatalf("ParseMove(%q) = %+v", s, m)
		}
	})
}
