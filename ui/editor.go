package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/style"
)

// editor is the board editor: a window with a board to paint square by
// square from a palette, mirror, take back, save in the board file format
// and play on.
type editor struct {
	a        *App
	win      fyne.Window
	draft    *board.Draft
	name     string        // the file name the board is saved under
	path     string        // where it was last opened or saved; "" for nowhere yet
	fresh    bool          // made by New Board and never saved
	mended   bool          // opened mended from a file that did not load, and not saved since
	painting bool          // a drag is painting squares
	stroke   board.Square  // the square the drag painted last
	cursor   *board.Square // the square the keyboard paints, once an arrow key is pressed (editorkeys.go)
	view     *boardview.View
	scroll   *container.Scroll
	palette  *palette
	status   *widget.Label
	dialogs  keyedDialogs // the window's dialogs that the keyboard answers
	undo     *widget.Button
	redo     *widget.Button

	// pickFile lets the player choose a board file to open, and writeAs
	// where to save one; tests replace them.
	pickFile func(picked func(name, path string, data []byte))
	writeAs  func(suggested string, data func() []byte, saved func(path string))
}

// editCopy opens the board editor on a copy of board b, read from the
// file at path ("" for none), where Save writes it. An editor already
// open takes it in, unless it holds board b already, once its own changes
// are saved or given up.
func (a *App) editCopy(b *board.Board, path string) {
	e := a.editor
	a.openEditor(b, path)
	if e != nil && !e.holds(b) {
		e.discardThen("Edit another board", func() { e.load(board.DraftOf(a.cfg.Rules.Board, b), b.Name(), path, false) })
	}
}

// holds reports whether the editor's board is b, as it stands.
func (e *editor) holds(b *board.Board) bool {
	shown, err := e.draft.Board(e.name)
	return err == nil && shown.Equal(b)
}

// openEditor opens the board editor on a copy of board b, from the file
// at path ("" for none), or brings the open editor to the front.
func (a *App) openEditor(b *board.Board, path string) {
	if a.editor != nil {
		a.editor.win.RequestFocus()
		return
	}
	e := &editor{a: a, win: a.fyne.NewWindow("Board Editor"), palette: newPalette(a.cfg.Rules), status: widget.NewLabel("")}
	e.status.Wrapping = fyne.TextWrapWord
	e.dialogs.win, e.dialogs.folders = e.win, a.dialogs.folders
	e.win.Canvas().SetOnTypedKey(e.TypedKey)
	files := e.dialogs.files()
	e.pickFile = func(picked func(name, path string, data []byte)) { files.open(boardFile, picked) }
	e.writeAs = func(suggested string, data func() []byte, saved func(path string)) {
		files.write(boardFile, suggested, data, saved)
	}
	e.undo = widget.NewButton("Undo", e.undoEdit)
	e.redo = widget.NewButton("Redo", e.redoEdit)
	e.scroll = container.NewScroll(nil)
	e.load(board.DraftOf(a.cfg.Rules.Board, b), b.Name(), path, false)
	e.win.SetContent(container.NewBorder(e.toolbar(), e.status, container.NewPadded(e.palette.content), nil, boardview.StickyScroll(e.scroll)))
	e.addShortcuts()
	e.win.SetCloseIntercept(func() { e.discardThen("Close the editor", e.close) })
	e.win.Resize(fyne.NewSize(980, firstSize.Height))
	a.editor = e
	e.win.Show()
}

// toolbar is the row of the editor's commands.
func (e *editor) toolbar() fyne.CanvasObject {
	play := widget.NewButton("Play on This Board", e.play)
	play.Importance = widget.HighImportance
	mirror := func(label string, m board.Mirror) *widget.Button {
		return widget.NewButton(label, func() { e.step(func() bool { return e.draft.Mirror(m) }) })
	}
	return container.NewHBox(
		widget.NewButton("New…", e.newBoard), widget.NewButton("Open…", e.open),
		widget.NewButton("Save", e.save), widget.NewButton("Save As…", e.saveAs),
		widget.NewSeparator(), e.undo, e.redo, widget.NewSeparator(),
		mirror("Mirror ⇆", board.MirrorLeftToRight), mirror("Mirror ⇅", board.MirrorTopToBottom),
		mirror("Mirror Both", board.MirrorBoth), widget.NewSeparator(),
		widget.NewButtonWithIcon("", theme.ZoomOutIcon(), func() { e.zoom(1 / boardview.ZoomStep) }),
		widget.NewButtonWithIcon("", theme.ZoomInIcon(), func() { e.zoom(boardview.ZoomStep) }),
		widget.NewButtonWithIcon("", theme.ZoomFitIcon(), func() { e.zoom(0) }),
		layout.NewSpacer(), play)
}

// load puts draft d, named name and from path, in the editor; fresh for
// a new board.
func (e *editor) load(d *board.Draft, name, path string, fresh bool) {
	e.draft, e.name, e.path, e.fresh, e.mended = d, name, path, fresh, false
	e.cursor = nil // the new board's squares are other ones
	e.view = boardview.New(d, e)
	e.view.Paints()
	e.scroll.Content = e.view
	e.view.StickTo(e.scroll)
	e.scroll.Refresh()
	e.show()
}

// undoEdit takes back the last edit.
func (e *editor) undoEdit() { e.step(e.draft.Undo) }

// redoEdit makes the last edit taken back again.
func (e *editor) redoEdit() { e.step(e.draft.Redo) }

// step makes an edit, such as Undo or a mirror, and shows the board after
// it if anything changed.
func (e *editor) step(edit func() bool) {
	if edit() {
		e.show()
	}
}

// show brings the squares, the buttons, the title and the status line up
// to date with the draft.
func (e *editor) show() {
	d := e.draft
	for _, s := range e.view.Squares() {
		s.SetPremium(d.Premium(s.At()), s.At() == d.Start())
	}
	style.Enable(e.undo, d.CanUndo())
	style.Enable(e.redo, d.CanRedo())
	title := "Board Editor — " + e.name
	switch {
	case e.fresh:
		title += " (new, not saved)"
	case e.mended:
		title += " (mended, not saved)"
	case e.draft.Changed():
		title += " (edited)"
	}
	e.win.SetTitle(title)
	if err := d.Check(e.name); err != nil {
		e.status.SetText("Not valid yet: " + err.Error())
		return
	}
	e.status.SetText(sizeOf(d) + ", start square " + d.Start().String() + ": a valid board.")
}

// discardThen does f once the board's changes not saved are saved or the
// player gives them up, or at once when there are none. The question's
// Enter saves them; Escape and Cancel go back to the board. While a dialog
// of the editor is open, which may be this question asked already, it asks
// nothing: that dialog is answered first.
func (e *editor) discardThen(what string, f func()) {
	switch {
	case !e.draft.Changed():
		f()
		return
	case e.dialogs.open():
		return
	}
	d := dialog.NewCustomWithoutButtons(what+"?", wrapped("The board has changes that are not saved. Save them first?"), e.win)
	save := answerButton(d, "Save", theme.DocumentSaveIcon(), widget.HighImportance, func() { e.saveThen(f) })
	lose := answerButton(d, "Don't Save", nil, widget.DangerImportance, f)
	d.SetButtons([]fyne.CanvasObject{lose, widget.NewButton("Cancel", d.Hide), save})
	e.dialogs.show(d, dialogKeys{enter: save.OnTapped, escape: d.Hide})
}

// close closes the editor window.
func (e *editor) close() {
	e.a.editor = nil
	e.win.Close()
}
