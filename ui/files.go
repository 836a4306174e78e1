package ui

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"scraebbkle/core"
)

// The names suggested for the files the Game menu writes.
const (
	savedGameName = "scraebbkle-game.json"
	textExport    = "scraebbkle-game.txt"
	gcgExport     = "scraebbkle-game.gcg"
)

// saveGameAs writes the game on screen to a save file the player chooses.
func (a *App) saveGameAs() {
	if t := a.gameOnScreen("Save As"); t != nil {
		a.saveFile(savedGameName, t.saveGame())
	}
}

// saveGame is the game on table t in the save-file format, with the
// computers' levels and the hints asked for.
func (t *table) saveGame() []byte {
	return core.SaveGame(t.game, core.SaveExtras{Levels: t.setup.Levels, Hints: t.ctrl.HintLog()})
}

// exportGame writes the record of the game on screen, made by export, to a
// file the player chooses, suggesting the name given.
func (a *App) exportGame(name string, export func(*core.Game, []core.Level) string) {
	if t := a.gameOnScreen("Export"); t != nil {
		a.saveFile(name, []byte(export(t.game, t.setup.Levels)))
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
// or says why the file cannot be opened.
func (a *App) openGame() {
	a.pickGameFile(func(name, _ string, data []byte) {
		a.whenReady(func() {
			g, x, err := core.LoadGame(a.cfg.Referee(), data)
			if err != nil {
				a.tell("Cannot open "+name, err.Error(), nil)
				return
			}
			a.show(setupOf(g, x.Levels), g, x.Hints)
			a.table.note("Opened " + name + ".")
		})
	})
}

// setupOf is how game g is played: its board, players, levels and racks.
func setupOf(g *core.Game, levels []core.Level) Setup {
	s := Setup{Board: g.Board(), Levels: levels, Open: g.Open()}
	for i := range g.Players() {
		s.Players = append(s.Players, g.Player(i).Kind)
	}
	return s
}

// openFile lets the player choose a file with the extension ext, and
// hands the chosen file's name, path and contents to picked.
func (a *App) openFile(ext string, picked func(name, path string, data []byte)) {
	a.fileDialogs().open(ext, picked)
}

// writeFile shows Fyne's save dialog, suggesting a file name, and writes
// data to the file chosen.
func (a *App) writeFile(suggested string, data []byte) {
	a.fileDialogs().write(suggested, data, a.savedTo)
}

// savedTo says in the status line where a file was saved.
func (a *App) savedTo(path string) {
	if a.table != nil {
		a.table.status.SetText("Saved to " + path + ".")
	}
}

// fileDialogs are the game window's file dialogs: Escape closes them.
func (a *App) fileDialogs() fileDialogs {
	return fileDialogs{
		win:  a.win,
		show: func(fd *dialog.FileDialog) { a.showKeyed(fd, dialogKeys{escape: fd.Hide}) },
		fail: a.showError,
	}
}

// fileDialogs shows Fyne's file dialogs in a window: show shows one, and
// fail says what went wrong with the file.
type fileDialogs struct {
	win  fyne.Window
	show func(*dialog.FileDialog)
	fail func(error)
}

// open lets the player choose a file with the extension ext, and hands the
// chosen file's name, path and contents to picked.
func (f fileDialogs) open(ext string, picked func(name, path string, data []byte)) {
	fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			f.fail(err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		data, err := core.ReadLimited(r, fileLimits[ext])
		if err != nil {
			f.fail(err)
			return
		}
		picked(filepath.Base(r.URI().Path()), r.URI().Path(), data)
	}, f.win)
	fd.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	f.show(fd)
}

// fileLimits is the most bytes read from a file of each kind opened: board
// files and save files.
var fileLimits = map[string]int64{".txt": core.MaxBoardFileBytes, ".json": core.MaxSaveFileBytes}

// write shows the save dialog, suggesting a file name, writes data to the
// file chosen and tells saved where: a local file all at once, so that it
// is never left half written.
func (f fileDialogs) write(suggested string, data []byte, saved func(path string)) {
	fd := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			f.fail(err)
			return
		}
		if wc == nil {
			return
		}
		path := wc.URI().Path()
		if wc.URI().Scheme() == "file" {
			wc.Close()
			if named := withExtension(path, suggested); named != path {
				os.Remove(path) // the empty file the dialog made
				path = named
			}
			err = core.WriteFileAtomic(path, data)
		} else {
			_, err = wc.Write(data)
			if cerr := wc.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			f.fail(err)
			return
		}
		saved(path)
	}, f.win)
	fd.SetFileName(suggested)
	f.show(fd)
}

// withExtension is path with the extension of the name suggested, such as
// ".json", added when it has another or none, so that the file can be
// opened again where only files of that kind are listed.
func withExtension(path, suggested string) string {
	ext := filepath.Ext(suggested)
	if ext == "" || strings.EqualFold(filepath.Ext(path), ext) {
		return path
	}
	return path + ext
}
