package ui

import (
	"scraebbkle/ui/phrase"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// dialogKeys is how the keyboard answers a dialog while it is the top one
// of its window: Enter takes the highlighted answer, Escape closes it (its
// Cancel or Close), and a dialog that asks for a letter takes a typed one.
// A key a dialog has no answer for does nothing; none reaches the window's
// content while a dialog is open.
type dialogKeys struct {
	enter, escape func()
	letter        func(c byte) // upper case, 'A'..'Z'
}

// keyedDialogs are the dialogs of one window that the keyboard answers,
// by their overlays.
type keyedDialogs struct {
	win     fyne.Window
	keyed   map[fyne.CanvasObject]dialogKeys
	folders *fileFolders // where the file dialogs open, shared by the windows
}

// show shows dialog d and lets the keyboard answer it. A dialog the
// system draws itself, such as a native file dialog, adds no overlay, and
// the keys of the one below are kept.
func (k *keyedDialogs) show(d dialog.Dialog, keys dialogKeys) {
	below := k.win.Canvas().Overlays().Top()
	d.Show()
	if top := k.win.Canvas().Overlays().Top(); top != nil && top != below {
		if k.keyed == nil {
			k.keyed = map[fyne.CanvasObject]dialogKeys{}
		}
		k.keyed[top] = keys
	}
}

// open reports whether a dialog covers the window.
func (k *keyedDialogs) open() bool {
	return len(k.win.Canvas().Overlays().List()) > 0
}

// unlessOpen returns f, to be called only while no dialog covers the
// window.
func (k *keyedDialogs) unlessOpen(f func()) func() {
	return func() {
		if !k.open() {
			f()
		}
	}
}

// top returns the keys of the top dialog, if it has any, forgetting those
// of dialogs that have closed.
func (k *keyedDialogs) top() (dialogKeys, bool) {
	overlays := k.win.Canvas().Overlays()
	for o := range k.keyed {
		if !o.Visible() || !slices.Contains(overlays.List(), o) {
			delete(k.keyed, o)
		}
	}
	keys, ok := k.keyed[overlays.Top()]
	return keys, ok
}

// answer is what key name answers, or nil.
func (keys dialogKeys) answer(name fyne.KeyName) func() {
	switch name {
	case fyne.KeyReturn, fyne.KeyEnter:
		return keys.enter
	case fyne.KeyEscape:
		return keys.escape
	}
	return nil
}

// take answers with key ev, if it is one of the dialog's keys, and
// reports whether it was.
func (keys dialogKeys) take(ev *fyne.KeyEvent) bool {
	answer := keys.answer(ev.Name)
	if answer != nil {
		answer()
	}
	return answer != nil
}

// key answers the top dialog with a key.
func (k *keyedDialogs) key(ev *fyne.KeyEvent) {
	if keys, ok := k.top(); ok {
		keys.take(ev)
	}
}

// typed answers the top dialog with a typed letter, in either case.
func (k *keyedDialogs) typed(r rune) {
	keys, ok := k.top()
	if c, letter := phrase.Letter(r); ok && letter && keys.letter != nil {
		keys.letter(c)
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

// formKeys are the keys of a form: Enter submits it, Escape dismisses it,
// in its entries too.
func formKeys(d *dialog.FormDialog, entries ...*keyedEntry) dialogKeys {
	keys := dialogKeys{enter: d.Submit, escape: d.Hide}
	for _, e := range entries {
		e.keys = keys
	}
	return keys
}

// showKeyed shows dialog d in the game window and lets the keyboard
// answer it.
func (a *App) showKeyed(d dialog.Dialog, keys dialogKeys) { a.dialogs.show(d, keys) }

// tell shows a message in a dialog with an OK button, and calls then, if
// not nil, once it is closed.
func (k *keyedDialogs) tell(title, message string, then func()) {
	d := dialog.NewCustom(title, "OK", wrapped(message), k.win)
	if then != nil {
		d.SetOnClosed(then)
	}
	k.show(d, closeKeys(d))
}

// showError shows an error in a dialog, as a sentence, without the sign
// Fyne draws behind an error's text.
func (k *keyedDialogs) showError(err error) { k.tell("Error", phrase.Sentence(err), nil) }

// answerButton is a button of dialog d that hides it and then calls then.
func answerButton(d dialog.Dialog, label string, icon fyne.Resource, importance widget.Importance, then func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, func() {
		d.Hide()
		then()
	})
	b.Importance = importance
	return b
}

// confirm asks a yes-or-no question and calls yes on yes.
func (k *keyedDialogs) confirm(title, question string, yes func()) {
	k.ask(title, question, func(ok bool) {
		if ok {
			yes()
		}
	})
}

// ask asks a yes-or-no question and gives answer the reply; Escape is No.
func (k *keyedDialogs) ask(title, question string, answer func(yes bool)) {
	// Custom, without the question mark Fyne draws behind a question's text.
	d := dialog.NewCustomConfirm(title, "Yes", "No", wrapped(question), answer, k.win)
	k.show(d, confirmKeys(d))
}
