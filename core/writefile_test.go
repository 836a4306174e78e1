package core

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWriteFileAtomic writes a file, replaces it, and checks that no
// temporary file is left behind, even when the write fails.
func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	for _, text := range []string{"first", "second, longer"} {
		if err := WriteFileAtomic(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != text {
			t.Fatalf("the file holds %q, %v; want %q", got, err, text)
		}
	}
	if err := WriteFileAtomic(filepath.Join(dir, "no", "such", "folder.json"), []byte("x")); err == nil {
		t.Error("writing into a missing folder returned no error")
	}
	if err := os.Mkdir(filepath.Join(dir, "taken.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(filepath.Join(dir, "taken.json"), []byte("x")); err == nil {
		t.Error("writing over a folder returned no error")
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Errorf("the folder holds %d entries, want autosave.json and taken.json: %v", len(entries), entries)
	}
}
