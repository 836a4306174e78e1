package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/phrase"
)

// The names suggested for the files the Game menu writes.
const (
	savedGameName = "scraebbkle-game.json"
	textExport    = "scraebbkle-game.txt"
	gcgExport     = "scraebbkle-game.gcg"
)

// fileKind is a kind of file the file dialogs read or write. Each kind
// keeps its own folder, so that a game's text record, a .txt file too,
// is not saved among the board files and then listed with them.
type fileKind int

// The kinds of file.
const (
	boardFile fileKind = iota
	savedGame
	textRecord
	gcgRecord
)

// name names kind k in the preferences.
func (k fileKind) name() string {
	return [...]string{boardFile: "board", savedGame: "game", textRecord: "text", gcgRecord: "gcg"}[k]
}

// ext is the extension of files of kind k.
func (k fileKind) ext() string {
	return [...]string{boardFile: ".txt", savedGame: ".json", textRecord: ".txt", gcgRecord: ".gcg"}[k]
}

// openTitle is the title of the file dialog that opens a file of kind k,
// in place of Fyne's "Open File"; saveTitle, of Fyne's "Save File".
func (k fileKind) openTitle() string {
	return [...]string{boardFile: "Open a Board File", savedGame: "Open a Saved Game", textRecord: "Open a Text Record", gcgRecord: "Open a GCG Record"}[k]
}

// saveTitle is the title of the dialog that saves a file of kind k.
func (k fileKind) saveTitle() string {
	return [...]string{boardFile: "Save the Board As", savedGame: "Save the Game As", textRecord: "Export the Game as Text", gcgRecord: "Export the Game as GCG"}[k]
}

// readLimit is the most bytes read from a file of kind k.
func (k fileKind) readLimit() int64 {
	if k == boardFile {
		return board.MaxFileBytes
	}
	return save.MaxFileBytes
}

// saveGameAs writes the game on screen to a save file the player chooses.
func (a *App) saveGameAs() {
	if t := a.gameOnScreen("Save As"); t != nil {
		a.saveFile(savedGame, savedGameName, t.saveGame, func(path string) {
			t.kept = len(t.game.History())
			a.savedFrom(t, path)
		})
	}
}

// saveGame is the game on table t in the save-file format, with the
// computers' levels, the hints asked for and the racks as arranged.
func (t *table) saveGame() []byte {
	return save.Marshal(t.game, save.Extras{Levels: t.setup.Levels, Hints: t.ctrl.HintLog(), Arranged: t.arranged()})
}

// exportGame writes the record of the game on screen, made by export, to a
// file of kind the player chooses, suggesting the name given.
func (a *App) exportGame(kind fileKind, name string, export func(*game.Game, []computer.Level) string) {
	if t := a.gameOnScreen("Export"); t != nil {
		a.saveFile(kind, name, func() []byte { return []byte(export(t.game, t.setup.Levels)) }, func(path string) { a.savedFrom(t, path) })
	}
}

// gameOnScreen is the game on screen, or nil after saying that there is
// none yet.
func (a *App) gameOnScreen(action string) *table {
	if a.table == nil {
		a.tell(action, "There is no game yet: Game > New Game starts one.", nil)
	}
	return a.table
}

// openGame lets the player choose a save file and goes on with its game,
// or says why the file cannot be opened. A game in progress is replaced
// only when the player agrees.
func (a *App) openGame() {
	a.pickGameFile(func(file, _ string, data []byte) {
		name := fileio.ShownName(file)
		a.afterLoading(request{"Open " + name, "open " + name, func() {
			g, x, err := save.Load(a.cfg.Referee(), data)
			if err != nil {
				a.tell("Cannot open "+name, phrase.Sentence(err), a.unlessPlaying)
				return
			}
			a.replaceGame("Open "+name, "Opening "+name, func() {
				a.show(setupOf(g, x.Levels), g, x)
				a.table.kept = len(g.History())
				a.table.note("Opened " + name + ".")
			})
		}})
	})
}

// unlessPlaying asks for a new game when there is no game on screen, as
// after a game asked for while the word list loaded could not be opened.
func (a *App) unlessPlaying() {
	if a.table == nil {
		a.newGameDialog()
	}
}

// gameInProgress reports whether a game on screen has begun, is not over
// and has turns that no file the player chose holds: one that Open or a
// new game would lose.
func (a *App) gameInProgress() bool {
	t := a.table
	return t != nil && !t.game.Over() && len(t.game.History()) > t.kept
}

