//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

// The file dialogs list regular files of the kind asked for, not a named
// pipe, which would hold the window while it waits for a writer.
func TestFileDialogsListOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	board, other, pipe := filepath.Join(dir, "b.txt"), filepath.Join(dir, "g.json"), filepath.Join(dir, "p.txt")
	os.WriteFile(board, []byte("x"), 0o644)
	os.WriteFile(other, []byte("x"), 0o644)
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	filter := regularFiles{storage.NewExtensionFileFilter([]string{".txt"})}
	for path, want := range map[string]bool{board: true, other: false, pipe: false} {
		if got := filter.Matches(storage.NewFileURI(path)); got != want {
			t.Errorf("%s listed %v, want %v", filepath.Base(path), got, want)
		}
	}
}

// The file dialogs open in the folder of the board file the program was
// started with, and then in the folder of the last file of their kind
// chosen: board files and saved games each keep their own.
func TestFileDialogsOpenInTheLastFolder(t *testing.T) {
	first, second := filepath.Join(t.TempDir(), "boards"), filepath.Join(t.TempDir(), "games")
	for _, dir := range []string{first, second} {
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	h := newHarness(t, func(c *Config) { c.BoardPath = filepath.Join(first, "b.txt") })
	shownFolder := func(want string) {
		t.Helper()
		if h.button(h.overlay(), filepath.Base(want)) == nil {
			t.Errorf("the file dialog does not show the folder %s", want)
		}
		h.key(fyne.KeyEscape)
	}
	h.app.openFile(".txt", func(string, string, []byte) {})
	shownFolder(first)
	fileDialogs{dialogs: &h.app.dialogs}.chosen(storage.NewFileURI(filepath.Join(second, "g.json")))
	h.app.openFile(".json", func(string, string, []byte) {})
	shownFolder(second)
	h.app.openFile(".txt", func(string, string, []byte) {})
	shownFolder(first)
	h.app.openFile(".gcg", func(string, string, []byte) {}) // a kind not chosen yet: the last folder
	shownFolder(second)
}
