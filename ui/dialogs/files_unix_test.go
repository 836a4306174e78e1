//go:build unix

package dialogs

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

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