// replaceGame does f, which replaces the game on screen, at once when no
// game is in progress, or else once the player agrees to lose it. The
// question is "what now?", and doing names f as a sentence would begin
// ("Opening game.json").
func (a *App) replaceGame(what, doing string, f func()) {
	if !a.gameInProgress() {
		f()
		return
	}
	a.confirm(what+"?", "The game on screen is not over, and not saved as it is now. "+doing+" closes it for good. Save As first to keep it. "+what+" now?", f)
}

// setupOf is how game g, resumed or opened, is played: its board, players,
// levels and racks, with computers that choose at random.
func setupOf(g *game.Game, levels []computer.Level) Setup {
	s := Setup{Board: g.Board(), Levels: levels, Open: g.Open(), Seed: rand.Uint64()}
	for i := range g.Players() {
		s.Players = append(s.Players, g.Player(i).Kind)
	}
	return s
}

// openFile lets the player choose a file of kind, and hands the chosen
// file's name, path and contents to picked.
func (a *App) openFile(kind fileKind, picked func(name, path string, data []byte)) {
	a.dialogs.files().open(kind, picked)
}

// writeFile shows Fyne's save dialog, suggesting a file name, and writes
// what data returns then to the file chosen, as a file of kind; then it
// tells saved where.
func (a *App) writeFile(kind fileKind, suggested string, data func() []byte, saved func(path string)) {
	a.dialogs.files().write(kind, suggested, data, saved)
}

// savedAs says where a file was saved at path, its name first, so that a
// long folder is what a status line cuts short.
func savedAs(path string) string {
	return fmt.Sprintf("Saved as %s in %s.", filepath.Base(path), filepath.Dir(path))
}

// savedFrom says in the status line where the game of table t was saved
// (savedAs), only while t is on screen: a save dialog may be answered
// after its game has made way for another.
func (a *App) savedFrom(t *table, path string) {
	if a.table == t {
		t.note(savedAs(path))
	}
}

// fileDialogs shows Fyne's file dialogs in the window of dialogs, which
// the keyboard answers (Escape closes them) and which says what went wrong.
type fileDialogs struct{ dialogs *keyedDialogs }

// files are the file dialogs of the window of k.
func (k *keyedDialogs) files() fileDialogs { return fileDialogs{dialogs: k} }

// open lets the player choose a file of kind, and hands the chosen file's
// name, path and contents to picked. Only regular files are listed:
// opening a named pipe would wait for a writer.
func (f fileDialogs) open(kind fileKind, picked func(name, path string, data []byte)) {
	fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			f.dialogs.showError(err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		data, err := fileio.ReadLimited(r, kind.readLimit())
		if err != nil {
			name := fileio.ShownName(filepath.Base(r.URI().Path()))
			f.dialogs.tell("Cannot open "+name, phrase.Sentence(err), nil)
			return
		}
		f.chosen(kind, r.URI())
		picked(filepath.Base(r.URI().Path()), r.URI().Path(), data)
	}, f.dialogs.win)
	fd.SetTitleText(kind.openTitle())
	f.show(fd, kind, regularFiles{storage.NewExtensionFileFilter([]string{kind.ext()})})
}

// fileDialogSize is the size of the file dialogs, which Fyne shrinks to
// fit a smaller window: room for a dozen files, where Fyne's own least
// size shows four or five.
var fileDialogSize = fyne.NewSize(860, 620)

// show shows file dialog fd, for files of kind, in the folder of the last
// such file chosen, listing the files that filter lets through.
func (f fileDialogs) show(fd *dialog.FileDialog, kind fileKind, filter storage.FileFilter) {
	f.startIn(fd, kind)
	fd.SetFilter(filter)
	f.dialogs.show(fd, dialogKeys{escape: fd.Hide})
	fd.Resize(fileDialogSize) // once shown: before, Fyne 2.8.1's Resize fails
}

// startIn opens file dialog fd, for files of kind, in the folder of the
// last such file chosen, or else in the player's home folder: not in the
// last folder any file dialog showed, as Fyne would, which may hold
// files of another kind, nor in the program's own storage.
func (f fileDialogs) startIn(fd *dialog.FileDialog, kind fileKind) {
	folder := f.dialogs.folders.folderFor(kind)
	if folder == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return
		}
		folder = home
	}
	if dir, err := storage.ListerForURI(storage.NewFileURI(folder)); err == nil {
		fd.SetLocation(dir)
	}
}

// chosen remembers the folder of a local file of kind chosen in a file
// dialog.
func (f fileDialogs) chosen(kind fileKind, u fyne.URI) {
	if u.Scheme() == "file" {
		f.dialogs.folders.remember(kind, filepath.Dir(u.Path()))
	}
}

