package lexicon

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSystemFreeMemoryIsKnownOnLinux(t *testing.T) {
	if free, known := systemFreeMemory(); !known || free == 0 {
		t.Errorf("free memory %d, known %v", free, known)
	}
}

func TestStatValueReadsMeminfo(t *testing.T) {
	meminfo := "MemTotal:       24684372 kB\nMemFree:        24275628 kB\nMemAvailable:   24309752 kB\n"
	if n, ok := statValue(meminfo, "MemAvailable:"); !ok || n != 24309752<<10 {
		t.Errorf("MemAvailable = %d, %v", n, ok)
	}
	if _, ok := statValue(meminfo, "SwapFree:"); ok {
		t.Error("a line that is not there was read")
	}
}

// writeFiles writes files, named by their paths under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCgroupRoomTakesTheLeastRoomOfTheGroupAndItsParents lays out
// control groups of both versions in a folder and checks the room found
// under their limits: the limit less what is used, the cache the kernel
// would drop not counted as used, the least of a group and those it is
// in, and none where no group has a limit.
func TestCgroupRoomTakesTheLeastRoomOfTheGroupAndItsParents(t *testing.T) {
	dir := t.TempDir()
	v1 := cgroupFiles{filepath.Join(dir, "v1"), "memory.limit_in_bytes", "memory.usage_in_bytes", "total_inactive_file"}
	v2 := cgroupFiles{filepath.Join(dir, "v2"), "memory.max", "memory.current", "inactive_file"}
	writeFiles(t, dir, map[string]string{
		"v2/memory.max":                    "max\n",
		"v2/app.slice/memory.max":          "1000\n",
		"v2/app.slice/memory.current":      "600\n",
		"v2/app.slice/memory.stat":         "anon 300\ninactive_file 200\nactive_file 100\n",
		"v2/app.slice/game/memory.max":     "2000\n",
		"v2/app.slice/game/memory.current": "100\n",
		"v1/memory.limit_in_bytes":         "9223372036854771712\n",
		"v1/box/memory.limit_in_bytes":     "5000\n",
		"v1/box/memory.usage_in_bytes":     "4000\n",
		"v1/box/memory.stat":               "cache 1000\ntotal_inactive_file 500\n",
	})
	tests := []struct {
		self    string
		room    uint64
		limited bool
	}{
		{"0::/app.slice/game\n", 600, true}, // the parent's 1000 less 600 used, 200 of it cache
		{"0::/\n", 0, false},
		{"0::/gone/elsewhere\n", 0, false},
		{"4:memory:/box\n1:cpu:/box\n", 1500, true},
		{"4:cpu,memory:/missing\n", 0, false},
		{"4:memory:/box\n0::/app.slice/game\n", 600, true},
	}
	for _, tt := range tests {
		room, limited := cgroupRoom(tt.self, v1, v2)
		if room != tt.room || limited != tt.limited {
			t.Errorf("%q: room %d, limited %v; want %d, %v", tt.self, room, limited, tt.room, tt.limited)
		}
	}
}
