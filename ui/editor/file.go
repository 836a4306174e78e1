package editor

import (
	"fmt"
	"path/filepath"
	"scraebbkle/internal/prose"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/games"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/style"
)

// newBoard asks for the format and the size of a new board and starts a
// plain board of that size.
func (e *Editor) newBoard() {
	e.askSize(e.format, strconv.Itoa(e.draft.Cols()), strconv.Itoa(e.draft.Rows()))
}

// sizeDialogWidth is the width of the New Board dialog.
const sizeDialogWidth = 380

// askSize asks for the size of a new board of format f, with the columns
// and rows typed so far, and the keyboard in the first; where there is
// another format, it asks which first. A square board has as many rows as
// columns.
func (e *Editor) askSize(f games.Format, typedCols, typedRows string) {
	cols, rows := dialogs.NewEntry(), dialogs.NewEntry()
	cols.SetText(typedCols)
	rows.SetText(typedRows)
	colsItem, rowsItem := widget.NewFormItem("", cols), widget.NewFormItem("", rows)
	form := widget.NewForm(colsItem, rowsItem)
	fit := func(to games.Format) {
		f = to
		colsItem.Text = fmt.Sprintf("Columns (%d to %d)", f.MinColumns, f.MaxColumns)
		rowsItem.Text = fmt.Sprintf("Rows (%d to %d)", f.MinRows, f.MaxRows)
		style.Enable(rows, !f.Syntax.Square())
		if f.Syntax.Square() {
			rows.SetText(cols.Text)
		}
		form.Refresh()
	}
	cols.OnChanged = func(s string) {
		if f.Syntax.Square() {
			rows.SetText(s)
		}
	}
	fit(f)
	if formats := e.host.formats(); len(formats) > 1 {
		form.Items = append([]*widget.FormItem{widget.NewFormItem("Board for", formatChoice(formats, f, fit))}, form.Items...)
		form.Refresh()
	}
	d := dialog.NewCustomConfirm("New Board", "Create", "Cancel", form, func(ok bool) {
		if ok {
			e.create(f, cols.Text, rows.Text)
		}
	}, e.win)
	d.Resize(fyne.NewSize(sizeDialogWidth, 0)) // room for the numbers, not only their digits
	keys := dialogs.ConfirmKeys(d)
	cols.SetKeys(keys)
	rows.SetKeys(keys)
	e.dialogs.Show(d, keys)
	e.win.Canvas().Focus(cols)
}

// formatChoice is the choice among formats, each named by its games, with
// f chosen; chosen is told of another.
func formatChoice(formats []games.Format, f games.Format, chosen func(games.Format)) *widget.RadioGroup {
	var names []string
	for _, format := range formats {
		names = append(names, games.Names(format.Games))
	}
	g := widget.NewRadioGroup(names, func(name string) {
		if i := slices.Index(names, name); i >= 0 {
			chosen(formats[i])
		}
	})
	g.Required, g.Selected = true, games.Names(f.Games)
	return g
}

// create starts a plain board of format f of the size typed, once the
// player agrees to lose changes not saved, or says why it cannot and asks
// again.
func (e *Editor) create(f games.Format, cols, rows string) {
	d, why := draftOfSize(f, cols, rows)
	if d == nil {
		e.dialogs.Tell("Cannot make this board", why, func() { e.askSize(f, cols, rows) })
		return
	}
	e.DiscardThen("Start a new board", func() { e.load(d, f, NewBoardName, "", true) })
}

// NewBoardName is the name of a board made by New Board until it is saved.
const NewBoardName = "board.txt"

// draftOfSize is a plain board of format f of the size typed, or nil and
// a sentence that says why there is none.
func draftOfSize(f games.Format, cols, rows string) (*board.Draft, string) {
	c, err := strconv.Atoi(strings.TrimSpace(cols))
	if err != nil {
		return nil, fmt.Sprintf("Columns: %q is not a whole number.", cols)
	}
	r, err := strconv.Atoi(strings.TrimSpace(rows))
	if err != nil {
		return nil, fmt.Sprintf("Rows: %q is not a whole number.", rows)
	}
	d, err := board.NewDraft(f.Format, c, r)
	if err != nil {
		return nil, prose.Capitalised(err.Error()) + "."
	}
	return d, ""
}

// open asks for a board file and edits it; an invalid file is offered
// mended (offerMend).
func (e *Editor) open() {
	e.DiscardThen("Open another board", func() { e.pickFile(e.OpenFile) })
}

// OpenFile edits the board file name, read from path, whose bytes are
// data.
func (e *Editor) OpenFile(name, path string, data []byte) {
	b, f, err := e.host.parse(name, data)
	if err != nil {
		e.offerMend(name, path, data, err)
		return
	}
	e.load(board.DraftOf(f.Format, b), f, name, path, false)
}

