package ui

import (
	"fmt"
	"strings"

	"scraebbkle/core/game"
	"scraebbkle/core/save"
	"scraebbkle/ui/phrase"
)

// undo takes back the tiles placed this turn, when there are any, or else
// the last move: against a computer the human's last move and the
// computer's reply, between humans the last move once the other player
// agrees. When there is nothing to take back, the status line says so.
func (a *App) undo() {
	t := a.table
	if t == nil {
		return
	}
	if t.hand != nil && len(t.hand.placed()) > 0 {
		t.recallAll()
		return
	}
	g := t.game
	switch human := t.onlyHuman(); {
	case t.computersOnly():
		t.note("Undo takes back a human player's move; in a game between computers there is none.")
	case human >= 0 && g.TurnsToTakeBack(human) == 0:
		t.note(fmt.Sprintf("There is nothing to undo: Player %d has not moved yet.", human+1))
	case human >= 0:
		a.reopening(t, human, func() { a.takeBack(g.TurnsToTakeBack(human)) })
	case len(g.History()) == 0:
		t.note("There is nothing to undo: no one has moved yet.")
	default:
		a.askToTakeBack(t)
	}
}

// askToTakeBack takes back the last move of a game between humans once the
// players agree: the player whose turn it is, or after the end both, since
// it reopens the game. When they do not, the status line says the move
// stands.
func (a *App) askToTakeBack(t *table) {
	g := t.game
	turns := len(g.History())
	last := g.History()[turns-1]
	what, answers := fmt.Sprintf("Player %d's %s", last.Player+1, phrase.TurnName(last.Play)), (last.Player+1)%g.Players()+1
	question := fmt.Sprintf("Take back %s?\nPlayer %d, whose turn it is, do you agree?", what, answers)
	refused := fmt.Sprintf("Player %d did not agree: %s stands.", answers, what)
	if g.Over() {
		question = fmt.Sprintf("The game is over. Take back %s, and play on from there?", what)
		refused = fmt.Sprintf("%s stands, and the game stays over.", what)
	}
	t.lowerCurtain() // the player who answers may not be the one at the rack
	a.dialogs.ask("Take back a move?", question, func(yes bool) {
		switch {
		case a.table != t || len(g.History()) != turns: // the same move is no longer the last
		case yes:
			a.takeBack(1)
		default:
			t.note(refused)
		}
	})
}

// reopening does takeBack at once while the game on table t goes on; after
// it has ended, only once the player agrees that taking back human's last
// move, and the computer's reply, reopens it, and while t is still on
// screen. (Between humans the question of askToTakeBack says so itself.)
func (a *App) reopening(t *table, human int, takeBack func()) {
	g := t.game
	if !g.Over() {
		takeBack()
		return
	}
	history := g.History()
	what := ""
	for _, turn := range history[len(history)-g.TurnsToTakeBack(human):] {
		switch {
		case turn.Player == human:
			what = "your " + phrase.TurnName(turn.Play)
		case turn.Play.Move.Pass:
			what += " and the computer's pass"
		default:
			what += " and the computer's reply " + phrase.MoveName(turn.Play)
		}
	}
	question := "The game is over. Undo takes back " + what + ", and the game goes on from there."
	a.confirm("Reopen the game?", question, func() {
		if a.table == t {
			takeBack()
		}
	})
}

// takeBack replaces the game on screen with the same game n turns
// earlier, stopping a computer that is thinking, its bag shuffled again:
// the tiles drawn in the turns taken back have been seen, and must not be
// what playing again draws. The hints asked for are kept, those of the
// turns taken back too.
func (a *App) takeBack(n int) {
	t := a.table
	g, err := t.game.TakeBack(n)
	if err != nil {
		a.showError(err)
		return
	}
	g.ShuffleBag(a.cfg.Reshuffle())
	var names []string
	for _, turn := range t.game.History()[len(g.History()):] {
		names = append(names, phrase.MoveName(turn.Play))
	}
	kept := len(g.History())
	a.showAfter(t, t.setup, g, save.Extras{Hints: t.ctrl.HintLog().TakenBack(kept), Arranged: t.arrangedBefore(kept)})
	a.table.note("Took back " + strings.Join(names, " and ") + ".")
}

// onlyHuman is the index of the one human player, or -1 when there is
// none or more than one.
func (t *table) onlyHuman() int {
	if t.humans() != 1 {
		return -1
	}
	for i, k := range t.setup.Players {
		if k == game.Human {
			return i
		}
	}
	return -1
}
