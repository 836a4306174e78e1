package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/style"
)

// The editor opens a ScraBBKle board in its own format: the status line
// says it is a board for ScraBBKle, the palette has no start square to
// move, for a square board starts in its middle, the squares are labelled
// as ScraBBKle writes them, and Save writes the file in its format again.
func TestEditorEditsAScraBBKleBoard(t *testing.T) {
	e, dir := openTestEditor(t)
	path := filepath.Join(dir, resources.ScraBBKleBoardName)
	if err := os.WriteFile(path, []byte(resources.ScraBBKleBoard), 0o644); err != nil {
		t.Fatal(err)
	}
	e.pickFile = (&uitest.FilePicker{T: t, Files: []string{path}}).Pick
	editorButton(t, e, "Open…")
	if want := "15×15, start square h8: a valid board for ScraBBKle."; e.status.Text != want {
		t.Errorf("the status line says %q, want %q", e.status.Text, want)
	}
	if len(e.palette.tools.Options) != 3 || !e.palette.middle.Visible() {
		t.Errorf("the palette offers %q", e.palette.tools.Options)
	}
	if got := uitest.Face(editorSquare(t, e, "a1")); got != style.ScraBBKleLook.Label(board.Premium{Kind: board.WordPremium, Factor: 3}) || got != "{3}" {
		t.Errorf("a1 shows %q", got)
	}
	e.palette.factor.SetText("4")
	test.Tap(editorSquare(t, e, "b1"))
	e.save()
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), "15\n{3}{4}.(2)") {
		t.Errorf("Save wrote\n%s", data)
	}
	if _, err := board.Parse(rules.ScraBBKle().Board, "saved.txt", data); err != nil {
		t.Errorf("the board saved is not a ScraBBKle board: %v", err)
	}
}

// New Board asks for which games the board is: a ScraBBKle board is
// square, its rows as many as its columns.
func TestNewBoardOfEachFormat(t *testing.T) {
	e, _ := openTestEditor(t)
	e.newBoard()
	top := e.win.Canvas().Overlays().Top()
	for _, g := range uitest.Find[*widget.RadioGroup](top) {
		g.SetSelected("ScraBBKle")
	}
	entries := uitest.Find[*dialogs.Entry](top)
	entries[0].SetText("13")
	if entries[1].Text != "13" || !entries[1].Disabled() {
		t.Errorf("a ScraBBKle board of 13 columns has %q rows, the entry disabled %v", entries[1].Text, entries[1].Disabled())
	}
	editorKey(e, fyne.KeyReturn)
	if e.draft.Cols() != 13 || e.draft.Rows() != 13 || e.draft.Start() != board.Middle(13) || !strings.HasSuffix(e.status.Text, "a valid board for ScraBBKle.") {
		t.Errorf("New Board made a %d x %d board starting on %v: %q", e.draft.Cols(), e.draft.Rows(), e.draft.Start(), e.status.Text)
	}
}
