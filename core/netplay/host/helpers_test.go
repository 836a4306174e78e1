package host_test

import (
	"context"
	"net"
	"testing"
	"time"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
)

// newGame is a game of rules r on its default board, from bag seed 5.
func newGame(t testing.TB, r *rules.Set, players int) *game.Game {
	t.Helper()
	b, err := r.ParseDefaultBoard()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(coretest.RefereeOf(r), b, tile.NewBag(r.TileSet, 5), make([]game.PlayerKind, players), false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// serve runs a host of cfg on a loopback port until the test ends, and
// returns it with its address.
func serve(t *testing.T, cfg host.Config) (*host.Host, string) {
	t.Helper()
	h, err := host.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return h, serveBench(t, h)
}

// serveBench runs host h on a loopback port until the test or benchmark
// ends, and returns its address.
func serveBench(t testing.TB, h *host.Host) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- h.Serve(ctx, l) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-served:
			if err != nil {
				t.Errorf("serve: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("the host did not stop")
		}
	})
	return l.Addr().String()
}

// join joins the game at addr with the code.
func join(t *testing.T, addr, code string) *guest.Guest {
	t.Helper()
	return joinBench(t, addr, code)
}

// joinBench joins the game at addr with the code, for a test or a
// benchmark.
func joinBench(t testing.TB, addr, code string) *guest.Guest {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	g, err := guest.Join(ctx, guest.Options{Addr: addr, Code: code, Name: "Guest", Heartbeat: 200 * time.Millisecond, Retry: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// autoplay plays link l's seat with the Normal computer until the game is
// over, every move made from what the seat sees, and returns the last
// table; every verdict on its moves must be yes.
func autoplay(t *testing.T, l seat.Link, game wire.Game, s int, within time.Duration) wire.Table {
	t.Helper()
	r, b, err := seat.Setup(&game)
	if err != nil {
		t.Error(err)
		return wire.Table{}
	}
	strategy := computer.NewBest(r, coretest.Lexicon())
	timeout := time.After(within)
	moved := -1
	for {
		var m wire.Message
		select {
		case m = <-l.Messages():
		case <-timeout:
			t.Errorf("seat %d: the game did not end within %v", s, within)
			return wire.Table{}
		}
		switch {
		case m.Type == wire.Verdict && !m.OK:
			t.Errorf("seat %d: a move refused: %s", s, m.Text)
			return wire.Table{}
		case m.Type != wire.State:
			continue
		case m.Table.Over:
			return *m.Table
		case m.Table.ToMove != s || m.Table.Turns == moved:
			continue
		}
		v, err := seat.NewView(r, b, game.Open, game.Kinds, *m.Table)
		if err != nil {
			t.Error(err)
			return wire.Table{}
		}
		cv, err := v.ComputerView()
		if err != nil {
			t.Error(err)
			return wire.Table{}
		}
		mv, err := strategy.Choose(context.Background(), cv)
		if err != nil {
			t.Error(err)
			return wire.Table{}
		}
		moved = m.Table.Turns
		if err := l.Send(wire.Message{Type: wire.Move, Text: r.Notation.Format(mv)}); err != nil {
			t.Errorf("seat %d: %v", s, err)
			return wire.Table{}
		}
	}
}
