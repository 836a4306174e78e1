package newgame

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/games"
	"scraebbkle/ui/play"
)

// Host is what the New Game dialog asks of the game's window.
type Host struct {
	// Dialogs are the game window's dialogs, where the dialog is shown.
	Dialogs *dialogs.Keyed
	// Prefs keep the answers given last time.
	Prefs fyne.Preferences
	// Post runs a function on the UI goroutine: fyne.Do in the program.
	Post func(func())
	// Edit opens the board editor on a copy of board b, from the file at
	// path ("" for none), for game g.
	Edit func(b *board.Board, path string, g *rules.Set)
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
	// ReadWords reads the word list file at path in the background, data
	// its bytes when not nil (as a file dialog read them), and then calls
	// done on the UI goroutine with how many words it holds, or why it
	// cannot be played with.
	ReadWords func(path string, data []byte, done func(words int, err error))
}

// Preset is what the program was asked for when it started (-rules,
// -board, -words), preselected in the New Game dialog until a game
// starts.
type Preset struct {
	Game      *rules.Set   // the game, nil for the one chosen last
	Board     *board.Board // a board in the game's format, nil for none
	BoardPath string       // the file Board was read from
	Words     string       // a word list file, "" for none
}

// Chooser is the New Game dialog, while it is open, and the boards it
// offers: the board file last read, read again in the background each
// time, the last board played that no file holds, and a board given
// when the program started.
type Chooser struct {
	host  Host
	shown dialog.Dialog // the dialog, while it is open
	form  *setupForm    // its choices
	// hosting is set while the dialog is Host a Game: a player may also be
	// one joining from another desktop.
	hosting bool
	// preset is preselected until a game starts.
	preset Preset
	// boardRead is the read of the remembered board file under way, if any.
	boardRead *boardRead
	// unsaved is the board of the last game started on a board with no
	// file, such as a new one from the editor, which New Game offers again
	// while the program runs; nil when the last game was not.
	unsaved *board.Board
	// lastFile is the board file last read for the New Game dialog or
	// played on, shown at once the next time while the file is read again.
	lastFile knownBoard
	// defaults are the games' default boards, by game, once read.
	defaults map[string]*board.Board

	// PickBoardFile lets the player choose a board file to read,
	// PickWordsFile a word list file, and LoadBoard reads the board file
	// remembered from the last game. Tests replace them.
	PickBoardFile func(func(name, path string, data []byte))
	PickWordsFile func(func(name, path string, data []byte))
	LoadBoard     func(format board.Format, path string) (*board.Board, error)
}

// New returns the New Game dialog of host h, not shown, with what preset
// asks for preselected.
func New(h Host, preset Preset) *Chooser {
	return &Chooser{host: h, preset: preset, LoadBoard: board.Load}
}

