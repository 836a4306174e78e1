package ui

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// Setup is how a new game is played: on which board, who plays and whether
// the racks are open.
type Setup struct {
	Board   *board.Board      // the board played on
	Players []game.PlayerKind // who plays, in turn order
	Levels  []computer.Level  // each computer player's level; missing means Normal
	Open    bool              // whether each player sees the other's rack
	// Seed is what computer player p's choices are drawn from, as Seed+p;
	// a new game's bag is shuffled from it too.
	Seed uint64
}

// level is player i's computer level.
func (s Setup) level(i int) computer.Level { return save.LevelAt(s.Levels, i) }

// The preferences that remember the last setup.
const (
	prefBoardFile = "boardFile" // the path of the last board file, "" for the default board
	prefPlayer    = "player"    // + "1" or "2": "Human" or "Computer"
	prefLevel     = "level"     // + "1" or "2": "easy", "normal" or "strong"
	prefOpen      = "openGame"
	prefSpeed     = "computerSpeed"
)

// The choices of the new-game dialog.
const (
	choiceDefault  = "Default board"
	choiceFile     = "Board file"
	choiceHuman    = "Human"
	choiceComputer = "Computer"
	choiceOpen     = "Open"
	choiceClosed   = "Closed"
)

// showFileName names the board file in the dialog, and lays its row out
// again for the name's width.
func (f *setupForm) showFileName(text string) {
	f.fileName.SetText(text)
	if f.fileRow != nil {
		f.fileRow.Refresh()
	}
}

// fileNameWidth is the widest the board file's name is shown in the
// new-game dialog; a longer one ends in an ellipsis.
const fileNameWidth = 360

// setupForm is the state of the new-game dialog.
type setupForm struct {
	a        *App
	file     *board.Board // the board loaded from a file, if any
	path     string
	board    *widget.RadioGroup
	fileName *cappedLabel
	fileRow  *fyne.Container // the buttons to load and edit a board file, and its name
	fileWhy  *widget.Label   // why the remembered board file is not played, hidden when it is
	mend     *widget.Button  // opens the remembered board file, no longer valid, in the editor to mend
	mendRow  *fyne.Container // the button, at its own width, hidden but when the file is no longer valid
	reading  bool            // the remembered board file is being read (reread)
	players  []*widget.RadioGroup
	levels   []*levelSelect
	open     *widget.RadioGroup
}

// newGameDialog asks, in the order of the terminal game's questions, for
// the board, the two players and open or closed, remembering the last
// answers. A New Game dialog already open is kept, with the answers given
// in it so far, as when a game between computers ends while it is open.
func (a *App) newGameDialog() {
	if a.setupShown != nil {
		return
	}
	a.newGameDialogOn(nil, "")
}

// asking reports whether a dialog of the game's window waits for an
// answer, other than a New Game dialog alone, which a new one replaces.
func (a *App) asking() bool {
	n := len(a.win.Canvas().Overlays().List())
	return n > 1 || n == 1 && a.setupShown == nil
}

// newGameDialogOn is the new-game dialog with board b, saved at path,
// chosen; with b nil, the board chosen last time.
func (a *App) newGameDialogOn(b *board.Board, path string) {
	f := a.newSetupForm()
	choose := widget.NewButton("Load file…", func() { a.pickBoardFile(f.loadFile) })
	edit := widget.NewButton("Edit…", func() { a.editCopy(f.chosenBoard(), f.chosenPath()) })
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
			a.replaceGame("Start a new game", "Starting a new game", func() {
				a.unsavedBoard = f.unsavedBoard()
				a.startGame(s)
			})
		case a.setupShown == d && a.table == nil && a.pending == nil:
			a.offerSavedGame() // cancelled with no game on screen
		}
	}, a.win)
	d.Resize(fyne.NewSize(460, 0))
	keys := formKeys(d)
	f.lettingEnterStart(keys)
	if old := a.setupShown; old != nil {
		a.setupShown = nil // replaced, not cancelled
		old.Hide()         // one New Game dialog at a time
	}
	a.setupShown, a.setupForm = d, f
	d.SetOnClosed(func() {
		if a.setupShown == d {
			a.setupShown, a.setupForm = nil, nil
		}
	})
	a.showKeyed(d, keys)
}

