//go:build unix

package fileio

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// The kinds of thing FuzzWriteAtomic writes over, and whether writing
// over each may work.
var targets = []struct {
	name     string
	make     func(t *testing.T, dir, path string)
	writable bool
}{
	{"nothing", func(*testing.T, string, string) {}, true},
	{"a file", func(t *testing.T, _, p string) { mustWrite(t, p, 0o640) }, true},
	{"a read-only file", func(t *testing.T, _, p string) { mustWrite(t, p, 0o444) }, false},
	{"a file its owner may not write", func(t *testing.T, _, p string) { mustWrite(t, p, 0o066) }, false},
	{"a folder", func(t *testing.T, _, p string) { must(t, os.Mkdir(p, 0o755)) }, false},
	{"a named pipe", func(t *testing.T, _, p string) { must(t, syscall.Mkfifo(p, 0o644)) }, false},
	{"a link to /dev/null", func(t *testing.T, _, p string) { must(t, os.Symlink(os.DevNull, p)) }, false},
	{"a link to a file", func(t *testing.T, dir, p string) {
		mustWrite(t, filepath.Join(dir, "real"), 0o600)
		must(t, os.Symlink("real", p))
	}, true},
	{"a link to a read-only file", func(t *testing.T, dir, p string) {
		mustWrite(t, filepath.Join(dir, "real"), 0o400)
		must(t, os.Symlink(filepath.Join(dir, "real"), p))
	}, false},
	{"a link to nothing", func(t *testing.T, _, p string) { must(t, os.Symlink("gone", p)) }, false},
	{"a link to a folder", func(t *testing.T, dir, p string) { must(t, os.Symlink(dir, p)) }, false},
	{"a hard link", func(t *testing.T, dir, p string) {
		mustWrite(t, filepath.Join(dir, "real"), 0o644)
		must(t, os.Link(filepath.Join(dir, "real"), p))
	}, true},
	{"a name in a missing folder", func(t *testing.T, dir, p string) {}, false},
}

// FuzzWriteAtomic writes data over each kind of thing a name can be, the
// disk filling after a number of bytes or not, and the same file twice
// under two names: a write works only over a regular file its owner may
// write, through links, or a new name, and then the file holds the data
// with its permissions kept; a write that fails leaves what was there as
// it was; no temporary file is left behind.
func FuzzWriteAtomic(f *testing.F) {
	for i := range targets {
		f.Add(uint8(i), []byte("a saved game"), uint16(0))
		f.Add(uint8(i), []byte(strings.Repeat("x", 3000)), uint16(1000))
	}
	f.Fuzz(func(t *testing.T, kind uint8, data []byte, room uint16) {
		target := targets[int(kind)%len(targets)]
		dir := t.TempDir()
		path := filepath.Join(dir, "game.json")
		if target.name == "a name in a missing folder" {
			path = filepath.Join(dir, "missing", "game.json")
		}
		target.make(t, dir, path)
		full := room > 0 && int(room) < len(data)
		if full {
			defer func(w func(*os.File, []byte) error) { writeTo = w }(writeTo)
			writeTo = func(f *os.File, data []byte) error {
				f.Write(data[:room])
				return syscall.ENOSPC
			}
		}
		before := snapshot(dir)
		err := WriteAtomic(path, data)
		switch {
		case err == nil && (!target.writable || full):
			t.Fatalf("wrote over %s, the disk full %v", target.name, full)
		case err != nil && target.writable && !full:
			t.Fatalf("could not write over %s: %v", target.name, err)
		case err != nil && !errors.Is(err, syscall.ENOSPC) && full && target.writable:
			t.Fatalf("a full disk gave %v", err)
		case err != nil:
			if after := snapshot(dir); after != before {
				t.Fatalf("a failed write over %s changed the folder:\n%s\nto\n%s", target.name, before, after)
			}
			return
		}
		if got, err := os.ReadFile(path); err != nil || !bytes.Equal(got, data) {
			t.Fatalf("%s holds %q, %v", target.name, got, err)
		}
		// The same file again under another name: a symbolic link reads
		// what its file was written; a hard link, replaced by a new file,
		// is a file of its own.
		other := filepath.Join(dir, "real")
		switch target.name {
		case "a link to a file":
			must(t, WriteAtomic(other, append(data, '!')))
			if got, _ := os.ReadFile(path); !SameFile(path, other) || !bytes.Equal(got, append(data, '!')) {
				t.Fatalf("the link reads %q after its file was written", got)
			}
		case "a hard link":
			if got, _ := os.ReadFile(other); SameFile(path, other) || string(got) != "before" {
				t.Fatalf("the other name of a hard link reads %q", got)
			}
		}
		if strings.Contains(snapshot(dir), ".tmp") {
			t.Fatalf("a temporary file was left: %s", snapshot(dir))
		}
	})
}

// snapshot describes every entry of dir, and what a regular file holds.
func snapshot(dir string) string {
	var s strings.Builder
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return nil
		}
		s.WriteString(p + " " + info.Mode().String())
		if info.Mode().IsRegular() {
			data, _ := os.ReadFile(p)
			s.WriteString(" " + string(data))
		}
		if st, ok := info.Sys().(*syscall.Stat_t); ok {
			s.WriteString(" inode " + string(rune(st.Ino%0x10000+0x100)))
		}
		s.WriteString("\n")
		return nil
	})
	return s.String()
}

// mustWrite makes a file at path with the permissions mode.
func mustWrite(t *testing.T, path string, mode os.FileMode) {
	t.Helper()
	must(t, os.WriteFile(path, []byte("before"), 0o600))
	must(t, os.Chmod(path, mode))
}

// must fails the test on err.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
