package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// autosavePath is the file the game in progress is saved in, or "" when
// nothing is saved: the save slot the window claims when it first asks.
func (a *App) autosavePath() string {
	if a.cfg.SaveFolder == "" {
		return ""
	}
	return a.claimedSlot().path
}

// autosave saves the game on screen, so that a game stopped at any moment
// loses at most the turn in progress. A finished game is no longer kept.
// The file is written in the background (saver.go); a failure is shown
// once, until saving works again.
func (a *App) autosave() {
	path := a.autosavePath()
	if path == "" || a.table == nil {
		return
	}
	if t := a.table; t.game.Over() {
		a.saves.save(func() error { return removeIfThere(path) })
	} else {
		data, folder := t.saveGame(), a.cfg.SaveFolder
		a.saves.save(func() error {
			if err := os.MkdirAll(folder, 0o755); err != nil {
				return err
			}
			return fileio.WriteAtomic(path, data)
		})
	}
}

// removeIfThere removes the file at path, if there is one.
func removeIfThere(path string) error {
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// FinishSaving waits until the game's last autosave is written, then
// gives up the save slot for the next copy of the program: call it once
// the app has stopped, before the program ends. It returns why the last
// autosave failed, if it did, for the window can no longer say so.
func (a *App) FinishSaving() error {
	err := a.saves.close()
	a.slot.release()
	for _, s := range a.keptSlots {
		s.release()
	}
	return err
}

// autosaveFailed says that the game could not be saved, and why.
func (a *App) autosaveFailed(err error) {
	a.tell("The game is not being saved", fmt.Sprintf("ScraeBBKle could not save the game: %v.", err), nil)
}

// offerResume loads the game saved in path and offers to resume it or to
// start a new game, or the game asked for while the word list loaded. A
// damaged file is set aside, with a word why, and a new game is asked for;
// one that may be sound, from a newer version or unreadable for now, is
// kept for later (keepForLater).
func (a *App) offerResume(path string) {
	g, x, err := save.LoadFile(a.cfg.Referee(), path)
	var newer *save.Error
	var system syscall.Errno // the disk or its rights, not the file
	switch {
	case err == nil:
	case errors.As(err, &newer) && newer.Newer, errors.As(err, &system):
		a.keepForLater(err)
		return
	default:
		a.setAside(path, err)
		return
	}
	if g.Over() {
		os.Remove(path)
		a.declined()
		return
	}
	s := setupOf(g, x.Levels)
	text, instead := resumeSummary(g, s, a.cfg.DefaultBoard), "New Game"
	if r := a.pending; r != nil {
		text += fmt.Sprintf("\nOr %s, as you asked while the word list loaded.", r.what)
		instead = r.button
	}
	d := dialog.NewCustomWithoutButtons("Resume your game?", wrapped(text), a.win)
	resume := answerButton(d, "Resume", theme.MediaPlayIcon(), widget.HighImportance, func() {
		a.offering, a.pending = false, nil
		a.show(s, g, x)
	})
	d.SetButtons([]fyne.CanvasObject{answerButton(d, instead, nil, widget.MediumImportance, a.declined), resume})
	// Escape does not answer: its button, the other one, gives up the game.
	a.showKeyed(d, dialogKeys{enter: resume.OnTapped})
}

// declined goes on when the game left unfinished is not resumed: with the
// game started or opened while the word list was loading, or else with the
// New Game dialog.
func (a *App) declined() {
	a.offering = false
	if !a.donePending() {
		a.newGameDialog()
	}
}

// resumeSummary describes an unfinished game in a sentence or two; a game
// on builtIn, the board built into the program, is on "the default board",
// as New Game calls it.
func resumeSummary(g *game.Game, s Setup, builtIn *board.Board) string {
	var players []string
	for i := range g.Players() {
		players = append(players, fmt.Sprintf("Player %d (%s) %s", i+1, export.DescribePlayer(g, s.Levels, i), phrase.Number(g.Player(i).Score)))
	}
	when := "before its first move"
	if n := len(g.History()); n > 0 {
		when = "after " + phrase.Counted(n, "turn")
	}
	board := boardCalled(g.Board().Name())
	if b := g.Board(); b.Name() == builtIn.Name() && b.Equal(builtIn) {
		board = "the default board"
	}
	return fmt.Sprintf("A game on %s was left unfinished %s.\nScores: %s.\nIt is Player %d's turn.",
		board, when, strings.Join(players, ", "), g.ToMove()+1)
}

// boardCalled names a board in a sentence: by its file, or, for a board no
// file holds, as a new board or an edit of its file, not saved.
func boardCalled(name string) string {
	base := withoutUnsaved(name)
	switch {
	case base == name:
		return name
	case base == strings.TrimSuffix(newBoardName, ".txt"):
		return "a new board, not saved,"
	}
	return "an edit of " + fileNameOf(base) + ", not saved,"
}

// setAside renames a save file that cannot be loaded, so that it is kept
// but not offered again, says why in plain words and asks for a new game.
func (a *App) setAside(path string, why error) {
	aside := path + ".broken-" + time.Now().Format("20060102-150405")
	// The new name on a line of its own, which it fits: a wrapped path
	// breaks wherever the line ends, in the middle of a name.
	kept := fmt.Sprintf("The file was set aside, renamed\n%s\nin %s.", filepath.Base(aside), filepath.Dir(aside))
	if err := os.Rename(path, aside); err != nil {
		kept = fmt.Sprintf("It could not be set aside either (%v).", err)
	}
	// The reason without the file's path, which the folder named says.
	reason, _ := strings.CutPrefix(why.Error(), path+": ")
	a.tell("The saved game cannot be resumed",
		fmt.Sprintf("The game saved when ScraeBBKle last stopped cannot be read:\n%s\n\n%s\n\nYou can start a new game.", phrase.Sentence(errors.New(reason)), kept),
		a.declined)
}

// keepForLater leaves in its slot a saved game that this window cannot
// resume but that may be sound, written by a newer version or unreadable
// for now, says why, and goes on in another slot: the game there, if
// there is one, is offered next.
func (a *App) keepForLater(why error) {
	kept := "It is kept as it is, to be offered again at the next start; this window keeps its own game apart."
	if !a.otherSlot() {
		kept = "It is kept as it is; this window's game is not saved by itself, for want of another place to save it."
	}
	a.tell("The saved game cannot be resumed here",
		fmt.Sprintf("The game saved when ScraeBBKle last stopped cannot be resumed here:\n%v\n\n%s", why, kept),
		func() {
			a.offering = false
			if !a.offerSavedGame() {
				a.declined()
			}
		})
}

// tell shows a message, wrapped, with an OK button, and calls then, if set,
// once it is closed.
func (a *App) tell(title, message string, then func()) { a.dialogs.tell(title, message, then) }

// wrapped is a label that wraps its text at a readable width.
func wrapped(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return style.AtLeastWide(l, 440)
}
