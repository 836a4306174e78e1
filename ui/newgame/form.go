package newgame

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
	"scraebbkle/ui/style"
)

// The preferences that remember the last setup: PrefBoardFile the path of
// the last board file, PrefPlayer and PrefLevel, followed by "1" or "2",
// each player's kind and level, and PrefOpen an open game.
const (
	PrefBoardFile = "boardFile" // the path of the last board file, "" for the default board
	PrefPlayer    = "player"    // + "1" or "2": "Human" or "Computer"
	PrefLevel     = "level"     // + "1" or "2": "easy", "normal" or "strong"
	PrefOpen      = "openGame"
)

// The choices of the New Game dialog, as it labels them.
const (
	ChoiceDefault  = "Default board"
	ChoiceFile     = "Board file"
	ChoiceHuman    = "Human"
	ChoiceComputer = "Computer"
	ChoiceOpen     = "Open"
	ChoiceClosed   = "Closed"
)

// showFileName names the board file in the dialog, and lays its row out
// again for the name's width.
func (f *setupForm) showFileName(text string) {
	f.fileName.SetText(text)
	if f.fileRow != nil {
		f.fileRow.Refresh()
	}
}

// FileNameWidth is the widest the board file's name is shown in the
// new-game dialog; a longer one ends in an ellipsis.
const FileNameWidth = 360

// setupForm is the state of the new-game dialog.
type setupForm struct {
	n        *Chooser
	file     *board.Board // the board loaded from a file, if any
	path     string
	board    *widget.RadioGroup
	fileName *dialogs.CappedLabel
	fileRow  *fyne.Container // the buttons to load and edit a board file, and its name
	fileWhy  *widget.Label   // why the remembered board file is not played, hidden when it is
	mend     *widget.Button  // opens the remembered board file, no longer valid, in the editor to mend
	mendRow  *fyne.Container // the button, at its own width, hidden but when the file is no longer valid
	reading  bool            // the remembered board file is being read (reread)
	players  []*widget.RadioGroup
	levels   []*dialogs.Select
	open     *widget.RadioGroup
}

// reread reads the remembered board file at path in the background, for
// a file on a network drive can take long to answer, or never answer, and
// the window must not wait for it. Once read, the board is chosen, unless
// the player chose another meanwhile; until then the board read last time,
// if any, stands in for it.
func (f *setupForm) reread(path string) {
	shown, selected := f.file, f.board.Selected
	f.reading = true
	f.n.reread(path, func(b *board.Board, err error) {
		f.reading = false
		switch {
		case f.file != shown || f.board.Selected != selected: // the player chose meanwhile
		case err != nil: // the board read last time, or the default board, stays
			f.unread(path, err)
		default:
			f.file, f.path = b, path
			f.showFile()
			f.board.SetSelected(ChoiceFile)
		}
	})
}

// addPlayer adds a player's choices: human or computer, and the computer's
// level, which only a computer player may set.
func (f *setupForm) addPlayer(kind string, level computer.Level) {
	names := make([]string, len(computer.Levels))
	for i, l := range computer.Levels {
		names[i] = levelName(l)
	}
	sel := dialogs.NewSelect(names)
	sel.Selected = levelName(level)
	group := choiceGroup(ChoiceHuman, ChoiceComputer, kind)
	group.OnChanged = func(choice string) { style.Enable(sel, choice == ChoiceComputer) }
	style.Enable(sel, kind == ChoiceComputer)
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
	if choice == ChoiceFile && f.file == nil {
		f.board.SetSelected(ChoiceDefault) // until a file is loaded
		f.n.PickBoardFile(f.loadFile)
	}
}

// loadFile takes a chosen board file, or shows the loader's reason, with
// an offer to mend the file in the board editor, and lets the player
// choose again.
func (f *setupForm) loadFile(name, path string, data []byte) {
	b, err := board.Parse(f.n.host.Rules.Board, name, data)
	if err != nil {
		f.n.host.Refuse(name, path, data, err)
		if f.file == nil {
			f.board.SetSelected(ChoiceDefault)
		}
		return
	}
	f.file, f.path = b, path
	f.showFile()
	f.board.SetSelected(ChoiceFile)
}

