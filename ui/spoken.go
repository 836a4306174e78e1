package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
)

// spoken is the game on screen as the keys for a screen reader reach it:
// a game played here (play.Table) or together (together.Screen).
type spoken interface {
	ReadRow(step int)
	ReadRack()
	ReadUnseen()
	PlayTyped(text string)
}

// spokenGame is the game on screen, or nil before the first.
func (a *App) spokenGame() spoken {
	switch {
	case a.table != nil:
		return a.table
	case a.together != nil:
		return a.together
	}
	return nil
}

// readRow has the status line read the next row of the board (step 1) or
// the row before (step -1).
func (a *App) readRow(step int) {
	if g := a.spokenGame(); g != nil {
		g.ReadRow(step)
	}
}

// readRack has the status line read the rack.
func (a *App) readRack() {
	if g := a.spokenGame(); g != nil {
		g.ReadRack()
	}
}

// readUnseen has the status line read the tiles the player cannot see.
func (a *App) readUnseen() {
	if g := a.spokenGame(); g != nil {
		g.ReadUnseen()
	}
}

// typeMove asks for a move in the game's notation, and plays it.
func (a *App) typeMove() {
	g := a.spokenGame()
	if g == nil {
		return
	}
	entry := dialogs.NewEntry()
	how := widget.NewLabel(phrase.Notation(a.game()))
	how.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{widget.NewFormItem("Move", entry), widget.NewFormItem("", how)}
	d := dialog.NewForm("Type a Move", "Play", "Cancel", items, func(ok bool) {
		if ok {
			g.PlayTyped(entry.Text)
		}
	}, a.win)
	d.Resize(fyne.NewSize(480, d.MinSize().Height))
	a.dialogs.Show(d, dialogs.FormKeys(d, entry))
	a.win.Canvas().Focus(entry)
}
