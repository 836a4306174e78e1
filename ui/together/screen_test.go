package together_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"regexp"
	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/netplay/host"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/ui/access"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/rack"
	"scraebbkle/ui/together"
)

// within is how long a test waits for what the host sends to be shown.
const within = 10 * time.Second

// deal is a classic game's bag seed where Player 1 draws to move first,
// with the best move of Player 1's first rack that uses no blank and a
// pair of its letters that is no word.
type deal struct {
	seed    uint64
	play    move.Play
	nonWord string
}

// classicDeal finds the first bag seed from 1 up that deals as deal says:
// the search is deterministic, so the tests are too.
func classicDeal(t *testing.T, ref *referee.Referee, b *board.Board) deal {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		g, err := game.New(ref, b, tile.NewBag(ref.Rules.TileSet, seed), make([]game.PlayerKind, 2), false)
		if err != nil {
			t.Fatal(err)
		}
		if g.First() != 0 {
			continue
		}
		r := g.Player(0).Rack
		d := deal{seed: seed, nonWord: nonWord(ref, r)}
		found := false
		for _, p := range exhaustive.Plays(ref, g.Grid(), r) {
			if len(p.Placed) < 2 || strings.ContainsFunc(p.Move.Word, func(c rune) bool { return c < 'A' || c > 'Z' }) {
				continue
			}
			if !found || p.Score > d.play.Score || p.Score == d.play.Score && p.Move.String() < d.play.Move.String() {
				d.play, found = p, true
			}
		}
		if found && d.nonWord != "" {
			return d
		}
	}
	t.Fatal("no seed deals Player 1 the first move with a legal move and a non-word")
	return deal{}
}

// nonWord is two letters of rack r, no blank, that make no word, or "".
func nonWord(ref *referee.Referee, r tile.Rack) string {
	for i, a := range r {
		for j, b := range r {
			if i == j || a.Blank || b.Blank {
				continue
			}
			if w := string([]byte{a.Letter, b.Letter}); !ref.Lexicon.Contains(w) {
				return w
			}
		}
	}
	return ""
}

// table is a classic game of two hosted in the test: Player 1 ("Ann")
// at the host's keyboard, on a Screen in a test window, and Player 2 the
// host's computer.
type table struct {
	t      *testing.T
	w      *uitest.Window
	h      *host.Host
	ref    *referee.Referee
	deal   deal
	sc     *together.Screen
	cancel context.CancelFunc // stops the host
}

