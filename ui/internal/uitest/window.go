package uitest

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Window is a window under Fyne's test driver, with a queue standing in
// for the UI goroutine: what other goroutines post runs on the test's own
// goroutine, in RunUntil, as the program's event loop would run it.
type Window struct {
	T      testing.TB
	Win    fyne.Window
	queue  chan func()
	done   chan struct{}
	closed bool // the window was closed
}

// NewWindow drives window win in test t.
func NewWindow(t testing.TB, win fyne.Window) *Window {
	return &Window{T: t, Win: win, queue: make(chan func(), 64), done: make(chan struct{})}
}

// Post queues f for the test goroutine; once Stop is called it drops f, so
// that no goroutine is left blocked.
func (w *Window) Post(f func()) {
	select {
	case w.queue <- f:
	case <-w.done:
	}
}

// Stop drops whatever is posted from now on.
func (w *Window) Stop() { close(w.done) }

// Close closes the window once: the test driver fails on a second Close.
func (w *Window) Close() {
	if !w.closed {
		w.closed = true
		w.Win.Close()
	}
}

// RunUntil runs posted functions until done holds, failing after a while,
// then lays the window out again.
func (w *Window) RunUntil(what string, done func() bool) {
	w.T.Helper()
	w.RunUntilUnsettled(what, done)
	w.Settle()
}

// RunUntilUnsettled is RunUntil without laying the window out again after,
// to see what the UI itself lays out.
func (w *Window) RunUntilUnsettled(what string, done func() bool) {
	w.T.Helper()
	deadline := time.After(30 * time.Second)
	for !done() {
		select {
		case f := <-w.queue:
			f()
		case <-deadline:
			w.T.Fatalf("timed out waiting until %s", what)
		}
	}
}

// Settle lays the window out again, as a frame of the real driver would
// (the package's Settle).
func (w *Window) Settle() { Settle(w.Win) }

// Tap taps the canvas at the middle of o.
func (w *Window) Tap(o fyne.CanvasObject) {
	w.T.Helper()
	Tap(w.T, w.Win.Canvas(), o)
}

// Key sends a key to the window (TypeKey).
func (w *Window) Key(name fyne.KeyName) { TypeKey(w.Win.Canvas(), name) }

// TypeText sends letters to the window.
func (w *Window) TypeText(s string) { test.TypeOnCanvas(w.Win.Canvas(), s) }

// PressKey delivers a key press as Fyne's GLFW driver does
// (internal/driver/glfw/window.go: processKeyPressed and capturesTab): Tab
// without modifiers moves the focus to the next widget, unless the focused
// widget accepts Tab, and never reaches the canvas's OnTypedKey; other keys
// go to the focused widget, or to OnTypedKey when nothing has the focus.
func (w *Window) PressKey(name fyne.KeyName) {
	c := w.Win.Canvas()
	if name == fyne.KeyTab {
		if f, ok := c.Focused().(fyne.Tabbable); !ok || !f.AcceptsTab() {
			c.FocusNext()
			return
		}
	}
	w.Key(name)
}

// TypeRunes types as the GLFW driver does (processCharInput): to the
// focused widget, or to OnTypedRune when nothing has the focus.
func (w *Window) TypeRunes(s string) {
	c := w.Win.Canvas()
	for _, r := range s {
		if f := c.Focused(); f != nil {
			f.TypedRune(r)
		} else {
			c.OnTypedRune()(r)
		}
	}
}

// Shortcut types shortcut s on the window's canvas (TypeShortcut).
func (w *Window) Shortcut(s fyne.Shortcut) {
	w.T.Helper()
	TypeShortcut(w.T, w.Win.Canvas(), s)
}

// Overlay is the top dialog, or nil.
func (w *Window) Overlay() fyne.CanvasObject { return w.Win.Canvas().Overlays().Top() }

// Dialogs counts the dialogs open.
func (w *Window) Dialogs() int { return len(w.Win.Canvas().Overlays().List()) }

// Button returns the visible button labelled text in o.
func (w *Window) Button(o fyne.CanvasObject, text string) *widget.Button {
	w.T.Helper()
	return Button(w.T, o, text)
}

// OverlayText is all the text of the top dialog, one piece a line.
func (w *Window) OverlayText() string {
	if w.Overlay() == nil {
		return ""
	}
	return strings.Join(Texts(w.Overlay()), "\n")
}

// Pending counts what is posted and not yet run.
func (w *Window) Pending() int { return len(w.queue) }

// RunPosted runs what is posted and not yet run.
func (w *Window) RunPosted() {
	for len(w.queue) > 0 {
		(<-w.queue)()
	}
}

// RunFor runs what is posted for d, to let whatever waits get its turn.
func (w *Window) RunFor(d time.Duration) {
	wait := time.After(d)
	for {
		select {
		case f := <-w.queue:
			f()
		case <-wait:
			return
		}
	}
}
