package tile

import (
	"strings"
	"testing"
)

// TestParseSet reads tile sets and writes them back.
func TestParseSet(t *testing.T) {
	set, err := ParseSet("A1x9 Z10x1 _0x2")
	if err != nil || len(set) != 3 || set[1] != (Kind{Letter: 'Z', Value: 10, Count: 1}) || set[2] != (Kind{Value: 0, Count: 2}) {
		t.Fatalf("ParseSet = %v, %v", set, err)
	}
	if set.String() != "A1x9 Z10x1 _0x2" {
		t.Errorf("String() = %q", set)
	}
	for _, bad := range []string{"A1", "a1x9", "A1xB", "Ax9", "?0x2"} {
		if _, err := ParseSet(bad); err == nil {
			t.Errorf("ParseSet(%q) is accepted", bad)
		}
	}
}

// FuzzParseSet checks that ParseSet never panics and writes back what it
// reads.
func FuzzParseSet(f *testing.F) {
	f.Add("A1x9 B3x2 _0x2")
	f.Fuzz(func(t *testing.T, spec string) {
		set, err := ParseSet(spec)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "tile set ") {
				t.Fatalf("error %q", err)
			}
			return
		}
		again, err := ParseSet(set.String())
		if err != nil || again.String() != set.String() {
			t.Fatalf("%q reads %v, written %q, which reads %v, %v", spec, set, set.String(), again, err)
		}
	})
}
