// Package reviewing is the window of a game's review (core/review): the
// board as each turn found it, the move played marked and the best move,
// or any other chosen from the list, ghosted on it; the moves ranked best
// with their scores, leaves and values; each player's chance of winning
// across the game, a click on it going to that turn; and each player's
// summary. The arrow keys, Home and End step through the turns.
//
// The review is worked out in the background: at once by equity, then
// with the look-ahead, its progress shown and Cancel stopping it, so that
// the window answers throughout.
//
// It imports Fyne, core/review and the packages below it, and the board
// widget and the plot of ui.
package reviewing
