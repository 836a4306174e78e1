package ui

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"scraebbkle/console"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/ui/internal/screentest"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/play"
)

// lockedBuffer is a terminal's output, written by its goroutine and read
// by the test's.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestWindowHostsATerminal plays a whole classic game between a window
// that hosts it and a terminal that joins it on loopback: the window's
// computer against the terminal's, the window looking on. The window and
// the terminal agree on the final scores.
func TestWindowHostsATerminal(t *testing.T) {
	classic := rules.Classic()
	ref := uitest.RefereeOf(t, classic)
	h := newHarness(t, func(c *Config) { c.HostAddr = "127.0.0.1:0" })
	h.app.hostGame(play.Setup{Rules: classic, Board: uitest.DefaultBoardOf(t, classic),
		Players: []game.PlayerKind{game.Computer, game.Human}, Joining: []bool{false, true}})
	hd := h.app.hosted
	if hd == nil || h.app.together == nil {
		t.Fatal("the game is not hosted")
	}
	if h.app.together.Seat() != -1 {
		t.Errorf("the window plays seat %d, with no player at it", h.app.together.Seat())
	}
	out := &lockedBuffer{}
	joined := make(chan error, 1)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	go func() {
		jc := console.JoinConfig{
			Options: guest.Options{Addr: hd.listener.Addr().String(), Code: hd.host.Code(), Name: "Terminal"},
			Computer: func(r *rules.Set) computer.Strategy {
				return computer.HighScore{Referee: &referee.Referee{Rules: r, Lexicon: ref.Lexicon}}
			},
		}
		joined <- console.Join(ctx, jc, strings.NewReader(""), out)
	}()
	h.RunUntil("the game is over in the window", func() bool {
		v := h.app.together.View()
		return v != nil && v.Over()
	})
	if err := <-joined; err != nil {
		t.Fatalf("the terminal: %v\n%s", err, out.String())
	}
	o := h.app.together.View().Outcome()
	text := out.String()
	for i, final := range o.Finals {
		if line := fmt.Sprintf("Player %d scored %d points.", i+1, final); !strings.Contains(text, line) {
			t.Errorf("the terminal does not say %q of the window's final scores %v:\n%s", line, o.Finals, tail(text, 12))
		}
	}
	if len(h.outcomes) != 1 {
		t.Errorf("the window was told of %d game overs, want 1", len(h.outcomes))
	}
	if !strings.Contains(h.app.together.Status(), "over") {
		t.Errorf("the status line says %q at the end", h.app.together.Status())
	}
}

// tail is the last n lines of text.
func tail(text string, n int) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// hostForTheWindow hosts game g on loopback with two seats to join, until
// the test ends, and has another guest take the first: the window is to
// take the second at the address and with the code returned.
func hostForTheWindow(t *testing.T, g *game.Game) (addr, code string) {
	t.Helper()
	h, err := host.New(host.Config{Game: g, Seats: []host.Seat{{Kind: wire.Remote}, {Kind: wire.Remote}}})
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- h.Serve(ctx, l) }()
	other, err := guest.Join(ctx, guest.Options{Addr: l.Addr().String(), Code: h.Code(), Name: "Other"})
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() { other.Close(); cancel(); <-served })
	return l.Addr().String(), h.Code()
}

// TestWindowComesBackToItsSeat joins a hosted game from the window, stops
// the window's game as a window that stopped would, and joins again with
// the same address and code: the window comes back to the seat it had,
// with its rack, by the token it kept, although no seat is free.
func TestWindowComesBackToItsSeat(t *testing.T) {
	classic := rules.Classic()
	ref := uitest.RefereeOf(t, classic)
	b := uitest.DefaultBoardOf(t, classic)
	g, err := game.New(ref, b, tile.NewBag(classic.TileSet, 3), []game.PlayerKind{game.Human, game.Human}, false)
	if err != nil {
		t.Fatal(err)
	}
	addr, code := hostForTheWindow(t, g)

	w := newHarness(t)
	opts := guest.Options{Addr: addr, Code: strings.ToLower(code), Name: "Window"}
	w.app.join(opts)
	w.RunUntil("the window shows its seat", func() bool { return w.app.together != nil && w.app.together.View() != nil })
	s := w.app.together.Seat()
	rack := w.app.together.View().Player(s).Rack.Letters()
	w.app.stopGame()
	w.app.join(opts)
	w.RunUntil("the window is back", func() bool { return w.app.together != nil && w.app.together.View() != nil })
	if got := w.app.together.Seat(); got != s {
		t.Errorf("back at seat %d, want %d", got, s)
	}
	if got := w.app.together.View().Player(s).Rack.Letters(); got != rack {
		t.Errorf("back with rack %s, want %s", got, rack)
	}
}

