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
)

// zoomStep is how much one zoom in or out scales the squares.
const zoomStep = 1.2

// menu builds the main menu: Game, View and Help.
func (a *App) menu() *fyne.MainMenu {
	newGame := fyne.NewMenuItem("New Game", a.newGameDialog)
	newGame.Shortcut = shortcutNewGame
	open := fyne.NewMenuItem("Open…", a.openGame)
	open.Shortcut = shortcutOpen
	save := fyne.NewMenuItem("Save As…", a.saveGameAs)
	save.Shortcut = shortcutSave
	export := fyne.NewMenuItem("Export", nil)
	export.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("As Text…", func() { a.exportGame(textExport, core.ExportText) }),
		fyne.NewMenuItem("As GCG…", func() { a.exportGame(gcgExport, core.ExportGCG) }))
	undo := fyne.NewMenuItem("Undo", a.undo)
	undo.Shortcut = shortcutUndo
	quit := fyne.NewMenuItem("Quit", a.quit)
	quit.Shortcut, quit.IsQuit = shortcutQuit, true
	hint := fyne.NewMenuItem("Hint", a.hint)
	hint.Shortcut = shortcutHint
	zoomIn := fyne.NewMenuItem("Zoom In", func() { a.zoom(zoomStep) })
	zoomIn.Shortcut = shortcutZoomIn
	zoomOut := fyne.NewMenuItem("Zoom Out", func() { a.zoom(1 / zoomStep) })
	zoomOut.Shortcut = shortcutZoomOut
	zoom0 := fyne.NewMenuItem("Fit to Window", func() { a.zoom(0) })
	zoom0.Shortcut = shortcutZoom0
	return fyne.NewMainMenu(
		fyne.NewMenu("Game", newGame, open, save, export, fyne.NewMenuItemSeparator(), undo, hint, fyne.NewMenuItemSeparator(), fyne.NewMenuItem("Board Editor…", a.editBoard), fyne.NewMenuItemSeparator(), quit),
		fyne.NewMenu("View", zoomIn, zoomOut, zoom0),
		fyne.NewMenu("Help", fyne.NewMenuItem("How to Play", a.showHelp), fyne.NewMenuItem("About", a.showAbout)),
	)
}

// addShortcuts adds the keys that reach the same actions as the menus
// another way: Ctrl+Shift+= and the keypad's plus also zoom in.
func (a *App) addShortcuts() {
	c := a.win.Canvas()
	zoomIn := func(fyne.Shortcut) { a.zoom(zoomStep) }
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, zoomIn)
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyPlus, Modifier: fyne.KeyModifierShortcutDefault}, zoomIn)
	c.AddShortcut(shortcutQuit, func(fyne.Shortcut) { a.quit() })
	c.AddShortcut(shortcutNewGame, func(fyne.Shortcut) { a.newGameDialog() })
	c.AddShortcut(shortcutOpen, func(fyne.Shortcut) { a.openGame() })
	c.AddShortcut(shortcutSave, func(fyne.Shortcut) { a.saveGameAs() })
	c.AddShortcut(shortcutUndo, func(fyne.Shortcut) { a.undo() })
	c.AddShortcut(shortcutHint, func(fyne.Shortcut) { a.hint() })
}

// hint shows the human to move the best moves for their rack.
func (a *App) hint() {
	if a.table != nil && !a.dialogs.open() {
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
