package fileio

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestWriteFileAtomic writes a file, replaces it, and checks that no
// temporary file is left behind, even when the write fails.
func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	for _, text := range []string{"first", "second, longer"} {
		if err := WriteAtomic(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != text {
			t.Fatalf("the file holds %q, %v; want %q", got, err, text)
		}
	}
	if err := CanWrite(path); err != nil {
		t.Errorf("CanWrite(%s): %v", path, err)
	}
	if err := os.Mkdir(filepath.Join(dir, "taken.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	// A failure names the file asked for, not the temporary one; a folder
	// is called one.
	for _, bad := range []string{filepath.Join(dir, "no", "such", "folder.json"), filepath.Join(dir, "taken.json")} {
		err := WriteAtomic(bad, []byte("x"))
		if err == nil || !strings.HasPrefix(err.Error(), "write "+bad+": ") || strings.Contains(err.Error(), ".tmp") {
			t.Errorf("writing %s returned %v", bad, err)
		}
	}
	if err := WriteAtomic(filepath.Join(dir, "taken.json"), []byte("x")); err == nil || !strings.HasSuffix(err.Error(), ": not a file but a folder") {
		t.Errorf("writing over a folder returned %v", err)
	}
	missing := filepath.Join(dir, "no", "such", "folder.json")
	if err := CanWrite(missing); err == nil || !strings.HasPrefix(err.Error(), "write "+missing+": ") {
		t.Errorf("CanWrite(%s) = %v", missing, err)
	}
	// A folder is refused before any turn is played, in plain words.
	folder := filepath.Join(dir, "taken.json")
	if err := CanWrite(folder); err == nil || err.Error() != "write "+folder+": not a file but a folder" {
		t.Errorf("CanWrite(%s) = %v", folder, err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Errorf("the folder holds %d entries, want autosave.json and taken.json: %v", len(entries), entries)
	}
}

// A new file is readable by all; a file written over keeps its own
// permissions, such as a private 0600.
func TestWriteFileAtomicKeepsPermissions(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows files have no Unix permissions")
	}
	dir := t.TempDir()
	fresh, private := filepath.Join(dir, "fresh.txt"), filepath.Join(dir, "private.txt")
	if err := os.WriteFile(private, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]os.FileMode{fresh: 0o644, private: 0o600} {
		if err := WriteAtomic(path, []byte("new")); err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(path); err != nil || info.Mode().Perm() != want {
			t.Errorf("%s: %v, %v; want %v", filepath.Base(path), info.Mode().Perm(), err, want)
		}
	}
}

// Writing through a symbolic link writes the file it points to and keeps
// the link.
func TestWriteFileAtomicFollowsALink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "games", "game.json")
	link := filepath.Join(dir, "link.json")
	if err := os.Mkdir(filepath.Dir(target), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(target, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := CanWrite(link); err != nil {
		t.Errorf("CanWrite through the link: %v", err)
	}
	if err := WriteAtomic(link, []byte("saved")); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v, %v", info.Mode(), err)
	}
	if got, err := os.ReadFile(target); err != nil || string(got) != "saved" {
		t.Errorf("the file linked to holds %q, %v", got, err)
	}
}

// A file whose name is as long as the system allows can be written: the
// temporary file beside it has a shorter name.
func TestWriteFileAtomicLongName(t *testing.T) {
	path := filepath.Join(t.TempDir(), strings.Repeat("g", 250)+".json")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Skip("the system does not allow so long a name:", err)
	}
	if err := WriteAtomic(path, []byte("saved")); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != "saved" {
		t.Errorf("the file holds %q, %v", got, err)
	}
	if err := CanWrite(path); err != nil {
		t.Errorf("CanWrite: %v", err)
	}
}

// SameFile knows one file under two names, and two names not yet made
// that would make one file.
func TestSameFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	if err := os.WriteFile(file, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	hard, soft, folder := filepath.Join(dir, "hard.json"), filepath.Join(dir, "soft.json"), filepath.Join(dir, "folder")
	if err := os.Link(file, hard); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(file, soft); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(dir, folder); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{file, file, true},
		{file, hard, true},
		{file, soft, true},
		{file, filepath.Join(dir, ".", "sub", "..", "game.json"), true},
		{file, filepath.Join(folder, "game.json"), true},
		{filepath.Join(dir, "new.gcg"), filepath.Join(folder, "new.gcg"), true},
		{filepath.Join(dir, "new.gcg"), filepath.Join(dir, "other.gcg"), false},
		{file, filepath.Join(dir, "new.gcg"), false},
	} {
		if got := SameFile(tc.a, tc.b); got != tc.same {
			t.Errorf("SameFile(%s, %s) = %v, want %v", tc.a, tc.b, got, tc.same)
		}
	}
}
