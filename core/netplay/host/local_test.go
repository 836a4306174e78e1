package host_test

import (
	"context"
	"testing"
	"time"

	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// TestLocalLinkEnds holds a local player's link to seat.Link's promise:
// its messages end when the player closes it, and when the host stops.
func TestLocalLinkEnds(t *testing.T) {
	for _, stop := range []string{"closed", "host stopped"} {
		t.Run(stop, func(t *testing.T) {
			g := newGame(t, rules.Classic(), 2)
			h, err := host.New(host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Human}, {Kind: wire.Human}}})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			go h.Run(ctx)
			l, err := h.Local(ctx, 0)
			if err != nil {
				t.Fatal(err)
			}
			if stop == "closed" {
				l.Close()
			} else {
				cancel()
			}
			deadline := time.After(5 * time.Second)
			for {
				select {
				case _, ok := <-l.Messages():
					if !ok {
						return
					}
				case <-deadline:
					t.Fatalf("the link's messages go on after it was %s", stop)
				}
			}
		})
	}
}
