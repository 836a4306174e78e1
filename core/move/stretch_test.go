package move

import "testing"

// TestStretchMost checks the bound of a stretch's score against every way
// of laying the rack's tiles on its squares, with factors of every sign.
func TestStretchMost(t *testing.T) {
	type square struct{ lf, wf, crossBase, crossMul int }
	for _, tc := range []struct {
		name    string
		squares []square
		board   int
		values  []int // the rack's, highest first
	}{
		{"plain", []square{{1, 1, 0, 0}, {2, 1, 0, 0}}, 3, []int{10, 4, 1}},
		{"a word factor", []square{{1, 1, 0, 0}, {1, 3, 0, 0}, {3, 1, 0, 0}}, 2, []int{8, 5, 1, 1}},
		{"a negative letter factor", []square{{-2, 1, 0, 0}, {1, 1, 0, 0}}, 0, []int{10, 3, 0}},
		{"a negative word factor", []square{{1, -1, 0, 0}, {2, 1, 0, 0}}, 4, []int{9, 2, 1}},
		{"words across", []square{{1, 1, 12, 2}, {1, 2, 5, -1}}, 1, []int{6, 6, 2}},
		{"a zero word factor", []square{{1, 0, 0, 0}, {3, 1, 7, 3}}, 9, []int{4, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewStretch()
			for _, sq := range tc.squares {
				s.Take(sq.lf, sq.wf, sq.crossBase, sq.crossMul)
			}
			s.board = tc.board
			// The best of every way of giving distinct tiles to the squares.
			best, used := -1<<60, make([]bool, len(tc.values))
			var try func(k, sum, mul, cross int)
			try = func(k, sum, mul, cross int) {
				if k == len(tc.squares) {
					best = max(best, sum*mul+cross)
					return
				}
				sq := tc.squares[k]
				for i, v := range tc.values {
					if !used[i] {
						used[i] = true
						try(k+1, sum+v*sq.lf, mul*sq.wf, cross+sq.crossBase+v*sq.crossMul)
						used[i] = false
					}
				}
			}
			try(0, tc.board, 1, 0)
			if got := s.Most(tc.values); got != best {
				t.Errorf("the bound is %d, the best way %d", got, best)
			}
		})
	}
}
