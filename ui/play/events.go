package play

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/controller"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/turn"
)

// handle shows what the controller reports. It runs on the UI goroutine.
func (t *Table) handle(ev controller.Event) {
	switch ev.Kind {
	case controller.TurnStarted:
		t.turnStarted(ev.Player)
	case controller.Thinking:
		t.thinking.Show(t.ctrl.Budget(), true)
		t.status.show()
	case controller.MovePlayed:
		t.movePlayed(ev.Turn)
		t.host.Changed()
	case controller.GameOver:
		t.host.Changed()
		t.gameOver(ev.Outcome)
	case controller.Failed:
		t.computerFailed(ev.Player, ev.Err)
	}
}

// turnStarted gets the rack of a human to move ready, behind the curtain in
// a closed game between humans.
func (t *Table) turnStarted(p int) {
	t.drag.Cancel()
	t.turn = nil
	if t.setup.Players[p] == game.Human {
		rack := t.game.Player(p).Rack
		var hand *turn.Hand
		if prev := t.hands[p]; prev != nil {
			hand = prev.KeepOrder(rack)
		} else {
			hand = turn.NewHand(rack)
		}
		t.hands[p], t.owner = hand, p
		t.turn = turn.New(t.game, hand)
		t.curtain.fall()
		if t.curtain.down { // the word the last player looked up would tell their letters
			t.panel.ClearWord()
		}
	}
	t.refresh()
}

// movePlayed draws a move and its effect on scores and log. The move is
// told in the status line too, until the next is made or tiles are
// placed, to whoever did not make it: a computer's move, and a human's
// when another human moves next. The moves of computers that follow each
// other are told together, so that a human who waits for several sees
// every one.
func (t *Table) movePlayed(played game.Turn) {
	computer := t.setup.Players[played.Player] == game.Computer
	told := ""
	if computer || t.setup.Players[t.game.ToMove()] == game.Human {
		told = phrase.TurnSentence(t.notation(), played) + " "
	}
	if computer && t.afterComputer() {
		told = t.status.notice + told
	}
	t.status.notice = told
	t.thinking.Show(0, false)
	if t.turn != nil && t.owner == played.Player {
		h := t.turn.Hand()
		h.RecallAll()
		t.movedFrom[len(t.game.History())-1] = h.KeepOrder(played.Rack).Tiles()
	}
	t.markLast(played) // refresh below redraws the squares of the last move and this one
	t.panel.LogTurn(played, t.ctrl.HintLog().Number(len(t.game.History())-1))
	t.panel.LeaveMoves() // the hints were for the turn just played
	t.refresh()
	if len(t.last) > 0 && t.setup.Players[played.Player] == game.Computer {
		t.board.Reveal(t.last[0])
	}
}

// afterComputer reports whether, in a game a human plays, the turn
// before the last was a computer's too.
func (t *Table) afterComputer() bool {
	h := t.game.History()
	return !t.ComputersOnly() && len(h) > 1 && t.setup.Players[h[len(h)-2].Player] == game.Computer
}

// markLast remembers the squares of a turn's move, to highlight them.
func (t *Table) markLast(played game.Turn) {
	t.last = t.last[:0]
	for _, p := range played.Play.Placed {
		t.last = append(t.last, p.Square)
	}
}

// gameOver shows the final scores, the deductions and the winner.
func (t *Table) gameOver(o game.Outcome) {
	t.drag.Cancel()
	t.turn = nil
	t.refresh()
	t.panel.EndLog(t.arrangedRack)
	if t.host.OnGameOver != nil && !t.overBefore {
		t.host.OnGameOver(o)
	}
	var lines []string
	for i := range o.Finals {
		lines = append(lines, fmt.Sprintf("Player %d: %s", i+1, phrase.Deduction(o, i)))
	}
	title := widget.NewLabelWithStyle(phrase.Result(o), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	body := container.NewVBox(title, widget.NewLabel(strings.Join(lines, "\n")), dialogs.Summary(t.notation(), t.ctrl.Summary()))
	k := t.host.Dialogs
	d := dialog.NewCustomWithoutButtons("Game Over", dialogs.FitHeight(body, k.Window()), k.Window())
	closeButton := widget.NewButton("Close", d.Hide)
	closeButton.Importance = widget.HighImportance
	again := dialogs.AnswerButton(d, "New Game", nil, widget.MediumImportance, t.host.NewGame)
	buttons := []fyne.CanvasObject{again, closeButton}
	if t.host.Review != nil {
		buttons = append([]fyne.CanvasObject{dialogs.AnswerButton(d, "Review", nil, widget.MediumImportance, t.host.Review)}, buttons...)
	}
	d.SetButtons(buttons)
	// Enter closes, so that a key pressed on as the game ends, such as
	// the Enter that passed, leaves the finished board in view.
	k.Show(d, dialogs.CloseKeys(d))
}

// computerFailed says that computer player p could not move, and why, and
// offers to have it think again. Closed, the game waits: Enter on the
// board tries again (the status line says so).
func (t *Table) computerFailed(p int, err error) {
	t.thinking.Show(0, false)
	t.status.show()
	who := fmt.Sprintf("Player %d (%s)", p+1, export.DescribePlayer(t.game, t.setup.Levels, p))
	text := fmt.Sprintf("%s could not work out its move. %s\n\nTry Again has it think again. Until then the game waits, and can be saved.", who, phrase.Sentence(err))
	k := t.host.Dialogs
	d := dialog.NewCustomConfirm(who+" could not move", "Try Again", "Close", dialogs.Wrapped(text), func(again bool) {
		if again {
			t.retry()
		}
	}, k.Window())
	k.Show(d, dialogs.ConfirmKeys(d))
}

// retry has the computer that failed think again.
func (t *Table) retry() {
	if !t.stopped {
		t.ctrl.Retry()
	}
}