// newTable hosts the game and shows Player 1's seat, played through the
// link wrap makes of its local link (nil: the local link itself), and
// waits until it is Player 1's turn with a full rack.
func newTable(t *testing.T, wrap func(*host.Host, seat.Link) seat.Link) *table {
	t.Helper()
	a := test.NewTempApp(t)
	win := a.NewWindow("together")
	win.Resize(fyne.NewSize(1180, 760))
	w := uitest.NewWindow(t, win)

	r := rules.Classic()
	ref := uitest.RefereeOf(t, r)
	b := uitest.DefaultBoardOf(t, r)
	d := classicDeal(t, ref, b)
	g, err := game.New(ref, b, tile.NewBag(r.TileSet, d.seed), make([]game.PlayerKind, 2), false)
	if err != nil {
		t.Fatal(err)
	}
	h, err := host.New(host.Config{Game: g, Seats: []host.Seat{
		{Name: "Ann", Kind: wire.Human},
		{Kind: wire.Computer, Computer: computer.HighScore{Referee: ref}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go h.Run(ctx)
	t.Cleanup(func() {
		cancel()
		select {
		case <-h.Done():
		case <-time.After(within):
			t.Error("the host did not stop")
		}
		w.Stop() // lets the screen's goroutine go
	})

	local, err := h.Local(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	var link seat.Link = local
	if wrap != nil {
		link = wrap(h, local)
	}
	var welcome wire.Message
	select {
	case welcome = <-link.Messages():
	case <-time.After(within):
		t.Fatal("no Welcome")
	}
	if welcome.Type != wire.Welcome || welcome.Game == nil {
		t.Fatalf("the link began with %+v, not a Welcome", welcome)
	}
	sc, err := together.New(together.Host{
		Dialogs: dialogs.New(win, nil),
		Words:   ref.Lexicon,
		Post:    w.Post,
	}, link, *welcome.Game, welcome.Seat)
	if err != nil {
		t.Fatal(err)
	}
	if sc.Seat() != 0 {
		t.Fatalf("the screen plays seat %d", sc.Seat())
	}
	win.SetContent(sc.Content())
	sc.Start()
	tb := &table{t: t, w: w, h: h, ref: ref, deal: d, sc: sc, cancel: cancel}
	tb.runUntil("it is Player 1's turn with a full rack", func() bool {
		v := sc.View()
		return v != nil && sc.CanPlace() && len(tb.rackTiles()) == r.RackSize
	})
	if v := sc.View(); v.ToMove() != 0 || len(v.Table().Log) != 0 {
		t.Fatalf("Player %d is to move after %d turns: the deal was for Player 1 to move first", v.ToMove()+1, len(v.Table().Log))
	}
	return tb
}

// runUntil runs what the screen posts until done holds, for a while at
// most.
func (tb *table) runUntil(what string, done func() bool) {
	tb.t.Helper()
	deadline := time.Now().Add(within)
	for !done() {
		if time.Now().After(deadline) {
			tb.t.Fatalf("timed out waiting until %s; the status says %q; the log is %q", what, tb.sc.Status(), tb.sc.Lines())
		}
		tb.w.RunFor(5 * time.Millisecond)
	}
	tb.w.Settle()
}

// rackTiles are the tiles the rack shows.
func (tb *table) rackTiles() []tile.Tile {
	var shown []tile.Tile
	for _, rv := range uitest.Find[*rack.View](tb.sc.Content()) {
		for _, v := range rv.Tiles() {
			shown = append(shown, v.Tile())
		}
	}
	return shown
}

// square is the board's view of square sq.
func (tb *table) square(sq board.Square) *boardview.Square {
	tb.t.Helper()
	for _, v := range uitest.Find[*boardview.Square](tb.sc.Content()) {
		if v.At() == sq {
			return v
		}
	}
	tb.t.Fatalf("no square %v on the screen", sq)
	return nil
}

// typeWord taps square from, turns the typing arrow to run dir, and types
// word.
func (tb *table) typeWord(from board.Square, dir board.Direction, word string) {
	tb.t.Helper()
	v := tb.square(from)
	test.Tap(v)
	want := map[board.Direction]string{board.Right: "→", board.Down: "↓"}[dir]
	if v.Cursor() != want {
		tb.sc.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	}
	if v.Cursor() != want {
		tb.t.Fatalf("the typing arrow on %v is %q, not %q", from, v.Cursor(), want)
	}
	for _, c := range word {
		tb.sc.TypeRune(c)
	}
}

// turnLines are the lines of the screen's log that are turns.
func (tb *table) turnLines() []string {
	var turns []string
	for _, l := range tb.sc.Lines() {
		if n, _, ok := strings.Cut(l, ". P"); ok && n != "" && strings.Trim(n, "0123456789") == "" {
			turns = append(turns, l)
		}
	}
	return turns
}

// TestPlayerMovesThroughTheHost has Player 1 type the best first move on
// the screen and press Enter: the host plays it, and the screen shows the
// turn in the log, its score, and its tiles on the board.
func TestPlayerMovesThroughTheHost(t *testing.T) {
	tb := newTable(t, nil)
	sc, p := tb.sc, tb.deal.play
	tb.typeWord(p.Move.Origin, p.Move.Dir, p.Move.Word)
	if got := len(tb.rackTiles()); got != tb.ref.Rules.RackSize-len(p.Placed) {
		t.Errorf("the rack shows %d tiles after %d were laid", got, len(p.Placed))
	}
	notation := tb.ref.Rules.Notation.Format(p.Move)
	if st := sc.Status(); !strings.Contains(st, notation) || !strings.Contains(st, fmt.Sprintf("%d point", p.Score)) {
		t.Errorf("before Enter the status says %q, not the preview of %s for %d", st, notation, p.Score)
	}
	sc.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tb.runUntil("the log shows the first turn", func() bool { return len(tb.turnLines()) >= 1 })

	first := tb.turnLines()[0]
	if !strings.HasPrefix(first, "1. P1 ") || !strings.Contains(first, notation) || !strings.Contains(first, fmt.Sprintf("+%d", p.Score)) {
		t.Errorf("the log's first turn is %q, not Player 1's %s for %d", first, notation, p.Score)
	}
	v := sc.View()
	if got := v.Table().Players[0].Score; got != p.Score {
		t.Errorf("Player 1 scores %d, not the move's %d", got, p.Score)
	}
	if want := fmt.Sprintf("Ann (Player 1): %d points", p.Score); !slices.ContainsFunc(uitest.Texts(sc.Content()), func(s string) bool { return strings.Contains(s, want) }) {
		t.Errorf("no player's line says %q", want)
	}
	if got := len(v.Player(0).Rack); got != tb.ref.Rules.RackSize {
		t.Errorf("Player 1's rack holds %d tiles after drawing", got)
	}
	for _, pl := range p.Placed {
		if got, ok := v.Grid().At(pl.Square); !ok || got.Letter != pl.Tile.Letter {
			t.Errorf("the host's board holds %v on %v, not %c", got, pl.Square, pl.Tile.Letter)
		}
		if sq := tb.square(pl.Square); sq.Tile().Letter != pl.Tile.Letter || sq.Look() == boardview.Pending {
			t.Errorf("square %v shows %c (look %v), not %c played", pl.Square, sq.Tile().Letter, sq.Look(), pl.Tile.Letter)
		}
	}
	if strings.Contains(sc.Status(), "Sent ") {
		t.Errorf("the status still says the move was sent: %q", sc.Status())
	}
}

// TestTheDrawForTheFirstMoveIsTold checks that a seat's window tells the
// draw for the first move as a game at one computer does: first in the
// log, and in the status line until the first tile is laid.
func TestTheDrawForTheFirstMoveIsTold(t *testing.T) {
	tb := newTable(t, nil)
	g, err := game.New(tb.ref, tb.sc.View().Board(), tile.NewBag(tb.ref.Rules.TileSet, tb.deal.seed), make([]game.PlayerKind, 2), false)
	if err != nil || len(g.Draws()) == 0 {
		t.Fatalf("the deal drew nothing for the first move: %v", err)
	}
	want := phrase.Draw(g.Draws(), g.First())
	if lines := tb.sc.Lines(); len(lines) == 0 || lines[0] != want {
		t.Errorf("the log begins %q, not %q", lines, want)
	}
	if st := tb.sc.Status(); !strings.HasPrefix(st, want) {
		t.Errorf("the status says %q, not first %q", st, want)
	}
	p := tb.deal.play
	tb.typeWord(p.Move.Origin, p.Move.Dir, p.Move.Word)
	if st := tb.sc.Status(); strings.Contains(st, "Drawing") {
		t.Errorf("with tiles laid the status still says the draw: %q", st)
	}
}

// TestRefusedMoveStays has Player 1 lay two letters that make no word
// and press Enter: the host refuses them, the status line says what the
// host said, the tiles stay laid, and no turn is logged.
func TestRefusedMoveStays(t *testing.T) {
	tb := newTable(t, nil)
	sc := tb.sc
	start := sc.View().Board().Start()
	tb.typeWord(start, board.Right, tb.deal.nonWord)

	m := move.Move{Word: tb.deal.nonWord, Origin: start, Dir: board.Right}
	_, err := tb.ref.Check(sc.View().Grid(), sc.View().Player(0).Rack, m)
	var why *referee.Refusal
	if !errors.As(err, &why) {
		t.Fatalf("the referee does not refuse %s: %v", m, err)
	}
	said := why.Explain(tb.ref.Rules.Notation) // what the host says of it
	sc.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tb.runUntil("the host's verdict is shown", func() bool { return strings.HasPrefix(sc.Status(), said) })

	// The host's word on the tiles stands alone, in place of the preview's.
	if sc.Status() != said {
		t.Errorf("the status says %q, not the host's %q alone", sc.Status(), said)
	}
	if !strings.Contains(sc.Status(), strings.ToUpper(tb.deal.nonWord)) {
		t.Errorf("the status %q does not name %s", sc.Status(), tb.deal.nonWord)
	}
	if !sc.CanPlace() {
		t.Error("the turn ended with the move refused")
	}
	if got := len(tb.rackTiles()); got != tb.ref.Rules.RackSize-2 {
		t.Errorf("the rack shows %d tiles: the two laid did not stay", got)
	}
	for i, sq := range []board.Square{start, start.Next(board.Right)} {
		if v := tb.square(sq); v.Look() != boardview.Pending || v.Tile().Letter != tb.deal.nonWord[i] {
			t.Errorf("square %v shows %c (look %v), not %c laid", sq, v.Tile().Letter, v.Look(), tb.deal.nonWord[i])
		}
	}
	// Whatever the host sends later (a chat line) comes after its
	// verdict: the log must still hold no turn.
	sendChat(t, sc, "still here")
	tb.runUntil("the chat line comes back", func() bool { return slices.Contains(sc.Lines(), "Ann (Player 1): still here") })
	if turns := tb.turnLines(); len(turns) != 0 {
		t.Errorf("the log gained turns %q with the move refused", turns)
	}
	if v := sc.View(); len(v.Table().Log) != 0 || v.Table().Players[0].Score != 0 {
		t.Errorf("the host's table has %d turns and Player 1 %d points", len(v.Table().Log), v.Table().Players[0].Score)
	}
}

// sendChat types text in the chat line and submits it with Enter.
func sendChat(t *testing.T, sc *together.Screen, text string) *widget.Entry {
	t.Helper()
	entries := uitest.Find[*widget.Entry](sc.Content())
	if len(entries) != 1 {
		t.Fatalf("the screen has %d entries, not one to chat in", len(entries))
	}
	e := entries[0]
	test.Type(e, text)
	if e.Text != text {
		t.Fatalf("the chat line holds %q after typing %q", e.Text, text)
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	return e
}

// TestChatGoesThroughTheHost has Player 1 say something: the host sends
// it back to every seat, and the log shows it under Player 1's name; the
// chat line is emptied, and the Send button sends too.
func TestChatGoesThroughTheHost(t *testing.T) {
	tb := newTable(t, nil)
	sc := tb.sc
	e := sendChat(t, sc, "good luck")
	if e.Text != "" {
		t.Errorf("the chat line still holds %q once sent", e.Text)
	}
	tb.runUntil("the chat line is logged", func() bool { return slices.Contains(sc.Lines(), "Ann (Player 1): good luck") })

	test.Type(e, "and again")
	test.Tap(uitest.Button(t, sc.Content(), "Send"))
	tb.runUntil("the line sent with Send is logged", func() bool { return slices.Contains(sc.Lines(), "Ann (Player 1): and again") })
	if n := len(tb.turnLines()); n != 0 {
		t.Errorf("chat logged %d turns", n)
	}
}

// endingLink is a link whose messages end when it is closed, when the
// host stops, or when fail says why: what seat.Link promises.
type endingLink struct {
	seat.Link
	out  chan wire.Message
	stop chan struct{}
	once sync.Once
	err  error // written before stop is closed
}

// endWith forwards l's messages until it ends, host h stops or fail is
// called.
func endWith(h *host.Host, l seat.Link) *endingLink {
	e := &endingLink{Link: l, out: make(chan wire.Message), stop: make(chan struct{})}
	go func() {
		defer close(e.out)
		for {
			select {
			case m := <-l.Messages():
				select {
				case e.out <- m:
				case <-e.stop:
					return
				}
			case <-e.stop:
				return
			case <-h.Done():
				return
			}
		}
	}()
	return e
}

func (e *endingLink) Messages() <-chan wire.Message { return e.out }

func (e *endingLink) Close() error {
	e.once.Do(func() { close(e.stop) })
	return e.Link.Close()
}

// fail ends the link with err.
func (e *endingLink) fail(err error) {
	e.once.Do(func() { e.err = err; close(e.stop) })
}

// Err is why the link ended, if it failed.
func (e *endingLink) Err() error { return e.err }

// TestHostGoneEndsTheTurn stops the host in the middle of Player 1's
// turn: the screen says the game cannot go on, takes no more tiles and
// enables no button.
func TestHostGoneEndsTheTurn(t *testing.T) {
	tb := newTable(t, func(_ *host.Host, l seat.Link) seat.Link { return l })
	sc := tb.sc
	tb.cancel()
	tb.runUntil("the screen says the host is gone", func() bool { return strings.Contains(sc.Status(), "cannot go on") })

	if want := "The host is gone: the game cannot go on from here."; sc.Status() != want {
		t.Errorf("the status says %q, not %q", sc.Status(), want)
	}
	if sc.CanPlace() {
		t.Error("tiles may still be placed with the host gone")
	}
	if !slices.Contains(sc.Lines(), sc.Status()) {
		t.Errorf("the log %q does not say the host is gone", sc.Lines())
	}
	for _, name := range []string{"Play", "Pass", "Exchange", "Shuffle", "Recall"} {
		if b := uitest.Button(t, sc.Content(), name); !b.Disabled() {
			t.Errorf("%s is enabled with the host gone", name)
		}
	}
	start := sc.View().Board().Start()
	test.Tap(tb.square(start))
	sc.TypeRune(rune(tb.deal.play.Move.Word[0]))
	if v := tb.square(start); v.Tile().Letter != 0 || v.Cursor() != "" {
		t.Errorf("the start square took a tap and a letter with the host gone: %c %q", v.Tile().Letter, v.Cursor())
	}
}

// TestLinkFailureSaysWhy ends the link with an error, as a guest's
// connection that could not come back does: the status line says why.
func TestLinkFailureSaysWhy(t *testing.T) {
	var link *endingLink
	tb := newTable(t, func(h *host.Host, l seat.Link) seat.Link { link = endWith(h, l); return link })
	sc := tb.sc
	tb.typeWord(tb.deal.play.Move.Origin, tb.deal.play.Move.Dir, tb.deal.play.Move.Word[:2])
	link.fail(errors.New("connection reset by peer"))
	tb.runUntil("the screen says the link failed", func() bool { return strings.Contains(sc.Status(), "cannot go on") })

	if want := "The game cannot go on from here: Connection reset by peer."; sc.Status() != want {
		t.Errorf("the status says %q, not %q", sc.Status(), want)
	}
	if sc.CanPlace() {
		t.Error("tiles may still be placed with the link gone")
	}
	sc.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tb.w.RunFor(50 * time.Millisecond)
	if len(tb.turnLines()) != 0 || !strings.Contains(sc.Status(), "cannot go on") {
		t.Errorf("Enter with the link gone changed the screen: status %q, log %q", sc.Status(), sc.Lines())
	}
}

// TestAScreenReaderHearsTheSeat reads the screen as a screen reader is told
// of it: every square, the status line, the rack's tiles, the buttons, the
// players, the log (its one line, the draw for the first move) and the
// chat box; F6 and F7's readings, and a move
// typed in the game's notation, go through the host.
func TestAScreenReaderHearsTheSeat(t *testing.T) {
	tb := newTable(t, nil)
	sc := tb.sc
	heard := access.Read(sc.Content())
	squares, tiles := 0, 0
	labels := map[string]bool{}
	for _, e := range heard {
		labels[e.Label] = true
		switch {
		case regexp.MustCompile(`^[a-o][0-9]+, `).MatchString(e.Label):
			squares++
		case regexp.MustCompile(`^(blank|[A-Z]), [0-9]+ points?$`).MatchString(e.Label):
			tiles++
		}
	}
	if squares != 15*15 || tiles != 7 {
		t.Errorf("heard %d squares and %d tiles, want 225 and 7", squares, tiles)
	}
	for _, want := range []string{sc.Status(), "Play", "Pass", "Log, last line: " + sc.Lines()[0]} {
		if !labels[want] {
			t.Errorf("%q is not heard", want)
		}
	}
	sc.ReadRack()
	if !strings.HasPrefix(sc.Status(), "Your rack, 7 tiles: ") {
		t.Errorf("F7 says %q", sc.Status())
	}
	sc.ReadUnseen()
	if !strings.HasPrefix(sc.Status(), "Tiles ") || !strings.Contains(sc.Status(), " cannot see: 93, 86 in the bag, 7 on the other rack. A ") {
		t.Errorf("F8 says %q", sc.Status())
	}
	sc.ReadRow(-1)
	if want := "Row 15: empty."; sc.Status() != want {
		t.Errorf("Shift+F6 first says %q, want %q", sc.Status(), want)
	}
	play := tb.deal.play
	sc.PlayTyped(rules.Classic().Notation.Format(play.Move))
	tb.runUntil("the move typed is played", func() bool { return len(tb.turnLines()) >= 1 })
	if got := sc.View().Player(0).Score; got != play.Score {
		t.Errorf("the move typed scored %d, want %d", got, play.Score)
	}
}

// TestOneMoveUntilTheHostAnswers: once a move is sent, no other can be
// until the host answers, so that a double press of Enter sends it once.
func TestOneMoveUntilTheHostAnswers(t *testing.T) {
	tb := newTable(t, nil)
	sc := tb.sc
	m := tb.deal.play.Move
	tb.typeWord(m.Origin, m.Dir, m.Word)
	sc.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if sc.CanPlace() {
		t.Fatal("tiles may still be laid, and the move sent again, before the host answers")
	}
	sc.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tb.runUntil("the move is played", func() bool { return len(tb.turnLines()) >= 1 })
	tb.w.RunFor(100 * time.Millisecond)
	if strings.Contains(sc.Status(), "not your turn") {
		t.Errorf("the move was sent twice: %q", sc.Status())
	}
}
