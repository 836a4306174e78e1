package linalg

import (
	"math"
	"testing"
)

func TestSolveNeedsPivoting(t *testing.T) {
	// 0x + 2y + z = 7, x + y + z = 6, 2x + y - z = 1: x=1, y=2, z=3.
	a := [][]float64{{0, 2, 1, 7}, {1, 1, 1, 6}, {2, 1, -1, 1}}
	x := Solve(a)
	for i, want := range []float64{1, 2, 3} {
		if math.Abs(x[i]-want) > 1e-9 {
			t.Fatalf("x = %v", x)
		}
	}
}
