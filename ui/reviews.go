package ui

import (
	"path/filepath"

	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/review"
	"scraebbkle/internal/fileio"
	"scraebbkle/ui/dialogs"
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
	a := r.a
	name := fileio.ShownName(filepath.Base(file))
	a.words.forSave(data, func(lex *lexicon.Lexicon) {
		in, err := review.Read(file, data, review.Source{Lexicon: lex})
		if err != nil {
			a.tell("Cannot review "+name, phrase.Sentence(err), nil)
			return
		}
		r.show(in, name)
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
