package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"scraebbkle/core"
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
	// Ctrl+Shift+= and the keypad's plus also zoom in.
	alsoZoomIn = []fyne.Shortcut{
		&desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift},
		&desktop.CustomShortcut{KeyName: fyne.KeyPlus, Modifier: fyne.KeyModifierShortcutDefault},
	}
)

// zoomStep is how much one zoom in or out scales the squares.
const zoomStep = 1.2

// menu builds the main menu, Game, View and Help, and binds the
// shortcuts of its items to the window.
func (a *App) menu() *fyne.MainMenu {
	export := fyne.NewMenuItem("Export", nil)
	export.ChildMenu = fyne.NewMenu("",
		a.command("As Text…", nil, func() { a.exportGame(textExport, core.ExportText) }),
		a.command("As GCG…", nil, func() { a.exportGame(gcgExport, core.ExportGCG) }))
	quit := fyne.NewMenuItem("Quit", a.quit)
	quit.Shortcut, quit.IsQuit = shortcutQuit, true
	a.bind(shortcutQuit, a.quit)
	zoomIn := a.command("Zoom In", shortcutZoomIn, func() { a.zoom(zoomStep) })
	for _, s := range alsoZoomIn {
		a.bind(s, zoomIn.Action)
	}
	return fyne.NewMainMenu(
		fyne.NewMenu("Game",
			a.command("New Game", shortcutNewGame, a.newGameDialog),
			a.command("Open…", shortcutOpen, a.openGame),
			a.command("Save As…", shortcutSave, a.saveGameAs),
			export, fyne.NewMenuItemSeparator(),
			a.command("Undo", shortcutUndo, a.undo),
			a.command("Hint", shortcutHint, a.hint), fyne.NewMenuItemSeparator(),
			a.command("Board Editor…", nil, a.editBoard), fyne.NewMenuItemSeparator(),
			quit),
		fyne.NewMenu("View", zoomIn,
			a.command("Zoom Out", shortcutZoomOut, func() { a.zoom(1 / zoomStep) }),
			a.command("Fit to Window", shortcutZoom0, func() { a.zoom(0) })),
		fyne.NewMenu("Help",
			a.command("How to Play", nil, a.showHelp),
			a.command("About", nil, a.showAbout)),
	)
}

// command is the menu item label, which runs action from the menu or by
// shortcut s (none when nil) while no dialog covers the window: a dialog
// is answered before anything else is done.
func (a *App) command(label string, s fyne.Shortcut, action func()) *fyne.MenuItem {
	item := fyne.NewMenuItem(label, func() {
		if !a.dialogs.open() {
			action()
		}
	})
	if s != nil {
		item.Shortcut = s
		a.bind(s, item.Action)
	}
	return item
}

// bind makes shortcut s run action in the window. Fyne's window on Linux
// and Windows draws the menu itself and does not bind its items'
// shortcuts.
func (a *App) bind(s fyne.Shortcut, action func()) {
	a.win.Canvas().AddShortcut(s, func(fyne.Shortcut) { action() })
}

// hint shows the human to move the best moves for their rack.
func (a *App) hint() {
	if a.table != nil {
		a.table.hint()
	}
}

// editBoard opens the board editor on the board on screen, or the default
// board before the first game.
func (a *App) editBoard() {
	b := a.cfg.DefaultBoard
	if a.table != nil {
		b = a.table.game.Board()
	}
	a.openEditor(b)
}
