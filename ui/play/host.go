package play

import (
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/referee"
	"scraebbkle/ui/dialogs"
)

// Host is what the game screen asks of the window it is shown in: the
// window's dialogs, the UI goroutine, the computer players, and what the
// window does when the game changes or the player asks for more than the
// game screen does.
type Host struct {
	// Dialogs are the window's dialogs, which the keyboard answers.
	Dialogs *dialogs.Keyed
	// Post runs a function on the UI goroutine: fyne.Do in the program.
	Post func(func())
	// Strategy makes a computer player at the chosen level, its random
	// choices drawn from seed.
	Strategy func(ref *referee.Referee, level computer.Level, seed uint64) computer.Strategy
	// OnGameOver, when set, is told the outcome of a game that ends on
	// screen.
	OnGameOver func(game.Outcome)
	// Speed and SetSpeed read and keep the seconds a computer move takes
	// in a game between computers.
	Speed    func() float64
	SetSpeed func(float64)
	// CurtainPause is how long after a closed game's curtain falls it
	// cannot be lifted.
	CurtainPause time.Duration
	// Changed is told that the game changed and is to be saved: a move
	// was made, the game ended, or the turn's first hint was asked for.
	Changed func()
	// NewGame asks for a new game (the New Game dialog).
	NewGame func()
	// Review opens the review of the game on screen.
	Review func()
	// WindowKey answers the window's own keys that have no modifier (F1
	// How to Play, F2, F6, F7, F8), and reports whether ev was one of them.
	WindowKey func(ev *fyne.KeyEvent) bool
}
