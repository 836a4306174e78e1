package main

import (
	"fmt"
	"io"
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"scraebbkle/console"
	"scraebbkle/core"
	"scraebbkle/ui"
)

// appID identifies the app to the desktop and names its preferences folder.
const appID = "io.scraebbkle.game"

// runDesktop opens the ScraeBBKle window and runs until it is closed. The
// first game's bag is shuffled from seed, later ones at random. A board
// given with -board, read from boardPath, is preselected.
func runDesktop(cfg console.Config, boardPath string, seed uint64, stderr io.Writer) int {
	a := app.NewWithID(appID)
	first := true
	w := ui.New(a, ui.Config{
		Referee:      cfg.Referee,
		DefaultBoard: cfg.DefaultBoard,
		Board:        cfg.Board,
		BoardPath:    boardPath,
		Post:         fyne.Do,
		Seed: func() uint64 {
			if first {
				first = false
				return seed
			}
			return rand.Uint64()
		},
		Strategy: func(ref *core.Referee) core.Strategy { return core.HighScore{Referee: ref} },
		Version:  a.Metadata().Version,
		OnGameOver: func(o core.Outcome) {
			fmt.Fprintln(stderr, "scraebbkle: game over:", o)
		},
	})
	a.Lifecycle().SetOnStarted(w.Start)
	w.Window().ShowAndRun()
	return exitOK
}
