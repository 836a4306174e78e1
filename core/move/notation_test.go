package move

import (
	"errors"
	"strings"
	"testing"

	"scraebbkle/core/board"
)

// TestNotations reads and writes moves in each game's notation.
func TestNotations(t *testing.T) {
	down := Move{Word: "GIT", Origin: board.Square{Col: 5, Row: 7}, Dir: board.Down}
	right := Move{Word: "VLuE", Origin: board.Square{Col: 1, Row: 11}, Dir: board.Right}
	tests := []struct {
		notation Notation
		in       string
		want     Move
		kind     FormatErrorKind // when want is the zero Move and in is not a pass
		written  string
	}{
		{SquareNotation{}, "GIT,f8", down, 0, "GIT,f8"},
		{SquareNotation{}, " , ", Pass, 0, ","},
		{SquareNotation{}, "-QVV_", Move{}, NoExchange, ""},
		{SquareNotation{Exchanges: true}, "-qvv_", Move{Exchange: "QVV_"}, 0, "-QVV_"},
		{SquareNotation{Exchanges: true}, "-", Move{}, NoExchangeTiles, ""},
		{SquareNotation{Exchanges: true}, "-Q1", Move{}, BadExchangeTile, ""},
		{SquareNotation{Exchanges: true}, "-ABCDEFGH", Move{}, LongExchange, ""},
		{DirectedNotation{}, "GIT,f8,d", down, 0, "GIT,f8,d"},
		{DirectedNotation{}, "VLuE,b12,R", right, 0, "VLuE,b12,r"},
		{DirectedNotation{}, ",,", Pass, 0, ",,"},
		{DirectedNotation{}, "GIT,f8", Move{}, NoComma, ""},
		{DirectedNotation{}, "GIT,f8,r,", Move{}, ManyCommas, ""},
		{DirectedNotation{}, "GIT,8f,r", Move{}, BadSquare, ""},
		{DirectedNotation{}, "GIT,f8,x", Move{}, BadDirection, ""},
		{DirectedNotation{}, "G1T,f8,r", Move{}, BadLetter, ""},
		{DirectedNotation{}, ",f8,r", Move{}, NoWord, ""},
	}
	for _, tc := range tests {
		m, err := tc.notation.Parse(tc.in)
		if tc.written == "" {
			var fe *FormatError
			if !errors.As(err, &fe) || fe.Kind != tc.kind {
				t.Errorf("%T.Parse(%q) = %+v, %v; want a format error of kind %d", tc.notation, tc.in, m, err, tc.kind)
			}
			continue
		}
		if err != nil || m != tc.want || tc.notation.Format(m) != tc.written {
			t.Errorf("%T.Parse(%q) = %+v, %v, written %q; want %+v written %q", tc.notation, tc.in, m, err, tc.notation.Format(m), tc.want, tc.written)
		}
	}
}

// FuzzNotations checks that each game's notation never panics, refuses
// with a *FormatError, and reads back what it writes.
func FuzzNotations(f *testing.F) {
	for _, s := range []string{"GIT,f8,r", ",,", "GIT,f8", ",", "-QVV_", "VLuE,b12,R", "a,z99,d"} {
		f.Add(s)
	}
	notations := []Notation{SquareNotation{}, SquareNotation{Exchanges: true}, DirectedNotation{}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, n := range notations {
			m, err := n.Parse(s)
			if err != nil {
				var fe *FormatError
				if !errors.As(err, &fe) || fe.Input != strings.TrimSpace(s) {
					t.Fatalf("%T.Parse(%q): %v", n, s, err)
				}
				continue
			}
			again, err := n.Parse(n.Format(m))
			if err != nil || again != m {
				t.Fatalf("%T: %q reads %+v, written %q, which reads %+v, %v", n, s, m, n.Format(m), again, err)
			}
		}
	})
}
