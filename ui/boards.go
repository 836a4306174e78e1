package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/editor"
	"scraebbkle/ui/phrase"
)

// editing is the board editor, while its window is open, and what the
// game's window asks of it: a board to edit, a board file to mend.
type editing struct {
	a      *App
	editor *editor.Editor // nil while no editor is open
}

// refuseFile says why the board file name, whose bytes are data and
// which is at path, cannot be played, err, and offers to mend it in the
// board editor when the editor can.
func (e *editing) refuseFile(name, path string, data []byte, err error) {
	var mend func()
	if editor.Mendable(name, data) {
		mend = func() { e.mendIn(name, path, data) }
	}
	e.refuse(phrase.Sentence(err), mend, func() {})
}

// refuse says why a board file cannot be used, why, and then calls after.
// When mend is not nil, a Mend in Board Editor button calls it first.
func (e *editing) refuse(why string, mend, after func()) {
	a := e.a
	d := dialog.NewCustomWithoutButtons("Cannot use this board file", dialogs.Wrapped(why), a.win)
	ok := dialogs.AnswerButton(d, "OK", nil, widget.HighImportance, after)
	buttons := []fyne.CanvasObject{ok}
	if mend != nil {
		mendThen := func() {
			mend()
			after()
		}
		buttons = []fyne.CanvasObject{dialogs.AnswerButton(d, "Mend in Board Editor", nil, widget.MediumImportance, mendThen), ok}
	}
	d.SetButtons(buttons)
	a.dialogs.Show(d, dialogs.Keys{Enter: ok.OnTapped, Escape: ok.OnTapped})
}

// mendIn opens the board file name in the board editor, which offers
// it mended, once the editor's own changes are saved or given up.
func (e *editing) mendIn(name, path string, data []byte) {
	a := e.a
	a.editBoard()
	ed := e.editor
	ed.DiscardThen("Open another board", func() { ed.OpenFile(name, path, data) })
}

// mendFile reads the board file at path again, off the UI
// goroutine as the New Game dialog reads it, and opens it in the board
// editor to mend; a file that cannot be read now is refused with why.
func (e *editing) mendFile(path string) {
	a := e.a
	post := a.cfg.Post
	go func() {
		data, err := board.ReadFile(path)
		post(func() {
			name := filepath.Base(path)
			if err != nil {
				e.refuseFile(name, path, nil, err)
				return
			}
			e.mendIn(name, path, data)
		})
	}()
}

// edit opens the board editor on a copy of board b, read from the
// file at path ("" for none), where Save writes it, for game g. An editor
// already open takes it in, unless it holds board b already, once its own
// changes are saved or given up.
func (e *editing) edit(b *board.Board, path string, g *rules.Set) {
	before := e.editor
	e.open(b, path, g)
	if before != nil {
		before.Edit(b, path, g)
	}
}

// open opens the board editor on a copy of board b, from the file
// at path ("" for none), for game g, or brings the open editor to the
// front.
func (e *editing) open(b *board.Board, path string, g *rules.Set) {
	a := e.a
	if e.editor != nil {
		e.editor.Front()
		return
	}
	e.editor = editor.Open(editor.Host{
		App:     a.fyne,
		Folders: a.dialogs.Folders(),
		Saved:   a.newGames.BoardSaved,
		Busy:    a.newGames.Asking,
		Play:    a.newGames.ShowOn,
		Front:   a.win.RequestFocus,
		Quit:    a.quit,
		Closed:  func() { e.editor = nil },
		Height:  firstSize.Height,
	}, b, path, g)
}
