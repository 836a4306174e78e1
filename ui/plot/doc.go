// Package plot draws players' lines over the turns of a game: each
// player's totals in the summary of a game over, each player's chance of
// winning in the review of a game. A marker may stand at one turn, and a
// tap on the plot says which turn it is nearest.
//
// It may import Fyne, and ui/style for redrawing; it knows nothing of a
// game.
package plot
