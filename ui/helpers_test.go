package ui

import (
	"context"
	"fmt"
	"image/color"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/controller"
	"scraebbkle/core/game"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/move"
	"scraebbkle/core/movegen/exhaustive"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
	"scraebbkle/core/tile"
	"scraebbkle/resources"
)

// The referee and the boards are built once for the whole test binary: the
// word list takes a while to load, and boards never change.
var (
	fixturesOnce sync.Once
	fixtureRef   *referee.Referee
	fixtureBoard *board.Board
	fixtureLarge *board.Board
)

// fixtures loads the shared referee, default board and 26 x 99 board.
func fixtures(t testing.TB) (*referee.Referee, *board.Board, *board.Board) {
	t.Helper()
	fixturesOnce.Do(func() {
		rules := rules.ScraeBBKle()
		fixtureRef = &referee.Referee{Rules: rules, Lexicon: lexicon.New(resources.WordList)}
		var err error
		fixtureBoard, err = board.Parse(rules.Board, resources.DefaultBoardName, []byte(resources.DefaultBoard))
		if err != nil {
			panic(err)
		}
		fixtureLarge, err = board.Parse(rules.Board, "large.txt", []byte(largeBoardText()))
		if err != nil {
			panic(err)
		}
	})
	return fixtureRef, fixtureBoard, fixtureLarge
}

// testReferee is the shared referee.
func testReferee(t testing.TB) *referee.Referee {
	ref, _, _ := fixtures(t)
	return ref
}

// defaultBoard is the built-in default board.
func defaultBoard(t testing.TB) *board.Board {
	_, b, _ := fixtures(t)
	return b
}

// largeBoard is the largest board the rules allow: 26 x 99.
func largeBoard(t testing.TB) *board.Board {
	_, _, b := fixtures(t)
	return b
}

