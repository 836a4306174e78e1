package ui

import (
	"scraebbkle/core/game"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/ui/together"
)

// playTogether puts on screen seat s of game w, played through link l:
// the seat of a game this window hosts or joined. It replaces the game
// on screen; changed, when set, is told of each table the host sends.
func (a *App) playTogether(l seat.Link, w wire.Game, s int, changed func(*seat.View)) error {
	sc, err := together.New(together.Host{
		Dialogs:   a.dialogs,
		Words:     a.cfg.Words(),
		Post:      a.cfg.Post,
		Changed:   changed,
		WindowKey: a.windowKey,
		Ended: func(o game.Outcome, result string) {
			if a.cfg.OnGameOver != nil {
				a.cfg.OnGameOver(o)
			}
			a.tell("Game Over", result, nil)
		},
	}, l, w, s)
	if err != nil {
		return err
	}
	a.stopGame()
	a.table, a.together = nil, sc
	a.win.SetContent(sc.Content())
	sc.Start()
	return nil
}
