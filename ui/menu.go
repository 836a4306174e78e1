package ui

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/export"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/play"
	"scraebbkle/ui/together"
)

// menu builds the main menu, Game, View and Help, and binds the
// shortcuts of its items to the window.
func (a *App) menu() *fyne.MainMenu {
	c := a.win.Canvas()
	exports := fyne.NewMenuItem("Export", nil)
	exports.ChildMenu = fyne.NewMenu("",
		a.command("As Text…", nil, func() { a.files.export(dialogs.TextRecord, textExport, export.Text) }),
		a.command("As GCG…", nil, func() { a.files.export(dialogs.GCGRecord, gcgExport, export.GCG) }))
	quit := fyne.NewMenuItem("Quit", a.quit)
	quit.Shortcut, quit.IsQuit = keys.Quit, true
	keys.Bind(c, keys.Quit, a.quit)
	keys.BindZoom(c, a.dialogs.UnlessOpen, a.zoom)
	zoom := func(label string, s fyne.Shortcut, f float32) *fyne.MenuItem {
		item := a.command(label, nil, func() { a.zoom(f) })
		item.Shortcut = s // bound with the other zoom keys
		return item
	}
	return fyne.NewMainMenu(
		fyne.NewMenu("Game",
			a.command("New Game", keys.NewGame, a.newGames.Show),
			a.command("Open…", keys.Open, a.files.open),
			a.command("Host a Game…", nil, a.hostMenu),
			a.command("Join a Game…", nil, a.joinGame),
			a.command("Save As…", keys.Save, a.files.saveAs),
			exports, fyne.NewMenuItemSeparator(),
			a.command("Undo", keys.Undo, undoer{a}.undo),
			a.command("Hint", keys.Hint, a.onTable((*play.Table).Hint, nil)),
			a.command("Shuffle Rack", keys.Shuffle, a.onTable((*play.Table).Shuffle, (*together.Screen).Shuffle)),
			a.command("Pass…", keys.Pass, a.onTable((*play.Table).Pass, (*together.Screen).Pass)),
			a.command("Exchange Tiles…", keys.Exchange, a.onTable((*play.Table).Exchange, (*together.Screen).Exchange)),
			a.command("Type a Move…", keys.TypeMove, a.typeMove), fyne.NewMenuItemSeparator(),
			a.command("Review", keys.Review, a.reviews.onScreen),
			a.command("Review a File…", nil, a.reviews.file), fyne.NewMenuItemSeparator(),
			a.command("Board Editor…", keys.Editor, a.editBoard), fyne.NewMenuItemSeparator(),
			quit),
		fyne.NewMenu("View",
			zoom("Zoom In", keys.ZoomIn, keys.ZoomStep),
			zoom("Zoom Out", keys.ZoomOut, 1/keys.ZoomStep),
			zoom("Fit to Window", keys.ZoomFit, 0), fyne.NewMenuItemSeparator(),
			a.command("Read the Next Row", keys.ReadRow, func() { a.readRow(1) }),
			a.command("Read the Row Before", keys.ReadRowBack, func() { a.readRow(-1) }),
			a.command("Read the Rack", keys.ReadRack, a.readRack),
			a.command("Read the Tiles Unseen", keys.ReadUnseen, a.readUnseen)),
		fyne.NewMenu("Help",
			a.command("How to Play", keys.Help, a.help),
			a.command("About", nil, func() { showAbout(a.dialogs, a.fyne, a.cfg.Version) })),
	)
}

// command is the menu item label, which runs action from the menu or by
// shortcut s (none when nil) while no dialog covers the window: a dialog
// is answered before anything else is done.
func (a *App) command(label string, s fyne.Shortcut, action func()) *fyne.MenuItem {
	item := fyne.NewMenuItem(label, a.textFirst(s, a.dialogs.UnlessOpen(action)))
	if s != nil {
		item.Shortcut = s
		keys.Bind(a.win.Canvas(), s, item.Action)
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

// onTable is an action that does f to the game on screen, if there is
// one, or g to the game played together; where g is nil, it says that a
// game played together has no such thing.
func (a *App) onTable(f func(*play.Table), g func(*together.Screen)) func() {
	return func() {
		switch {
		case a.table != nil:
			f(a.table)
		case a.together != nil && g != nil:
			g(a.together)
		case a.together != nil:
			a.tell("Played together", "A game played with other computers has no hints, undo or review: they are for a game played at one computer.", nil)
		}
	}
}

// editBoard opens the board editor on the board on screen, or the default
// board of the game New Game offers before the first game, in the colours
// of that game.
func (a *App) editBoard() {
	g := a.newGames.Game()
	b := a.newGames.DefaultBoard(g)
	if a.table != nil {
		g, b = a.table.Game().Rules(), a.table.Game().Board()
	}
	a.editing.open(b, "", g)
}
