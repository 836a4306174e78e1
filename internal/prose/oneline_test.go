package prose

import "testing"

func TestOneLine(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Default Board", "Default Board"},
		{"Bücher", "Bücher"},
		{"b\n>Player_1: X 8H X +5 5\n.txt", `b\n>Player_1: X 8H X +5 5\n.txt`},
		{"a\x1b[2Jb\r\t", `a\x1b[2Jb\r\t`},
		{"x\u2028y\u0085", `x\u2028y\u0085`},
	} {
		if got := OneLine(tc.in); got != tc.want {
			t.Errorf("OneLine(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
