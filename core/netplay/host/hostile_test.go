package host_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
	"scraebbkle/internal/pace"
)

// twoGuests is a host of a classic game for two guests, which joins
// neither, with short timeouts.
func twoGuests(t *testing.T) (*host.Host, string) {
	t.Helper()
	g := newGame(t, rules.Classic(), 2)
	return serve(t, host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Remote}, {Kind: wire.Remote}},
		Heartbeat: 200 * time.Millisecond, JoinTimeout: 500 * time.Millisecond})
}

// dial opens a raw WebSocket to the host.
func dial(t *testing.T, addr string) *websocket.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws://"+addr+"/", nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return c
}

// send writes a raw text frame.
func send(t *testing.T, c *websocket.Conn, frame string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.Write(ctx, websocket.MessageText, []byte(frame)); err != nil {
		t.Fatal(err)
	}
}

// ended reads until the host ends the connection, and returns the text
// of the last Refused it sent and the reason it closed with.
func ended(t *testing.T, c *websocket.Conn) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	said := ""
	for {
		_, frame, err := c.Read(ctx)
		if err != nil {
			var ce websocket.CloseError
			if errors.As(err, &ce) {
				return said + " | " + ce.Reason
			}
			if ctx.Err() != nil {
				t.Fatal("the host did not end the connection")
			}
			return said + " | " + err.Error()
		}
		if m, err := wire.Decode(frame); err == nil && m.Type == wire.Refused {
			said = m.Text
		}
	}
}

// answers checks that the host still seats a guest and answers its ping
// within 50 ms.
func answers(t *testing.T, h *host.Host, addr string) {
	t.Helper()
	g := join(t, addr, h.Code())
	<-g.Messages() // the table
	start := time.Now()
	if err := g.Send(wire.Message{Type: wire.Chat, Text: "hello"}); err != nil {
		t.Fatal(err)
	}
	if !chatBack(g, time.Second) {
		t.Fatal("the chat line did not come back")
	}
	if d := time.Since(start); d > pace.Scale(50*time.Millisecond) {
		t.Errorf("the host answered in %v", d)
	}
	g.Close()
}

func TestHostRefusesWhatIsNotAGuest(t *testing.T) {
	h, addr := twoGuests(t)
	for _, c := range []struct {
		name, frame, want string
		binary            bool
	}{
		{"garbage", "\x00\xffnot json", "not a message", false},
		{"another version", `{"v":7,"type":"hello","code":"x"}`, "version 7 of the protocol", false},
		{"a move before hello", `{"v":1,"type":"move","text":"HI,8h"}`, "say hello first", false},
		{"an unknown field", `{"v":1,"type":"hello","admin":true}`, "unknown field", false},
		{"a wrong code", `{"v":1,"type":"hello","code":"AAAAA-AAAAA"}`, "not this game's join code", false},
		{"a wrong token", `{"v":1,"type":"hello","token":"00"}`, "not this game's join code", false},
		{"a frame over the limit", `{"v":1,"type":"hello","name":"` + strings.Repeat("x", wire.MaxFrame) + `"}`, "", false},
		{"a binary frame", `{"v":1,"type":"hello"}`, "binary frame", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			conn := dial(t, addr)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			typ := websocket.MessageText
			if c.binary {
				typ = websocket.MessageBinary
			}
			conn.Write(ctx, typ, []byte(c.frame))
			if got := ended(t, conn); !strings.Contains(got, c.want) {
				t.Errorf("the host said %q, want %q", got, c.want)
			}
		})
	}
	answers(t, h, addr)
}

func TestWrongCodesAreLimitedByAddress(t *testing.T) {
	h, addr := twoGuests(t)
	for range 5 {
		_, err := guest.Join(context.Background(), guest.Options{Addr: addr, Code: "WRONG-CODE0"})
		if err == nil || !strings.Contains(err.Error(), "join code") {
			t.Fatalf("a wrong code: %v", err)
		}
	}
	_, err := guest.Join(context.Background(), guest.Options{Addr: addr, Code: h.Code()})
	if err == nil || !strings.Contains(err.Error(), "wait a minute") {
		t.Fatalf("the right code after five wrong: %v", err)
	}
}

func TestCodeIsReadAsTyped(t *testing.T) {
	h, addr := twoGuests(t)
	typed := strings.ToLower(strings.ReplaceAll(h.Code(), "-", " "))
	if _, err := guest.Join(context.Background(), guest.Options{Addr: addr, Code: typed}); err != nil {
		t.Fatalf("the code %q typed as %q: %v", h.Code(), typed, err)
	}
	if len(strings.ReplaceAll(h.Code(), "-", ""))*5 < 40 {
		t.Errorf("the code %s holds fewer than 40 bits", h.Code())
	}
}

func TestIdleConnectionsAreDropped(t *testing.T) {
	h, addr := twoGuests(t)
	conns := make([]*websocket.Conn, 100)
	for i := range conns {
		conns[i] = dial(t, addr)
	}
	answers(t, h, addr)
	for _, c := range conns {
		ended(t, c) // within the 5 s it waits, after the 0.5 s to join
	}
}

func TestAFloodIsDropped(t *testing.T) {
	h, addr := twoGuests(t)
	c := dial(t, addr)
	send(t, c, `{"v":1,"type":"hello","code":"`+h.Code()+`"}`)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	for range 200 {
		if c.Write(ctx, websocket.MessageText, []byte(`{"v":1,"type":"chat","text":"spam"}`)) != nil {
			break
		}
	}
	ended(t, c) // the reason, "too many messages", may be lost to a reset
	answers(t, h, addr)
}

// TestABurstIsNotAFlood sends 30 chat lines at once: each is passed on.
func TestABurstIsNotAFlood(t *testing.T) {
	h, addr := twoGuests(t)
	g := join(t, addr, h.Code())
	for range 30 {
		if err := g.Send(wire.Message{Type: wire.Chat, Text: "hi"}); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; n < 30; {
		select {
		case m := <-g.Messages():
			if m.Type == wire.Chat {
				n++
			}
			if m.Type == wire.Notice {
				t.Fatalf("after %d lines: %s", n, m.Text)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%d lines of 30 came back", n)
		}
	}
}

func TestBadMovesAreRefusedWithTheReason(t *testing.T) {
	g := newGame(t, rules.Classic(), 2)
	h, addr := serve(t, host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Remote}, {Kind: wire.Remote}}})
	guests := []*guest.Guest{join(t, addr, h.Code()), join(t, addr, h.Code())}
	mover, other := guests[g.ToMove()], guests[1-g.ToMove()]
	for _, c := range []struct {
		by         *guest.Guest
		move, want string
	}{
		{other, "HI,8h", "not your turn"},
		{mover, "nonsense", "Illegal move format"},
		{mover, "ZZZZZZZ,8h", "tiles"},
		{mover, "-" + strings.Repeat("Q", 77), "Illegal move format"},
	} {
		if err := c.by.Send(wire.Message{Type: wire.Move, Text: c.move}); err != nil {
			t.Fatal(err)
		}
		for m := range c.by.Messages() {
			if m.Type == wire.Verdict {
				if m.OK || !strings.Contains(m.Text, c.want) {
					t.Errorf("%s: %+v, want %q", c.move, m, c.want)
				}
				break
			}
		}
	}
	if g.Turns() != 0 {
		t.Errorf("%d turns played", g.Turns())
	}
}
