package newgame

import (
	"errors"
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/games"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
)

// The preferences that remember the last setup: PrefGame the game,
// PrefBoardFile the path of the last board file, PrefWordsFile that of the
// last word list file, PrefPlayers how many played, PrefPlayer and
// PrefLevel, followed by "1" to "4", each player's kind and level, and
// PrefOpen an open game.
const (
	PrefGame      = "game"      // the game's rules.Set ID
	PrefBoardFile = "boardFile" // the path of the last board file, "" for the default board
	PrefWordsFile = "wordsFile" // the path of the last word list file, "" for the built-in list
	PrefPlayers   = "players"   // how many played
	PrefPlayer    = "player"    // + "1" to "4": "Human" or "Computer"
	PrefLevel     = "level"     // + "1" to "4": "easy", "normal" or "strong"
	PrefOpen      = "openGame"
)

// The choices of the New Game dialog, as it labels them.
const (
	ChoiceDefault   = "Default board"
	ChoiceFile      = "Board file"
	ChoiceBuiltIn   = "Built in"
	ChoiceWordsFile = "Word list file"
	ChoiceHuman     = "Human"
	ChoiceComputer  = "Computer"
	ChoiceJoining   = "Joining" // Host a Game: a player joining from another desktop
	ChoiceOpen      = "Open"
	ChoiceClosed    = "Closed"
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
	keep     keepers // the Keepers of its radio buttons
	game     *gamePick
	file     *board.Board // the board loaded from a file, if any
	path     string
	board    *widget.RadioGroup
	fileName *dialogs.CappedLabel
	fileRow  *fyne.Container // the buttons to load and edit a board file, and its name
	fileWhy  *widget.Label   // why the remembered board file is not played, hidden when it is
	mend     *widget.Button  // opens the remembered board file, no longer valid, in the editor to mend
	mendRow  *fyne.Container // the button, at its own width, hidden but when the file is no longer valid
	reading  bool            // the remembered board file is being read (reread)
	words    *wordsPick
	players  *playersPick
	open     *widget.RadioGroup
	resized  func() // fits the dialog to rows shown or hidden; nil until it is shown
}

// content lays the choices out in two columns: the game on the left, the
// first question; the board, the word list, the players and open or
// closed on the right.
func (f *setupForm) content() fyne.CanvasObject {
	choose := widget.NewButton("Load file…", func() { f.n.PickBoardFile(f.loadFile) })
	edit := widget.NewButton("Edit…", func() { f.n.host.Edit(f.chosenBoard(), f.chosenPath(), f.game.game()) })
	f.fileRow = container.NewHBox(choose, edit, f.fileName)
	left := container.New(layout.NewFormLayout(), caption("Game"), f.game.content)
	right := []fyne.CanvasObject{
		caption("Board"), container.NewVBox(f.keep.wrap(f.board), f.fileRow, f.fileWhy, f.mendRow),
		caption("Word list"), f.words.content,
	}
	right = append(right, f.players.formRows()...)
	right = append(right, caption("Racks"), f.keep.wrap(f.open))
	return container.NewHBox(container.NewVBox(left), widget.NewSeparator(), container.New(layout.NewFormLayout(), right...))
}

// caption is the caption of a row of the form, as Fyne's forms write it.
func caption(text string) fyne.CanvasObject {
	return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
}

// gameChanged fits the choices to game r: its default board, a board file
// only where it is in the game's format, and the number of players it
// seats.
func (f *setupForm) gameChanged(r *rules.Set) {
	f.players.fit(r)
	if f.board.Selected == ChoiceFile && f.file != nil && !games.Fits(r, f.file) {
		f.board.SetSelected(ChoiceDefault)
	}
	f.showFile()
	f.fitDialog()
}

