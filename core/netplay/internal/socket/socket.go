// Package socket reads and writes the protocol's messages on a WebSocket,
// for the host and the guest alike.
package socket

import (
	"context"
	"errors"
	"time"

	"github.com/coder/websocket"

	"scraebbkle/core/netplay/wire"
)

// Read reads one message: a text frame that wire.Decode takes. A frame
// that is not one is a *BadMessageError.
func Read(ctx context.Context, c *websocket.Conn) (wire.Message, error) {
	typ, frame, err := c.Read(ctx)
	if err != nil {
		return wire.Message{}, err
	}
	if typ != websocket.MessageText {
		return wire.Message{}, &BadMessageError{errors.New("a binary frame: messages are text")}
	}
	m, err := wire.Decode(frame)
	if err != nil {
		return m, &BadMessageError{err}
	}
	return m, nil
}

// BadMessageError is a frame that arrived whole but is not a message of
// the protocol: the peer does not play by it, and reading on will not
// mend that.
type BadMessageError struct{ Err error }

// Error says what is wrong with the frame.
func (e *BadMessageError) Error() string { return e.Err.Error() }

// Unwrap is what is wrong with the frame.
func (e *BadMessageError) Unwrap() error { return e.Err }

// Write writes one message, within timeout.
func Write(ctx context.Context, c *websocket.Conn, m wire.Message, timeout time.Duration) error {
	frame, err := wire.Encode(m)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	return c.Write(ctx, websocket.MessageText, frame)
}

// Heartbeat pings the peer of c every beat until ctx is done, and calls
// lost, once, when the peer does not answer a ping within two beats. A
// ping's answer is read by whoever reads c meanwhile.
func Heartbeat(ctx context.Context, c *websocket.Conn, beat time.Duration, lost func()) {
	t := time.NewTicker(beat)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			pctx, cancel := context.WithTimeout(ctx, 2*beat)
			err := c.Ping(pctx)
			cancel()
			if err != nil && ctx.Err() == nil {
				lost()
				return
			}
		}
	}
}
