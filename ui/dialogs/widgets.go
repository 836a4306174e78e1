package dialogs

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// A focused Fyne widget keeps every key to itself, so that a dialog's
// Enter and Escape do not reach the dialog while one of its lists or
// entries has the focus. These widgets pass them on.

// Select is a computer player's level in the New Game dialog: a
// drop-down list that, while it has the focus, passes Enter and Escape on
// to the dialog. Picking the level already chosen leaves it focused.
type Select struct {
	widget.Select
	keys Keys // the dialog's keys
}

// NewSelect returns a list of the options, none chosen.
func NewSelect(options []string) *Select {
	s := &Select{}
	s.Options = options
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey answers the dialog on Enter and Escape, and otherwise works
// the list.
func (s *Select) TypedKey(ev *fyne.KeyEvent) {
	if !s.keys.Take(ev) {
		s.Select.TypedKey(ev)
	}
}

// Entry is a one-line entry that passes Enter and Escape on to the
// keys of what it is part of: a dialog's, or the side panel's. Given the
// focus by the keyboard before anything is typed in it, it selects its
// text, so that what is typed replaces what it was given, as in a spin
// box.
type Entry struct {
	widget.Entry
	keys  Keys // the keys it passes on
	typed bool // something was typed in it
}

// NewEntry returns an empty entry.
func NewEntry() *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	return e
}

// FocusGained selects the entry's text until something is typed in it.
func (e *Entry) FocusGained() {
	e.Entry.FocusGained()
	if !e.typed {
		e.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

// TypedRune types r, and the entry stops selecting its text when focused.
func (e *Entry) TypedRune(r rune) {
	e.typed = true
	e.Entry.TypedRune(r)
}

// TypedKey passes Enter and Escape on, where they have an answer, and
// otherwise edits.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if !e.keys.Take(ev) {
		e.Entry.TypedKey(ev)
	}
}

// SetKeys has the list pass Enter and Escape on to keys.
func (s *Select) SetKeys(keys Keys) { s.keys = keys }

// SetKeys has the entry pass Enter and Escape on to keys.
func (e *Entry) SetKeys(keys Keys) { e.keys = keys }
