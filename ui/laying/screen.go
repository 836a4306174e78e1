package laying

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/board"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/rack"
	"scraebbkle/ui/turn"
)

// Screen is a game screen on which the tiles of a turn are laid: what the
// gestures work on, and how it shows what they changed.
type Screen interface {
	// Turn is the turn being laid, nil when there is none.
	Turn() *turn.Model
	// CanPlace reports whether the player may lay tiles now.
	CanPlace() bool
	// Board, Rack and Drag are the board, the rack under it, and the layer
	// over both that a dragged tile is drawn on.
	Board() *boardview.View
	Rack() *rack.View
	Drag() *boardview.DragLayer
	// Dialogs shows the question of a blank's letter.
	Dialogs() *dialogs.Keyed
	// Placed shows the tiles placed, which changed, and what they make.
	Placed()
	// ShowRack shows the rack: a tile was picked or let go.
	ShowRack()
	// ShowBoard shows the board: the typing arrow moved.
	ShowBoard()
	// Holding shows that a blank held on square sq waits for its letter.
	Holding(sq board.Square)
	// Occupied says what lies on square sq, which was tapped, when
	// anything does, and reports whether it did.
	Occupied(sq board.Square) bool
	// Tell says why a letter typed was not placed.
	Tell(why string)
	// Play plays the tiles placed, or says why it does not (Enter).
	Play()
	// Key answers the screen's own keys before the board's, and reports
	// whether ev was one of them.
	Key(ev *fyne.KeyEvent) bool
}
