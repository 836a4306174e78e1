package ui

import (
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// offerMend says that the board file name, whose bytes are data, does not
// load, and offers to open it mended, listing each fault and what was made
// of it. A file whose size cannot be read is refused with the loader's
// error, err.
func (e *editor) offerMend(name, path string, data []byte, err error) {
	d, mends, mendErr := board.MendFile(e.a.cfg.Rules.Board, name, data)
	if mendErr != nil {
		e.dialogs.tell("Cannot open this board file", phrase.Sentence(err), nil)
		return
	}
	intro := widget.NewLabel(fmt.Sprintf("%s is not a valid board file. The editor can open it with %s mended as listed, "+
		"for you to finish. Saving then replaces the file with the mended board.", fileio.ShownName(name), phrase.Counted(mends.Count, "fault")))
	intro.Wrapping = fyne.TextWrapWord
	list := widget.NewLabel(mendList(mends))
	list.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(intro, list)
	if len(mends.First) > mendsInFull {
		// A wrapped label's height is not known before it is laid out:
		// the scroll is given one.
		s := container.NewVScroll(list)
		s.SetMinSize(fyne.NewSize(0, min(mendListHeight, e.win.Canvas().Size().Height-dialogFrame-intro.MinSize().Height*3)))
		content = container.NewBorder(intro, nil, nil, nil, s)
	}
	dlg := dialog.NewCustomWithoutButtons("Open "+fileio.ShownName(name)+" Mended?", style.AtLeastWide(content, mendDialogWidth), e.win)
	open := answerButton(dlg, "Open Mended", nil, widget.HighImportance, func() { e.loadMended(d, name, path, mends.Count) })
	dlg.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", dlg.Hide), open})
	e.dialogs.show(dlg, dialogKeys{enter: open.OnTapped, escape: dlg.Hide})
}

// The offer to open a file mended is mendDialogWidth wide, and lists up
// to mendsInFull faults in full; a longer list scrolls, mendListHeight
// high where the window has room.
const (
	mendDialogWidth = 560
	mendsInFull     = 6
	mendListHeight  = 320
)

// mendList lists the faults of a file, each with what was made of it (a
// line for each kind on each line of the file, board.Mends.Lines), and says
// how many more there are than it lists.
func mendList(m board.Mends) string {
	var lines []string
	for _, l := range m.Lines() {
		lines = append(lines, "• "+phrase.Capitalised(l)+".")
	}
	if more := m.Count - len(m.First); more > 0 {
		lines = append(lines, fmt.Sprintf("… and %s, mended in the same ways.", phrase.Counted(more, "more fault")))
	}
	return strings.Join(lines, "\n")
}

// loadMended edits draft d, the board file name at path mended of its
// count faults, and says so until the next edit.
func (e *editor) loadMended(d *board.Draft, name, path string, count int) {
	e.load(d, name, path, false)
	e.mended = true
	e.show()
	e.status.SetText(fmt.Sprintf("Opened %s with %s mended. %s", fileio.ShownName(name), phrase.Counted(count, "fault"), e.status.Text))
}

// refuseBoardFile says why the board file name, whose bytes are data and
// which is at path, cannot be played, err, and offers to mend it in the
// board editor when the editor can.
func (a *App) refuseBoardFile(name, path string, data []byte, err error) {
	var mend func()
	if _, _, mendErr := board.MendFile(a.cfg.Rules.Board, name, data); mendErr == nil {
		mend = func() { a.mendInEditor(name, path, data) }
	}
	a.refuse(phrase.Sentence(err), mend, func() {})
}

// refuse says why a board file cannot be used, why, and then calls after.
// When mend is not nil, a Mend in Board Editor button calls it first.
func (a *App) refuse(why string, mend, after func()) {
	d := dialog.NewCustomWithoutButtons("Cannot use this board file", wrapped(why), a.win)
	ok := answerButton(d, "OK", nil, widget.HighImportance, after)
	buttons := []fyne.CanvasObject{ok}
	if mend != nil {
		mendThen := func() {
			mend()
			after()
		}
		buttons = []fyne.CanvasObject{answerButton(d, "Mend in Board Editor", nil, widget.MediumImportance, mendThen), ok}
	}
	d.SetButtons(buttons)
	a.showKeyed(d, dialogKeys{enter: ok.OnTapped, escape: ok.OnTapped})
}

// mendInEditor opens the board file name in the board editor, which offers
// it mended, once the editor's own changes are saved or given up.
func (a *App) mendInEditor(name, path string, data []byte) {
	a.editBoard()
	e := a.editor
	e.discardThen("Open another board", func() { e.openFile(name, path, data) })
}

// mendFileInEditor reads the board file at path again, off the UI
// goroutine as the New Game dialog reads it, and opens it in the board
// editor to mend; a file that cannot be read now is refused with why.
func (a *App) mendFileInEditor(path string) {
	post := a.cfg.Post
	go func() {
		data, err := board.ReadFile(path)
		post(func() {
			name := filepath.Base(path)
			if err != nil {
				a.refuseBoardFile(name, path, nil, err)
				return
			}
			a.mendInEditor(name, path, data)
		})
	}()
}
