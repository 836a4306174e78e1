//go:build unix

package fileio

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Writable refuses what is not a regular file, and a file made
// read-only, even for an administrator; WriteAtomic and CanWrite refuse
// them too, and leave them as they were.
func TestWritableRefuses(t *testing.T) {
	dir := t.TempDir()
	readOnly := filepath.Join(dir, "kept.json")
	if err := os.WriteFile(readOnly, []byte("kept"), 0o444); err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "null-link")
	if err := os.Symlink(os.DevNull, link); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{os.DevNull, "not a file but a device"},
		{"/dev/full", "not a file but a device"},
		{link, "not a file but a device"},
		{pipe, "not a file but a named pipe"},
		{dir, "not a file but a folder"},
		{readOnly, "the file is read-only"},
	} {
		before, err := os.Lstat(tc.path)
		if err != nil {
			t.Fatal(err)
		}
		want := "write " + tc.path + ": " + tc.want
		for name, write := range map[string]func(string) error{
			"Writable":    Writable,
			"CanWrite":    CanWrite,
			"WriteAtomic": func(p string) error { return WriteAtomic(p, []byte("new")) },
		} {
			if err := write(tc.path); err == nil || err.Error() != want {
				t.Errorf("%s(%s) = %v, want %q", name, tc.path, err, want)
			}
		}
		after, err := os.Lstat(tc.path)
		if err != nil || !os.SameFile(before, after) || after.Mode() != before.Mode() {
			t.Errorf("%s was replaced: %v", tc.path, err)
		}
	}
	if got, _ := os.ReadFile(readOnly); string(got) != "kept" {
		t.Errorf("the read-only file holds %q", got)
	}
}

// A file that only its owner may write is refused to others: the
// permissions that apply to the program's user count.
func TestWritableHonoursOthersFiles(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs an administrator, to make a file of another user's")
	}
	path := filepath.Join(t.TempDir(), "theirs.json")
	if err := os.WriteFile(path, []byte("theirs"), 0o644); err != nil {
		t.Fatal(err)
	}
	// An administrator may write a file whose owner may write it.
	if err := Writable(path); err != nil {
		t.Errorf("Writable(%s) as an administrator: %v", path, err)
	}
	if err := os.Chmod(path, 0o464); err != nil { // the group may write, not the owner
		t.Fatal(err)
	}
	if err := Writable(path); err == nil || !strings.HasSuffix(err.Error(), "the file is read-only") {
		t.Errorf("Writable(%s) with the owner's write bit off: %v", path, err)
	}
}
