package editor

import (
	"fmt"
	"scraebbkle/internal/prose"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// offerMend says that the board file name, whose bytes are data, does not
// load, and offers to open it mended, listing each fault and what was made
// of it. A file whose size cannot be read is refused with the loader's
// error, err.
func (e *Editor) offerMend(name, path string, data []byte, err error) {
	m, mendErr := e.host.mend(name, data)
	mends := m.mends
	if mendErr != nil {
		e.dialogs.Tell("Cannot open this board file", phrase.Sentence(err), nil)
		return
	}
	intro := widget.NewLabel(fmt.Sprintf("%s is not a valid board file. The editor can open it with %s mended as listed, "+
		"for you to finish. Saving then replaces the file with the mended board.", fileio.ShownName(name), phrase.Counted(mends.Count, "fault")))
	intro.Wrapping = fyne.TextWrapWord
	list := widget.NewLabel(mendList(mends))
	list.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(intro, list)
	if len(mends.First) > mendsInFull {
		// A dialogs.Wrapped label's height is not known before it is laid out:
		// the scroll is given one.
		s := container.NewVScroll(list)
		s.SetMinSize(fyne.NewSize(0, min(mendListHeight, e.win.Canvas().Size().Height-dialogs.Frame-intro.MinSize().Height*3)))
		content = container.NewBorder(intro, nil, nil, nil, s)
	}
	dlg := dialog.NewCustomWithoutButtons("Open "+fileio.ShownName(name)+" Mended?", style.AtLeastWide(content, mendDialogWidth), e.win)
	open := dialogs.AnswerButton(dlg, "Open Mended", nil, widget.HighImportance, func() { e.loadMended(m, name, path) })
	dlg.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", dlg.Hide), open})
	e.dialogs.Show(dlg, dialogs.Keys{Enter: open.OnTapped, Escape: dlg.Hide})
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
		lines = append(lines, "• "+prose.Capitalised(l)+".")
	}
	if more := m.Count - len(m.First); more > 0 {
		lines = append(lines, fmt.Sprintf("… and %s, mended in the same ways.", phrase.Counted(more, "more fault")))
	}
	return strings.Join(lines, "\n")
}

// loadMended edits the board file name at path, mended as m says, and
// says so until the next edit.
func (e *Editor) loadMended(m mended, name, path string) {
	e.load(m.draft, m.format, name, path, false)
	e.mended = true
	e.show()
	e.status.SetText(fmt.Sprintf("Opened %s with %s mended. %s", fileio.ShownName(name), phrase.Counted(m.mends.Count, "fault"), e.status.Text))
}
