package host

import (
	"context"
	"fmt"

	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
)

// command is work for the actor, the one goroutine that owns the game.
type command func()

// link is one end the host sends to: a guest's connection, or a player
// at the host's keyboard.
type link struct {
	seat int               // the seat it plays, or -1 for an onlooker
	out  chan wire.Message // what the host sends it, in order
	drop func(why string)  // ends a guest's connection; nil for a local link
}

// actor is the state only the actor's goroutine touches.
type actor struct {
	links    map[*link]bool
	guest    []*link // the connection of each guest's seat, nil while away
	thinking bool    // a computer is choosing its move
	started  bool    // every guest's seat is taken: the game is on
	overSent bool
	ctx      context.Context // Run's, which the computers choose in
}

// Run runs the host until ctx is done: the game's goroutine, which every
// connection and local player talks to. Serve runs it with a listener.
func (h *Host) Run(ctx context.Context) {
	defer close(h.done)
	h.a = actor{links: map[*link]bool{}, guest: make([]*link, len(h.cfg.Seats)), ctx: ctx}
	h.checkFilled()
	for {
		select {
		case <-ctx.Done():
			for l := range h.a.links {
				h.remove(l, "the host has stopped")
			}
			return
		case c := <-h.cmds:
			c()
		}
	}
}

// do runs c in the actor's goroutine and waits for it; false when the host
// has stopped.
func (h *Host) do(ctx context.Context, c command) bool {
	ran := make(chan struct{})
	select {
	case h.cmds <- func() { c(); close(ran) }:
		<-ran
		return true
	case <-h.done:
	case <-ctx.Done():
	}
	return false
}

// send sends m to l, or drops l when it cannot keep up.
func (h *Host) send(l *link, m wire.Message) {
	select {
	case l.out <- m:
	default:
		h.remove(l, "it did not keep up with the game")
	}
}

// remove forgets link l, and drops it when it is a guest's; a local
// player's messages end (seat.Link).
func (h *Host) remove(l *link, why string) {
	if !h.a.links[l] {
		return
	}
	delete(h.a.links, l)
	if l.drop != nil {
		l.drop(why)
	} else {
		close(l.out)
	}
	if l.seat >= 0 && h.a.guest[l.seat] == l {
		h.a.guest[l.seat] = nil
		h.notice(fmt.Sprintf("%s is away.", h.label(l.seat)))
		h.broadcast()
	}
}

// attach adds link l and sends it the table; back says that a guest
// comes back to its seat.
func (h *Host) attach(l *link, back bool) {
	h.a.links[l] = true
	if l.seat >= 0 && h.view[l.seat] == wire.Remote {
		if old := h.a.guest[l.seat]; old != nil {
			h.a.guest[l.seat] = nil
			h.remove(old, "the seat was taken up from another connection")
		}
		h.a.guest[l.seat] = l
		if back {
			h.notice(fmt.Sprintf("%s is back.", h.label(l.seat)))
		}
		h.broadcast()
		return
	}
	h.send(l, h.table(l.seat))
}

// away says which guests' seats have no connection.
func (h *Host) away() []bool {
	away := make([]bool, len(h.view))
	for i, k := range h.view {
		away[i] = k == wire.Remote && h.a.guest[i] == nil
	}
	return away
}

// table is the State message of seat s.
func (h *Host) table(s int) wire.Message {
	t := seat.TableOf(h.game, s, h.away())
	for i := range t.Players {
		t.Players[i].Name = h.cfg.Seats[i].Name
	}
	for i, k := range h.view {
		if k == wire.Remote && !h.cfg.Joined[i] {
			t.Waiting++
		}
	}
	return wire.Message{Type: wire.State, Table: &t}
}

// broadcast sends every link the table of its seat.
func (h *Host) broadcast() {
	tables := map[int]wire.Message{}
	for l := range h.a.links {
		m, ok := tables[l.seat]
		if !ok {
			m = h.table(l.seat)
			tables[l.seat] = m
		}
		h.send(l, m)
	}
}

// notice sends every link a line of news.
func (h *Host) notice(text string) {
	for l := range h.a.links {
		h.send(l, wire.Message{Type: wire.Notice, Text: text})
	}
}

// label names seat s for the others: "Anna (Player 2)".
func (h *Host) label(s int) string {
	names := make([]string, len(h.cfg.Seats))
	for i, st := range h.cfg.Seats {
		names[i] = st.Name
	}
	return seat.Label(names, s)
}

// checkFilled starts the game once every guest's seat is taken.
func (h *Host) checkFilled() {
	if h.a.started {
		return
	}
	for i, k := range h.view {
		if k == wire.Remote && !h.cfg.Joined[i] {
			return
		}
	}
	h.a.started = true
	close(h.filled)
	h.next()
}
