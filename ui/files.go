package ui

import (
	"math/rand/v2"
	"path/filepath"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
)

// gameFiles are the Game menu's files: Save As, Open and Export, and the
// question before a game in progress is replaced.
type gameFiles struct {
	a *App
	// pick lets the player choose a saved game to read; save lets them
	// choose where to write a file, suggesting a name. Tests replace them.
	pick func(func(name, path string, data []byte))
	save func(kind dialogs.Kind, suggested string, data func() []byte, saved func(path string))
}

// The names suggested for the files the Game menu writes.
const (
	savedGameName = "scraebbkle-game.json"
	textExport    = "scraebbkle-game.txt"
	gcgExport     = "scraebbkle-game.gcg"
)

// saveAs writes the game on screen to a save file the player chooses.
func (f *gameFiles) saveAs() {
	if t := f.onScreen("Save As"); t != nil {
		f.save(dialogs.SavedGame, savedGameName, t.Save, func(path string) {
			t.MarkKept()
			f.savedFrom(t, path)
		})
	}
}

// export writes the record of the game on screen, made by export, to a
// file of kind the player chooses, suggesting the name given.
func (f *gameFiles) export(kind dialogs.Kind, name string, export func(*game.Game, []computer.Level) string) {
	if t := f.onScreen("Export"); t != nil {
		f.save(kind, name, func() []byte { return []byte(export(t.Game(), t.Setup().Levels)) }, func(path string) { f.savedFrom(t, path) })
	}
}

// kept are the files the window reads, which the file dialogs write
// over only with a file of their own kind: the word lists it knows, the
// board files New Game and -board offer, and the autosave.
func (f *gameFiles) kept() []dialogs.Kept {
	a := f.a
	var kept []dialogs.Kept
	for _, path := range a.words.known() {
		kept = append(kept, dialogs.Kept{Path: path, What: "the word list " + filepath.Base(path), Kind: dialogs.WordList})
	}
	for _, path := range []string{a.fyne.Preferences().String(newgame.PrefBoardFile), a.cfg.BoardPath} {
		kept = append(kept, dialogs.Kept{Path: path, What: "the board file " + filepath.Base(path), Kind: dialogs.BoardFile})
	}
	if s := a.autosaves.slot; s != nil && s.path != "" {
		kept = append(kept, dialogs.Kept{Path: s.path, What: "where the window autosaves the game on screen", Kind: -1})
	}
	return kept
}

// onScreen is the game on screen, or nil after saying that there is
// none yet.
func (f *gameFiles) onScreen(action string) *play.Table {
	a := f.a
	switch {
	case a.together != nil:
		a.tell(action, "This game is played with other computers, and the host holds it: only a game played at this computer alone can be saved, exported or reviewed here. A game hosted here is saved after every turn all the same, and offered at the next start.", nil)
	case a.table == nil:
		a.tell(action, "There is no game yet: Game > New Game starts one.", nil)
	}
	return a.table
}

// open lets the player choose a save file and goes on with its game,
// or says why the file cannot be opened. A game in progress is replaced
// only when the player agrees.
func (f *gameFiles) open() {
	a := f.a
	f.pick(func(file, _ string, data []byte) {
		name := fileio.ShownName(file)
		a.afterLoading(request{"Open " + name, "open " + name, func() {
			a.words.loadSaved(data, func(g *game.Game, x save.Extras, err error) {
				if err != nil {
					a.tell("Cannot open "+name, phrase.Sentence(err), f.unlessPlaying)
					return
				}
				f.replace("Open "+name, "Opening "+name, func() {
					a.show(setupOf(g, x.Levels), g, x)
					a.table.MarkKept()
					a.table.Note("Opened " + name + ".")
				})
			})
		}})
	})
}

// unlessPlaying asks for a new game when there is no game on screen, as
// after a game asked for while the word list loaded could not be opened.
func (f *gameFiles) unlessPlaying() {
	a := f.a
	if a.table == nil && a.together == nil {
		a.newGames.Show()
	}
}

// inProgress reports whether a game on screen has begun, is not over
// and has turns that no file the player chose holds: one that Open or a
// new game would lose.
func (f *gameFiles) inProgress() bool {
	a := f.a
	t := a.table
	return t != nil && t.Unkept()
}

// replace does f, which replaces the game on screen, at once when no
// game is in progress, or else once the player agrees to lose it. The
// question is "what now?", and doing names f as a sentence would begin
// ("Opening game.json").
func (f *gameFiles) replace(what, doing string, then func()) {
	a := f.a
	if a.together != nil && (a.together.View() == nil || !a.together.View().Over()) {
		leaves := "You leave the game played with other computers: the host keeps your seat, and Join a Game with the same address and code takes you back to it."
		if a.hosted != nil {
			leaves = "The game hosted here ends for every player, and the players joined are told so. It was saved after every turn, and is offered at the next start."
		}
		a.confirm(what+"?", leaves+" "+what+" now?", then)
		return
	}
	if !f.inProgress() {
		then()
		return
	}
	a.confirm(what+"?", "The game on screen is not over, and not saved as it is now. "+doing+" closes it for good. Save As first to keep it. "+what+" now?", then)
}

// setupOf is how game g, resumed or opened, is played: its rules, board,
// players, levels and racks, with computers that choose at random.
func setupOf(g *game.Game, levels []computer.Level) play.Setup {
	s := play.Setup{Rules: g.Rules(), Board: g.Board(), Levels: levels, Open: g.Open(), Seed: rand.Uint64()}
	for i := range g.Players() {
		s.Players = append(s.Players, g.Player(i).Kind)
	}
	return s
}

// openFile lets the player choose a file of kind, and hands the chosen
// file's name, path and contents to picked.
func (f *gameFiles) openFile(kind dialogs.Kind, picked func(name, path string, data []byte)) {
	a := f.a
	a.dialogs.Files().Open(kind, picked)
}

// write shows Fyne's save dialog, suggesting a file name, and writes
// what data returns then to the file chosen, as a file of kind; then it
// tells saved where.
func (f *gameFiles) write(kind dialogs.Kind, suggested string, data func() []byte, saved func(path string)) {
	a := f.a
	a.dialogs.Files().Write(kind, suggested, data, saved)
}

// savedFrom says in the status line where the game of table t was saved
// (dialogs.SavedAs), only while t is on screen: a save dialog may be answered
// after its game has made way for another.
func (f *gameFiles) savedFrom(t *play.Table, path string) {
	a := f.a
	if a.table == t {
		t.Note(dialogs.SavedAs(path))
	}
}
