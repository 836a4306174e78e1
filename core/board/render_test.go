package board_test

import (
	"fmt"
	"os"
	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"strings"
	"testing"
)

// The golden files are the boards of the game's example play,
// copied byte for byte from its text without the blank line that the console
// prints before and after each board.
func TestRenderGolden(t *testing.T) {
	tests := []struct {
		name   string
		moves  []string
		golden string
	}{
		{"empty default board", nil, "testdata/default_empty.golden"},
		{"after DINED,d4", []string{"DINED,d4"}, "testdata/default_dined_d4.golden"},
		{"after the example's last move", coretest.ExampleMoves, "testdata/example_after_frg.golden"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want, err := os.ReadFile(tc.golden)
			if err != nil {
				t.Fatal(err)
			}
			got := coretest.Grid(t, tc.moves...).Render()
			if got != string(want) {
				t.Errorf("Render() =\n%s\nwant\n%s", got, want)
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := range min(len(gl), len(wl)) {
					if gl[i] != wl[i] {
						t.Errorf("first difference on line %d:\n got %q\nwant %q", i+1, gl[i], wl[i])
						break
					}
				}
			}
		})
	}
}

func TestRenderLargestBoard(t *testing.T) {
	lines := coretest.PlainBoardLines(26, 99, "a1")
	lines[3] = "[3]<-3>[42]<16>[0]<99>[-9]" + coretest.PlainRow(19)
	b, err := board.Parse(rules.ScraeBBKle().Board, "big", []byte(coretest.BoardFile(lines)))
	if err != nil {
		t.Fatal(err)
	}
	g := board.NewGrid(b)
	g.Apply([]board.Placed{
		{board.Square{1, 0}, tile.Tile{Letter: 'J', Value: 11}},
		{board.Square{3, 0}, tile.Tile{Letter: 'Q', Value: 8, Blank: true}},
		{board.Square{25, 0}, tile.Tile{Letter: 'Z', Value: 9}},
		{board.Square{25, 98}, tile.Tile{Letter: 'E', Value: 2}},
		{board.Square{0, 98}, tile.Tile{Letter: 'X', Value: 8, Blank: true}},
	})
	out := g.Render()
	if !strings.HasSuffix(out, "\n") {
		t.Fatal("Render() does not end in a newline")
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(got) != 99+4 {
		t.Fatalf("%d lines, want %d", len(got), 99+4)
	}
	header := "    a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t  u  v  w  x  y  z "
	plain := strings.Repeat(" . ", 26)
	want := map[int]string{
		0:   header,
		1:   "",
		2:   " 1  3.J1142.q8  0.99!-9." + strings.Repeat(" . ", 18) + "Z9   1",
		3:   " 2 " + plain + "  2",
		10:  " 9 " + plain + "  9",
		11:  "10 " + plain + " 10",
		100: "99 x8 " + strings.Repeat(" . ", 24) + "E2  99",
		101: "",
		102: header,
	}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("line %d:\n got %q\nwant %q", i+1, got[i], w)
		}
	}
	for r := 1; r <= 99; r++ {
		line := got[r+1]
		if len(line) != 3+26*3+3 || !strings.HasPrefix(line, fmt.Sprintf("%2d ", r)) || !strings.HasSuffix(line, fmt.Sprintf(" %2d", r)) {
			t.Errorf("row %d is misaligned: %q", r, line)
		}
	}
}

func TestGridFace(t *testing.T) {
	b := coretest.Row7Board(t, "[3]<-3>[42]<16>")
	g := board.NewGrid(b)
	g.Apply([]board.Placed{
		{board.Square{0, 0}, tile.Tile{Letter: 'D', Value: 2}},
		{board.Square{1, 0}, tile.Tile{Letter: 'J', Value: 11}},
		{board.Square{2, 0}, tile.Tile{Letter: 'A', Value: 8, Blank: true}},
	})
	tests := []struct {
		sq   board.Square
		want string
	}{
		{board.Square{0, 0}, "D2 "},
		{board.Square{1, 0}, "J11"},
		{board.Square{2, 0}, "a8 "},
		{board.Square{3, 0}, " . "},
		{board.Square{0, 6}, " 3."},
		{board.Square{1, 6}, "-3!"},
		{board.Square{2, 6}, "42."},
		{board.Square{3, 6}, "16!"},
	}
	for _, tc := range tests {
		if got := g.Face(tc.sq); got != tc.want {
			t.Errorf("Face(%s) = %q, want %q", tc.sq, got, tc.want)
		}
	}
}
