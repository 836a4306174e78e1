package ui

import "testing"

func TestCounted(t *testing.T) {
	for n, want := range map[int]string{0: "0 tiles", 1: "1 tile", 2: "2 tiles", -1: "-1 tile", -7: "-7 tiles"} {
		if got := counted(n, "tile"); got != want {
			t.Errorf("counted(%d) = %q, want %q", n, got, want)
		}
	}
}
