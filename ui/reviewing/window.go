package reviewing

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/core/review"
	"scraebbkle/ui/phrase"
)

// Host is what the review's window asks of the program around it.
type Host struct {
	// App opens the window.
	App fyne.App
	// Post runs a function on the window's goroutine (fyne.Do).
	Post func(func())
	// Budget is the look-ahead's time a turn; 0 reviews by equity alone.
	Budget time.Duration
	// Size is the size the window opens at.
	Size fyne.Size
	// Closed is told that the window closed.
	Closed func()
}

// Window is the window of a game's review.
type Window struct {
	host   Host
	win    fyne.Window
	screen *screen
	work   *work
	closed bool
}

// Open opens the review of game g, called name, in a window of its own,
// and starts working it out.
func Open(h Host, g *review.Game, name string) *Window {
	w := &Window{host: h}
	w.win = h.App.NewWindow("Review: " + name)
	w.screen = newScreen(g, w.cancel)
	w.win.SetContent(w.screen.content)
	w.win.Canvas().SetOnTypedKey(w.typedKey)
	w.win.SetOnClosed(w.stop)
	if h.Size.Width > 0 {
		w.win.Resize(h.Size)
	}
	w.win.Show()
	w.start(g)
	return w
}

// start works the review of g out in the background.
func (w *Window) start(g *review.Game) {
	s := w.screen
	if w.host.Budget > 0 {
		s.state.SetText("Judging by equity…")
	}
	w.work = startWork(w.post, g, w.host.Budget, w.shown, w.progress, w.stopped)
}

// post runs f on the window's goroutine while the window is open.
func (w *Window) post(f func()) {
	w.host.Post(func() {
		if !w.closed {
			f()
		}
	})
}

// shown shows report r, and says what it is based on: the look-ahead's
// when last is set, else equity while the look-ahead works.
func (w *Window) shown(r *review.Report, last bool) {
	s := w.screen
	s.show(r)
	switch {
	case !last:
		s.state.SetText(fmt.Sprintf("Judged by equity; looking ahead, %s a turn…", w.host.Budget))
		s.progress.SetValue(0)
		s.progress.Show()
		s.cancel.Show()
	case r.Budget > 0:
		s.state.SetText(fmt.Sprintf("Judged with a look-ahead of %s a turn.", r.Budget))
		s.progress.Hide()
		s.cancel.Hide()
	default:
		s.state.SetText("Judged by equity: the score and the value of the tiles kept.")
	}
}

// progress shows how many turns the look-ahead has judged.
func (w *Window) progress(done, total int) {
	w.screen.progress.SetValue(float64(done) / float64(max(total, 1)))
}

// stopped says that the look-ahead stopped, cancelled or failed; the
// review by equity stays.
func (w *Window) stopped(err error) {
	s := w.screen
	s.progress.Hide()
	s.cancel.Hide()
	if errors.Is(err, context.Canceled) {
		s.state.SetText("Judged by equity: the look-ahead was cancelled.")
		return
	}
	s.state.SetText(phrase.Sentence(fmt.Errorf("the review stopped: %w", err)))
}

// cancel stops the look-ahead, keeping the review by equity.
func (w *Window) cancel() {
	if w.work != nil {
		w.work.cancel()
	}
}

// stop stops the work when the window closes.
func (w *Window) stop() {
	w.closed = true
	if w.work != nil {
		w.work.stop()
	}
	if w.host.Closed != nil {
		w.host.Closed()
	}
}

// typedKey steps through the turns: Left and Right a turn, Home to the
// first, End to the end of the game, Up and Down through the moves
// ranked; Escape closes the window.
func (w *Window) typedKey(ev *fyne.KeyEvent) {
	s := w.screen
	switch ev.Name {
	case fyne.KeyLeft:
		s.step(-1)
	case fyne.KeyRight:
		s.step(1)
	case fyne.KeyHome:
		s.goTo(0)
	case fyne.KeyEnd:
		s.goTo(s.last())
	case fyne.KeyUp:
		s.choose(max(s.chosen-1, 0))
	case fyne.KeyDown:
		s.choose(min(s.chosen+1, max(len(s.options())-1, 0)))
	case fyne.KeyEscape:
		w.win.Close()
	}
}

// Front brings the window to the front.
func (w *Window) Front() { w.win.RequestFocus() }

// Close closes the window.
func (w *Window) Close() { w.win.Close() }

// Window is the review's window.
func (w *Window) Window() fyne.Window { return w.win }

// Screen tells what the window shows, for the tests: the place, the text
// of the turn, and the list's rows.
func (w *Window) Screen() (place, turn string, rows []string) {
	s := w.screen
	for i := range s.rows() {
		rows = append(rows, s.rowText(i))
	}
	return s.position.Text, s.turn.Text, rows
}
