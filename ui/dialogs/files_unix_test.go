//go:build unix

package dialogs

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"scraebbkle/ui/internal/uitest"

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

// A file chosen in Fyne's save dialog is left as it is until the program
// has checked it: a read-only file is refused, even for an administrator,
// and keeps what it held, and a named pipe is refused without waiting for
// a reader.
func TestSaveDialogLeavesFilesItMayNotWrite(t *testing.T) {
	h := newTestWindow(t)
	dir := t.TempDir()
	kept, pipe := filepath.Join(dir, "kept.json"), filepath.Join(dir, "pipe.json")
	if err := os.WriteFile(kept, []byte("a saved game"), 0o444); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	h.keyed.folders.Remember(SavedGame, dir)
	for name, want := range map[string]string{"kept.json": "kept.json: the file is read-only.", "pipe.json": "pipe.json: not a file but a named pipe."} {
		var saved []string
		h.keyed.Files().Write(SavedGame, name, bytesOf("another game"), func(p string) { saved = append(saved, p) })
		h.Tap(h.Button(h.Overlay(), "Save"))
		h.Tap(h.Button(h.Overlay(), "Yes")) // Fyne asks before it overwrites
		if text := h.OverlayText(); !strings.Contains(text, "Cannot save "+name) || !strings.Contains(text, want) || len(saved) != 0 {
			t.Errorf("saving over %s says %q, saved %v", name, text, saved)
		}
		for h.Dialogs() > 0 {
			h.Key(fyne.KeyEscape)
		}
	}
	if got := uitest.ReadFile(t, kept); got != "a saved game" {
		t.Errorf("the read-only file holds %q", got)
	}
	if info, err := os.Stat(pipe); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe was replaced: %v", err)
	}
}
