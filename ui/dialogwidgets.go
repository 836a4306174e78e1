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

// keyedEntry is a one-line entry that passes Enter and Escape on to the
// keys of what it is part of: a dialog's, or the side panel's. Given the
// focus by the keyboard before anything is typed in it, it selects its
// text, so that what is typed replaces what it was given, as in a spin
// box.
type keyedEntry struct {
	widget.Entry
	keys  dialogKeys // the keys it passes on
	typed bool       // something was typed in it
}

// newKeyedEntry returns an empty entry.
func newKeyedEntry() *keyedEntry {
	e := &keyedEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// FocusGained selects the entry's text until something is typed in it.
func (e *keyedEntry) FocusGained() {
	e.Entry.FocusGained()
	if !e.typed {
		e.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

// TypedRune types r, and the entry stops selecting its text when focused.
func (e *keyedEntry) TypedRune(r rune) {
	e.typed = true
	e.Entry.TypedRune(r)
}

// TypedKey passes Enter and Escape on, where they have an answer, and
// otherwise edits.
func (e *keyedEntry) TypedKey(ev *fyne.KeyEvent) {
	if !e.keys.take(ev) {
		e.Entry.TypedKey(ev)
	}
}
