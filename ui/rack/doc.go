// Package rack is the rack widget: a row of tiles that keeps room for a
// full rack, showing the hand of the human to move (its tiles picked,
// tapped and dragged) or another player's rack face up or face down.
//
// It may import Fyne, core/tile, and ui/tiles and ui/turn below it: it
// draws a turn.Hand as the model has it and passes the tiles' gestures on
// to the handler it is given, deciding nothing itself. The game screen
// shows the rack under the board and the side panel shows the other
// player's rack and the tiles left at the end: one widget for both.
package rack