// TestJoinedWindowLaysTilesAsAGameHere lays tiles in a window that joined
// a game, which lays them as a game played at one computer does: a tap on
// a square played says what it holds, until a tap elsewhere; tiles dragged
// onto the board, one dragged onto the other changes places with it, and
// Escape takes them all back.
func TestJoinedWindowLaysTilesAsAGameHere(t *testing.T) {
	classic := rules.Classic()
	ref := uitest.RefereeOf(t, classic)
	g, err := game.New(ref, uitest.DefaultBoardOf(t, classic), tile.NewBag(classic.TileSet, 5), []game.PlayerKind{game.Human, game.Human}, false)
	if err != nil {
		t.Fatal(err)
	}
	first := uitest.BestPlay(t, ref, g.Grid(), g.Player(0).Rack, 2)
	if _, err := g.Play(first.Move); err != nil {
		t.Fatal(err)
	}
	addr, code := hostForTheWindow(t, g)

	w := newHarness(t)
	w.app.join(guest.Options{Addr: addr, Code: code, Name: "Window"})
	w.RunUntil("the window's turn", func() bool { return w.app.together != nil && w.app.together.CanPlace() })
	s := w.app.together
	sc := &screentest.Screen{Window: w.Window, Parts: func() screentest.Parts {
		return screentest.Parts{Board: s.Board(), Rack: s.Rack(), Drag: s.Drag(), Turn: s.Turn()}
	}}
	w.Settle()
	if got, want := screentest.TrackerCounts(t, s.Tiles()), tile.Count(g.Unseen(s.Seat())); got != want {
		t.Errorf("the Tiles tab counts %v unseen, the host %v", got, want)
	}
	want := fmt.Sprintf("Tiles Window (Player 2) cannot see: %d, %d in the bag, 7 on the other rack.", len(g.Unseen(1)), g.BagLen())
	if caption := s.Tiles().Caption().Text; caption != want || s.Seat() != 1 {
		t.Errorf("the Tiles tab says %q", caption)
	}

	played := first.Placed[0].Square
	sc.Tap(s.Board().Square(played))
	if !strings.Contains(s.Status(), played.String()+" holds") {
		t.Errorf("a tap on %s, played, says %q", played, s.Status())
	}
	var free []board.Square
	for _, v := range s.Board().Squares() {
		if _, taken := g.Grid().At(v.At()); !taken && len(free) < 2 {
			free = append(free, v.At())
		}
	}
	sc.Tap(s.Board().Square(free[0]))
	if strings.Contains(s.Status(), "holds") {
		t.Errorf("a tap on %s, empty, still says %q", free[0], s.Status())
	}

	var tiles []int // two tiles of the rack that are not blanks
	for i, v := range s.Rack().Tiles() {
		if !v.Tile().Blank && len(tiles) < 2 {
			tiles = append(tiles, i)
		}
	}
	a, b := s.Rack().Tiles()[tiles[0]].Tile(), s.Rack().Tiles()[tiles[1]].Tile()
	sc.DragTo(s.Rack().Tiles()[tiles[0]], uitest.Centre(s.Board().Square(free[0])))
	next := tiles[1] - 1 // the rack closed up behind the tile dragged away
	sc.DragTo(s.Rack().Tiles()[next], uitest.Centre(s.Board().Square(free[1])))
	on := func(sq board.Square) byte {
		tl, _ := s.Turn().TileOn(sq)
		return tl.Letter
	}
	if on(free[0]) != a.Letter || on(free[1]) != b.Letter {
		t.Fatalf("dragged %c and %c, the board has %c and %c", a.Letter, b.Letter, on(free[0]), on(free[1]))
	}
	sc.DragTo(s.Board().Square(free[0]), uitest.Centre(s.Board().Square(free[1])))
	if on(free[0]) != b.Letter || on(free[1]) != a.Letter {
		t.Errorf("%c dragged onto %c: the board has %c and %c", a.Letter, b.Letter, on(free[0]), on(free[1]))
	}
	w.Key(fyne.KeyEscape)
	if n := len(s.Turn().Placed()); n != 0 {
		t.Errorf("Escape left %d tiles placed", n)
	}
}