// Game is the game the New Game dialog offers first: the one asked for
// when the program started until a game starts, or else the one chosen
// last.
func (n *Chooser) Game() *rules.Set {
	if n.preset.Game != nil {
		return n.preset.Game
	}
	return games.ByID(n.host.Prefs.StringWithFallback(PrefGame, games.Default().ID))
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

// Show asks, in the order of the terminal game's questions, for the
// game, the board, the word list, the players and open or closed,
// remembering the last answers. A New Game dialog already open is kept, with the answers given
// in it so far, as when a game between computers ends while it is open.
func (n *Chooser) Show() {
	if n.shown != nil && !n.hosting {
		return
	}
	n.ShowOn(nil, "")
}

// ShowHosting is Host a Game: the New Game dialog, where a player may
// also be one joining from another desktop (play.Setup.Joining).
func (n *Chooser) ShowHosting() {
	if n.shown != nil && n.hosting {
		return
	}
	n.hosting = true
	n.showOn(nil, "")
}

// Asking reports whether a dialog of the game's window waits for an
// answer, other than a New Game dialog alone, which a new one replaces.
func (n *Chooser) Asking() bool {
	open := len(n.host.Dialogs.Window().Canvas().Overlays().List())
	return open > 1 || open == 1 && n.shown == nil
}

// ShowOn shows the new-game dialog with board b, saved at path,
// chosen; with b nil, the board chosen last time. A board of another
// game than the one offered chooses the first game it is a board of.
func (n *Chooser) ShowOn(b *board.Board, path string) {
	n.hosting = false
	n.showOn(b, path)
}

// showOn is ShowOn, hosting or not.
func (n *Chooser) showOn(b *board.Board, path string) {
	f := n.newForm(b)
	if b != nil {
		f.file, f.path = b, path
		f.showFile()
		f.board.Selected = ChoiceFile
	}
	var d *dialog.ConfirmDialog
	title, start := "New Game", "Start"
	if n.hosting {
		title, start = "Host a Game", "Host"
	}
	d = dialog.NewCustomConfirm(title, start, "Cancel", dialogs.FitHeight(f.content(), n.host.Dialogs.Window()), func(ok bool) {
		switch {
		case ok:
			f.remember()
			n.preset = Preset{} // preselected until a game starts; then the answers are remembered
			n.host.Start(f.setup(), func() { n.unsaved = f.unsavedBoard() })
		case n.shown == d:
			n.host.Cancelled()
		}
	}, n.host.Dialogs.Window())
	keys := dialogs.ConfirmKeys(d)
	f.lettingEnterStart(keys)
	f.resized = func() { d.Resize(d.MinSize()) } // as the game shows or hides rows
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

// newForm builds the dialog's choices with the remembered answers; the
// game is the first game board b is for, when b is not nil.
func (n *Chooser) newForm(b *board.Board) *setupForm {
	prefs := n.host.Prefs
	game := n.Game()
	if b != nil && !games.Fits(game, b) {
		if fit := games.For(b); len(fit) > 0 {
			game = fit[0]
		}
	}
	f := &setupForm{n: n, keep: keepers{}, fileName: dialogs.NewCappedLabel(FileNameWidth), fileWhy: widget.NewLabel("")}
	f.game = newGamePick(game.ID, f.keep)
	f.fileWhy.Wrapping = fyne.TextWrapWord
	f.fileWhy.Hide()
	f.mend = widget.NewButton("Mend in Board Editor", nil)
	f.mendRow = container.NewHBox(f.mend)
	f.mendRow.Hide()
	f.board = choiceGroup(ChoiceDefault, ChoiceFile, ChoiceDefault)
	f.board.OnChanged = f.boardChanged
	path := prefs.String(PrefBoardFile)
	switch {
	case n.preset.Board != nil:
		f.file, f.path = n.preset.Board, n.preset.BoardPath
	case path != "":
		if n.lastFile.path == path {
			f.file, f.path = n.lastFile.board, path
		}
	case n.unsaved != nil:
		f.file = n.unsaved
	}
	f.showFile()
	if f.file != nil && games.Fits(game, f.file) {
		f.board.Selected = ChoiceFile
	}
	if n.preset.Board == nil && path != "" {
		f.reread(path)
	}
	words := prefs.String(PrefWordsFile)
	if n.preset.Words != "" {
		words = n.preset.Words
	}
	f.words = newWordsPick(n, words, f.keep)
	f.players = newPlayersPick(prefs, games.MostPlayers(), prefs.IntWithFallback(PrefPlayers, 2), f.keep, n.hosting)
	f.open = choiceGroup(ChoiceOpen, ChoiceClosed, ChoiceClosed)
	if prefs.Bool(PrefOpen) {
		f.open.Selected = ChoiceOpen
	}
	f.game.changed = f.gameChanged
	f.players.changed = f.fitDialog
	f.gameChanged(game)
	return f
}

// DefaultBoard is the board game r is played on unless another is
// chosen, read once.
func (n *Chooser) DefaultBoard(r *rules.Set) *board.Board {
	if b, ok := n.defaults[r.ID]; ok {
		return b
	}
	b, err := r.ParseDefaultBoard()
	if err != nil {
		panic(err) // built into the program, and tested
	}
	if n.defaults == nil {
		n.defaults = map[string]*board.Board{}
	}
	n.defaults[r.ID] = b
	return b
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
	format, post, load := n.Game().Board, n.host.Post, n.LoadBoard
	go func() {
		b, err := load(format, path)
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
