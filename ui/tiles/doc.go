// Package tiles draws a tile: the widget of a tile on a rack, which can be
// tapped and dragged, and the lettering (its letter large, its value small)
// that a board's square shares with it.
//
// It may import Fyne, core/tile and ui/style. The rack shows these tiles,
// the board's drag layer carries one under the pointer and the board's
// squares letter their tiles alike: a package below both the rack and the
// board keeps one drawing of a tile for all three.
package tiles
