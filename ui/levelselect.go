package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// levelSelect is a computer player's level in the New Game dialog: a
// drop-down list that, while it has the focus, passes Enter and Escape on
// to the dialog. A focused Fyne Select keeps every key to itself, and
// picking the level already chosen leaves it focused.
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
	if answer := s.keys.answer(ev.Name); answer != nil {
		answer()
		return
	}
	s.Select.TypedKey(ev)
}
