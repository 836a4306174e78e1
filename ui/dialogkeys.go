package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// dialogKeys is how the keyboard answers a dialog of the main window while
// it is the top one: Enter takes the highlighted answer, Escape closes it
// (its Cancel or Close), and a dialog that asks for a letter takes a typed
// one. A key a dialog has no answer for does nothing; none reaches the
// board while a dialog is open.
type dialogKeys struct {
	enter, escape func()
	letter        func(c byte) // upper case, 'A'..'Z'
}

// showKeyed shows dialog d and lets the keyboard answer it.
func (a *App) showKeyed(d dialog.Dialog, keys dialogKeys) {
	d.Show()
	if top := a.win.Canvas().Overlays().Top(); top != nil {
		if a.keyed == nil {
			a.keyed = map[fyne.CanvasObject]dialogKeys{}
		}
		a.keyed[top] = keys
	}
}

// closeKeys are the keys of a dialog with one button: Enter and Escape
// both close it.
func closeKeys(d dialog.Dialog) dialogKeys {
	return dialogKeys{enter: d.Hide, escape: d.Hide}
}

// confirmKeys are the keys of a dialog with two answers: Enter confirms,
// Escape dismisses.
func confirmKeys(d *dialog.ConfirmDialog) dialogKeys {
	return dialogKeys{enter: d.Confirm, escape: d.Hide}
}

// topKeys returns the keys of the top dialog, if it has any, forgetting
// those of dialogs that have closed.
func (a *App) topKeys() (dialogKeys, bool) {
	overlays := a.win.Canvas().Overlays()
	for o := range a.keyed {
		if !o.Visible() || !slices.Contains(overlays.List(), o) {
			delete(a.keyed, o)
		}
	}
	keys, ok := a.keyed[overlays.Top()]
	return keys, ok
}

// dialogKey answers the top dialog with a key.
func (a *App) dialogKey(ev *fyne.KeyEvent) {
	keys, ok := a.topKeys()
	if !ok {
		return
	}
	var answer func()
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		answer = keys.enter
	case fyne.KeyEscape:
		answer = keys.escape
	}
	if answer != nil {
		answer()
	}
}

// dialogRune answers the top dialog with a typed letter, in either case.
func (a *App) dialogRune(r rune) {
	keys, ok := a.topKeys()
	if c, letter := upperLetter(r); ok && letter && keys.letter != nil {
		keys.letter(c)
	}
}