// largeBoardText is a 26 x 99 board file with its start square in the
// middle, m50, and a sprinkling of premiums of every kind.
func largeBoardText() string {
	var b strings.Builder
	b.WriteString("26\n99\nm50\n")
	tokens := []string{".", ".", "[2]", ".", "<3>", ".", ".", "[-2]", ".", "<0>", ".", "[3]", "."}
	for r := range 99 {
		for c := range 26 {
			b.WriteString(tokens[(r*7+c*3)%len(tokens)])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// validBoardText returns a valid board file of cols x rows with the start
// square at start.
func validBoardText(cols, rows int, start string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n%d\n%s\n", cols, rows, start)
	for r := range rows {
		for c := range cols {
			switch {
			case r == c:
				b.WriteString("<2>")
			case (r+c)%5 == 0:
				b.WriteString("[3]")
			default:
				b.WriteString(".")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// racks returns the racks that players 1 and 2 draw from a bag shuffled
// from seed, as App.startGame deals them.
func racks(t testing.TB, seed uint64) (tile.Rack, tile.Rack) {
	rules := testReferee(t).Rules
	bag := tile.NewBag(rules.TileSet, seed)
	return tile.Rack(bag.Draw(rules.RackSize)), tile.Rack(bag.Draw(rules.RackSize))
}

// seedWhere returns the first seed from 1 up whose deal satisfies ok. The
// search is deterministic, so the tests are too.
func seedWhere(t testing.TB, ok func(p1, p2 tile.Rack) bool) uint64 {
	t.Helper()
	for s := uint64(1); s < 10000; s++ {
		if ok(racks(t, s)) {
			return s
		}
	}
	t.Fatal("no seed deals such racks")
	return 0
}

// blanks counts the blanks on a rack.
func blanks(r tile.Rack) int {
	n := 0
	for _, t := range r {
		if t.Blank {
			n++
		}
	}
	return n
}

// bestPlay returns the best-scoring legal move for rack on grid g that uses
// no blank and lays at least the given number of tiles, ties going to the
// notation that sorts first.
func bestPlay(t testing.TB, ref *referee.Referee, g *board.Grid, rack tile.Rack, least int) move.Play {
	t.Helper()
	var best move.Play
	found := false
	for _, p := range exhaustive.Plays(ref, g, rack) {
		if len(p.Placed) < least || strings.ContainsFunc(p.Move.Word, func(r rune) bool { return r >= 'a' && r <= 'z' }) {
			continue
		}
		if !found || p.Score > best.Score || p.Score == best.Score && p.Move.String() < best.Move.String() {
			best, found = p, true
		}
	}
	if !found {
		t.Fatalf("no legal move of %d or more tiles for %v", least, rack)
	}
	return best
}

// passer is a computer strategy that always passes.
type passer struct{}

func (passer) Choose(context.Context, game.View) (move.Move, error) { return move.Pass, nil }

// blocker is a computer strategy that thinks until it is cancelled.
type blocker struct {
	started chan struct{}
	once    sync.Once
	ended   chan error
}

func newBlocker() *blocker {
	return &blocker{started: make(chan struct{}), ended: make(chan error, 4)}
}

func (b *blocker) Choose(ctx context.Context, _ game.View) (move.Move, error) {
	b.once.Do(func() { close(b.started) })
	<-ctx.Done()
	b.ended <- ctx.Err()
	return move.Move{}, ctx.Err()
}

// harness is the window of ScraeBBKle under Fyne's test driver, with the
// controller's post function replaced by a queue that the test runs on its
// own goroutine, as the program's event loop would.
type harness struct {
	t        testing.TB
	app      *App
	win      fyne.Window
	queue    chan func()
	done     chan struct{}
	outcomes []game.Outcome
	ctrls    []*controller.Controller // every controller seen, to wait for at the end
	closed   bool                     // the window was closed
}

// savingIn are the windows of the tests that autosave, by folder.
var savingIn = map[string][]*App{}

// newHarness opens the window with the test app, a fixed seed of 1 and the
// high-score computer; edit changes the configuration before New.
func newHarness(t testing.TB, edit ...func(*Config)) *harness {
	t.Helper()
	ref, board, _ := fixtures(t)
	h := &harness{t: t, queue: make(chan func(), 64), done: make(chan struct{})}
	cfg := Config{
		Rules:        ref.Rules,
		Referee:      func() *referee.Referee { return ref },
		DefaultBoard: board,
		Post:         h.post,
		Seed:         func() uint64 { return 1 },
		Reshuffle:    func() uint64 { return 2 },
		Strategy: func(r *referee.Referee, _ computer.Level, _ uint64) computer.Strategy {
			return computer.HighScore{Referee: r}
		},
		Version:    "test",
		OnGameOver: func(o game.Outcome) { h.outcomes = append(h.outcomes, o) },
	}
	for _, e := range edit {
		e(&cfg)
	}
	if dir := cfg.SaveFolder; dir != "" {
		// As a program started after another has stopped would, the
		// window finds the others' saves in the folder written.
		for _, other := range savingIn[dir] {
			other.FinishSaving()
		}
		defer func() { savingIn[dir] = append(savingIn[dir], h.app) }()
	}
	fa := test.NewTempApp(t)
	h.app = New(fa, cfg)
	h.app.curtainPause = 0 // a test's clicks come quicker than a player's
	h.win = h.app.Window()
	t.Cleanup(h.close)
	return h
}

// post queues f for the test goroutine; after the test it drops f, so that
// no computer goroutine is left blocked.
func (h *harness) post(f func()) {
	select {
	case h.queue <- f:
	case <-h.done:
	}
}

// close stops the game, lets every computer goroutine end and closes the
// window.
func (h *harness) close() {
	h.app.stopGame()
	close(h.done)
	h.app.FinishSaving() // before the test's folders are removed
	h.track()
	for _, c := range h.ctrls {
		c.Wait()
	}
	h.closeWindow()
}

// closeWindow closes the window once: the test driver fails on a second
// Close.
func (h *harness) closeWindow() {
	if !h.closed {
		h.closed = true
		h.win.Close()
	}
}

// track remembers the controller of the game on screen.
func (h *harness) track() {
	if h.app.table != nil && !slices.Contains(h.ctrls, h.app.table.ctrl) {
		h.ctrls = append(h.ctrls, h.app.table.ctrl)
	}
}

// start starts a game directly, without the dialog, and lays the window
// out as a frame of the real driver would.
func (h *harness) start(s Setup) *table {
	h.t.Helper()
	h.app.startGame(s)
	if h.app.table == nil {
		h.t.Fatal("no game started")
	}
	h.track()
	h.settle()
	return h.app.table
}

// tbl is the game on screen.
func (h *harness) tbl() *table {
	h.t.Helper()
	if h.app.table == nil {
		h.t.Fatal("no game on screen")
	}
	h.track()
	return h.app.table
}

// runUntil runs posted functions until done holds, failing after a while.
func (h *harness) runUntil(what string, done func() bool) {
	h.t.Helper()
	h.runUntilUnsettled(what, done)
	h.settle()
}

// runUntilUnsettled is runUntil without laying the window out again after,
// to see what the UI itself lays out.
func (h *harness) runUntilUnsettled(what string, done func() bool) {
	h.t.Helper()
	deadline := time.After(30 * time.Second)
	for !done() {
		select {
		case f := <-h.queue:
			f()
		case <-deadline:
			h.t.Fatalf("timed out waiting until %s", what)
		}
	}
}

// settle lays the window out again. The GLFW driver re-lays out a parent
// whose child's minimum size changed before each frame; the test driver
// never does, so a resize stands in for that frame.
func (h *harness) settle() { settle(h.win) }

// settle lays window w out again at its size, as harness.settle does.
func settle(w fyne.Window) {
	size := w.Canvas().Size()
	w.Resize(size.AddWidthHeight(1, 1))
	w.Resize(size)
}

// abs is the absolute position of o's top-left corner on the canvas.
func abs(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// centre is the absolute position of o's middle.
func centre(o fyne.CanvasObject) fyne.Position {
	s := o.Size()
	return abs(o).Add(fyne.NewPos(s.Width/2, s.Height/2))
}

// tap taps the canvas at the middle of o, so that hit-testing decides what
// receives the tap, as with a mouse.
func (h *harness) tap(o fyne.CanvasObject) {
	h.t.Helper()
	if o.Size().IsZero() || !o.Visible() {
		h.t.Fatalf("cannot tap %T: size %v, visible %v", o, o.Size(), o.Visible())
	}
	test.TapCanvas(h.win.Canvas(), centre(o))
}

// key sends a key to the game's window (typeKey).
func (h *harness) key(name fyne.KeyName) { typeKey(h.win.Canvas(), name) }

// typeKey sends key name to canvas c as the driver does: to the focused
// object, or else to the canvas's own key handler.
func typeKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	c.OnTypedKey()(ev)
}

// typeText sends letters to the window.
func (h *harness) typeText(s string) { test.TypeOnCanvas(h.win.Canvas(), s) }

// square is the view of square s ("d7") of the game on screen.
func (h *harness) square(s string) *squareView {
	h.t.Helper()
	sq, ok := board.ParseSquare(s)
	if !ok {
		h.t.Fatalf("bad square %q", s)
	}
	return h.tbl().board.square(sq)
}

// rackTile returns the view of the first tile on the rack that plays
// notation letter c ('_' for a blank).
func (h *harness) rackTile(c byte) *tileView {
	h.t.Helper()
	for _, v := range h.tbl().rack.tiles {
		if v.tile.Notation() == c || c == '_' && v.tile.Blank {
			return v
		}
	}
	h.t.Fatalf("no tile %c on the rack %s", c, h.rackString())
	return nil
}

// rackString is the rack on screen, such as "ABC_EFG".
func (h *harness) rackString() string {
	var b strings.Builder
	for _, v := range h.tbl().rack.tiles {
		switch {
		case v.hidden:
			b.WriteByte('#')
		default:
			b.WriteByte(v.tile.Notation())
		}
	}
	return b.String()
}

// placeByTaps lays the tiles of play p by tapping each rack tile and then
// its square. It does not handle blanks.
func (h *harness) placeByTaps(p move.Play) {
	h.t.Helper()
	for _, pl := range p.Placed {
		h.tap(h.rackTile(pl.Tile.Letter))
		h.tap(h.tbl().board.square(pl.Square))
	}
}

// overlay is the top dialog, or nil.
func (h *harness) overlay() fyne.CanvasObject {
	return h.win.Canvas().Overlays().Top()
}

// dialogs counts the dialogs open.
func (h *harness) dialogs() int { return len(h.win.Canvas().Overlays().List()) }

// objects returns o and everything drawn inside it, depth first.
func objects(o fyne.CanvasObject) []fyne.CanvasObject {
	all := []fyne.CanvasObject{o}
	for _, c := range children(o) {
		all = append(all, objects(c)...)
	}
	return all
}

// children is what o holds: a container's objects, a widget's renderer's.
func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}

// shownIn reports whether target is in o and shown: neither it nor
// anything holding it is hidden.
func shownIn(o, target fyne.CanvasObject) bool {
	if o == nil || !o.Visible() {
		return false
	}
	if o == target {
		return true
	}
	return slices.ContainsFunc(children(o), func(c fyne.CanvasObject) bool { return shownIn(c, target) })
}

// find returns every object of type T in o.
func find[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var found []T
	if o == nil {
		return nil
	}
	for _, c := range objects(o) {
		if v, ok := c.(T); ok {
			found = append(found, v)
		}
	}
	return found
}

// button returns the visible button labelled text in o.
func (h *harness) button(o fyne.CanvasObject, text string) *widget.Button {
	h.t.Helper()
	for _, b := range find[*widget.Button](o) {
		if b.Text == text && b.Visible() {
			return b
		}
	}
	h.t.Fatalf("no button %q in %T", text, o)
	return nil
}

// texts is every label and canvas text in o, in order.
func texts(o fyne.CanvasObject) []string {
	var all []string
	for _, c := range objects(o) {
		switch v := c.(type) {
		case *widget.Label:
			all = append(all, v.Text)
		case *canvas.Text:
			all = append(all, v.Text)
		}
	}
	return all
}

// overlayText is all the text of the top dialog, one piece a line.
func (h *harness) overlayText() string {
	if h.overlay() == nil {
		return ""
	}
	return strings.Join(texts(h.overlay()), "\n")
}

// face is the text drawn on a square: its letter and value, its premium
// label or the start star, and the typing arrow, joined by spaces.
func face(v *squareView) string {
	var parts []string
	for _, s := range texts(v) {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " ")
}

// fill is the background colour of a square or a tile.
func fill(v fyne.Widget) color.Color {
	return find[*canvas.Rectangle](v)[0].FillColor
}

// snapshot is what a game holds, to show that a refused move changed nothing.
type snapshot struct {
	grid    *board.Grid
	racks   []tile.Rack
	scores  []int
	history int
	toMove  int
}

func snap(g *game.Game) snapshot {
	s := snapshot{grid: g.Grid().Clone(), history: len(g.History()), toMove: g.ToMove()}
	for i := range g.Players() {
		s.racks = append(s.racks, g.Player(i).Rack)
		s.scores = append(s.scores, g.Player(i).Score)
	}
	return s
}

// diff reports how g differs from the snapshot, or "".
func (s snapshot) diff(g *game.Game) string {
	now := snap(g)
	switch {
	case !s.grid.Equal(now.grid):
		return "the grid changed"
	case s.history != now.history:
		return fmt.Sprintf("the history grew from %d to %d turns", s.history, now.history)
	case s.toMove != now.toMove:
		return "the turn passed"
	case !slices.Equal(s.scores, now.scores):
		return fmt.Sprintf("the scores changed from %v to %v", s.scores, now.scores)
	}
	for i := range s.racks {
		if !slices.Equal(s.racks[i], now.racks[i]) {
			return fmt.Sprintf("player %d's rack changed from %v to %v", i+1, s.racks[i], now.racks[i])
		}
	}
	return ""
}

// humansOnDefault is a game between two humans on the default board.
func humansOnDefault(t testing.TB, open bool) Setup {
	return Setup{Board: defaultBoard(t), Players: []game.PlayerKind{game.Human, game.Human}, Open: open}
}

// passAndConfirm presses Pass and then Yes.
func (h *harness) passAndConfirm() {
	h.t.Helper()
	h.tap(h.tbl().bar.pass)
	if !strings.Contains(h.overlayText(), "Pass this turn, Player") {
		h.t.Fatalf("Pass asked %q", h.overlayText())
	}
	h.tap(h.button(h.overlay(), "Yes"))
}

// equalKinds reports whether got lists the players want.
func equalKinds(got []game.PlayerKind, want ...game.PlayerKind) bool { return slices.Equal(got, want) }
