package editor

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core/board"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
)

// openTestEditor opens the board editor on the default board with a Host
// that does nothing, edit changing it first, and with saving going to a
// folder of the test, which it returns.
func openTestEditor(t *testing.T, edit ...func(*Host)) (*Editor, string) {
	t.Helper()
	a := test.NewTempApp(t)
	closed := false
	h := Host{
		App:     a,
		Folders: dialogs.NewFolders(a.Preferences()),
		Saved:   func(string, *board.Board) {},
		Busy:    func() bool { return false },
		Play:    func(*board.Board, string) {},
		Front:   func() {},
		Quit:    func() {},
		Closed:  func() { closed = true },
		Height:  690,
	}
	for _, e := range edit {
		e(&h)
	}
	e := Open(h, uitest.DefaultBoard(t), "", nil)
	t.Cleanup(func() {
		if !closed {
			e.win.Close()
		}
	})
	e.win.Resize(fyne.NewSize(980, 760))
	dir := t.TempDir()
	e.writeAs = func(suggested string, data func() []byte, saved func(string)) {
		path := filepath.Join(dir, suggested)
		if err := os.WriteFile(path, data(), 0o644); err != nil {
			t.Fatal(err)
		}
		saved(path)
	}
	return e, dir
}