// regularFiles lists the files its filter lists that are files (not
// folders, pipes or devices; fileio.IsFile), or not local.
type regularFiles struct{ storage.FileFilter }

// Matches reports whether u is listed.
func (r regularFiles) Matches(u fyne.URI) bool {
	if !r.FileFilter.Matches(u) {
		return false
	}
	if u.Scheme() != "file" {
		return true
	}
	info, err := os.Stat(u.Path())
	return err == nil && fileio.IsFile(info.Mode())
}

// write shows the save dialog, suggesting a file name, and writes what
// data returns to the file chosen, as a file of kind, and tells saved
// where: a local file all at once, so that it is never left half written.
// data is asked once the file is chosen, so that what is saved is what is
// on screen then, even if a computer moved while the dialog was open.
func (f fileDialogs) write(kind fileKind, suggested string, data func() []byte, saved func(path string)) {
	fd := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			f.dialogs.showError(err)
		case wc == nil: // cancelled
		case wc.URI().Scheme() == "file":
			wc.Close()
			f.chosen(kind, wc.URI())
			f.saveLocal(wc.URI().Path(), kind, data, saved)
		default:
			_, err = wc.Write(data())
			if cerr := wc.Close(); err == nil {
				err = cerr
			}
			f.done(wc.URI().Path(), err, saved)
		}
	}, f.dialogs.win)
	fd.SetFileName(suggested)
	fd.SetTitleText(kind.saveTitle())
	f.show(fd, kind, storage.NewExtensionFileFilter([]string{kind.ext()})) // the files of the kind saved, as Open lists
}

// saveLocal writes data to the local file at path, chosen in the save
// dialog, adding the extension of kind when the name has another or none,
// so that the file can be opened again where only files of that kind are
// listed. The dialog asked before replacing the file it was given, not the
// one with the extension, so replacing that one is asked here; No brings
// the save dialog back, with the name as typed, to choose another.
func (f fileDialogs) saveLocal(path string, kind fileKind, data func() []byte, saved func(path string)) {
	ext := kind.ext()
	named := withExtension(path, ext)
	if named == path {
		f.done(path, writeChosen(path, data()), saved)
		return
	}
	if info, err := os.Stat(path); err == nil && info.Size() == 0 {
		os.Remove(path) // the empty file the dialog made, or emptied
	}
	write := func() { f.done(named, fileio.WriteAtomic(named, data()), saved) }
	if !fileio.Exists(named) {
		write()
		return
	}
	if err := fileio.CanWrite(named); err != nil { // a folder, say: said at once, not offered to be replaced
		f.done(named, err, saved)
		return
	}
	f.dialogs.ask("Replace "+filepath.Base(named)+"?",
		fmt.Sprintf("The file is saved with the extension %s, and %s already exists. Replace it?", ext, filepath.Base(named)),
		func(yes bool) {
			if yes {
				write()
			} else {
				f.write(kind, filepath.Base(path), data, saved)
			}
		})
}

// done tells saved where the file went, or says why it could not be
// written (cannotSave).
func (f fileDialogs) done(path string, err error, saved func(path string)) {
	if err != nil {
		f.dialogs.cannotSave(path, err)
		return
	}
	saved(path)
}

// cannotSave says why the file at path could not be written, err: the
// file's name in the title and before the reason, which is given alone,
// without the system's words for the operation and the path.
func (k *keyedDialogs) cannotSave(path string, err error) {
	name := fileio.ShownName(filepath.Base(path))
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		err = pe.Err
	}
	k.tell("Cannot save "+name, phrase.Sentence(fmt.Errorf("%s: %w", name, err)), nil)
}

// writeAtomic writes a file all at once (a variable, for the tests).
var writeAtomic = fileio.WriteAtomic

// writeChosen writes data to path, a file the save dialog has already made
// or emptied: all at once where it can, or else in place, for an emptied
// file is the one outcome worse than a write that might be cut short
// (a folder that takes no new files, a rename the system refuses).
func writeChosen(path string, data []byte) error {
	err := writeAtomic(path, data)
	// An existing file keeps its permissions.
	if err != nil && fileio.Exists(path) && os.WriteFile(path, data, 0o644) == nil {
		return nil
	}
	return err
}

// withExtension is path with the extension ext, such as ".json", added
// when it has another or none.
func withExtension(path, ext string) string {
	if ext == "" || strings.EqualFold(filepath.Ext(path), ext) {
		return path
	}
	return path + ext
}
