// Package ui is the desktop window of ScraeBBKle, built with Fyne: the board
// as a grid of square widgets, the rack of draggable tiles, the score, log
// and status panels, and the dialogs to start a game and to end it.
//
// The package decides no rule: it shows what package core says and hands it
// the player's moves. It never imports Fyne's app package, so its tests run
// with Fyne's test driver and no display. Everything that a background
// goroutine changes is handed to the UI goroutine through an injected post
// function (fyne.Do in the program).
package ui
