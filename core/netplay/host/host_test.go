package host_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// player is a seat to autoplay: its link, its game and its seat.
type player struct {
	link seat.Link
	game wire.Game
	seat int
}

// TestGuestsPlayAWholeGame hosts a classic game of four: two guests on
// loopback, a player at the host's keyboard and the host's computer, each
// playing from what its seat is sent, to the end; every seat sees the same
// final totals as the host's game, which was kept after every turn.
func TestGuestsPlayAWholeGame(t *testing.T) {
	r := rules.Classic()
	g := newGame(t, r, 4)
	seats := []host.Seat{{Kind: wire.Remote}, {Kind: wire.Human, Name: "Host"}, {Kind: wire.Computer, Computer: computer.NewBest(r, coretest.Lexicon())}, {Kind: wire.Remote}}
	var mu sync.Mutex
	saves := 0
	h, addr := serve(t, host.Config{Game: g, Seats: seats, Save: func(*game.Game) { mu.Lock(); saves++; mu.Unlock() }})
	local, err := h.Local(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	w := <-local.Messages()
	players := []player{{link: local, game: *w.Game, seat: w.Seat}}
	for range 2 {
		gu := join(t, addr, h.Code())
		players = append(players, player{gu, gu.Game, gu.Seat})
	}
	select {
	case <-h.Filled():
	case <-time.After(5 * time.Second):
		t.Fatal("the seats did not fill")
	}
	if seatsOf := []int{players[0].seat, players[1].seat, players[2].seat}; !slices.Equal(seatsOf, []int{1, 0, 3}) {
		t.Fatalf("seated at %v", seatsOf)
	}
	finals := make([][]int, len(players))
	var wg sync.WaitGroup
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if last := autoplay(t, p.link, p.game, p.seat, time.Minute); last.Result != nil {
				finals[i] = last.Result.Finals
			}
		}()
	}
	wg.Wait()
	<-h.Over()
	want := g.Outcome().Finals
	for i, f := range finals {
		if !slices.Equal(f, want) {
			t.Errorf("seat %d sees final totals %v, the host %v", players[i].seat, f, want)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if saves != g.Turns() {
		t.Errorf("the game was kept %d times in %d turns", saves, g.Turns())
	}
}
