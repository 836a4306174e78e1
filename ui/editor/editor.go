package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/games"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/style"
)

// Host is what the editor asks of the program around it.
type Host struct {
	// App opens the editor's window.
	App fyne.App
	// Formats are the board formats the editor edits, each with the games
	// played on its boards; nil for every game's (games.Formats).
	Formats []games.Format
	// Folders are where the file dialogs open, shared with the game's
	// window.
	Folders *dialogs.Folders
	// Saved is told of a board saved, at path.
	Saved func(path string, b *board.Board)
	// Busy reports whether the game's window waits for an answer to a
	// dialog, which Play on This Board waits for.
	Busy func() bool
	// Play offers board b, from the file at path ("" for none), in the
	// New Game dialog.
	Play func(b *board.Board, path string)
	// Front brings the game's window to the front.
	Front func()
	// Quit ends the program, as Ctrl+Q does in the game's window.
	Quit func()
	// Closed is told that the editor's window closed.
	Closed func()
	// Height is the height the window opens at.
	Height float32
}

// Editor is the board editor: a window with a board to paint square by
// square from a palette, mirror, take back, save in the board file format
// and play on.
type Editor struct {
	host    Host
	win     fyne.Window
	draft   *board.Draft
	format  games.Format // the draft's format, and the games its boards are for
	name    string       // the file name the board is saved under
	path    string       // where it was last opened or saved; "" for nowhere yet
	game    *rules.Set   // the game the board was opened for, whose look it wears when it fits
	fresh   bool         // made by New Board and never saved
	mended  bool         // opened mended from a file that did not load, and not saved since
	brush   *brush       // what taps, drags and keys paint
	view    *boardview.View
	scroll  *container.Scroll
	palette *palette
	status  *widget.Label
	dialogs *dialogs.Keyed // the window's dialogs that the keyboard answers
	undo    *widget.Button
	redo    *widget.Button

	// pickFile lets the player choose a board file to open, and writeAs
	// where to save one; tests replace them.
	pickFile func(picked func(name, path string, data []byte))
	writeAs  func(suggested string, data func() []byte, saved func(path string))
}

// Edit takes in a copy of board b, read from the file at path ("" for
// none), where Save writes it, for game g (nil for none), unless the
// editor holds board b already, once its own changes are saved or given
// up.
func (e *Editor) Edit(b *board.Board, path string, g *rules.Set) {
	if !e.holds(b) {
		e.DiscardThen("Edit another board", func() {
			e.game = g
			e.loadBoard(b, path)
		})
	}
}

// holds reports whether the editor's board is b, as it stands.
func (e *Editor) holds(b *board.Board) bool {
	shown, err := e.draft.Board(e.name)
	return err == nil && shown.Equal(b)
}

// Front brings the editor's window to the front.
func (e *Editor) Front() { e.win.RequestFocus() }

// Window is the editor's window.
func (e *Editor) Window() fyne.Window { return e.win }

// Open opens the board editor on a copy of board b, from the file at path
// ("" for none), for game g: the squares wear g's colours while the board
// is in g's format (nil for the first game of each format).
func Open(h Host, b *board.Board, path string, g *rules.Set) *Editor {
	e := &Editor{host: h, win: h.App.NewWindow("Board Editor"), palette: newPalette(), status: widget.NewLabel(""), game: g}
	e.brush = &brush{e: e}
	e.status.Wrapping = fyne.TextWrapWord
	e.dialogs = dialogs.New(e.win, h.Folders)
	e.win.Canvas().SetOnTypedKey(e.brush.typedKey)
	files := e.dialogs.Files()
	e.pickFile = func(picked func(name, path string, data []byte)) { files.Open(dialogs.BoardFile, picked) }
	e.writeAs = func(suggested string, data func() []byte, saved func(path string)) {
		files.Write(dialogs.BoardFile, suggested, data, saved)
	}
	e.undo = widget.NewButton("Undo", e.undoEdit)
	e.redo = widget.NewButton("Redo", e.redoEdit)
	e.scroll = container.NewScroll(nil)
	e.loadBoard(b, path)
	e.win.SetContent(container.NewBorder(e.toolbar(), e.status, container.NewPadded(e.palette.content), nil, boardview.StickyScroll(e.scroll)))
	e.addShortcuts()
	e.win.SetCloseIntercept(func() { e.DiscardThen("Close the editor", e.close) })
	e.win.Resize(fyne.NewSize(980, h.Height))
	e.win.Show()
	return e
}