// showFile names the board file chosen, if any.
func (f *setupForm) showFile() {
	f.fileWhy.Hide()
	f.mendRow.Hide()
	if f.file == nil {
		f.showFileName("")
		return
	}
	f.showFileName(f.file.Name() + ", " + board.SizeText(f.file.Cols(), f.file.Rows())) // "board (not saved), 20×30"
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
		f.mend.OnTapped = func() { f.n.host.Mend(path) }
		f.mendRow.Show()
	}
	f.fileWhy.SetText(phrase.Sentence(err))
	f.fileWhy.Show()
	if f.file == nil {
		f.showFileName(fileio.ShownName(filepath.Base(path)) + " " + why)
		return
	}
	f.showFileName(f.file.Name() + ", " + board.SizeText(f.file.Cols(), f.file.Rows()) + " as read before: the file " + why)
}

// fileChosen reports whether the form has chosen a board file it has read.
func (f *setupForm) fileChosen() bool { return f.board.Selected == ChoiceFile && f.file != nil }

// chosenBoard is the board the form has chosen.
func (f *setupForm) chosenBoard() *board.Board {
	if f.fileChosen() {
		return f.file
	}
	return f.n.host.DefaultBoard
}

// chosenPath is the file of the board the form has chosen, "" for the
// default board or a board no file holds.
func (f *setupForm) chosenPath() string {
	if f.fileChosen() {
		return f.path
	}
	return ""
}

// setup is the game the form describes.
func (f *setupForm) setup() play.Setup {
	s := play.Setup{Board: f.chosenBoard(), Open: f.open.Selected == ChoiceOpen}
	for i, p := range f.players {
		kind := game.Human
		if p.Selected == ChoiceComputer {
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
	prefs := f.n.host.Prefs
	path := ""
	if f.fileChosen() {
		path = f.path
	}
	// A game started before the remembered file was read, on the default
	// board shown meanwhile, does not forget the file.
	if !f.reading || f.file != nil {
		prefs.SetString(PrefBoardFile, path)
	}
	if path != "" {
		f.n.lastFile = knownBoard{path: path, board: f.file}
	}
	for i, p := range f.players {
		n := strconv.Itoa(i + 1)
		prefs.SetString(PrefPlayer+n, p.Selected)
		prefs.SetString(PrefLevel+n, strings.ToLower(f.levels[i].Selected))
	}
	prefs.SetBool(PrefOpen, f.open.Selected == ChoiceOpen)
}

// unsavedBoard is the board chosen when no file holds it, or nil.
func (f *setupForm) unsavedBoard() *board.Board {
	if f.board.Selected == ChoiceFile && f.path == "" {
		return f.file
	}
	return nil
}

// lettingEnterStart gives up the focus that a choice takes when clicked,
// so that Enter goes on to start the game: a focused radio button or list
// would keep Enter to itself. A level's list, which keeps the focus when
// the same level is picked again, answers the dialog's keys itself.
func (f *setupForm) lettingEnterStart(keys dialogs.Keys) {
	after := func(then func(string)) func(string) {
		return func(choice string) {
			if then != nil {
				then(choice)
			}
			f.n.host.Dialogs.Window().Canvas().Unfocus()
		}
	}
	for _, g := range append([]*widget.RadioGroup{f.board, f.open}, f.players...) {
		g.OnChanged = f.keepingChoice(g, after(g.OnChanged))
	}
	for _, sel := range f.levels {
		sel.OnChanged = after(sel.OnChanged)
		sel.SetKeys(keys)
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
			f.n.host.Dialogs.Window().Canvas().Unfocus()
			return
		}
		last = choice
		changed(choice)
	}
}
