//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The file dialogs open in the folder of the board file the program was
// started with, and then in the folder of the last file of their kind
// chosen: board files, saved games and text records, though they share
// the extension .txt with board files, each keep their own. A kind of game
// file not chosen yet opens where the last game file was chosen, and never
// among the board files.
func TestFileDialogsOpenInTheLastFolder(t *testing.T) {
	first, second, third := filepath.Join(t.TempDir(), "boards"), filepath.Join(t.TempDir(), "games"), filepath.Join(t.TempDir(), "records")
	for _, dir := range []string{first, second, third} {
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	h := newHarness(t, func(c *Config) { c.BoardPath = filepath.Join(first, "b.txt") })
	shownFolder := func(want string) {
		t.Helper()
		if h.Button(h.Overlay(), filepath.Base(want)) == nil {
			t.Errorf("the file dialog does not show the folder %s", want)
		}
		h.Key(fyne.KeyEscape)
	}
	none := func(string, string, []byte) {}
	h.app.files.openFile(dialogs.BoardFile, none)
	shownFolder(first)
	h.app.files.write(dialogs.SavedGame, savedGameName, nil, func(string) {}) // no game folder yet: not among the boards
	for _, b := range uitest.Find[*widget.Button](h.Overlay()) {
		if b.Text == filepath.Base(first) {
			t.Error("the first Save As of a game opens among the board files")
		}
	}
	h.Key(fyne.KeyEscape)
	folders := h.app.dialogs.Folders()
	folders.Remember(dialogs.SavedGame, second) // as choosing second/g.json does
	h.app.files.openFile(dialogs.SavedGame, none)
	shownFolder(second)
	h.app.files.openFile(dialogs.BoardFile, none)
	shownFolder(first)
	h.app.files.write(dialogs.GCGRecord, gcgExport, nil, func(string) {}) // a kind not chosen yet: the last folder
	shownFolder(second)
	folders.Remember(dialogs.TextRecord, third)
	h.app.files.openFile(dialogs.BoardFile, none)
	shownFolder(first)
	h.app.files.write(dialogs.TextRecord, textExport, nil, func(string) {})
	shownFolder(third)
}

// Both windows share where the file dialogs open: a board file chosen in
// the game's window is looked for in the same folder by the editor's Open
// and Save As, and the next run of the program opens there too.
func TestFileDialogFoldersAreSharedAndKept(t *testing.T) {
	boards := filepath.Join(t.TempDir(), "boards")
	if err := os.Mkdir(boards, 0o755); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t)
	h.app.dialogs.Folders().Remember(dialogs.BoardFile, boards) // as choosing boards/b.txt does
	h.app.editBoard()
	e := h.app.editing.editor
	uitest.TypeShortcut(t, e.Window().Canvas(), keys.Open)
	if !containsButton(e.Window().Canvas().Overlays().Top(), filepath.Base(boards)) {
		t.Error("the editor's Open does not open in the folder of the board file chosen in the game's window")
	}
	uitest.TypeKey(e.Window().Canvas(), fyne.KeyEscape)
	next := New(h.app.fyne, h.app.cfg)
	if got := next.dialogs.Folders().FolderFor(dialogs.BoardFile); got != boards {
		t.Errorf("the next run opens board files in %q, want %q", got, boards)
	}
}

// containsButton reports whether o holds a button labelled text.
func containsButton(o fyne.CanvasObject, text string) bool {
	for _, b := range uitest.Find[*widget.Button](o) {
		if b.Text == text {
			return true
		}
	}
	return false
}
