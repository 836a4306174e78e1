package ui

import (
	"errors"
	"fmt"
	"path/filepath"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/review"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/reviewing"
)

// reviews are the windows of games' reviews: the game on screen's, from
// the Game menu or Game Over, or a file's, a saved game or a GCG record.
type reviews struct {
	a    *App
	open []*reviewing.Window
}

// onScreen reviews the game on screen, as far as it has gone.
func (r *reviews) onScreen() {
	a := r.a
	t := a.files.onScreen("Review")
	if t == nil {
		return
	}
	if len(t.Game().History()) == 0 {
		a.tell("Review", "There is nothing to review yet: no turn has been played.", nil)
		return
	}
	r.game(t.Game().Clone(), "the game on screen")
}

// game reviews game g, called name.
func (r *reviews) game(g *game.Game, name string) {
	in, err := review.FromGame(g, nil)
	if err != nil {
		r.a.tell("Cannot review "+name, phrase.Sentence(err), nil)
		return
	}
	r.show(in, name)
}

// file lets the player choose a saved game or a GCG record, and reviews
// its game with the word list it was played with (a GCG record's with the
// list built in).
func (r *reviews) file() {
	r.a.dialogs.Files().Open(dialogs.Reviewed, func(file, _ string, data []byte) { r.fileData(file, data) })
}

// fileData reviews the game of data, read from the file named file.
func (r *reviews) fileData(file string, data []byte) {
	r.a.words.forSave(data, func(lex *lexicon.Lexicon) {
		r.read(file, data, review.Source{Lexicon: lex})
	})
}

// read reviews the game of data, read from the file named file, with
// src; a record of a game on a board of its own is reviewed on the board
// file of that name the window knows, or else on the one the player
// chooses.
func (r *reviews) read(file string, data []byte, src review.Source) {
	a := r.a
	name := fileio.ShownName(filepath.Base(file))
	in, err := review.Read(file, data, src)
	var need *review.BoardNeeded
	switch {
	case errors.As(err, &need) && src.Board == nil:
		r.findBoard(need, func(b *board.Board) {
			src.Board = b
			r.read(file, data, src)
		})
	case err != nil:
		a.tell("Cannot review "+name, phrase.Sentence(err), nil)
	default:
		r.show(in, name)
	}
}

// findBoard calls found with the board a record needs: the board file
// of its name that New Game or -board offers, or else the one the player
// chooses, asked first.
func (r *reviews) findBoard(need *review.BoardNeeded, found func(*board.Board)) {
	a := r.a
	for _, path := range []string{a.fyne.Preferences().String(newgame.PrefBoardFile), a.cfg.BoardPath} {
		if path != "" && filepath.Base(path) == need.Name {
			if b, err := board.Load(need.Rules.Board, path); err == nil {
				found(b)
				return
			}
		}
	}
	a.confirm("Choose the board", fmt.Sprintf("The game was played on the board %s, a board file of its own. Choose that file to review the game?", need.Name), func() {
		a.dialogs.Files().Open(dialogs.BoardFile, func(file, _ string, data []byte) {
			b, err := board.Parse(need.Rules.Board, file, data)
			if err != nil {
				a.tell("Cannot read "+fileio.ShownName(filepath.Base(file)), phrase.Sentence(err), nil)
				return
			}
			found(b)
		})
	})
}

// show opens the review of in, called name, in a window of its own.
func (r *reviews) show(in *review.Game, name string) {
	a := r.a
	var w *reviewing.Window
	w = reviewing.Open(reviewing.Host{
		App:    a.fyne,
		Post:   a.cfg.Post,
		Budget: a.cfg.ReviewBudget,
		Size:   firstSize,
		Closed: func() { r.closed(w) },
	}, in, name)
	r.open = append(r.open, w)
}

// closed forgets window w, closed.
func (r *reviews) closed(w *reviewing.Window) {
	for i, o := range r.open {
		if o == w {
			r.open = append(r.open[:i], r.open[i+1:]...)
			return
		}
	}
}

// closeAll closes every review window, as the program ends.
func (r *reviews) closeAll() {
	for _, w := range append([]*reviewing.Window(nil), r.open...) {
		w.Close()
	}
}
