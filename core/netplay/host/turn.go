package host

import (
	"errors"
	"fmt"

	"scraebbkle/core/move"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/referee"
	"scraebbkle/internal/prose"
)

// move plays the move that link l sent, written in the game's notation,
// and answers it with a Verdict.
func (h *Host) move(l *link, text string) {
	if why := h.refusal(l); why != "" {
		h.send(l, wire.Message{Type: wire.Verdict, Text: why})
		return
	}
	r := h.game.Rules()
	m, err := r.Notation.Parse(text)
	if err != nil {
		h.send(l, wire.Message{Type: wire.Verdict, Text: formatWhy(err)})
		return
	}
	if _, err := h.game.Play(m); err != nil {
		h.send(l, wire.Message{Type: wire.Verdict, Text: playWhy(err, r.Notation)})
		return
	}
	h.send(l, wire.Message{Type: wire.Verdict, OK: true})
	h.played()
}

// refusal is why link l may not move now, or "".
func (h *Host) refusal(l *link) string {
	switch {
	case l.seat < 0:
		return "An onlooker does not move."
	case !h.a.started:
		return "The game waits for every player to join."
	case h.game.Over():
		return "The game is over."
	case l.seat != h.game.ToMove():
		return fmt.Sprintf("It is not your turn: %s is to move.", h.label(h.game.ToMove()))
	}
	return ""
}

// formatWhy says why a move is not written in the game's notation.
func formatWhy(err error) string {
	var fe *move.FormatError
	if errors.As(err, &fe) {
		return "Illegal move format: " + prose.Stopped(fe.Why())
	}
	return prose.Sentence(err.Error())
}

// playWhy says why the game refused a move.
func playWhy(err error, n move.Notation) string {
	var r *referee.Refusal
	if errors.As(err, &r) {
		return r.Explain(n)
	}
	return prose.Sentence(err.Error())
}

// played does what follows a turn: the game kept, every seat told, and
// the next computer set to move.
func (h *Host) played() {
	if h.cfg.Save != nil {
		h.cfg.Save(h.game)
	}
	h.broadcast()
	if h.game.Over() && !h.a.overSent {
		h.a.overSent = true
		close(h.over)
	}
	h.next()
}

// next sets the computer to move, when one is, choosing its move in a
// goroutine of its own on a view of the game.
func (h *Host) next() {
	ctx := h.a.ctx
	g := h.game
	if !h.a.started || g.Over() || h.a.thinking || h.view[g.ToMove()] != wire.Computer {
		return
	}
	h.a.thinking = true
	s, turn, view := g.ToMove(), g.Turns(), g.View()
	strategy := h.cfg.Seats[s].Computer
	go func() {
		m, err := strategy.Choose(ctx, view)
		h.do(ctx, func() { h.computerMoved(turn, m, err) })
	}()
}

// computerMoved plays the move a computer chose on turn turn; a computer
// that fails passes.
func (h *Host) computerMoved(turn int, m move.Move, err error) {
	h.a.thinking = false
	if h.a.ctx.Err() != nil || turn != h.game.Turns() {
		return
	}
	if err == nil {
		_, err = h.game.Play(m)
	}
	if err != nil {
		h.notice(fmt.Sprintf("%s could not move (%v) and passes.", h.label(h.game.ToMove()), err))
		if _, err := h.game.Play(move.Move{Pass: true}); err != nil {
			return
		}
	}
	h.played()
}

// chat sends every link a line from link l's seat.
func (h *Host) chat(l *link, text string) {
	from := "Onlooker"
	if l.seat >= 0 {
		from = h.label(l.seat)
	}
	for o := range h.a.links {
		h.send(o, wire.Message{Type: wire.Chat, From: wire.Cut(from, wire.MaxName), Text: text})
	}
}
