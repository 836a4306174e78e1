package dialogs

import (
	"scraebbkle/ui/phrase"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Keys is how the keyboard answers a dialog while it is the top one
// of its window: Enter takes the highlighted answer, Escape closes it (its
// Cancel or Close), and a dialog that asks for a letter takes a typed one.
// A key a dialog has no answer for does nothing; none reaches the window's
// content while a dialog is open.
type Keys struct {
	Enter, Escape func()
	Letter        func(c byte) // upper case, 'A'..'Z'
	Blank         func()       // '?' or '_' typed, the signs of a blank
}

// Keyed are the dialogs of one window that the keyboard answers,
// by their overlays. The window's keys go to Key and Typed while one is
// Open.
type Keyed struct {
	win     fyne.Window
	keyed   map[fyne.CanvasObject]Keys
	folders *Folders // where the file dialogs open, shared by the windows
}

// Show shows dialog d and lets the keyboard answer it. A dialog the
// system draws itself, such as a native file dialog, adds no overlay, and
// the keys of the one below are kept.
func (k *Keyed) Show(d dialog.Dialog, keys Keys) {
	below := k.win.Canvas().Overlays().Top()
	d.Show()
	if top := k.win.Canvas().Overlays().Top(); top != nil && top != below {
		if k.keyed == nil {
			k.keyed = map[fyne.CanvasObject]Keys{}
		}
		k.keyed[top] = keys
	}
}

// Open reports whether a dialog covers the window.
func (k *Keyed) Open() bool {
	return len(k.win.Canvas().Overlays().List()) > 0
}

// UnlessOpen returns f, to be called only while no dialog covers the
// window.
func (k *Keyed) UnlessOpen(f func()) func() {
	return func() {
		if !k.Open() {
			f()
		}
	}
}

// top returns the keys of the top dialog, if it has any, forgetting those
// of dialogs that have closed.
func (k *Keyed) top() (Keys, bool) {
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
func (keys Keys) answer(name fyne.KeyName) func() {
	switch name {
	case fyne.KeyReturn, fyne.KeyEnter:
		return keys.Enter
	case fyne.KeyEscape:
		return keys.Escape
	}
	return nil
}

// Take answers with key ev, if it is one of the dialog's keys, and
// reports whether it was.
func (keys Keys) Take(ev *fyne.KeyEvent) bool {
	answer := keys.answer(ev.Name)
	if answer != nil {
		answer()
	}
	return answer != nil
}

// Key answers the top dialog with a key.
func (k *Keyed) Key(ev *fyne.KeyEvent) {
	if keys, ok := k.top(); ok {
		keys.Take(ev)
	}
}

// Typed answers the top dialog with a typed letter, in either case, or
// the sign of a blank.
func (k *Keyed) Typed(r rune) {
	keys, ok := k.top()
	c, letter := phrase.Letter(r)
	switch {
	case !ok:
	case letter && keys.Letter != nil:
		keys.Letter(c)
	case (r == '?' || r == '_') && keys.Blank != nil:
		keys.Blank()
	}
}

// CloseKeys are the keys of a dialog with one button: Enter and Escape
// both close it.
func CloseKeys(d dialog.Dialog) Keys {
	return Keys{Enter: d.Hide, Escape: d.Hide}
}

// ConfirmKeys are the keys of a dialog with two answers: Enter confirms,
// Escape dismisses.
func ConfirmKeys(d *dialog.ConfirmDialog) Keys {
	return Keys{Enter: d.Confirm, Escape: d.Hide}
}

// FormKeys are the keys of a form: Enter submits it, Escape dismisses it,
// in its entries too.
func FormKeys(d *dialog.FormDialog, entries ...*Entry) Keys {
	keys := Keys{Enter: d.Submit, Escape: d.Hide}
	for _, e := range entries {
		e.keys = keys
	}
	return keys
}

// Tell shows a message in a dialog with an OK button, and calls then, if
// not nil, once it is closed.
func (k *Keyed) Tell(title, message string, then func()) {
	d := dialog.NewCustom(title, "OK", Wrapped(message), k.win)
	if then != nil {
		d.SetOnClosed(then)
	}
	k.Show(d, CloseKeys(d))
}

// ShowError shows an error in a dialog, as a sentence, without the sign
// Fyne draws behind an error's text.
func (k *Keyed) ShowError(err error) { k.Tell("Error", phrase.Sentence(err), nil) }

// AnswerButton is a button of dialog d that hides it and then calls then.
func AnswerButton(d dialog.Dialog, label string, icon fyne.Resource, importance widget.Importance, then func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, func() {
		d.Hide()
		then()
	})
	b.Importance = importance
	return b
}

// Confirm asks a yes-or-no question and calls yes on yes.
func (k *Keyed) Confirm(title, question string, yes func()) {
	k.Ask(title, question, func(ok bool) {
		if ok {
			yes()
		}
	})
}

// Ask asks a yes-or-no question and gives answer the reply; Escape is No.
func (k *Keyed) Ask(title, question string, answer func(yes bool)) {
	// Custom, without the question mark Fyne draws behind a question's text.
	d := dialog.NewCustomConfirm(title, "Yes", "No", Wrapped(question), answer, k.win)
	k.Show(d, ConfirmKeys(d))
}

// New returns the keyed dialogs of window win, whose file dialogs open in
// folders.
func New(win fyne.Window, folders *Folders) *Keyed { return &Keyed{win: win, folders: folders} }

// Window is the window the dialogs are shown in.
func (k *Keyed) Window() fyne.Window { return k.win }

// Folders is where the window's file dialogs open.
func (k *Keyed) Folders() *Folders { return k.folders }
