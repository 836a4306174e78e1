package lexicon

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// withFreeMemory makes the system report free bytes free (known false:
// that it does not say) for the rest of the test.
func withFreeMemory(t *testing.T, free uint64, known bool) {
	saved := freeMemory
	freeMemory = func() (uint64, bool) { return free, known }
	t.Cleanup(func() { freeMemory = saved })
}

// TestParseRefusesAListThatWouldNotFit checks that a list whose loading
// would need more memory than is free is refused, with the sizes, and
// that one that fits, or whose memory the system does not tell, is read.
func TestParseRefusesAListThatWouldNotFit(t *testing.T) {
	list := bytes.Repeat([]byte("quiz\n"), 1<<20) // 5 MB: loading it needs 129 MB
	withFreeMemory(t, 100<<20, true)
	_, err := Parse("dir/big.txt", list)
	want := "dir/big.txt: the list is 5.0 MB, and loading it needs 129.0 MB of memory, but only 100.0 MB is free"
	if err == nil || err.Error() != want {
		t.Errorf("with 100 MB free: %v, want %q", err, want)
	}
	for _, free := range []struct {
		bytes uint64
		known bool
	}{{129 << 20, true}, {0, false}} {
		withFreeMemory(t, free.bytes, free.known)
		if l, err := Parse("dir/big.txt", list); err != nil || l.Len() != 1 {
			t.Errorf("with %d bytes free (known %v): %v", free.bytes, free.known, err)
		}
	}
}

// TestLoadRefusesAListThatWouldNotFit checks that Load refuses a file
// too large for the memory that is free, naming it.
func TestLoadRefusesAListThatWouldNotFit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(path, bytes.Repeat([]byte("quiz\n"), 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	withFreeMemory(t, 10<<20, true)
	_, err := Load(path)
	want := path + ": the list is 5.0 MB, and loading it needs 129.0 MB of memory, but only 10.0 MB is free"
	if err == nil || err.Error() != want {
		t.Errorf("Load = %v, want %q", err, want)
	}
}
