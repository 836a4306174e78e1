package play

import (
	"fyne.io/fyne/v2"

	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// beside is the table as the side panel sees it (panel.Table).
type beside struct{ t *Table }

// Game is the game on the table.
func (b beside) Game() *game.Game { return b.t.game }

// Controller runs the game.
func (b beside) Controller() *controller.Controller { return b.t.ctrl }

// Levels are the computer players' levels.
func (b beside) Levels() []computer.Level { return b.t.setup.Levels }

// CanPlace reports whether the human to move may place tiles now.
func (b beside) CanPlace() bool { return b.t.CanPlace() }

// Mover is the player whose hand is on the rack.
func (b beside) Mover() int { return b.t.owner }

// ArrangedRack is player p's rack as they arranged it.
func (b beside) ArrangedRack(p int) tile.Rack { return b.t.arrangedRack(p) }

// RackShownBy is the player whose rack is under the board, or -1.
func (b beside) RackShownBy() int { return b.t.rackShownBy() }

// Tracked is the player whose unseen tiles the tracker counts.
func (b beside) Tracked() (int, bool) { return b.t.tracked() }

// ShowLogged highlights the move of the log's line i.
func (b beside) ShowLogged(i int) { b.t.showLogged(i) }

// Hint lists the best moves and shows the best.
func (b beside) Hint() { b.t.hints.hint() }

// Preview shows a listed move on the board.
func (b beside) Preview(play move.Play) { b.t.hints.show(play) }

// Lay lays a listed move's tiles, ready to play.
func (b beside) Lay(play move.Play) { b.t.hints.lay(play) }

// FocusBoard gives the board the keyboard.
func (b beside) FocusBoard() { b.t.gestures.FocusBoard() }

// Canvas is the window's canvas.
func (b beside) Canvas() fyne.Canvas { return b.t.host.Dialogs.Window().Canvas() }
