package newgame

import (
	"path/filepath"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/rules"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/play"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Host is what the New Game dialog asks of the game's window.
type Host struct {
	// Dialogs are the game window's dialogs, where the dialog is shown.
	Dialogs *dialogs.Keyed
	// Prefs keep the answers given last time.
	Prefs fyne.Preferences
	// Rules are the rules of every game, with which board files are read.
	Rules *rules.Set
	// DefaultBoard is the board built into the program.
	DefaultBoard *board.Board
	// Post runs a function on the UI goroutine: fyne.Do in the program.
	Post func(func())
	// Edit opens the board editor on a copy of board b, from the file at
	// path ("" for none).
	Edit func(b *board.Board, path string)
	// Refuse says why the board file name, read from path as data, cannot
	// be played, err, and offers to mend it.
	Refuse func(name, path string, data []byte, err error)
	// Mend opens the board file at path in the board editor to mend.
	Mend func(path string)
	// Start starts the game set up, once the player agrees to lose the
	// game on screen, if need be, calling started first.
	Start func(s play.Setup, started func())
	// Cancelled is told that the dialog was cancelled, not replaced.
	Cancelled func()
}

// Chooser is the New Game dialog, while it is open, and the boards it
// offers: the board file last read, read again in the background each
// time, the last board played that no file holds, and a board given
// when the program started.
type Chooser struct {
	host  Host
	shown dialog.Dialog // the dialog, while it is open
	form  *setupForm    // its choices
	// preset, when set, is preselected (with its file, presetPath) until
	// a game starts.
	preset     *board.Board
	presetPath string
	// boardRead is the read of the remembered board file under way, if any.
	boardRead *boardRead
	// unsaved is the board of the last game started on a board with no
	// file, such as a new one from the editor, which New Game offers again
	// while the program runs; nil when the last game was not.
	unsaved *board.Board
	// lastFile is the board file last read for the New Game dialog or
	// played on, shown at once the next time while the file is read again.
	lastFile knownBoard

	// PickBoardFile lets the player choose a board file to read, and
	// LoadBoard reads the board file remembered from the last game. Tests
	// replace them.
	PickBoardFile func(func(name, path string, data []byte))
	LoadBoard     func(format board.Format, path string) (*board.Board, error)
}

// New returns the New Game dialog of host h, not shown, with board preset
// from the file at presetPath preselected, when not nil.
func New(h Host, preset *board.Board, presetPath string) *Chooser {
	return &Chooser{host: h, preset: preset, presetPath: presetPath, LoadBoard: board.Load}
}

// Shown reports whether the dialog is open.
func (n *Chooser) Shown() bool { return n.shown != nil }

// HasRead reports whether the board file at path is the one read last.
func (n *Chooser) HasRead(path string) bool { return n.lastFile.path == path }

// Forget forgets the board file read before, as a new run of the program
// has none.
func (n *Chooser) Forget() { n.lastFile = knownBoard{} }

// Played notes that a game is shown on board b: a game on another board
// than the last with no file, opened or started, ends the offer of that
// board.
func (n *Chooser) Played(b *board.Board) {
	if b != n.unsaved {
		n.unsaved = nil
	}
}

// Show asks, in the order of the terminal game's questions, for
// the board, the two players and open or closed, remembering the last
// answers. A New Game dialog already open is kept, with the answers given
// in it so far, as when a game between computers ends while it is open.
func (n *Chooser) Show() {
	if n.shown != nil {
		return
	}
	n.ShowOn(nil, "")
}

// Asking reports whether a dialog of the game's window waits for an
// answer, other than a New Game dialog alone, which a new one replaces.
func (n *Chooser) Asking() bool {
	open := len(n.host.Dialogs.Window().Canvas().Overlays().List())
	return open > 1 || open == 1 && n.shown == nil
}

// ShowOn shows the new-game dialog with board b, saved at path,
// chosen; with b nil, the board chosen last time.
func (n *Chooser) ShowOn(b *board.Board, path string) {
	f := n.newForm()
	choose := widget.NewButton("Load file…", func() { n.PickBoardFile(f.loadFile) })
	edit := widget.NewButton("Edit…", func() { n.host.Edit(f.chosenBoard(), f.chosenPath()) })
	f.fileRow = container.NewHBox(choose, edit, f.fileName)
	if b != nil {
		f.file, f.path = b, path
		f.showFile()
		f.board.Selected = ChoiceFile
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
			n.preset = nil // preselected until a game starts; then the answers are remembered
			n.host.Start(f.setup(), func() { n.unsaved = f.unsavedBoard() })
		case n.shown == d:
			n.host.Cancelled()
		}
	}, n.host.Dialogs.Window())
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
	n.host.Dialogs.Show(d, keys)
}

// newForm builds the dialog's choices with the remembered answers.
func (n *Chooser) newForm() *setupForm {
	prefs := n.host.Prefs
	f := &setupForm{n: n, fileName: dialogs.NewCappedLabel(FileNameWidth), fileWhy: widget.NewLabel("")}
	f.fileWhy.Wrapping = fyne.TextWrapWord
	f.fileWhy.Hide()
	f.mend = widget.NewButton("Mend in Board Editor", nil)
	f.mendRow = container.NewHBox(f.mend)
	f.mendRow.Hide()
	f.board = widget.NewRadioGroup([]string{ChoiceDefault, ChoiceFile}, f.boardChanged)
	f.board.Required = true
	path := prefs.String(PrefBoardFile)
	switch {
	case n.preset != nil:
		f.file, f.path = n.preset, n.presetPath
	case path != "":
		if n.lastFile.path == path {
			f.file, f.path = n.lastFile.board, path
		}
	case n.unsaved != nil:
		f.file = n.unsaved
	}
	f.showFile()
	if f.file != nil {
		f.board.Selected = ChoiceFile
	} else {
		f.board.Selected = ChoiceDefault
	}
	if n.preset == nil && path != "" {
		f.reread(path)
	}
	for i := range n.host.Rules.MaxPlayers {
		n := strconv.Itoa(i + 1)
		kind := prefs.StringWithFallback(PrefPlayer+n, []string{ChoiceHuman, ChoiceComputer}[min(i, 1)])
		level, err := computer.ParseLevel(prefs.StringWithFallback(PrefLevel+n, computer.Normal.String()))
		if err != nil {
			level = computer.Normal
		}
		f.addPlayer(kind, level)
	}
	f.open = choiceGroup(ChoiceOpen, ChoiceClosed, ChoiceClosed)
	if prefs.Bool(PrefOpen) {
		f.open.Selected = ChoiceOpen
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
func (n *Chooser) reread(path string, done func(*board.Board, error)) {
	if r := n.boardRead; r != nil && r.path == path {
		r.waiting = append(r.waiting, done)
		return
	}
	r := &boardRead{path: path, waiting: []func(*board.Board, error){done}}
	n.boardRead = r
	rules, post, load := n.host.Rules.Board, n.host.Post, n.LoadBoard
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

// BoardSaved takes in board b, just saved by the board editor at path: a
// New Game dialog open on that file shows it, and Start plays it, as it
// now is, and so does the next dialog.
func (n *Chooser) BoardSaved(path string, b *board.Board) {
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
