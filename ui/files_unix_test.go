//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"scraebbkle/ui/internal/uitest"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
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
		if h.button(h.overlay(), filepath.Base(want)) == nil {
			t.Errorf("the file dialog does not show the folder %s", want)
		}
		h.key(fyne.KeyEscape)
	}
	none := func(string, string, []byte) {}
	h.app.openFile(boardFile, none)
	shownFolder(first)
	h.app.writeFile(savedGame, savedGameName, nil, func(string) {}) // no game folder yet: not among the boards
	for _, b := range uitest.Find[*widget.Button](h.overlay()) {
		if b.Text == filepath.Base(first) {
			t.Error("the first Save As of a game opens among the board files")
		}
	}
	h.key(fyne.KeyEscape)
	files := fileDialogs{dialogs: &h.app.dialogs}
	files.chosen(savedGame, storage.NewFileURI(filepath.Join(second, "g.json")))
	h.app.openFile(savedGame, none)
	shownFolder(second)
	h.app.openFile(boardFile, none)
	shownFolder(first)
	h.app.writeFile(gcgRecord, gcgExport, nil, func(string) {}) // a kind not chosen yet: the last folder
	shownFolder(second)
	files.chosen(textRecord, storage.NewFileURI(filepath.Join(third, textExport)))
	h.app.openFile(boardFile, none)
	shownFolder(first)
	h.app.writeFile(textRecord, textExport, nil, func(string) {})
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
	fileDialogs{dialogs: &h.app.dialogs}.chosen(boardFile, storage.NewFileURI(filepath.Join(boards, "b.txt")))
	h.app.editBoard()
	e := h.app.editor
	files := e.dialogs.files()
	files.open(boardFile, func(string, string, []byte) {})
	if !containsButton(e.win.Canvas().Overlays().Top(), filepath.Base(boards)) {
		t.Error("the editor's Open does not open in the folder of the board file chosen in the game's window")
	}
	editorKey(e, fyne.KeyEscape)
	next := New(h.app.fyne, h.app.cfg)
	if got := next.dialogs.folders.folderFor(boardFile); got != boards {
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
