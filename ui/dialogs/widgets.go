package dialogs

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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

// Keeper keeps the keyboard in a dialog after a choice is made with a
// radio button: the button keeps the keys it is given, Enter among them,
// to itself, so a choice hands the keyboard to the Keeper laid out right
// after its buttons (Hold), which passes Enter and Escape on to the
// dialog, and from which Tab goes on to the next choice. It draws
// nothing, and Tab never stops on it: it is enabled, and may have the
// focus, only from Hold until it loses the focus.
type Keeper struct {
	widget.BaseWidget
	keys    Keys
	holding bool // it holds the keyboard
}

// NewKeeper returns a Keeper with no keys yet.
func NewKeeper() *Keeper {
	k := &Keeper{}
	k.ExtendBaseWidget(k)
	return k
}

// SetKeys has the Keeper pass Enter and Escape on to keys.
func (k *Keeper) SetKeys(keys Keys) { k.keys = keys }

// Hold gives the Keeper the keyboard of canvas c.
func (k *Keeper) Hold(c fyne.Canvas) {
	k.holding = true
	c.Focus(k)
}

// FocusGained shows nothing: the choice made shows where the keyboard is.
func (k *Keeper) FocusGained() {}

// FocusLost lets the keyboard go: Tab passes the Keeper by again.
func (k *Keeper) FocusLost() { k.holding = false }

// Disabled reports whether the Keeper is passed by: but while it holds
// the keyboard, it always is.
func (k *Keeper) Disabled() bool { return !k.holding }

// Enable and Disable do nothing: Hold and the loss of the focus decide.
func (k *Keeper) Enable() {}

// Disable does nothing.
func (k *Keeper) Disable() {}

// TypedRune does nothing.
func (k *Keeper) TypedRune(rune) {}

// TypedKey passes Enter and Escape on to the dialog.
func (k *Keeper) TypedKey(ev *fyne.KeyEvent) { k.keys.Take(ev) }

// CreateRenderer draws nothing.
func (k *Keeper) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}
