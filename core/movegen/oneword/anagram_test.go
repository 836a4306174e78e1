package oneword

import (
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/rules"
	"scraebbkle/internal/ascii"
	"testing"
)

func TestBytesEqual(t *testing.T) {
	tests := []struct {
		word string
		c    byte
		want uint8
	}{
		{"banana", 'a', 0b101010},
		{"banana", 'b', 0b000001},
		{"banana", 'z', 0},
		{"aaaaaaaa", 'a', 0xff},
		{"za", 'z', 0b01},
	}
	for _, tt := range tests {
		w := lexicon.PackWord(tt.word)
		if got := bytesEqual(w, ascii.Upper(tt.c)); got != tt.want {
			t.Errorf("%s, %c: %08b, want %08b", tt.word, tt.c, got, tt.want)
		}
	}
}

func TestLoneTileRoom(t *testing.T) {
	// A line of 12 squares: '.' free and playable, '#' free but not
	// playable, a letter a tile; the tile at index 5 is the one asked about.
	tests := []struct {
		line        string
		left, right int
		lone        bool
	}{
		{".....A......", 5, 6, true},
		{"..#..A......", 2, 6, true},
		{"B....A......", 3, 6, true}, // may not begin next to B
		{".....A...C..", 0, 0, false},
		{".....A#.C...", 5, 0, true},
	}
	for _, tt := range tests {
		gen := New(rules.ScraeBBKle(), coretest.Graph())
		gen.rackLen = 7
		gen.line = make([]lineSquare, len(tt.line))
		for i, c := range []byte(tt.line) {
			switch {
			case c == '.':
				gen.line[i].playable = true
			case ascii.IsUpper(c):
				gen.line[i].letter = c
			}
		}
		left, right, lone := gen.loneTile(5)
		if lone != tt.lone || lone && (left != tt.left || right != tt.right) {
			t.Errorf("%s: %d, %d, %v; want %d, %d, %v", tt.line, left, right, lone, tt.left, tt.right, tt.lone)
		}
	}
}
