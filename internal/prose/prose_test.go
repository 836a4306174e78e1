package prose

import "testing"

// TestCounted writes counts of things, in the singular for one.
func TestCounted(t *testing.T) {
	for _, tc := range []struct {
		n    int
		noun string
		want string
	}{
		{1, "tile", "1 tile"},
		{-1, "point", "-1 point"},
		{0, "point", "0 points"},
		{2, "inaccuracy", "2 inaccuracies"},
		{3, "day", "3 days"},
		{7, "blank", "7 blanks"},
	} {
		if got := Counted(tc.n, tc.noun); got != tc.want {
			t.Errorf("Counted(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 102: "102nd", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}
