package ui

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// whenReady runs f once the referee is ready: at once, or later without
// blocking the UI goroutine, saying meanwhile that the word list is
// loading when no game is on screen.
func (a *App) whenReady(f func()) {
	if a.refereeReady() {
		f()
		return
	}
	if a.table == nil {
		a.win.SetContent(container.NewCenter(widget.NewLabel("Loading the word list…")))
	}
	ready := a.cfg.Ready
	go func() {
		<-ready
		a.cfg.Post(f)
	}()
}

// refereeReady reports whether the referee can be had without waiting.
func (a *App) refereeReady() bool {
	if a.cfg.Ready == nil {
		return true
	}
	select {
	case <-a.cfg.Ready:
		return true
	default:
		return false
	}
}

// request is a game the player asked for while the word list loaded.
type request struct {
	button string // the offer's button that goes on with it instead of the game left unfinished
	what   string // what it does, in the offer's words: "open game.json"
	do     func()
}

// afterLoading does r once the word list is loaded and the offer of the
// game left unfinished, if any, is answered. A game asked for meanwhile, by
// a later call, replaces r.
func (a *App) afterLoading(r request) {
	waiting := a.pending != nil
	a.pending = &r
	if waiting {
		return
	}
	a.whenReady(func() {
		if !a.resume.offering { // else the offer's answer goes on (declined)
			a.donePending()
		}
	})
}

// donePending does what the player asked for while the word list loaded,
// if anything, and reports whether there was something.
func (a *App) donePending() bool {
	r := a.pending
	a.pending = nil
	if r != nil {
		r.do()
	}
	return r != nil
}
