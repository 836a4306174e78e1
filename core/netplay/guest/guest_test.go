package guest

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// listen listens on loopback for the test.
func listen(t *testing.T) net.Listener {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// nobody is an address on loopback where nothing listens.
func nobody(t *testing.T) string {
	l := listen(t)
	l.Close()
	return l.Addr().String()
}

// silent is an address on loopback that takes connections and never
// answers them.
func silent(t *testing.T) string {
	l := listen(t)
	conns := make(chan net.Conn, 8)
	go func() {
		defer close(conns)
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			conns <- c
		}
	}()
	t.Cleanup(func() {
		l.Close()
		for c := range conns {
			c.Close()
		}
	})
	return l.Addr().String()
}

// webPage is an address on loopback where a web server, not a game,
// answers.
func webPage(t *testing.T) string {
	l := listen(t)
	srv := &http.Server{Handler: http.NotFoundHandler(), ReadHeaderTimeout: time.Second}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l.Addr().String()
}

// TestJoinSaysWhyItCannotReach joins where no game is hosted: each
// failure says where, and why in a player's words, without the HTTP
// request under it, within the wait it names.
func TestJoinSaysWhyItCannotReach(t *testing.T) {
	for _, c := range []struct {
		name   string
		addr   func(*testing.T) string
		cancel bool
		want   string
	}{
		{"nothing listens", nobody, false, "connection refused"},
		{"nothing answers", silent, false, "it did not answer within 200ms"},
		{"a web page answers", webPage, false, "what answers there is not a game hosted by ScraeBBKle (HTTP 404 Not Found)"},
		{"the player cancels", silent, true, "context canceled"},
	} {
		t.Run(c.name, func(t *testing.T) {
			addr := c.addr(t)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if c.cancel {
				time.AfterFunc(20*time.Millisecond, cancel)
			}
			start := time.Now()
			g, err := Join(ctx, Options{Addr: addr, Code: "ABCDEF", Heartbeat: 50 * time.Millisecond})
			if err == nil {
				g.Close()
				t.Fatal("joined")
			}
			want := "cannot reach the host at " + addr + ": " + c.want
			if err.Error() != want {
				t.Errorf("got %q, want %q", err, want)
			}
			if c.cancel && !errors.Is(err, context.Canceled) {
				t.Errorf("a cancelled join's error is not context.Canceled: %v", err)
			}
			if took := time.Since(start); took > 2*time.Second {
				t.Errorf("it took %v to fail", took)
			}
			if strings.Contains(err.Error(), "http://") {
				t.Errorf("the reason speaks of HTTP requests: %q", err)
			}
		})
	}
}

// TestSeconds words the waits a failed join names.
func TestSeconds(t *testing.T) {
	for d, want := range map[time.Duration]string{
		20 * time.Second:        "20 seconds",
		1500 * time.Millisecond: "1.5 seconds",
		200 * time.Millisecond:  "200ms",
	} {
		if got := seconds(d); got != want {
			t.Errorf("seconds(%v) = %q, want %q", d, got, want)
		}
	}
}

// TestCancelledJoinLetsGoOfTheConnection cancels joins to a host that
// takes the connection and never answers, just as it takes it: each time
// the host sees the connection closed, none kept for later.
func TestCancelledJoinLetsGoOfTheConnection(t *testing.T) {
	l := listen(t)
	for range 5 {
		ctx, cancel := context.WithCancel(context.Background())
		joined := make(chan error, 1)
		go func() {
			_, err := Join(ctx, Options{Addr: l.Addr().String(), Code: "ABCDEF"})
			joined <- err
		}()
		c, err := l.Accept()
		if err != nil {
			t.Fatal(err)
		}
		cancel()
		if err := <-joined; !errors.Is(err, context.Canceled) {
			t.Errorf("a cancelled join returned %v", err)
		}
		c.SetReadDeadline(time.Now().Add(5 * time.Second))
		_, err = io.Copy(io.Discard, c)
		c.Close()
		if err != nil {
			t.Fatalf("the connection was not closed: %v", err)
		}
	}
}
