package host

import (
	"context"
	"errors"
	"fmt"

	"scraebbkle/core/netplay/wire"
)

// localOutbox is how many messages wait for a local player: more than a
// game sends between two reads of a window or a terminal.
const localOutbox = 1024

// Local is a player at the host's keyboard, linked to the game in the
// same process: it is sent what a guest of its seat would be, the Welcome
// first, and sends moves and chat as a guest would. It is a seat.Link.
type Local struct {
	h   *Host
	ctx context.Context
	l   *link
}

// Local links a player of seat s (a seat of kind wire.Human, or -1 to
// look on) to the game, until ctx is done or Close is called.
func (h *Host) Local(ctx context.Context, s int) (*Local, error) {
	if s >= len(h.view) || s >= 0 && h.view[s] != wire.Human {
		return nil, fmt.Errorf("host: seat %d is not played at the host", s+1)
	}
	lc := &Local{h: h, ctx: ctx, l: &link{seat: s, out: make(chan wire.Message, localOutbox)}}
	token := ""
	if s >= 0 {
		token = h.cfg.Tokens[s]
	}
	if !h.do(ctx, func() { lc.l.out <- welcome(h.game, h.cfg.Seats, s, token); h.attach(lc.l, false) }) {
		return nil, errors.New("host: the host has stopped")
	}
	return lc, nil
}

// Messages is what the host sends the seat, in order.
func (lc *Local) Messages() <-chan wire.Message { return lc.l.out }

// Send sends the host a Move or a Chat.
func (lc *Local) Send(m wire.Message) error {
	var do command
	switch m.Type {
	case wire.Move:
		do = func() { lc.h.move(lc.l, m.Text) }
	case wire.Chat:
		do = func() { lc.h.chat(lc.l, m.Text) }
	default:
		return fmt.Errorf("host: a player does not send %s", m.Type)
	}
	if !lc.h.do(lc.ctx, do) {
		return errors.New("host: the host has stopped")
	}
	return nil
}

// Close unlinks the player.
func (lc *Local) Close() error {
	lc.h.do(lc.ctx, func() { lc.h.remove(lc.l, "") })
	return nil
}
