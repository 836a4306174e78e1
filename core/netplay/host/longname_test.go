package host_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// TestALongNameIsCutNotRefused joins with a name longer than a message
// carries: the guest is seated, and the others see the name's first 24
// characters, where the join used to fail with the message's limit.
func TestALongNameIsCutNotRefused(t *testing.T) {
	g := newGame(t, rules.Classic(), 2)
	h, addr := serve(t, host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Human, Name: "Host"}, {Kind: wire.Remote}}, Heartbeat: 200 * time.Millisecond})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	name := strings.Repeat("Ölga ", 20) // 120 bytes
	gst, err := guest.Join(ctx, guest.Options{Addr: addr, Code: h.Code(), Name: name, Heartbeat: 200 * time.Millisecond, Retry: time.Second})
	if err != nil {
		t.Fatalf("joining with a long name: %v", err)
	}
	defer gst.Close()
	if got, want := gst.Game.Names[gst.Seat], "Ölga Ölga Ölga Ölga Ölga"; got != want {
		t.Errorf("the seat's name is %q, want its first 24 characters, %q", got, want)
	}
}
