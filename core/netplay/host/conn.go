package host

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"scraebbkle/core/netplay/internal/socket"
	"scraebbkle/core/netplay/wire"
)

// Serve runs the host on listener l until ctx is done: the game's
// goroutine (Run) and a WebSocket server at "/" that guests join.
func (h *Host) Serve(ctx context.Context, l net.Listener) error {
	go h.Run(ctx)
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 5 * time.Second, MaxHeaderBytes: 8 << 10}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	err := srv.Serve(l)
	<-h.done
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// ServeHTTP takes a guest's WebSocket, while fewer than maxConnections
// are open.
func (h *Host) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	select {
	case h.conns <- struct{}{}:
		defer func() { <-h.conns }()
	default:
		http.Error(w, "too many connections", http.StatusServiceUnavailable)
		return
	}
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	c.SetReadLimit(wire.MaxFrame)
	addr, _, _ := net.SplitHostPort(r.RemoteAddr)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go func() {
		select {
		case <-h.done:
			cancel()
		case <-ctx.Done():
		}
	}()
	h.serveConn(ctx, cancel, c, addr)
}

// conn is a guest's connection once it has joined.
type conn struct {
	c      *websocket.Conn
	link   *link
	cancel context.CancelFunc
	once   sync.Once
	why    string // why the host dropped it
}

// serveConn reads the guest's Hello, seats it, then reads its messages
// until it leaves or is dropped.
func (h *Host) serveConn(ctx context.Context, cancel context.CancelFunc, c *websocket.Conn, addr string) {
	hello, err := h.readHello(ctx, c)
	if err != nil {
		h.refuse(ctx, c, err.Error())
		return
	}
	cn := &conn{c: c, cancel: cancel}
	cn.link = &link{out: make(chan wire.Message, outbox), drop: cn.drop}
	var answer wire.Message
	if !h.do(ctx, func() { answer = h.join(cn.link, hello, addr) }) {
		c.CloseNow()
		return
	}
	if answer.Type == wire.Refused {
		h.refuse(ctx, c, answer.Text)
		return
	}
	if socket.Write(ctx, c, answer, h.cfg.Heartbeat) != nil {
		h.leave(ctx, cn, "")
		return
	}
	go cn.writeLoop(ctx, h.cfg.Heartbeat)
	go socket.Heartbeat(ctx, c, h.cfg.Heartbeat, func() { cn.drop("it stopped answering") })
	why := h.readLoop(ctx, cn)
	h.leave(ctx, cn, why)
}

// drop ends the connection, from any goroutine, for the reason given.
func (cn *conn) drop(why string) {
	cn.once.Do(func() {
		cn.why = why
		cn.cancel()
	})
}

// leave forgets the connection and closes it, saying why.
func (h *Host) leave(ctx context.Context, cn *conn, why string) {
	h.do(context.WithoutCancel(ctx), func() { h.remove(cn.link, why) })
	cn.drop(why)
	if cn.why == "" {
		cn.c.CloseNow()
		return
	}
	cn.c.Close(websocket.StatusPolicyViolation, wire.Cut(cn.why, maxReason))
}

// refuse answers a connection that did not join, and closes it.
func (h *Host) refuse(ctx context.Context, c *websocket.Conn, why string) {
	socket.Write(ctx, c, refused(why), h.cfg.Heartbeat)
	c.Close(websocket.StatusPolicyViolation, wire.Cut(why, maxReason))
}

// readHello reads the first message, which must be a Hello, within the
// time a connection has to join.
func (h *Host) readHello(ctx context.Context, c *websocket.Conn) (wire.Message, error) {
	ctx, cancel := context.WithTimeout(ctx, h.cfg.JoinTimeout)
	defer cancel()
	m, err := socket.Read(ctx, c)
	if err == nil && m.Type != wire.Hello {
		err = errors.New("a guest must say hello first")
	}
	return m, err
}

// readLoop reads the guest's messages and hands them to the game, until
// the connection ends or the guest misbehaves; it returns why it dropped
// the guest, or "".
func (h *Host) readLoop(ctx context.Context, cn *conn) string {
	bucket := newBucket(h.cfg.Rate, time.Now())
	for {
		m, err := socket.Read(ctx, cn.c)
		if err != nil {
			var ws websocket.CloseError
			if errors.As(err, &ws) || ctx.Err() != nil || errors.Is(err, net.ErrClosed) {
				return cn.why
			}
			return err.Error()
		}
		if !bucket.take(time.Now()) {
			return "too many messages"
		}
		switch m.Type {
		case wire.Move:
			h.do(ctx, func() { h.move(cn.link, m.Text) })
		case wire.Chat:
			h.do(ctx, func() { h.chat(cn.link, m.Text) })
		case wire.Ping:
			h.do(ctx, func() { h.send(cn.link, wire.Message{Type: wire.Pong}) })
		case wire.Pong:
		default:
			return "a guest does not send " + m.Type
		}
	}
}

// writeLoop writes what the game sends the guest, in order.
func (cn *conn) writeLoop(ctx context.Context, heartbeat time.Duration) {
	for {
		select {
		case <-ctx.Done():
			return
		case m := <-cn.link.out:
			if socket.Write(ctx, cn.c, m, heartbeat) != nil {
				cn.drop("")
				return
			}
		}
	}
}

// maxReason is the most bytes of a close frame's reason, which may hold
// 123.
const maxReason = 120
