package tile

import "testing"

// A rack of A, A, B and two blanks lays a letter's own tiles first and
// blanks after them, noting a blank laid for a letter it has no tile of
// by its place and one laid for a letter it has too few of by letter;
// giving the tiles back in the other order restores it.
func TestLayingLaysOwnTilesBeforeBlanks(t *testing.T) {
	var r Laying
	r.Fill(Rack{{Letter: 'A'}, {Letter: 'A'}, {Letter: 'B'}, {Blank: true}, {Blank: true}})
	start := r
	const a, b, z = 0, 1, 25
	steps := []struct {
		letter    uint8
		at        int
		blank     bool
		letters   uint32
		blanks    int
		noTile    uint32
		short     uint32
		playable  uint32
		afterNext int // blanks left after the next letter, per After
	}{
		{a, 0, false, 1<<a | 1<<b, 2, 0, 0, AllLetters, 2},
		{a, 1, false, 1 << b, 2, 0, 0, AllLetters, 1},
		{a, 2, true, 1 << b, 1, 0, 1 << a, AllLetters, 0},
		{z, 3, true, 1 << b, 0, 1 << 3, 1 << a, 1 << b, 0},
	}
	blanks := make([]bool, len(steps))
	for i, s := range steps {
		next := uint8(a)
		if i+1 < len(steps) {
			next = steps[i+1].letter
		}
		blanks[i] = r.Take(s.letter, s.at)
		if blanks[i] != s.blank || r.Letters != s.letters || r.BlanksLeft != s.blanks || r.NoTile != s.noTile || r.Short != s.short || r.Playable() != s.playable {
			t.Fatalf("step %d: blank %v, letters %b, blanks %d, no tile %b, short %b", i, blanks[i], r.Letters, r.BlanksLeft, r.NoTile, r.Short)
		}
		if _, left := r.After(next); i+1 < len(steps) && left != s.afterNext {
			t.Errorf("step %d: After(%c) leaves %d blanks, want %d", i, 'A'+next, left, s.afterNext)
		}
	}
	if r.Lacking[a] != 1 {
		t.Errorf("A lacks %d tiles, want 1", r.Lacking[a])
	}
	for i := len(steps) - 1; i >= 0; i-- {
		r.Give(steps[i].letter, steps[i].at, blanks[i])
	}
	if r != start {
		t.Errorf("given back, the rack is %+v, want %+v", r, start)
	}
}
