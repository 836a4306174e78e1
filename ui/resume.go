package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"scraebbkle/core/board"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/editor"
	"scraebbkle/ui/games"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
	"strings"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// resumer offers, at the start, to resume the game left unfinished when
// the program last stopped: once the word list is ready, and once the
// game asked for meanwhile, if any, is known.
type resumer struct {
	a *App
	// offering is set from when the game left unfinished is to be offered
	// until the offer is answered.
	offering bool
}

// offer loads the game saved in path and offers to resume it or to
// start a new game, or the game asked for while the word list loaded. A
// damaged file is set aside, with a word why, and a new game is asked for;
// one that may be sound, from a newer version or unreadable for now, is
// kept for later (keepForLater).
func (r *resumer) offer(path string) {
	data, err := fileio.ReadFile(path, save.MaxFileBytes)
	if err != nil {
		r.offerLoaded(path, nil, save.Extras{}, fmt.Errorf("%s: %w", fileio.ShownName(path), err))
		return
	}
	r.a.words.loadSaved(data, func(g *game.Game, x save.Extras, err error) {
		if err == nil {
			r.offerLoaded(path, g, x, nil)
			return
		}
		err = fmt.Errorf("%s: %w", fileio.ShownName(path), err)
		if words := savedWords(data); words != "" && !r.a.words.has(words) {
			r.keepForLater(err) // sound, perhaps, with a word list not at hand
			return
		}
		r.offerLoaded(path, g, x, err)
	})
}

// offerLoaded offers the game g, with its extras x, loaded from path, or
// says why it could not be, err.
func (r *resumer) offerLoaded(path string, g *game.Game, x save.Extras, err error) {
	a := r.a
	var newer *save.Error
	var system syscall.Errno // the disk or its rights, not the file
	switch {
	case err == nil:
	case errors.As(err, &newer) && newer.Newer, errors.As(err, &system):
		r.keepForLater(err)
		return
	default:
		r.setAside(path, err)
		return
	}
	if g.Over() {
		os.Remove(path)
		r.declined()
		return
	}
	s := setupOf(g, x.Levels)
	text, instead := resumeSummary(g, s, a.newGames.DefaultBoard(g.Rules())), "New Game"
	if p := a.pending; p != nil {
		text += fmt.Sprintf("\nOr %s, as you asked while the word list loaded.", p.what)
		instead = p.button
	}
	d := dialog.NewCustomWithoutButtons("Resume your game?", dialogs.Wrapped(text), a.win)
	resume := dialogs.AnswerButton(d, "Resume", theme.MediaPlayIcon(), widget.HighImportance, func() {
		r.offering, a.pending = false, nil
		a.show(s, g, x)
	})
	d.SetButtons([]fyne.CanvasObject{dialogs.AnswerButton(d, instead, nil, widget.MediumImportance, r.declined), resume})
	// Escape does not answer: its button, the other one, gives up the game.
	a.dialogs.Show(d, dialogs.Keys{Enter: resume.OnTapped})
}

// declined goes on when the game left unfinished is not resumed: with the
// game started or opened while the word list was loading, or else with the
// New Game dialog.
func (r *resumer) declined() {
	r.offering = false
	if !r.a.donePending() {
		r.a.newGames.Show()
	}
}

// resumeSummary describes an unfinished game in a sentence or two, naming
// its game but for ScraeBBKle; a game on builtIn, its game's board built
// into the program, is on "the default board", as New Game calls it.
func resumeSummary(g *game.Game, s play.Setup, builtIn *board.Board) string {
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
	what := "A game"
	if r := g.Rules(); r.ID != games.Default().ID {
		what = "A game of " + r.Name
	}
	return fmt.Sprintf("%s on %s was left unfinished %s.\nScores: %s.\nIt is Player %d's turn.",
		what, board, when, strings.Join(players, ", "), g.ToMove()+1)
}

// boardCalled names a board in a sentence: by its file, or, for a board no
// file holds, as a new board or an edit of its file, not saved.
func boardCalled(name string) string {
	base := editor.WithoutUnsaved(name)
	switch {
	case base == name:
		return name
	case base == strings.TrimSuffix(editor.NewBoardName, ".txt"):
		return "a new board, not saved,"
	}
	return "an edit of " + editor.FileNameOf(base) + ", not saved,"
}

// setAside renames a save file that cannot be loaded, so that it is kept
// but not offered again, says why in plain words and asks for a new game.
func (r *resumer) setAside(path string, why error) {
	aside := path + ".broken-" + time.Now().Format("20060102-150405")
	// The new name on a line of its own, which it fits: a dialogs.Wrapped path
	// breaks wherever the line ends, in the middle of a name.
	kept := fmt.Sprintf("The file was set aside, renamed\n%s\nin %s.", filepath.Base(aside), filepath.Dir(aside))
	if err := os.Rename(path, aside); err != nil {
		kept = fmt.Sprintf("It could not be set aside either (%v).", err)
	}
	// The reason without the file's path, which the folder named says.
	reason, _ := strings.CutPrefix(why.Error(), path+": ")
	r.a.tell("The saved game cannot be resumed",
		fmt.Sprintf("The game saved when ScraeBBKle last stopped cannot be read:\n%s\n\n%s\n\nYou can start a new game.", phrase.Sentence(errors.New(reason)), kept),
		r.declined)
}

// keepForLater leaves in its slot a saved game that this window cannot
// resume but that may be sound, written by a newer version or unreadable
// for now, says why, and goes on in another slot: the game there, if
// there is one, is offered next.
func (r *resumer) keepForLater(why error) {
	kept := "It is kept as it is, to be offered again at the next start; this window keeps its own game apart."
	if !r.a.autosaves.other() {
		kept = "It is kept as it is; this window's game is not saved by itself, for want of another place to save it."
	}
	r.a.tell("The saved game cannot be resumed here",
		fmt.Sprintf("The game saved when ScraeBBKle last stopped cannot be resumed here:\n%v\n\n%s", why, kept),
		func() {
			r.offering = false
			if !r.offerSaved() {
				r.declined()
			}
		})
}

// offerSaved offers to resume the game left unfinished, once the word
// list is ready, and reports whether there is one.
func (r *resumer) offerSaved() bool {
	a := r.a
	path := a.autosaves.path()
	if path == "" || !fileio.Exists(path) {
		return false
	}
	if !r.offering { // asked once until it is answered
		r.offering = true
		a.whenReady(func() { r.offer(path) })
	}
	return true
}
