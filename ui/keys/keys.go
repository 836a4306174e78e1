// Package keys are the keyboard shortcuts of both windows, the game's and
// the board editor's, the zoom keys they share, and the arrow keys that
// move a cursor over the board in either.
//
// It may import Fyne and core/board, nothing of ui/: the shell's menus,
// the game screen and the editor all name their keys from it, so that a
// key does the same in either window and is defined once.
package keys

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"scraebbkle/core/board"
)

// The keyboard shortcuts of the menus (Cmd for Ctrl on macOS).
var (
	NewGame = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault} // Ctrl+N
	Open    = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault} // Ctrl+O
	Save    = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault} // Ctrl+S
	// Undo is Ctrl+Z, which reaches the window as Fyne's standard undo
	// shortcut.
	Undo    = &fyne.ShortcutUndo{}
	Quit    = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}     // Ctrl+Q
	ZoomIn  = &desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault} // Ctrl+=
	ZoomOut = &desktop.CustomShortcut{KeyName: fyne.KeyMinus, Modifier: fyne.KeyModifierShortcutDefault} // Ctrl+−
	ZoomFit = &desktop.CustomShortcut{KeyName: fyne.Key0, Modifier: fyne.KeyModifierShortcutDefault}     // Ctrl+0
	Hint    = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierShortcutDefault}     // Ctrl+H
	Shuffle = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault}     // Ctrl+R
	Pass    = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault}     // Ctrl+P
	// Exchange is Ctrl+T, to trade tiles: Ctrl+X would cut the text of
	// the Word tab's box.
	Exchange = &desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: fyne.KeyModifierShortcutDefault}
	Editor   = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: fyne.KeyModifierShortcutDefault} // Ctrl+E
	// Review is Ctrl+Shift+R, beside Ctrl+R that shuffles the rack.
	Review = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	// Help is F1, which has no modifier, which Fyne does not take as a
	// shortcut: the window's keys answer it, and the menu shows it.
	Help = &desktop.CustomShortcut{KeyName: fyne.KeyF1}
	// TypeMove is F2, a move typed in the game's notation; ReadRow is F6
	// and ReadRowBack Shift+F6, the board read out a row at a time;
	// ReadRack is F7, and ReadUnseen F8, the tiles the player cannot see
	// as the tile tracker counts them. F2, F6, F7 and F8 have no modifier:
	// the window's keys answer them, as F1.
	TypeMove    = &desktop.CustomShortcut{KeyName: fyne.KeyF2}
	ReadRow     = &desktop.CustomShortcut{KeyName: fyne.KeyF6}
	ReadRowBack = &desktop.CustomShortcut{KeyName: fyne.KeyF6, Modifier: fyne.KeyModifierShift}
	ReadRack    = &desktop.CustomShortcut{KeyName: fyne.KeyF7}
	ReadUnseen  = &desktop.CustomShortcut{KeyName: fyne.KeyF8}
	// RedoZ is Ctrl+Shift+Z, redo as many programs have it.
	RedoZ = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// ZoomStep is how much one zoom in or out scales the squares.
const ZoomStep = 1.2

// zooms are the keys that zoom the board in either window, each with its
// factor; 0 fits the board to the window again. Ctrl+Shift+= and the
// keypad's plus zoom in too.
var zooms = []struct {
	key    fyne.Shortcut
	factor float32
}{
	{ZoomIn, ZoomStep},
	{&desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, ZoomStep},
	{&desktop.CustomShortcut{KeyName: fyne.KeyPlus, Modifier: fyne.KeyModifierShortcutDefault}, ZoomStep},
	{ZoomOut, 1 / ZoomStep},
	{ZoomFit, 0},
}

// Bind makes shortcut s run action in canvas c. Fyne's desktop driver runs
// the shortcuts of a window's menu items itself; the binding serves the
// keys that are no item's, and the test driver, which has no menus.
func Bind(c fyne.Canvas, s fyne.Shortcut, action func()) {
	c.AddShortcut(s, func(fyne.Shortcut) { action() })
}

// BindZoom makes the zoom keys call zoom in canvas c with their factors,
// each action wrapped by guard (which keeps it from a window with a dialog
// open).
func BindZoom(c fyne.Canvas, guard func(func()) func(), zoom func(float32)) {
	for _, z := range zooms {
		Bind(c, z.key, guard(func() { zoom(z.factor) }))
	}
}

// Arrow is the way an arrow key moves a cursor over the board: along a
// direction, or back along it.
type Arrow struct {
	Dir  board.Direction
	Back bool
}

// Arrows are the arrow keys, each with the way it moves a cursor.
var Arrows = map[fyne.KeyName]Arrow{
	fyne.KeyRight: {board.Right, false}, fyne.KeyLeft: {board.Right, true},
	fyne.KeyDown: {board.Down, false}, fyne.KeyUp: {board.Down, true},
}
