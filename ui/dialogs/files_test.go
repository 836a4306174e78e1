package dialogs

import (
	"os"
	"path/filepath"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/internal/uitest"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// testWindow is a window with keyed dialogs under the test driver.
type testWindow struct {
	*uitest.Window
	keyed *Keyed
}

// newTestWindow opens an empty window whose dialogs the keyboard answers.
func newTestWindow(t *testing.T) *testWindow {
	a := test.NewTempApp(t)
	w := a.NewWindow("test")
	w.Resize(fyne.NewSize(1180, 690))
	t.Cleanup(w.Close)
	k := New(w, NewFolders(a.Preferences()))
	w.Canvas().SetOnTypedKey(k.Key)
	return &testWindow{Window: uitest.NewWindow(t, w), keyed: k}
}

// A file saved under a name without the extension of its kind gets it,
// so that Open, which lists only such files, finds it again; replacing a
// file of that name is asked first, since the save dialog asked only about
// the name typed.
func TestSavedFilesKeepTheirExtension(t *testing.T) {
	for _, c := range []struct{ path, ext, want string }{
		{"/home/p/g1", ".json", "/home/p/g1.json"},
		{"/home/p/g1.JSON", ".json", "/home/p/g1.JSON"},
		{"/home/p/g1.json", ".json", "/home/p/g1.json"},
		{"/home/p/game.txt", ".json", "/home/p/game.txt.json"},
		{"/home/p/v1.2", ".txt", "/home/p/v1.2.txt"},
		{"/home/p/notes", "", "/home/p/notes"},
	} {
		if got := WithExtension(c.path, c.ext); got != c.want {
			t.Errorf("WithExtension(%q, %q) = %q, want %q", c.path, c.ext, got, c.want)
		}
	}

	h := newTestWindow(t)
	dir := t.TempDir()
	var saved []string
	files := h.keyed.Files()
	typed := filepath.Join(dir, "g1")
	files.saveLocal(typed, SavedGame, bytesOf("one"), func(p string) { saved = append(saved, p) })
	named := typed + ".json"
	if data, err := os.ReadFile(named); err != nil || string(data) != "one" || fileio.Exists(typed) || !slices.Equal(saved, []string{named}) {
		t.Fatalf("saving as g1 wrote %q (%v), left g1 %v, said %v", data, err, fileio.Exists(typed), saved)
	}

	files.saveLocal(typed, SavedGame, bytesOf("two"), func(p string) { saved = append(saved, p) })
	if !strings.Contains(h.OverlayText(), "g1.json already exists. Replace it?") {
		t.Fatalf("g1.json was replaced without asking: %q", h.OverlayText())
	}
	if data, _ := os.ReadFile(named); string(data) != "one" {
		t.Fatalf("g1.json holds %q before the answer", data)
	}
	h.Key(fyne.KeyReturn)
	if data, _ := os.ReadFile(named); string(data) != "two" || len(saved) != 2 {
		t.Errorf("after Yes g1.json holds %q, saves said %v", data, saved)
	}

	// No brings the save dialog back, with the name as typed.
	files.saveLocal(typed, SavedGame, bytesOf("three"), func(p string) { saved = append(saved, p) })
	h.Tap(h.Button(h.Overlay(), "No"))
	if data, _ := os.ReadFile(named); string(data) != "two" || len(saved) != 2 || fileio.Exists(typed) {
		t.Errorf("after No g1.json holds %q, saves said %v, g1 left %v", data, saved, fileio.Exists(typed))
	}
	if text := h.OverlayText(); !strings.Contains(text, SavedGame.saveTitle()) || !slices.ContainsFunc(uitest.Find[*widget.Entry](h.Overlay()), func(e *widget.Entry) bool { return e.Text == "g1" }) {
		t.Errorf("after No the window shows %q", text)
	}
	h.Key(fyne.KeyEscape)

	// A folder of the name is not offered to be replaced: it is called a
	// folder at once.
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub+".json", 0o755); err != nil {
		t.Fatal(err)
	}
	files.saveLocal(sub, SavedGame, bytesOf("three"), func(p string) { saved = append(saved, p) })
	if text := h.OverlayText(); strings.Contains(text, "Replace") || !strings.Contains(text, "Cannot save sub.json") || !strings.Contains(text, "sub.json: not a file but a folder.") {
		t.Errorf("saving as sub, with a folder sub.json, says %q", text)
	}
	if len(saved) != 2 {
		t.Errorf("saves said %v", saved)
	}
}

// A file the program reads, of another kind than the one written, is
// refused as the file to save: the word list of the game on screen is
// not replaced by a saved game, though a board file may be by a board.
func TestSaveAsKeepsTheFilesRead(t *testing.T) {
	h := newTestWindow(t)
	dir := t.TempDir()
	words, board := filepath.Join(dir, "words.txt"), filepath.Join(dir, "board.txt")
	os.WriteFile(words, []byte("cat\n"), 0o644)
	os.WriteFile(board, []byte("15\n"), 0o644)
	h.keyed.folders.Keep(func() []Kept {
		return []Kept{{Path: words, What: "the word list words.txt", Kind: WordList}, {Path: board, What: "the board file board.txt", Kind: BoardFile}}
	})
	var saved []string
	files := h.keyed.Files()
	files.saveLocal(words, TextRecord, bytesOf("the record"), func(p string) { saved = append(saved, p) })
	if text := h.OverlayText(); !strings.Contains(text, "Cannot save words.txt") || !strings.Contains(text, "words.txt: it is the word list words.txt, which would be lost.") {
		t.Errorf("exporting over the word list says %q", text)
	}
	h.Key(fyne.KeyEscape)
	files.saveLocal(board, BoardFile, bytesOf("16\n"), func(p string) { saved = append(saved, p) })
	if got := uitest.ReadFile(t, words); got != "cat\n" || !slices.Equal(saved, []string{board}) || uitest.ReadFile(t, board) != "16\n" {
		t.Errorf("the word list holds %q, the board %q; saved %v", got, uitest.ReadFile(t, board), saved)
	}
}

// bytesOf is what a save is given to write: s, once the file is chosen.
func bytesOf(s string) func() []byte { return func() []byte { return []byte(s) } }
