package host_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// proxy forwards loopback connections to a host, and can cut them all,
// as a network that fails would.
type proxy struct {
	l     net.Listener
	mu    sync.Mutex
	to    string
	conns []net.Conn
}

func newProxy(t *testing.T, to string) *proxy {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{l: l, to: to}
	t.Cleanup(func() { l.Close(); p.cut() })
	go p.accept()
	return p
}

func (p *proxy) accept() {
	for {
		in, err := p.l.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		out, err := net.Dial("tcp", p.to)
		if err != nil {
			in.Close()
			p.mu.Unlock()
			continue
		}
		p.conns = append(p.conns, in, out)
		p.mu.Unlock()
		go func() { io.Copy(out, in); out.Close() }()
		go func() { io.Copy(in, out); in.Close() }()
	}
}

// cut closes every connection through the proxy.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// retarget sends new connections to another address.
func (p *proxy) retarget(to string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.to = to
}

// waitFor reads a guest's messages until one holds text.
func waitFor(t *testing.T, g *guest.Guest, text string) {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m, ok := <-g.Messages():
			if !ok {
				t.Fatalf("the guest stopped (%v) before %q", g.Err(), text)
			}
			if strings.Contains(m.Text, text) {
				return
			}
		case <-timeout:
			t.Fatalf("no %q", text)
		}
	}
}

// TestAGuestComesBackAfterTheNetworkFails: a guest that leaves is told
// to the others as away, comes back to its seat with its token, and when
// its network fails in the middle of the game comes back again by itself;
// the game goes on to the end.
func TestAGuestComesBackAfterTheNetworkFails(t *testing.T) {
	g := newGame(t, rules.Classic(), 2)
	h, addr := serve(t, host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Remote}, {Kind: wire.Remote}}, Heartbeat: 200 * time.Millisecond})
	p := newProxy(t, addr)
	a := join(t, p.l.Addr().String(), h.Code())
	b := join(t, addr, h.Code())
	a.Close()
	waitFor(t, b, "is away")
	back, err := guest.Join(context.Background(), guest.Options{Addr: p.l.Addr().String(), Token: a.Token, Heartbeat: 200 * time.Millisecond, Retry: 10 * time.Second})
	if err != nil || back.Seat != a.Seat {
		t.Fatalf("back at seat %d of %d: %v", back.Seat, a.Seat, err)
	}
	t.Cleanup(func() { back.Close() })
	waitFor(t, b, "is back")
	p.cut()
	waitFor(t, back, "trying to come back")
	waitFor(t, back, "Back at the table")
	playOut(t, g, []*guest.Guest{back, b})
}

// playOut autoplays the guests to the end and checks their final totals.
func playOut(t *testing.T, g *game.Game, guests []*guest.Guest) {
	t.Helper()
	var wg sync.WaitGroup
	finals := make([][]int, len(guests))
	for i, gu := range guests {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if last := autoplay(t, gu, gu.Game, gu.Seat, time.Minute); last.Result != nil {
				finals[i] = last.Result.Finals
			}
		}()
	}
	wg.Wait()
	for i, f := range finals {
		if len(f) == 0 {
			t.Errorf("guest %d did not see the end", i)
		}
	}
}

// TestGuestsComeBackToAHostResumed stops a host in the middle of a game
// and starts another on the game it kept, with the same code and tokens:
// the guests come back to their seats and play to the end.
func TestGuestsComeBackToAHostResumed(t *testing.T) {
	g := newGame(t, rules.Classic(), 2)
	seats := []host.Seat{{Kind: wire.Remote}, {Kind: wire.Remote}}
	h1, err := host.New(host.Config{Game: g, Seats: seats, Heartbeat: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := newProxy(t, l.Addr().String())
	ctx, stop := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { h1.Serve(ctx, l); close(stopped) }()
	guests := []*guest.Guest{join(t, p.l.Addr().String(), h1.Code()), join(t, p.l.Addr().String(), h1.Code())}
	mover := guests[g.ToMove()]
	waitFor(t, mover, "")
	stop()
	<-stopped
	p.cut()
	h2, addr := serve(t, host.Config{Game: g, Seats: seats, Code: h1.Code(), Tokens: h1.Tokens(), Joined: []bool{true, true}, Heartbeat: 200 * time.Millisecond})
	p.retarget(addr)
	for _, gu := range guests {
		waitFor(t, gu, "Back at the table")
	}
	_ = h2
	playOut(t, g, guests)
}

// TestAGuestIsSentNoOtherRack reads the bytes a guest is sent through a
// whole closed game against the host's computer, passing at each of its
// turns: no table holds the computer's rack before the end, and the last
// shows it.
func TestAGuestIsSentNoOtherRack(t *testing.T) {
	r := rules.Classic()
	g := newGame(t, r, 2)
	h, addr := serve(t, host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Remote}, {Kind: wire.Computer, Computer: computer.NewBest(r, coretest.Lexicon())}}})
	c := dial(t, addr)
	send(t, c, `{"v":1,"type":"hello","code":"`+h.Code()+`"}`)
	pass, _ := json.Marshal(wire.Message{V: wire.Version, Type: wire.Move, Text: r.Notation.Format(move.Move{Pass: true})})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		_, frame, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var raw struct {
			Type  string
			Table struct {
				Seat, ToMove, Turns int
				Over                bool
				Players             []map[string]json.RawMessage
			}
		}
		if err := json.Unmarshal(frame, &raw); err != nil {
			t.Fatal(err)
		}
		if raw.Type != wire.State {
			continue
		}
		tb := raw.Table
		for i, p := range tb.Players {
			if _, has := p["rack"]; has != (i == tb.Seat) && !tb.Over {
				t.Fatalf("turn %d: seat %d is sent seat %d's rack: %v (%s)", tb.Turns, tb.Seat, i, has, frame)
			}
		}
		if tb.Over {
			return
		}
		if tb.ToMove == tb.Seat {
			send(t, c, string(pass))
		}
	}
}