// newSetupForm builds the dialog's choices with the remembered answers.
func (a *App) newSetupForm() *setupForm {
	prefs := a.fyne.Preferences()
	f := &setupForm{a: a, fileName: newCappedLabel(fileNameWidth), fileWhy: widget.NewLabel("")}
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
		if a.lastFile.path == path {
			f.file, f.path = a.lastFile.board, path
		}
	case a.unsavedBoard != nil:
		f.file = a.unsavedBoard
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

// reread reads the remembered board file at path in the background, for
// a file on a network drive can take long to answer, or never answer, and
// the window must not wait for it. Once read, the board is chosen, unless
// the player chose another meanwhile; until then the board read last time,
// if any, stands in for it.
func (f *setupForm) reread(path string) {
	shown, selected := f.file, f.board.Selected
	f.reading = true
	f.a.rereadBoard(path, func(b *board.Board, err error) {
		f.reading = false
		switch {
		case f.file != shown || f.board.Selected != selected: // the player chose meanwhile
		case err != nil: // the board read last time, or the default board, stays
			f.unread(path, err)
		default:
			f.file, f.path = b, path
			f.showFile()
			f.board.SetSelected(choiceFile)
		}
	})
}

// boardRead is a read of a board file under way, and what waits for it.
type boardRead struct {
	path    string
	waiting []func(*board.Board, error)
}

// rereadBoard reads the board file at path off the UI goroutine and then,
// on it, remembers the board read and calls done with it, or with why it
// cannot be had. A read of the same file already under way is waited for
// rather than repeated, so that a drive that never answers holds one
// goroutine however often New Game is opened.
func (a *App) rereadBoard(path string, done func(*board.Board, error)) {
	if r := a.boardRead; r != nil && r.path == path {
		r.waiting = append(r.waiting, done)
		return
	}
	r := &boardRead{path: path, waiting: []func(*board.Board, error){done}}
	a.boardRead = r
	rules, post, load := a.cfg.Rules.Board, a.cfg.Post, a.loadBoard
	go func() {
		b, err := load(rules, path)
		post(func() {
			if a.boardRead == r {
				a.boardRead = nil
			}
			if err == nil {
				a.lastFile = knownBoard{path: path, board: b}
			}
			for _, done := range r.waiting {
				done(b, err)
			}
		})
	}()
}

// addPlayer adds a player's choices: human or computer, and the computer's
// level, which only a computer player may set.
func (f *setupForm) addPlayer(kind string, level computer.Level) {
	names := make([]string, len(computer.Levels))
	for i, l := range computer.Levels {
		names[i] = levelName(l)
	}
	sel := newLevelSelect(names)
	sel.Selected = levelName(level)
	group := choiceGroup(choiceHuman, choiceComputer, kind)
	group.OnChanged = func(choice string) { style.Enable(sel, choice == choiceComputer) }
	style.Enable(sel, kind == choiceComputer)
	f.players = append(f.players, group)
	f.levels = append(f.levels, sel)
}

// levelName is a level as the dialog shows it: "Easy", "Normal", "Strong".
func levelName(l computer.Level) string { return phrase.Capitalised(l.String()) }

// choiceGroup is a horizontal pair of choices with one selected.
func choiceGroup(a, b, selected string) *widget.RadioGroup {
	g := widget.NewRadioGroup([]string{a, b}, nil)
	g.Horizontal, g.Required, g.Selected = true, true, selected
	return g
}

// boardChanged asks for a file when "Board file" is chosen and none is
// loaded yet.
func (f *setupForm) boardChanged(choice string) {
	if choice == choiceFile && f.file == nil {
		f.board.SetSelected(choiceDefault) // until a file is loaded
		f.a.pickBoardFile(f.loadFile)
	}
}

// loadFile takes a chosen board file, or shows the loader's reason, with
// an offer to mend the file in the board editor, and lets the player
// choose again.
func (f *setupForm) loadFile(name, path string, data []byte) {
	b, err := board.Parse(f.a.cfg.Rules.Board, name, data)
	if err != nil {
		f.a.refuseBoardFile(name, path, data, err)
		if f.file == nil {
			f.board.SetSelected(choiceDefault)
		}
		return
	}
	f.file, f.path = b, path
	f.showFile()
	f.board.SetSelected(choiceFile)
}

// showFile names the board file chosen, if any.
func (f *setupForm) showFile() {
	f.fileWhy.Hide()
	f.mendRow.Hide()
	if f.file == nil {
		f.showFileName("")
		return
	}
	f.showFileName(f.file.Name() + ", " + sizeOf(f.file)) // "board (not saved), 20×30"
}

// unread says that the board file at path, remembered from the last game,
// cannot be read now or is no longer a valid board, and below it why, as
// err says, and which board stands in for it. A file no longer valid may
// be mended in the editor.
func (f *setupForm) unread(path string, err error) {
	why := "cannot be read now"
	var invalid *board.FileError
	if errors.As(err, &invalid) {
		why = "is no longer a valid board"
		f.mend.OnTapped = func() { f.a.mendFileInEditor(path) }
		f.mendRow.Show()
	}
	f.fileWhy.SetText(phrase.Sentence(err))
	f.fileWhy.Show()
	if f.file == nil {
		f.showFileName(fileio.ShownName(filepath.Base(path)) + " " + why)
		return
	}
	f.showFileName(f.file.Name() + ", " + sizeOf(f.file) + " as read before: the file " + why)
}

// sizeOf is a board's size, such as "16×14".
func sizeOf(b boardview.Board) string { return board.SizeText(b.Cols(), b.Rows()) }

// fileChosen reports whether the form has chosen a board file it has read.
func (f *setupForm) fileChosen() bool { return f.board.Selected == choiceFile && f.file != nil }

// chosenBoard is the board the form has chosen.
func (f *setupForm) chosenBoard() *board.Board {
	if f.fileChosen() {
		return f.file
	}
	return f.a.cfg.DefaultBoard
}

// chosenPath is the file of the board the form has chosen, "" for the
// default board or a board no file holds.
func (f *setupForm) chosenPath() string {
	if f.fileChosen() {
		return f.path
	}
	return ""
}

// boardSaved takes in board b, just saved by the board editor at path: a
// New Game dialog open on that file shows it, and Start plays it, as it
// now is, and so does the next dialog.
func (a *App) boardSaved(path string, b *board.Board) {
	if samePath(a.lastFile.path, path) {
		a.lastFile.board = b
	}
	if f := a.setupForm; f != nil && f.file != nil && samePath(f.path, path) {
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

// setup is the game the form describes.
func (f *setupForm) setup() Setup {
	s := Setup{Board: f.chosenBoard(), Open: f.open.Selected == choiceOpen}
	for i, p := range f.players {
		kind := game.Human
		if p.Selected == choiceComputer {
			kind = game.Computer
		}
		level, err := computer.ParseLevel(f.levels[i].Selected)
		if err != nil {
			level = computer.Normal
		}
		s.Players = append(s.Players, kind)
		s.Levels = append(s.Levels, level)
	}
	return s
}

// remember stores the answers for the next time.
func (f *setupForm) remember() {
	prefs := f.a.fyne.Preferences()
	path := ""
	if f.fileChosen() {
		path = f.path
	}
	// A game started before the remembered file was read, on the default
	// board shown meanwhile, does not forget the file.
	if !f.reading || f.file != nil {
		prefs.SetString(prefBoardFile, path)
	}
	if path != "" {
		f.a.lastFile = knownBoard{path: path, board: f.file}
	}
	for i, p := range f.players {
		n := strconv.Itoa(i + 1)
		prefs.SetString(prefPlayer+n, p.Selected)
		prefs.SetString(prefLevel+n, strings.ToLower(f.levels[i].Selected))
	}
	prefs.SetBool(prefOpen, f.open.Selected == choiceOpen)
}

// unsavedBoard is the board chosen when no file holds it, or nil.
func (f *setupForm) unsavedBoard() *board.Board {
	if f.board.Selected == choiceFile && f.path == "" {
		return f.file
	}
	return nil
}

// lettingEnterStart gives up the focus that a choice takes when clicked,
// so that Enter goes on to start the game: a focused radio button or list
// would keep Enter to itself. A level's list, which keeps the focus when
// the same level is picked again, answers the dialog's keys itself.
func (f *setupForm) lettingEnterStart(keys dialogKeys) {
	after := func(then func(string)) func(string) {
		return func(choice string) {
			if then != nil {
				then(choice)
			}
			f.a.win.Canvas().Unfocus()
		}
	}
	for _, g := range append([]*widget.RadioGroup{f.board, f.open}, f.players...) {
		g.OnChanged = f.keepingChoice(g, after(g.OnChanged))
	}
	for _, sel := range f.levels {
		sel.OnChanged = after(sel.OnChanged)
		sel.keys = keys
	}
}

// keepingChoice makes radio group g report a click on its chosen option,
// which changes nothing, so that the click gives up the focus too: g no
// longer requires a choice, and a click that clears it puts the choice
// back, unseen, and unfocuses instead of calling changed.
func (f *setupForm) keepingChoice(g *widget.RadioGroup, changed func(string)) func(string) {
	g.Required = false
	last := g.Selected
	return func(choice string) {
		if choice == "" {
			g.Selected = last
			g.Refresh()
			f.a.win.Canvas().Unfocus()
			return
		}
		last = choice
		changed(choice)
	}
}
