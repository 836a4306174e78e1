package ui

import (
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"scraebbkle/core/netplay/guest"
)

// silentHost listens on loopback, takes one connection and never answers
// it, as a host that hangs would: it reports when it took the connection,
// and when the window let go of it.
func silentHost(t *testing.T) (addr string, taken, dropped <-chan struct{}) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	took, gone := make(chan struct{}), make(chan struct{})
	go func() {
		c, err := l.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		close(took)
		c.SetReadDeadline(time.Now().Add(time.Minute))
		io.Copy(io.Discard, c) // until the window closes it
		close(gone)
	}()
	return l.Addr().String(), took, gone
}

// TestJoiningShowsItWaitsAndCancels joins a host that never answers: the
// window says at once that it is joining, and where; Cancel closes the
// connection, and nothing more is said, no game replaced.
func TestJoiningShowsItWaitsAndCancels(t *testing.T) {
	addr, taken, dropped := silentHost(t)
	h := newHarness(t)
	before := h.app.table
	h.app.join(guest.Options{Addr: addr, Code: "ABCDEF", Name: "Window"})
	h.Settle()
	if text := h.OverlayText(); !strings.Contains(text, "Joining the game at "+addr) {
		t.Fatalf("joining shows %q, not that it is joining %s", text, addr)
	}
	select {
	case <-taken:
	case <-time.After(10 * time.Second):
		t.Fatal("the window did not connect to the host")
	}
	h.Tap(h.Button(h.Overlay(), "Cancel"))
	select {
	case <-dropped:
	case <-time.After(10 * time.Second):
		t.Fatal("Cancel did not close the connection to the host")
	}
	deadline := time.Now().Add(10 * time.Second)
	for h.Pending() == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond) // until the join comes back
	}
	h.RunUntil("the join comes back", func() bool { return h.Pending() == 0 })
	if text := h.OverlayText(); text != "" {
		t.Errorf("after Cancel the window shows %q", text)
	}
	if h.app.table != before || h.app.together != nil {
		t.Error("a cancelled join replaced the game")
	}
}

// TestJoiningSaysWhyItFailed joins an address where nothing listens: the
// joining dialog gives way to the reason.
func TestJoiningSaysWhyItFailed(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nothing listens there now
	h := newHarness(t)
	h.app.join(guest.Options{Addr: addr, Code: "ABCDEF", Name: "Window"})
	h.RunUntil("the window says why", func() bool { return strings.Contains(h.OverlayText(), "Cannot join the game") })
	text := h.OverlayText()
	if strings.Contains(text, "Joining the game") || !strings.Contains(text, "Cannot reach the host at "+addr+": connection refused.") {
		t.Errorf("a failed join shows %q", text)
	}
}
