package host_test

import (
	"testing"

	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// BenchmarkMoveRoundTrip times a move's round trip on loopback: the guest
// to move sends a move, the host parses it, asks the referee, and answers
// with its verdict, which the guest reads. The move is one the referee
// refuses (its tiles are not on the rack), so that every round trip finds
// the same position.
func BenchmarkMoveRoundTrip(b *testing.B) {
	g := newGame(b, rules.Classic(), 2)
	h, err := host.New(host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Remote}, {Kind: wire.Remote}}, Rate: 1 << 20})
	if err != nil {
		b.Fatal(err)
	}
	addr := serveBench(b, h)
	var guests []*guest.Guest
	for range 2 {
		guests = append(guests, joinBench(b, addr, h.Code()))
	}
	mover := guests[g.ToMove()]
	for b.Loop() {
		if err := mover.Send(wire.Message{Type: wire.Move, Text: "ZZZZZZZ,8h"}); err != nil {
			b.Fatal(err)
		}
		for m := range mover.Messages() {
			if m.Type == wire.Verdict {
				break
			}
		}
	}
}
