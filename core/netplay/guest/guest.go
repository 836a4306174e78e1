package guest

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"scraebbkle/core/netplay/internal/socket"
	"scraebbkle/core/netplay/wire"
)

// Options are how to join a game.
type Options struct {
	Addr  string // the host's address and port: "192.168.1.20:7531", "[::1]:7531"
	Code  string // the join code the host shows
	Token string // a seat's token, to come back to it; tried before the code
	Name  string // the player's name, as the others will see it
	// Heartbeat is how often a silent host is asked whether it is still
	// there (default 5 s); one that does not answer within two is taken
	// for lost.
	Heartbeat time.Duration
	// Retry is how long to keep trying to come back after the connection
	// drops (default 2 minutes).
	Retry time.Duration
}

// Guest is a seat joined at a host. It is a seat.Link.
type Guest struct {
	opts  Options
	Game  wire.Game // the game, as the host described it on joining
	Seat  int       // the seat joined, from 0
	Token string    // the seat's token, to come back with

	in     chan wire.Message
	ctx    context.Context
	cancel context.CancelFunc
	mu     sync.Mutex
	c      *websocket.Conn // nil while coming back
	err    error           // why the guest stopped
}

// Join joins the game at opts.Addr and returns the seat, or the host's
// reason for refusing it. The guest lives until ctx is done or Close.
func Join(ctx context.Context, opts Options) (*Guest, error) {
	if opts.Heartbeat <= 0 {
		opts.Heartbeat = 5 * time.Second
	}
	if opts.Retry <= 0 {
		opts.Retry = 2 * time.Minute
	}
	g := &Guest{opts: opts, in: make(chan wire.Message, 64)}
	c, w, err := g.hello(ctx)
	if err != nil {
		return nil, err
	}
	g.Game, g.Seat, g.Token, g.c = *w.Game, w.Seat, w.Token, c
	g.ctx, g.cancel = context.WithCancel(context.WithoutCancel(ctx))
	go func() {
		select {
		case <-ctx.Done():
			g.cancel()
		case <-g.ctx.Done():
		}
	}()
	go g.run(c)
	return g, nil
}

// hello dials the host and says hello: with the token when there is one,
// else with the code. It returns the connection and the Welcome.
func (g *Guest) hello(ctx context.Context) (*websocket.Conn, wire.Message, error) {
	dctx, cancel := context.WithTimeout(ctx, 4*g.opts.Heartbeat)
	defer cancel()
	c, resp, err := websocket.Dial(dctx, "ws://"+g.opts.Addr+"/", &websocket.DialOptions{HTTPClient: helloClient})
	if err != nil {
		return nil, wire.Message{}, fmt.Errorf("cannot reach the host at %s: %w", g.opts.Addr, unwrapDial(err, resp, 4*g.opts.Heartbeat))
	}
	c.SetReadLimit(wire.MaxFrame)
	// The host keeps a name's first 24 characters; a longer one is cut
	// here to what a message may carry, not refused.
	hello := wire.Message{Type: wire.Hello, Code: g.opts.Code, Token: g.opts.Token, Name: wire.Cut(g.opts.Name, wire.MaxName)}
	if g.Token != "" {
		hello.Token = g.Token
	}
	if err := socket.Write(dctx, c, hello, 2*g.opts.Heartbeat); err != nil {
		c.CloseNow()
		return nil, wire.Message{}, fmt.Errorf("cannot reach the host at %s: %w", g.opts.Addr, err)
	}
	m, err := socket.Read(dctx, c)
	switch {
	case err != nil:
		c.CloseNow()
		return nil, m, fmt.Errorf("the host at %s did not let this copy join: %w", g.opts.Addr, unwrapDial(err, nil, 4*g.opts.Heartbeat))
	case m.Type == wire.Refused:
		c.CloseNow()
		return nil, m, &RefusedError{Why: m.Text}
	case m.Type != wire.Welcome || m.Game == nil:
		c.CloseNow()
		return nil, m, fmt.Errorf("the host at %s answered hello with %s, not a welcome to a game", g.opts.Addr, m.Type)
	case m.Seat < 0 || m.Seat >= len(m.Game.Names):
		c.CloseNow()
		return nil, m, fmt.Errorf("the host at %s gave this copy seat %d, which its game of %d players does not have", g.opts.Addr, m.Seat+1, len(m.Game.Names))
	}
	return c, m, nil
}

// helloClient is the HTTP client a guest says hello with. It keeps no
// connection for later: the default client would keep one whose dial
// ended after its hello was given up, so that a join cancelled while the
// host took the connection held on to it.
var helloClient = &http.Client{Transport: func() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.DisableKeepAlives = true
	return t
}()}

// RefusedError is the host's refusal to seat the guest.
type RefusedError struct{ Why string }

// Error says that the host refused, and why.
func (e *RefusedError) Error() string { return "the host refused: " + strings.TrimSuffix(e.Why, ".") }

// unwrapDial is why a dial failed, in a player's words: the system's
// reason (a connection refused), the wait that ran out, or what answered
// in place of a game (resp, when a web server answered), without the
// wording of the HTTP request under it.
func unwrapDial(err error, resp *http.Response, wait time.Duration) error {
	var errno syscall.Errno
	switch {
	case resp != nil:
		resp.Body.Close()
		return fmt.Errorf("what answers there is not a game hosted by ScraeBBKle (HTTP %s)", resp.Status)
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("it did not answer within %s", seconds(wait))
	case errors.Is(err, context.Canceled):
		return context.Canceled
	case errors.As(err, &errno):
		return errno
	}
	return err
}

// seconds is a wait in a player's words: "20 seconds", "200ms".
func seconds(d time.Duration) string {
	if d < time.Second {
		return d.String()
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " seconds"
}

// Messages is what the host sends, in order, with a Notice of this
// copy's own when the connection drops and when it comes back, and the
// host's Welcome again once back, before the table. It is closed when the
// guest stops: Err says why.
func (g *Guest) Messages() <-chan wire.Message { return g.in }

// Err is why the guest stopped, once Messages is closed.
func (g *Guest) Err() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.err
}

// Send sends the host a Move or a Chat.
func (g *Guest) Send(m wire.Message) error {
	g.mu.Lock()
	c := g.c
	g.mu.Unlock()
	if c == nil {
		return errors.New("not connected to the host: trying to come back")
	}
	return socket.Write(g.ctx, c, m, 2*g.opts.Heartbeat)
}

// Close leaves the game.
func (g *Guest) Close() error {
	g.cancel()
	return nil
}