// toolbar is the row of the editor's commands.
func (e *Editor) toolbar() fyne.CanvasObject {
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
		widget.NewButtonWithIcon("", theme.ZoomOutIcon(), func() { e.zoom(1 / keys.ZoomStep) }),
		widget.NewButtonWithIcon("", theme.ZoomInIcon(), func() { e.zoom(keys.ZoomStep) }),
		widget.NewButtonWithIcon("", theme.ZoomFitIcon(), func() { e.zoom(0) }),
		layout.NewSpacer(), play)
}

// loadBoard puts a draft of board b, from the file at path ("" for
// none), in the editor, in the format of its file.
func (e *Editor) loadBoard(b *board.Board, path string) {
	f := e.host.formatOf(b)
	e.load(board.DraftOf(f.Format, b), f, b.Name(), path, false)
}

// load puts draft d, of format f, named name and from path, in the
// editor; fresh for a new board.
func (e *Editor) load(d *board.Draft, f games.Format, name, path string, fresh bool) {
	e.draft, e.format, e.name, e.path, e.fresh, e.mended = d, f, name, path, fresh, false
	e.brush.cursor = nil // the new board's squares are other ones
	e.palette.fit(f.Format)
	e.view = boardview.New(d, e.brush)
	e.view.SetLook(style.LookOf(e.lookOf(f).ID))
	e.view.Paints()
	e.scroll.Content = e.view
	e.view.StickTo(e.scroll)
	e.scroll.Refresh()
	e.show()
}

// lookOf is the game whose look a board of format f wears: the game the
// editor was opened for when its boards are in f, or else the first game
// of f.
func (e *Editor) lookOf(f games.Format) *rules.Set {
	for _, g := range f.Games {
		if e.game != nil && g.ID == e.game.ID {
			return g
		}
	}
	return f.Games[0]
}

// undoEdit takes back the last edit.
func (e *Editor) undoEdit() { e.step(e.draft.Undo) }

// redoEdit makes the last edit taken back again.
func (e *Editor) redoEdit() { e.step(e.draft.Redo) }

// step makes an edit, such as Undo or a mirror, and shows the board after
// it if anything changed.
func (e *Editor) step(edit func() bool) {
	if edit() {
		e.show()
	}
}

// show brings the squares, the buttons, the title and the status line up
// to date with the draft.
func (e *Editor) show() {
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
	e.status.SetText(board.SizeText(d.Cols(), d.Rows()) + ", start square " + d.Start().String() + ": a valid board for " + games.Names(e.format.Games) + ".")
}

// DiscardThen does f once the board's changes not saved are saved or the
// player gives them up, or at once when there are none. The question's
// Enter saves them; Escape and Cancel go back to the board. While a dialog
// of the editor is open, which may be this question asked already, it asks
// nothing: that dialog is answered first.
func (e *Editor) DiscardThen(what string, f func()) {
	switch {
	case !e.draft.Changed():
		f()
		return
	case e.dialogs.Open():
		return
	}
	d := dialog.NewCustomWithoutButtons(what+"?", dialogs.Wrapped("The board has changes that are not saved. Save them first?"), e.win)
	save := dialogs.AnswerButton(d, "Save", theme.DocumentSaveIcon(), widget.HighImportance, func() { e.saveThen(f) })
	lose := dialogs.AnswerButton(d, "Don't Save", nil, widget.DangerImportance, f)
	d.SetButtons([]fyne.CanvasObject{lose, widget.NewButton("Cancel", d.Hide), save})
	e.dialogs.Show(d, dialogs.Keys{Enter: save.OnTapped, Escape: d.Hide})
}

// close closes the editor window.
func (e *Editor) close() {
	e.host.Closed()
	e.win.Close()
}

// Changed reports whether the board has changes not saved.
func (e *Editor) Changed() bool { return e.draft.Changed() }

// Path is where the board was last opened or saved, "" for nowhere yet.
func (e *Editor) Path() string { return e.path }

// Close closes the editor's window, whatever its changes.
func (e *Editor) Close() { e.close() }

// SetFiles has pick let the player choose a board file to open, and write
// where to save one, in place of the file dialogs.
func (e *Editor) SetFiles(pick func(picked func(name, path string, data []byte)), write func(suggested string, data func() []byte, saved func(path string))) {
	e.pickFile, e.writeAs = pick, write
}
