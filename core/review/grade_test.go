package review

import "testing"

// TestGradeScale grades by points and by chance, the worse of the two.
func TestGradeScale(t *testing.T) {
	for _, tc := range []struct {
		lost, chance float64
		want         Grade
	}{
		{0, 0, Best},
		{0.49, 0.009, Best},
		{0.5, 0, Inaccuracy},
		{5.9, 0, Inaccuracy},
		{6, 0, Mistake},
		{14.9, 0.02, Mistake},
		{15, 0, Blunder},
		{0, 0.01, Inaccuracy},
		{0, 0.04, Mistake},
		{0, 0.10, Blunder},
		{1, 0.2, Blunder},
		{30, 0, Blunder},
	} {
		if got := gradeOf(tc.lost, tc.chance); got != tc.want {
			t.Errorf("gradeOf(%v, %v) = %s, want %s", tc.lost, tc.chance, got, tc.want)
		}
	}
}
