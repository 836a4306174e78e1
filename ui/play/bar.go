package play

import (
	"fmt"
	"scraebbkle/ui/style"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// actionBar holds the buttons of a human's turn: Shuffle and Recall beside
// the rack, Exchange (where the rules allow it), Pass and Play at the
// right, and the button that lifts the
// curtain in a closed game between humans. In a game between computers it
// holds their pace and Pause instead. Once the game is over it holds New
// Game, after the pace of a game between computers, which is then the
// next one's.
type actionBar struct {
	t                  *Table
	shuffle, recall    *widget.Button
	pass, play, reveal *widget.Button
	exchange           *widget.Button    // where the rules allow exchanges
	again              *widget.Button    // New Game, once the game is over
	pace               fyne.CanvasObject // in a game between computers, or nil
	pause              *widget.Button    // in the pace controls, or nil
	left, right        fyne.CanvasObject
}

// newActionBar builds the buttons of table t.
func newActionBar(t *Table) *actionBar {
	b := &actionBar{t: t}
	b.shuffle = widget.NewButtonWithIcon("Shuffle", theme.ViewRefreshIcon(), t.gestures.shuffle)
	b.recall = widget.NewButtonWithIcon("Recall", theme.ContentUndoIcon(), t.gestures.RecallAll)
	b.pass = widget.NewButton("Pass", t.gestures.pass)
	b.exchange = widget.NewButton("Exchange…", t.gestures.exchange)
	b.play = widget.NewButtonWithIcon("Play", theme.ConfirmIcon(), t.gestures.play)
	b.play.Importance = widget.HighImportance
	b.reveal = widget.NewButtonWithIcon("", theme.VisibilityIcon(), t.curtain.lift)
	b.reveal.Importance = widget.HighImportance
	b.again = widget.NewButtonWithIcon("New Game", theme.ContentAddIcon(), t.host.NewGame)
	b.again.Importance = widget.HighImportance
	b.again.Hide()
	if t.ComputersOnly() {
		// None of the others is ever shown; laid out, even for the moment
		// before the first update, they would widen the window.
		b.pace, b.pause = newPaceControls(t)
		b.left, b.right = container.NewHBox(), container.NewHBox(b.pace, b.again)
		return b
	}
	b.left = container.NewHBox(b.shuffle, b.recall, b.reveal)
	b.right = container.NewHBox(b.pass, b.play, b.again)
	if exchanges(t.game) {
		b.right = container.NewHBox(b.exchange, b.pass, b.play, b.again)
	}
	return b
}

// update enables the buttons that make sense now: Play when the rules
// allow the tiles placed, as legal says.
func (b *actionBar) update(legal bool) {
	t := b.t
	can := t.CanPlace()
	placed := can && len(t.turn.Placed()) > 0
	style.Enable(b.shuffle, can)
	style.Enable(b.recall, placed)
	style.Enable(b.pass, can)
	style.Enable(b.play, placed && legal)
	style.Enable(b.exchange, can && exchanges(t.game) && noExchange(t.game) == "")
	// Behind the curtain only the button that lifts it is shown, in a
	// game between computers none, which its bar does not even lay out,
	// and once the game is over only New Game (and the pace of games
	// between computers, for the next one): there is nothing else to
	// press.
	over := t.game.Over()
	curtain := t.turn != nil && t.curtain.down
	for _, button := range []*widget.Button{b.shuffle, b.recall, b.pass, b.play} {
		style.ShowIf(button, !curtain && !over && !t.ComputersOnly())
	}
	style.ShowIf(b.exchange, !curtain && !over && !t.ComputersOnly() && exchanges(t.game))
	if curtain {
		b.reveal.SetText(fmt.Sprintf("Show Player %d's tiles", t.owner+1))
	}
	style.ShowIf(b.reveal, curtain)
	if b.pause != nil {
		style.ShowIf(b.pause, !over)
	}
	style.ShowIf(b.again, over)
}

// buttons are the bar's buttons that the game has, left to right.
func (b *actionBar) buttons() []*widget.Button {
	var out []*widget.Button
	for _, w := range []*widget.Button{b.recall, b.shuffle, b.reveal, b.pause, b.pass, b.exchange, b.play, b.again} {
		if w != nil {
			out = append(out, w)
		}
	}
	return out
}
