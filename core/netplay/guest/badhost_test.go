package guest

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"scraebbkle/core/netplay/internal/socket"
	"scraebbkle/core/netplay/wire"
)

// badHost is an address on loopback where a host answers every hello
// with welcome, and then sends frame, or, when welcome is the zero
// message, never answers; it counts the hellos in hellos.
func badHost(t *testing.T, welcome wire.Message, frame string, hellos *atomic.Int32) string {
	l := listen(t)
	srv := &http.Server{ReadHeaderTimeout: time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
		defer cancel()
		if _, err := socket.Read(ctx, c); err != nil {
			return
		}
		hellos.Add(1)
		if welcome.Type == "" { // a host that never answers
			c.Read(ctx)
			return
		}
		if socket.Write(ctx, c, welcome, time.Second) != nil || c.Write(ctx, websocket.MessageText, []byte(frame)) != nil {
			return
		}
		c.Read(ctx) // until the guest hangs up
	})}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l.Addr().String()
}

// TestAHostSpeakingNonsenseEndsTheGame: a host that sends what is not a
// message of the game ends the guest's game with the reason, at once,
// where the guest used to take it for a lost connection and come back to
// the same nonsense thousands of times a second.
func TestAHostSpeakingNonsenseEndsTheGame(t *testing.T) {
	welcome := wire.Message{Type: wire.Welcome, Seat: 1, Token: "t",
		Game: &wire.Game{Rules: "classic", Board: "x", Names: []string{"a", "b"}, Kinds: []string{wire.Human, wire.Remote}}}
	var hellos atomic.Int32
	addr := badHost(t, welcome, `{"type":"nonsense"}`, &hellos)
	g, err := Join(context.Background(), Options{Addr: addr, Code: "AAAAA-AAAAA", Heartbeat: time.Second, Retry: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	deadline := time.After(5 * time.Second)
	for open := true; open; {
		select {
		case m, ok := <-g.Messages():
			if ok && m.Type == wire.Notice && strings.Contains(m.Text, "Back at the table") {
				t.Fatalf("the guest came back to a host that speaks nonsense: %q", m.Text)
			}
			open = ok
		case <-deadline:
			t.Fatal("the guest did not stop within 5 s")
		}
	}
	if err := g.Err(); err == nil || !strings.Contains(err.Error(), "the host sent what is not a message of the game") {
		t.Errorf("the guest stopped with %v", err)
	}
	if n := hellos.Load(); n != 1 {
		t.Errorf("the guest said hello %d times", n)
	}
}

// TestAWelcomeToASeatTheGameLacksSaysSo names the seat a host gave that
// its game does not have, not only that the answer was a welcome.
func TestAWelcomeToASeatTheGameLacksSaysSo(t *testing.T) {
	welcome := wire.Message{Type: wire.Welcome, Seat: 6, Token: "t",
		Game: &wire.Game{Rules: "classic", Board: "x", Names: []string{"a", "b"}, Kinds: []string{wire.Human, wire.Remote}}}
	var hellos atomic.Int32
	addr := badHost(t, welcome, "", &hellos)
	_, err := Join(context.Background(), Options{Addr: addr, Code: "AAAAA-AAAAA", Heartbeat: time.Second})
	if err == nil || !strings.Contains(err.Error(), "gave this copy seat 7, which its game of 2 players does not have") {
		t.Errorf("joining: %v", err)
	}
}

// TestAHostThatNeverAnswersHelloSaysSo: a host that takes the connection
// and the hello and says nothing is told as one that did not answer in
// time, not as the library's reader failing.
func TestAHostThatNeverAnswersHelloSaysSo(t *testing.T) {
	var hellos atomic.Int32
	addr := badHost(t, wire.Message{}, "", &hellos)
	_, err := Join(context.Background(), Options{Addr: addr, Code: "AAAAA-AAAAA", Heartbeat: 100 * time.Millisecond})
	if err == nil || !strings.HasSuffix(err.Error(), "did not let this copy join: it did not answer within 400ms") {
		t.Errorf("joining: %v", err)
	}
}
