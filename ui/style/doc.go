// Package style is what every part of the window shares of how it looks: the
// theme, the colours of squares and tiles, each game's look of its board
// (its premiums' colours and labels, its start square, the key to them),
// and the few layout helpers that the board, the rack, the panel, the game
// screen and the dialogs all use (a least width, a layout that follows its
// size, showing or enabling by a flag, a renderer's redraw).
//
// It may import Fyne and core/board, for the premiums that colour a
// square, and nothing else of ui/: it is the floor of the window's
// packages, so that a colour or a helper is defined once rather than in
// each package that draws.
package style
