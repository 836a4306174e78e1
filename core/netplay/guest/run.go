package guest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/coder/websocket"

	"scraebbkle/core/netplay/internal/socket"
	"scraebbkle/core/netplay/wire"
)

// run passes on what the host sends over each connection in turn, coming
// back after a drop, until the guest stops.
func (g *Guest) run(c *websocket.Conn) {
	defer close(g.in)
	for {
		err := g.serve(c)
		if g.ctx.Err() != nil {
			g.stop(errors.New("left the game"))
			return
		}
		if err := final(err); err != nil {
			g.stop(err)
			return
		}
		g.emit(wire.Message{Type: wire.Notice, Text: "The connection to the host was lost (" + why(err) + "); trying to come back."})
		var w wire.Message
		if c, w = g.comeBack(); c == nil {
			return
		}
		g.emit(wire.Message{Type: wire.Notice, Text: "Back at the table."})
		g.emit(w)
	}
}

// serve reads the host's messages on connection c until it ends.
func (g *Guest) serve(c *websocket.Conn) error {
	ctx, cancel := context.WithCancel(g.ctx)
	defer cancel()
	g.mu.Lock()
	g.c = c
	g.mu.Unlock()
	lost := make(chan struct{})
	go socket.Heartbeat(ctx, c, g.opts.Heartbeat, func() { close(lost); c.CloseNow() })
	defer func() {
		g.mu.Lock()
		g.c = nil
		g.mu.Unlock()
		c.CloseNow()
	}()
	for {
		m, err := socket.Read(ctx, c)
		if err != nil {
			select {
			case <-lost:
				return errors.New("the host stopped answering")
			default:
				return err
			}
		}
		switch m.Type {
		case wire.Ping:
			g.Send(wire.Message{Type: wire.Pong})
		case wire.Pong:
		default:
			g.emit(m)
		}
	}
}

// comeBack says hello again with the seat's token until the host answers
// or the time to retry is over, and returns the connection and the
// host's Welcome; nil when it is over or the guest stopped.
func (g *Guest) comeBack() (*websocket.Conn, wire.Message) {
	deadline := time.Now().Add(g.opts.Retry)
	wait := 250 * time.Millisecond
	for time.Now().Before(deadline) {
		c, w, err := g.hello(g.ctx)
		if err == nil {
			return c, w
		}
		var refused *RefusedError
		if errors.As(err, &refused) {
			g.stop(err)
			return nil, w
		}
		select {
		case <-g.ctx.Done():
			g.stop(errors.New("left the game"))
			return nil, w
		case <-time.After(wait):
		}
		wait = min(2*wait, 4*time.Second)
	}
	g.stop(errors.New("the host could not be reached again"))
	return nil, wire.Message{}
}

// final is why the connection that ended with err ended for good, or nil
// when the guest may come back: the host gave the seat to another
// connection, or sent what is not a message of the protocol, which
// coming back would only receive again.
func final(err error) error {
	var ce websocket.CloseError
	var bad *socket.BadMessageError
	switch {
	case errors.As(err, &ce) && strings.Contains(ce.Reason, "another connection"):
		return err
	case errors.As(err, &bad):
		return fmt.Errorf("the host sent what is not a message of the game (%w), so the game cannot go on here", bad.Err)
	}
	return nil
}

// why is a connection's end in a few words.
func why(err error) string {
	var ce websocket.CloseError
	if errors.As(err, &ce) && ce.Reason != "" {
		return ce.Reason
	}
	return err.Error()
}

// emit passes a message on, unless the guest has stopped.
func (g *Guest) emit(m wire.Message) {
	select {
	case g.in <- m:
	case <-g.ctx.Done():
	}
}

// stop records why the guest stopped.
func (g *Guest) stop(err error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.err == nil {
		g.err = err
	}
}
