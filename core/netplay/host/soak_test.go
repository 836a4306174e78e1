package host_test

import (
	"context"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/internal/pace"
)

// badClient does one bad thing to the host at addr, chosen by rng, and
// goes: garbage, a frame over the limit, a binary frame, another
// version, a move before hello, a silent connection, or a flood.
func badClient(ctx context.Context, addr, code string, rng *rand.Rand) {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws://"+addr+"/", nil)
	if err != nil {
		return
	}
	defer c.CloseNow()
	text := func(s string) { c.Write(ctx, websocket.MessageText, []byte(s)) }
	switch rng.IntN(7) {
	case 0:
		text("\x00garbage{{{")
	case 1:
		text(`{"v":1,"type":"chat","text":"` + strings.Repeat("x", wire.MaxFrame+1) + `"}`)
	case 2:
		c.Write(ctx, websocket.MessageBinary, []byte{1, 2, 3})
	case 3:
		text(`{"v":99,"type":"hello"}`)
	case 4:
		text(`{"v":1,"type":"move","text":"HI,8h"}`)
	case 5:
		time.Sleep(time.Duration(rng.IntN(300)) * time.Millisecond)
	case 6:
		text(`{"v":1,"type":"hello","code":"` + code + `"}`)
		for range 100 {
			text(`{"v":1,"type":"move","text":"ZZZ,8h"}`)
		}
	}
	c.Read(ctx)
}

// TestTheHostAnswersThroughASoakOfBadClients seats a guest, then sets
// eight bad clients on the host for two seconds, each doing one bad thing
// after another, while the guest sends a chat line every 60 ms (within
// the rate a guest may send at): every line comes back within 50 ms.
func TestTheHostAnswersThroughASoakOfBadClients(t *testing.T) {
	h, addr := twoGuests(t)
	g := join(t, addr, h.Code())
	<-g.Messages()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 1))
			for ctx.Err() == nil {
				badClient(ctx, addr, h.Code(), rng)
			}
		}()
	}
	times := roundTrips(t, g, ctx)
	wg.Wait()
	if len(times) < 10 {
		t.Fatalf("%d round trips in 2 s", len(times))
	}
	median := pace.Median(times) // sorts times
	worst := times[len(times)-1]
	t.Logf("%d chat round trips under the soak: median %v, slowest %v", len(times), median, worst)
	if worst > pace.Scale(50*time.Millisecond) {
		t.Errorf("the host answered in %v", worst)
	}
}

// roundTrips sends a chat line every 60 ms until ctx is done, and returns
// how long each took to come back.
func roundTrips(t *testing.T, g *guest.Guest, ctx context.Context) []time.Duration {
	t.Helper()
	var times []time.Duration
	for ctx.Err() == nil {
		start := time.Now()
		if err := g.Send(wire.Message{Type: wire.Chat, Text: "ping"}); err != nil {
			t.Fatal(err)
		}
		if !chatBack(g, time.Second) {
			t.Fatalf("a chat line did not come back after %d", len(times))
		}
		times = append(times, time.Since(start))
		time.Sleep(60 * time.Millisecond)
	}
	return times
}

// TestHostMemoryWithIdleConnections measures the host's heap with a
// hundred connections open that have not joined.
func TestHostMemoryWithIdleConnections(t *testing.T) {
	h, addr := twoGuests(t)
	_ = h
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range 100 {
		dial(t, addr)
	}
	time.Sleep(100 * time.Millisecond)
	runtime.GC()
	runtime.ReadMemStats(&after)
	grew := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("100 idle connections: the heap grew by %d KB, %d goroutines", grew/1024, runtime.NumGoroutine())
	if grew > 32<<20 {
		t.Errorf("100 idle connections take %d MB", grew>>20)
	}
}

// chatBack waits for a chat line to come back to g, within the time given.
func chatBack(g *guest.Guest, within time.Duration) bool {
	timeout := time.After(within)
	for {
		select {
		case m := <-g.Messages():
			if m.Type == wire.Chat {
				return true
			}
		case <-timeout:
			return false
		}
	}
}
