package ui

import (
	"path/filepath"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/ui/dialogs"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// newGames is the New Game dialog, while it is open, and the boards it
// offers: the board file last read, read again in the background each
// time, and the last board played that no file holds.
type newGames struct {
	a     *App
	shown dialog.Dialog // the dialog, while it is open
	form  *setupForm    // its choices
	// boardRead is the read of the remembered board file under way, if any.
	boardRead *boardRead
	// unsaved is the board of the last game started on a board with no
	// file, such as a new one from the editor, which New Game offers again
	// while the program runs; nil when the last game was not.
	unsaved *board.Board
	// lastFile is the board file last read for the New Game dialog or
	// played on, shown at once the next time while the file is read again.
	lastFile knownBoard
	// pickBoardFile lets the player choose a board file to read, and
	// loadBoard reads the board file remembered from the last game. Tests
	// replace them.
	pickBoardFile func(func(name, path string, data []byte))
	loadBoard     func(format board.Format, path string) (*board.Board, error)
}

// played notes that a game is shown on board b: a game on another board
// than the last with no file, opened or started, ends the offer of that
// board.
func (n *newGames) played(b *board.Board) {
	if b != n.unsaved {
		n.unsaved = nil
	}
}

// show asks, in the order of the terminal game's questions, for
// the board, the two players and open or closed, remembering the last
// answers. A New Game dialog already open is kept, with the answers given
// in it so far, as when a game between computers ends while it is open.
func (n *newGames) show() {
	if n.shown != nil {
		return
	}
	n.showOn(nil, "")
}

// asking reports whether a dialog of the game's window waits for an
// answer, other than a New Game dialog alone, which a new one replaces.
func (n *newGames) asking() bool {
	open := len(n.a.win.Canvas().Overlays().List())
	return open > 1 || open == 1 && n.shown == nil
}

// showOn is the new-game dialog with board b, saved at path,
// chosen; with b nil, the board chosen last time.
func (n *newGames) showOn(b *board.Board, path string) {
	a := n.a
	f := n.newForm()
	choose := widget.NewButton("Load file…", func() { n.pickBoardFile(f.loadFile) })
	edit := widget.NewButton("Edit…", func() { a.editing.edit(f.chosenBoard(), f.chosenPath()) })
	f.fileRow = container.NewHBox(choose, edit, f.fileName)
	if b != nil {
		f.file, f.path = b, path
		f.showFile()
		f.board.Selected = choiceFile
	}
	items := []*widget.FormItem{widget.NewFormItem("Board", container.NewVBox(f.board, f.fileRow, f.fileWhy, f.mendRow))}
	for i, p := range f.players {
		items = append(items, widget.NewFormItem("Player "+strconv.Itoa(i+1), container.NewHBox(p, f.levels[i])))
	}
	items = append(items, widget.NewFormItem("Game", f.open))
	var d *dialog.FormDialog
	d = dialog.NewForm("New Game", "Start", "Cancel", items, func(ok bool) {
		switch {
		case ok:
			f.remember()
			a.cfg.Board = nil // preselected until a game starts; then the answers are remembered
			s := f.setup()
			a.files.replace("Start a new game", "Starting a new game", func() {
				n.unsaved = f.unsavedBoard()
				a.startGame(s)
			})
		case n.shown == d && a.table == nil && a.pending == nil:
			a.resume.offerSaved() // cancelled with no game on screen
		}
	}, a.win)
	d.Resize(fyne.NewSize(460, 0))
	keys := dialogs.FormKeys(d)
	f.lettingEnterStart(keys)
	if old := n.shown; old != nil {
		n.shown = nil // replaced, not cancelled
		old.Hide()    // one New Game dialog at a time
	}
	n.shown, n.form = d, f
	d.SetOnClosed(func() {
		if n.shown == d {
			n.shown, n.form = nil, nil
		}
	})
	a.dialogs.Show(d, keys)
}

// newForm builds the dialog's choices with the remembered answers.
func (n *newGames) newForm() *setupForm {
	a := n.a
	prefs := a.fyne.Preferences()
	f := &setupForm{n: n, fileName: dialogs.NewCappedLabel(fileNameWidth), fileWhy: widget.NewLabel("")}
	f.fileWhy.Wrapping = fyne.TextWrapWord
	f.fileWhy.Hide()
	f.mend = widget.NewButton("Mend in Board Editor", nil)
	f.mendRow = container.NewHBox(f.mend)
	f.mendRow.Hide()
	f.board = widget.NewRadioGroup([]string{choiceDefault, choiceFile}, f.boardChanged)
	f.board.Required = true
	path := prefs.String(prefBoardFile)
	switch {
	case a.cfg.Board != nil:
		f.file, f.path = a.cfg.Board, a.cfg.BoardPath
	case path != "":
		if n.lastFile.path == path {
			f.file, f.path = n.lastFile.board, path
		}
	case n.unsaved != nil:
		f.file = n.unsaved
	}
	f.showFile()
	if f.file != nil {
		f.board.Selected = choiceFile
	} else {
		f.board.Selected = choiceDefault
	}
	if a.cfg.Board == nil && path != "" {
		f.reread(path)
	}
	for i := range a.cfg.Rules.Players {
		n := strconv.Itoa(i + 1)
		kind := prefs.StringWithFallback(prefPlayer+n, []string{choiceHuman, choiceComputer}[min(i, 1)])
		level, err := computer.ParseLevel(prefs.StringWithFallback(prefLevel+n, computer.Normal.String()))
		if err != nil {
			level = computer.Normal
		}
		f.addPlayer(kind, level)
	}
	f.open = choiceGroup(choiceOpen, choiceClosed, choiceClosed)
	if prefs.Bool(prefOpen) {
		f.open.Selected = choiceOpen
	}
	return f
}

// knownBoard is a board file read before, and where it was read from.
type knownBoard struct {
	path  string
	board *board.Board
}

// boardRead is a read of a board file under way, and what waits for it.
type boardRead struct {
	path    string
	waiting []func(*board.Board, error)
}

// reread reads the board file at path off the UI goroutine and then,
// on it, remembers the board read and calls done with it, or with why it
// cannot be had. A read of the same file already under way is waited for
// rather than repeated, so that a drive that never answers holds one
// goroutine however often New Game is opened.
func (n *newGames) reread(path string, done func(*board.Board, error)) {
	a := n.a
	if r := n.boardRead; r != nil && r.path == path {
		r.waiting = append(r.waiting, done)
		return
	}
	r := &boardRead{path: path, waiting: []func(*board.Board, error){done}}
	n.boardRead = r
	rules, post, load := a.cfg.Rules.Board, a.cfg.Post, n.loadBoard
	go func() {
		b, err := load(rules, path)
		post(func() {
			if n.boardRead == r {
				n.boardRead = nil
			}
			if err == nil {
				n.lastFile = knownBoard{path: path, board: b}
			}
			for _, done := range r.waiting {
				done(b, err)
			}
		})
	}()
}

// boardSaved takes in board b, just saved by the board editor at path: a
// New Game dialog open on that file shows it, and Start plays it, as it
// now is, and so does the next dialog.
func (n *newGames) boardSaved(path string, b *board.Board) {
	if samePath(n.lastFile.path, path) {
		n.lastFile.board = b
	}
	if f := n.form; f != nil && f.file != nil && samePath(f.path, path) {
		f.file = b
		f.showFile()
	}
}

// samePath reports whether two paths name the same file, the one perhaps
// relative to the working folder; "" is no file.
func samePath(p, q string) bool {
	if p == "" || q == "" {
		return false
	}
	ap, err1 := filepath.Abs(p)
	aq, err2 := filepath.Abs(q)
	return err1 == nil && err2 == nil && ap == aq
}
