package together

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/ui/exchange"
	"scraebbkle/ui/style"
)

// bar is the buttons under the board: Recall and Shuffle beside the rack,
// Pass, Exchange and Play on the right.
type bar struct {
	s                                     *Screen
	recall, shuffle, pass, exchange, play *widget.Button
	left, right                           fyne.CanvasObject
}

// newBar makes the buttons of screen s.
func newBar(s *Screen) *bar {
	b := &bar{s: s,
		recall:   widget.NewButtonWithIcon("Recall", theme.ContentUndoIcon(), s.lay.RecallAll),
		shuffle:  widget.NewButtonWithIcon("Shuffle", theme.ViewRefreshIcon(), s.shuffle),
		pass:     widget.NewButton("Pass", s.Pass),
		exchange: widget.NewButton("Exchange", s.Exchange),
		play:     widget.NewButtonWithIcon("Play", theme.ConfirmIcon(), laid{s}.Play),
	}
	b.play.Importance = widget.HighImportance
	b.left = container.NewHBox(b.recall, b.shuffle)
	b.right = container.NewHBox(b.pass, b.exchange, b.play)
	return b
}

// update enables the buttons that do something now.
func (b *bar) update() {
	s := b.s
	on := s.CanPlace()
	placed := on && len(s.turn.Placed()) > 0
	style.Enable(b.play, placed)
	style.Enable(b.recall, placed)
	style.Enable(b.shuffle, on)
	style.Enable(b.pass, on)
	style.Enable(b.exchange, on && s.rules.ExchangeBag > 0)
}

// send sends the host move m of the seat's turn, and says so until the
// host answers.
func (s *Screen) send(m move.Move) {
	if err := s.link.Send(wire.Message{Type: wire.Move, Text: s.rules.Notation.Format(m)}); err != nil {
		s.tell("The move was not sent: " + err.Error())
		return
	}
	s.sent = true // one move a turn: Play, Enter and the others wait for the answer
	s.tell("Sent " + s.rules.Notation.Format(m) + " to the host.")
}

// Pass asks the player to confirm, then passes.
func (s *Screen) Pass() {
	if !s.CanPlace() {
		return
	}
	m := s.turn
	s.host.Dialogs.Confirm("Pass", "Pass this turn?", func() {
		if s.turn == m {
			m.RecallAll()
			s.redraw()
			s.send(move.Pass)
		}
	})
}

// Exchange asks which tiles to throw back, and sends the exchange once
// the player confirms. Whether the bag holds enough is the host's to say.
func (s *Screen) Exchange() {
	if !s.CanPlace() || s.rules.ExchangeBag == 0 {
		return
	}
	m := s.turn
	m.RecallAll()
	s.redraw()
	exchange.Ask(s.host.Dialogs, m.Hand().Tiles(), s.exchangeCost(), func(letters string) {
		if s.turn == m {
			s.send(move.Move{Exchange: letters})
		}
	})
}

// exchangeCost is what an exchange costs now.
func (s *Screen) exchangeCost() exchange.Cost {
	v := s.view
	turns := make([]game.Turn, len(v.Table().Log))
	for i := range turns {
		turns[i] = v.Turn(i)
	}
	return exchange.CostAfter(s.rules, v.Players(), turns)
}

// say sends a line of chat.
func (s *Screen) say(text string) {
	if text == "" || s.lost != "" {
		return
	}
	if err := s.link.Send(wire.Message{Type: wire.Chat, Text: wire.Cut(text, wire.MaxText)}); err != nil {
		s.tell("The line was not sent: " + err.Error())
		return
	}
	s.chat.SetText("")
	s.lay.FocusBoard() // the board's keys, and F1 to F8, are the board's again
}