// fitDialog fits the dialog to the rows shown, once it is shown.
func (f *setupForm) fitDialog() {
	if f.resized != nil {
		f.resized()
	}
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

// choiceGroup is a horizontal pair of choices with one selected.
func choiceGroup(a, b, selected string) *widget.RadioGroup {
	g := widget.NewRadioGroup([]string{a, b}, nil)
	g.Horizontal, g.Required, g.Selected = true, true, selected
	return g
}

// boardChanged asks for a file when "Board file" is chosen and none is
// loaded yet, or the one loaded is not a board of the game chosen.
func (f *setupForm) boardChanged(choice string) {
	if choice == ChoiceFile && (f.file == nil || !games.Fits(f.game.game(), f.file)) {
		f.board.SetSelected(ChoiceDefault) // until a file is loaded
		f.n.PickBoardFile(f.loadFile)
	}
}

// loadFile takes a chosen board file, or shows the loader's reason, with
// an offer to mend the file in the board editor, and lets the player
// choose again.
func (f *setupForm) loadFile(name, path string, data []byte) {
	b, err := board.Parse(f.game.game().Board, name, data)
	if err != nil {
		err = otherGames(f.game.game(), name, data, err)
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

// otherGames is why the board file name, whose bytes are data, cannot be
// played under rules r, err: when it is a board of other games, it says
// so and which to choose.
func otherGames(r *rules.Set, name string, data []byte, err error) error {
	for _, f := range games.Formats() {
		if f.Format == r.Board {
			continue
		}
		if _, other := board.Parse(f.Format, name, data); other == nil {
			choose := "choose it"
			if len(f.Games) > 1 {
				choose = "choose one of them"
			}
			return fmt.Errorf("%s: a board of %s, not of %s; %s to play on this board", fileio.ShownName(name), games.Names(f.Games), r.Name, choose)
		}
	}
	return err
}

// showFile names the board file chosen, if any.
func (f *setupForm) showFile() {
	f.fileWhy.Hide()
	f.mendRow.Hide()
	if f.file == nil {
		f.showFileName("")
		return
	}
	text := f.file.Name() + ", " + board.SizeText(f.file.Cols(), f.file.Rows()) // "board (not saved), 20×30"
	if game := f.game.game(); !games.Fits(game, f.file) {
		text += ": not a board of " + game.Name
	}
	f.showFileName(text)
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
	return f.n.DefaultBoard(f.game.game())
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
	s := play.Setup{Rules: f.game.game(), Words: f.words.chosen(), Board: f.chosenBoard(), Open: f.open.Selected == ChoiceOpen}
	s.Players, s.Levels, s.Joining = f.players.chosen()
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
	prefs.SetString(PrefGame, f.game.game().ID)
	prefs.SetString(PrefWordsFile, f.words.chosen())
	f.players.remember(prefs)
	prefs.SetBool(PrefOpen, f.open.Selected == ChoiceOpen)
}

// unsavedBoard is the board chosen when no file holds it, or nil.
func (f *setupForm) unsavedBoard() *board.Board {
	if f.board.Selected == ChoiceFile && f.path == "" {
		return f.file
	}
	return nil
}

// lettingEnterStart hands the keyboard, taken by a choice when clicked or
// chosen from the keyboard, to the Keeper after the choice, so that Enter
// goes on to start the game and Tab to the next choice: a focused radio
// button would keep Enter to itself. A level's list, which keeps the
// focus when the same level is picked again, answers the dialog's keys
// itself, and once a level is picked gives the keyboard up.
func (f *setupForm) lettingEnterStart(keys dialogs.Keys) {
	c := f.n.host.Dialogs.Window().Canvas()
	f.keep.setKeys(keys)
	groups := append([]*widget.RadioGroup{f.board, f.open, f.words.choice, f.players.count}, f.players.kinds...)
	for _, g := range append(groups, f.game.radios...) {
		g.OnChanged = f.keepingChoice(g, g.OnChanged)
	}
	for _, sel := range f.players.levels {
		then := sel.OnChanged
		sel.OnChanged = func(choice string) {
			if then != nil {
				then(choice)
			}
			c.Unfocus()
		}
		sel.SetKeys(keys)
	}
}

// keepingChoice makes radio group g report a click on its chosen option,
// which changes nothing, so that the click hands the keyboard on too: g
// no longer requires a choice, and a click that clears it puts the choice
// back, unseen, instead of calling changed. Either way the keyboard goes
// to g's Keeper.
func (f *setupForm) keepingChoice(g *widget.RadioGroup, changed func(string)) func(string) {
	g.Required = false
	last := g.Selected
	keeper := f.keep[g]
	return func(choice string) {
		defer keeper.Hold(f.n.host.Dialogs.Window().Canvas())
		if choice == "" {
			g.Selected = last
			g.Refresh()
			return
		}
		last = choice
		if changed != nil {
			changed(choice)
		}
	}
}
