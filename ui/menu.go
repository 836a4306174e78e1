package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"scraebbkle/core/export"
	"scraebbkle/ui/boardview"
)

// The keyboard shortcuts of the menus.
var (
	shortcutNewGame = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutOpen    = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSave    = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	// Ctrl+Z reaches the window as Fyne's standard undo shortcut.
	shortcutUndo    = &fyne.ShortcutUndo{}
	shortcutQuit    = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutZoomIn  = &desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutZoomOut = &desktop.CustomShortcut{KeyName: fyne.KeyMinus, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutZoom0   = &desktop.CustomShortcut{KeyName: fyne.Key0, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutHint    = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutShuffle = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutPass    = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutEditor  = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: fyne.KeyModifierShortcutDefault}
	// F1 has no modifier, which Fyne does not take as a shortcut: the
	// window's keys (App.helpKey) answer it, and the menu shows it.
	shortcutHelp = &desktop.CustomShortcut{KeyName: fyne.KeyF1}
)

// zoomKeys are the keys that zoom the board in either window, each with
// its factor; 0 fits the board to the window again. Ctrl+Shift+= and the
// keypad's plus zoom in too.
var zoomKeys = []struct {
	key    fyne.Shortcut
	factor float32
}{
	{shortcutZoomIn, boardview.ZoomStep},
	{&desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, boardview.ZoomStep},
	{&desktop.CustomShortcut{KeyName: fyne.KeyPlus, Modifier: fyne.KeyModifierShortcutDefault}, boardview.ZoomStep},
	{shortcutZoomOut, 1 / boardview.ZoomStep},
	{shortcutZoom0, 0},
}

// bindZoom makes the zoom keys call zoom in canvas c with their factors,
// while none of dialogs is open.
func bindZoom(c fyne.Canvas, dialogs *keyedDialogs, zoom func(float32)) {
	for _, z := range zoomKeys {
		bind(c, z.key, dialogs.unlessOpen(func() { zoom(z.factor) }))
	}
}

// bind makes shortcut s run action in canvas c. Fyne's desktop driver runs
// the shortcuts of a window's menu items itself; the binding serves the
// keys that are no item's, and the test driver, which has no menus.
func bind(c fyne.Canvas, s fyne.Shortcut, action func()) {
	c.AddShortcut(s, func(fyne.Shortcut) { action() })
}

// menu builds the main menu, Game, View and Help, and binds the
// shortcuts of its items to the window.
func (a *App) menu() *fyne.MainMenu {
	c := a.win.Canvas()
	exports := fyne.NewMenuItem("Export", nil)
	exports.ChildMenu = fyne.NewMenu("",
		a.command("As Text…", nil, func() { a.exportGame(textRecord, textExport, export.Text) }),
		a.command("As GCG…", nil, func() { a.exportGame(gcgRecord, gcgExport, export.GCG) }))
	quit := fyne.NewMenuItem("Quit", a.quit)
	quit.Shortcut, quit.IsQuit = shortcutQuit, true
	bind(c, shortcutQuit, a.quit)
	bindZoom(c, &a.dialogs, a.zoom)
	zoom := func(label string, s fyne.Shortcut, f float32) *fyne.MenuItem {
		item := a.command(label, nil, func() { a.zoom(f) })
		item.Shortcut = s // bound with the other zoom keys
		return item
	}
	return fyne.NewMainMenu(
		fyne.NewMenu("Game",
			a.command("New Game", shortcutNewGame, a.newGameDialog),
			a.command("Open…", shortcutOpen, a.openGame),
			a.command("Save As…", shortcutSave, a.saveGameAs),
			exports, fyne.NewMenuItemSeparator(),
			a.command("Undo", shortcutUndo, a.undo),
			a.command("Hint", shortcutHint, a.onTable((*table).hint)),
			a.command("Shuffle Rack", shortcutShuffle, a.onTable((*table).shuffle)),
			a.command("Pass…", shortcutPass, a.onTable((*table).pass)), fyne.NewMenuItemSeparator(),
			a.command("Board Editor…", shortcutEditor, a.editBoard), fyne.NewMenuItemSeparator(),
			quit),
		fyne.NewMenu("View",
			zoom("Zoom In", shortcutZoomIn, boardview.ZoomStep),
			zoom("Zoom Out", shortcutZoomOut, 1/boardview.ZoomStep),
			zoom("Fit to Window", shortcutZoom0, 0)),
		fyne.NewMenu("Help",
			a.command("How to Play", shortcutHelp, a.showHelp),
			a.command("About", nil, a.showAbout)),
	)
}

// command is the menu item label, which runs action from the menu or by
// shortcut s (none when nil) while no dialog covers the window: a dialog
// is answered before anything else is done.
func (a *App) command(label string, s fyne.Shortcut, action func()) *fyne.MenuItem {
	item := fyne.NewMenuItem(label, a.textFirst(s, a.dialogs.unlessOpen(action)))
	if s != nil {
		item.Shortcut = s
		bind(a.win.Canvas(), s, item.Action)
	}
	return item
}

// textFirst returns the action of a menu item with shortcut s, except that
// with the keyboard in a text box, Undo (Ctrl+Z) undoes the typing there:
// Fyne gives a window menu's shortcuts to the menu before the box. A
// click on the menu itself takes the keyboard out of the box first.
func (a *App) textFirst(s fyne.Shortcut, action func()) func() {
	if _, undo := s.(*fyne.ShortcutUndo); !undo {
		return action
	}
	return func() {
		if box, ok := a.win.Canvas().Focused().(fyne.Shortcutable); ok {
			box.TypedShortcut(s)
			return
		}
		action()
	}
}

// onTable is an action that does f to the game on screen, if there is one.
func (a *App) onTable(f func(*table)) func() {
	return func() {
		if a.table != nil {
			f(a.table)
		}
	}
}

// editBoard opens the board editor on the board on screen, or the default
// board before the first game.
func (a *App) editBoard() {
	b := a.cfg.DefaultBoard
	if a.table != nil {
		b = a.table.game.Board()
	}
	a.openEditor(b, "")
}
