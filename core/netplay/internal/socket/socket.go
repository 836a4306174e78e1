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

// Read reads one message: a text frame that wire.Decode takes.
func Read(ctx context.Context, c *websocket.Conn) (wire.Message, error) {
	typ, frame, err := c.Read(ctx)
	if err != nil {
		return wire.Message{}, err
	}
	if typ != websocket.MessageText {
		return wire.Message{}, errors.New("a binary frame: messages are text")
	}
	return wire.Decode(frame)
}

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
