package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// A focused Fyne widget keeps every key to itself, so that a dialog's
// Enter and Escape do not reach the dialog while one of its lists or
// entries has the focus. These widgets pass them on.

// levelSelect is a computer player's level in the New Game dialog: a
// drop-down list that, while it has the focus, passes Enter and Escape on
// to the dialog. Picking the level already chosen leaves it focused.
type levelSelect struct {
	widget.Select
	keys dialogKeys // the dialog's keys
}

// newLevelSelect returns a list of the options, none chosen.
func newLevelSelect(options []string) *levelSelect {
	s := &levelSelect{}
	s.Options = options
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey answers the dialog on Enter and Escape, and otherwise works
// the list.
func (s *levelSelect) TypedKey(ev *fyne.KeyEvent) {
	if !s.keys.take(ev) {
		s.Select.TypedKey(ev)
	}
}

// dialogEntry is a one-line entry of a dialog that passes Enter and Escape
// on to the dialog. Given the focus by the keyboard before anything is
// typed in it, it selects its text, so that what is typed replaces what it
// was given, as in a spin box.
type dialogEntry struct {
	widget.Entry
	keys  dialogKeys // the dialog's keys
	typed bool       // something was typed in it
}

// newDialogEntry returns an empty entry.
func newDialogEntry() *dialogEntry {
	e := &dialogEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// FocusGained selects the entry's text until something is typed in it.
func (e *dialogEntry) FocusGained() {
	e.Entry.FocusGained()
	if !e.typed {
		e.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

// TypedRune types r, and the entry stops selecting its text when focused.
func (e *dialogEntry) TypedRune(r rune) {
	e.typed = true
	e.Entry.TypedRune(r)
}

// TypedKey answers the dialog on Enter and Escape, and otherwise edits.
func (e *dialogEntry) TypedKey(ev *fyne.KeyEvent) {
	if !e.keys.take(ev) {
		e.Entry.TypedKey(ev)
	}
}
