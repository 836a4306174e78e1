// Package controller runs a game for a user interface: it takes the human
// players' moves, runs each computer turn in a goroutine of its own, hands
// the result back through a post function (fyne.Do in the window) and
// reports every event, and it gives hints, waited for or found in a
// goroutine of their own, and the game's summary.
//
// It is the one place where the engine meets concurrency; the windows and
// the console drive a game only through it. It imports core/game,
// core/computer, core/movegen and core/move.
package controller
