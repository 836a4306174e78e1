package ui

import (
	"fmt"

	"scraebbkle/core/save"
	"scraebbkle/internal/prose"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/play"
)

// undoer takes back the last move, as Game > Undo asks, once the players
// agree where that takes asking.
type undoer struct{ a *App }

// undo takes back the tiles placed this turn, when there are any, or else
// the last move: against a computer the human's last move and the
// computer's reply, between humans the last move once the other player
// agrees. When there is nothing to take back, the status line says so.
func (u undoer) undo() {
	a := u.a
	t := a.table
	if t == nil {
		if a.together != nil {
			a.onTable(nil, nil)()
		}
		return
	}
	if t.TakeBackPlaced() {
		return
	}
	g := t.Game()
	switch human := t.OnlyHuman(); {
	case t.ComputersOnly():
		t.Note("Undo takes back a human player's move; in a game between computers there is none.")
	case human >= 0 && g.TurnsToTakeBack(human) == 0:
		t.Note(fmt.Sprintf("There is nothing to undo: Player %d has not moved yet.", human+1))
	case human >= 0:
		u.reopening(t, human, func() { u.takeBack(g.TurnsToTakeBack(human)) })
	case len(g.History()) == 0:
		t.Note("There is nothing to undo: no one has moved yet.")
	default:
		u.askToTakeBack(t)
	}
}

// askToTakeBack takes back the last move of a game between humans once the
// players agree: the player whose turn it is, or after the end both, since
// it reopens the game. When they do not, the status line says the move
// stands.
func (u undoer) askToTakeBack(t *play.Table) {
	a := u.a
	g := t.Game()
	turns := len(g.History())
	last := g.History()[turns-1]
	what, answers := fmt.Sprintf("Player %d's %s", last.Player+1, phrase.TurnName(g.Rules().Notation, last.Play)), (last.Player+1)%g.Players()+1
	question := fmt.Sprintf("Take back %s?\nPlayer %d, whose turn it is, do you agree?", what, answers)
	refused := fmt.Sprintf("Player %d did not agree: %s stands.", answers, what)
	if g.Over() {
		question = fmt.Sprintf("The game is over. Take back %s, and play on from there?", what)
		refused = fmt.Sprintf("%s stands, and the game stays over.", what)
	}
	t.LowerCurtain() // the player who answers may not be the one at the rack
	a.dialogs.Ask("Take back a move?", question, func(yes bool) {
		switch {
		case a.table != t || len(g.History()) != turns: // the same move is no longer the last
		case yes:
			u.takeBack(1)
		default:
			t.Note(refused)
		}
	})
}

// reopening does takeBack at once while the game on table t goes on; after
// it has ended, only once the player agrees that taking back human's last
// move, and the computer's reply, reopens it, and while t is still on
// screen. (Between humans the question of askToTakeBack says so itself.)
func (u undoer) reopening(t *play.Table, human int, takeBack func()) {
	a := u.a
	g := t.Game()
	if !g.Over() {
		takeBack()
		return
	}
	history, nt := g.History(), g.Rules().Notation
	var what []string
	for _, turn := range history[len(history)-g.TurnsToTakeBack(human):] {
		whose := "the computer's"
		if g.Players() > 2 {
			whose = fmt.Sprintf("Player %d's", turn.Player+1)
		}
		switch {
		case turn.Player == human:
			what = []string{"your " + phrase.TurnName(nt, turn.Play)}
		case !turn.Play.Move.IsTiles():
			what = append(what, whose+" "+phrase.MoveName(nt, turn.Play))
		default:
			what = append(what, whose+" reply "+phrase.MoveName(nt, turn.Play))
		}
	}
	question := "The game is over. Undo takes back " + prose.JoinAnd(what) + ", and the game goes on from there."
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
func (u undoer) takeBack(n int) {
	a := u.a
	t := a.table
	g, err := t.Game().TakeBack(n)
	if err != nil {
		a.showError(err)
		return
	}
	g.ShuffleBag(a.cfg.Reshuffle())
	var names []string
	for _, turn := range t.Game().History()[len(g.History()):] {
		names = append(names, phrase.MoveName(g.Rules().Notation, turn.Play))
	}
	kept := len(g.History())
	a.showAfter(t, t.Setup(), g, save.Extras{Hints: t.Controller().HintLog().TakenBack(kept), Arranged: t.ArrangedBefore(kept)})
	a.table.Note("Took back " + prose.JoinAnd(names) + ".")
}
