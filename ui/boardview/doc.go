// Package boardview is the board widget that the game and the board editor
// share: the grid of squares with their premiums, start mark, tiles and
// typing arrow, the column letters and row numbers round it, zooming and
// scrolling with the labels kept in view, and the drag layer that carries a
// tile under the pointer.
//
// It may import Fyne, core/board and core/tile, and ui/style and ui/tiles
// below it. It decides nothing about a game: what a square shows is set
// from outside (Square.Draw, Square.SetPremium, View.SetLook for the
// game's colours and labels), and the taps, drags and keys it receives go
// to the SquareHandler and KeyHandler it is given. So the game screen and
// the editor each drive the same widget their own way, and a change to how
// the board is drawn or scrolled is made here once.
package boardview