// valid returns the board, named by its file, or says why a file of it
// would not load.
func (e *Editor) valid(what string) (*board.Board, bool) { return e.validAs(what, e.name) }

// validAs is valid with the board named name.
func (e *Editor) validAs(what, name string) (*board.Board, bool) {
	b, err := e.draft.Board(name)
	if err != nil {
		e.dialogs.Tell("Cannot "+what, "The board is not valid yet: "+err.Error(), nil)
		return nil, false
	}
	return b, true
}

// save writes the board where it was opened or last saved, or asks where
// when it has no file yet. An invalid board is not saved.
func (e *Editor) save() { e.saveThen(func() {}) }

// saveAs asks where to write the board and writes it there.
func (e *Editor) saveAs() { e.saveAsThen(func() {}) }

// saveThen saves the board as save does, and then does f; nothing, when
// the board is not saved.
func (e *Editor) saveThen(f func()) {
	if e.path == "" {
		e.saveAsThen(f)
		return
	}
	if _, ok := e.valid("save"); !ok {
		return
	}
	if err := fileio.WriteAtomic(e.path, []byte(e.draft.Format())); err != nil {
		e.dialogs.CannotSave(e.path, err)
		return
	}
	e.saved(e.path)
	f()
}

// saveAsThen saves the board as saveAs does, and then does f; nothing,
// when the board is not saved.
func (e *Editor) saveAsThen(f func()) {
	if _, ok := e.valid("save"); !ok {
		return
	}
	e.writeAs(FileNameOf(e.name), func() []byte { return []byte(e.draft.Format()) }, func(path string) {
		e.saved(path)
		f()
	})
}

// saved notes that the board is saved at path, and says where until the
// next edit.
func (e *Editor) saved(path string) {
	e.path, e.name, e.fresh, e.mended = path, filepath.Base(path), false, false
	e.draft.Keep()
	if b, err := e.draft.Board(e.name); err == nil { // it is: it was saved
		e.host.Saved(path, b)
	}
	e.show()
	e.status.SetText(dialogs.SavedAs(path) + " " + e.status.Text)
}

// play opens the new-game dialog, in the game's window, on the board.
func (e *Editor) play() {
	name, path := e.name, e.path
	if e.draft.Changed() || e.fresh { // no file holds this board
		name, path = strings.TrimSuffix(WithoutUnsaved(e.name), ".txt")+unsaved, ""
	}
	b, ok := e.validAs("play on this board", name)
	if !ok {
		return
	}
	if e.host.Busy() {
		// The game's window comes to the front once the message is read:
		// before, it would cover the message.
		e.dialogs.Tell("Play on This Board", "The game's window has a dialog open: answer or close it there first.", e.host.Front)
		return
	}
	e.host.Play(b, path)
	e.host.Front()
}

// unsaved ends the name of a board played with no file that holds it: a
// new board, or one with edits not saved.
const unsaved = " (not saved)"

// unsavedBefore is how unsaved was written by earlier versions, which
// games saved then still name their boards with.
const unsavedBefore = " (edited, not saved)"

// WithoutUnsaved is name without the mark of a board no file holds.
func WithoutUnsaved(name string) string {
	return strings.TrimSuffix(strings.TrimSuffix(name, unsaved), unsavedBefore)
}

// FileNameOf is the name of the file for a board named name: without the
// mark of a board no file holds, and ending in .txt.
func FileNameOf(name string) string {
	return dialogs.WithExtension(WithoutUnsaved(name), ".txt")
}

// addShortcuts binds the editor's keys: Ctrl+Z undo, Ctrl+Y and
// Ctrl+Shift+Z redo, Ctrl+S save, Ctrl+O open, Ctrl+N a new board, the
// zoom keys and Ctrl+Q quit, as in the game's window, and as there only
// Quit acts while a dialog is open (Cmd for Ctrl on macOS). The driver
// reports Ctrl+Z and Ctrl+Y as the standard undo and redo, and
// Ctrl+Shift+Z as a shortcut of its own.
func (e *Editor) addShortcuts() {
	c := e.win.Canvas()
	for _, k := range []struct {
		key    fyne.Shortcut
		action func()
	}{
		{&fyne.ShortcutUndo{}, e.undoEdit},
		{&fyne.ShortcutRedo{}, e.redoEdit},
		{keys.RedoZ, e.redoEdit},
		{keys.Save, e.save},
		{keys.Open, e.open},
		{keys.NewGame, e.newBoard},
	} {
		keys.Bind(c, k.key, e.dialogs.UnlessOpen(k.action))
	}
	keys.BindZoom(c, e.dialogs.UnlessOpen, e.zoom)
	keys.Bind(c, keys.Quit, e.host.Quit)
}

// zoom changes the size of the editor's squares by factor f, 0 fitting the
// board to the window, keeping the middle of the view in the middle.
func (e *Editor) zoom(f float32) { e.view.ZoomBy(f, board.Square{}, false) }
