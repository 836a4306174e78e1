package play

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/tile"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
	"scraebbkle/ui/tiles"
)

// pendingOn returns the tile placed this turn on square s, if any.
func pendingOn(tb *Table, s board.Square) (tile.Tile, bool) {
	if i, ok := tb.turn.Hand().On(s); ok {
		return tb.turn.Hand().Tile(i), true
	}
	return tile.Tile{}, false
}

func TestDragTileFromRackToSquare(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	tile := h.RackTile('S')
	h.DragTo(tile, uitest.Centre(h.Square("d7")))
	got, ok := pendingOn(tb, uitest.Sq(t, "d7"))
	if !ok || got.Letter != 'S' {
		t.Fatalf("d7 holds %v, %v after the drop", got, ok)
	}
	if v := h.Square("d7"); v.Look() != boardview.Pending || !strings.HasPrefix(uitest.Face(v), "S") || uitest.Fill(v) != style.TilePending {
		t.Errorf("d7 shows %q, look %d", uitest.Face(v), v.Look())
	}
	if r := h.RackString(); len(r) != 6 || strings.Contains(r, "S") {
		t.Errorf("the rack still shows %q", r)
	}
	if !tb.bar.play.Disabled() || tb.bar.recall.Disabled() {
		t.Error("with one tile on the board, a move the rules refuse, Play is enabled or Recall is not")
	}

	// Dragged on to another square, the tile moves.
	h.DragTo(h.Square("d7"), uitest.Centre(h.Square("e7")))
	if _, ok := pendingOn(tb, uitest.Sq(t, "d7")); ok {
		t.Error("d7 still holds the moved tile")
	}
	if got, ok := pendingOn(tb, uitest.Sq(t, "e7")); !ok || got.Letter != 'S' || uitest.Face(h.Square("d7")) != "★" {
		t.Errorf("e7 holds %v, %v; d7 shows %q", got, ok, uitest.Face(h.Square("d7")))
	}

	// Dragged back onto the rack, before its first tile, it returns there.
	h.DragTo(h.Square("e7"), uitest.Abs(tb.rack.Tiles()[0]).AddXY(2, 10))
	if len(tb.turn.Placed()) != 0 || h.RackString()[0] != 'S' {
		t.Errorf("after the drag back the rack is %q, placed %v", h.RackString(), tb.turn.Placed())
	}

	// Dropped off the board and off the rack, it stays where it was.
	h.DragTo(h.RackTile('N'), uitest.Abs(tb.panel.Log().List()).AddXY(5, 5))
	if len(tb.turn.Placed()) != 0 || len(h.RackString()) != 7 {
		t.Errorf("a tile dropped on the panel moved: rack %q", h.RackString())
	}
}

// A tile dropped on a tile placed this turn changes places with it; on a
// tile played before, it stays where it was.
func TestDragTileOntoPlacedTileSwaps(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.DragTo(h.RackTile('S'), uitest.Centre(h.Square("d7")))
	if h.RackString() != "NMITGU" {
		t.Fatalf("after S on d7 the rack is %q", h.RackString())
	}
	h.DragTo(h.RackTile('N'), uitest.Centre(h.Square("d7")))
	if got, _ := pendingOn(tb, uitest.Sq(t, "d7")); got.Letter != 'N' || len(tb.turn.Placed()) != 1 || h.RackString() != "SMITGU" {
		t.Errorf("N dropped on the S placed on d7: d7 %v, rack %q, want N and SMITGU", got, h.RackString())
	}
	h.DragTo(h.RackTile('M'), uitest.Centre(h.Square("e7")))
	h.DragTo(h.Square("e7"), uitest.Centre(h.Square("d7")))
	d7, _ := pendingOn(tb, uitest.Sq(t, "d7"))
	e7, _ := pendingOn(tb, uitest.Sq(t, "e7"))
	if d7.Letter != 'M' || e7.Letter != 'N' || h.RackString() != "SITGU" {
		t.Errorf("M on e7 dragged onto N on d7: d7 %v, e7 %v, rack %q", d7, e7, h.RackString())
	}

	h.Key(fyne.KeyReturn) // MN is no word: place a word and play it
	h.Key(fyne.KeyEscape)
	g := tb.game
	h.PlaceByTaps(uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2))
	h.Key(fyne.KeyReturn)
	played := g.History()[0].Play.Placed[0]
	rack := h.RackString()
	h.DragTo(tb.rack.Tiles()[0], uitest.Centre(tb.board.Square(played.Square)))
	if got, _ := g.Grid().At(played.Square); got != played.Tile || h.RackString() != rack || len(tb.turn.Placed()) != 0 {
		t.Errorf("a tile dropped on the played %v: square holds %v, rack %q (was %q)", played, got, h.RackString(), rack)
	}
}

func TestDragReordersRack(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	before := h.RackString() // SNMITGU
	// The last tile dropped on the left half of the first goes first.
	h.DragTo(tb.rack.Tiles()[6], uitest.Abs(tb.rack.Tiles()[0]).AddXY(5, 20))
	if want := before[6:] + before[:6]; h.RackString() != want {
		t.Errorf("rack %q, want %q", h.RackString(), want)
	}
}

// A tile dropped where it was, or on the left half of the tile to its
// right, must stay in its place (the slot must not count the dragged tile).
func TestDragTileDroppedInPlaceStays(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	before := h.RackString()
	// test.Drag sends the press position as the drop position: the tile's
	// middle.
	test.Drag(h.win.Canvas(), uitest.Centre(tb.rack.Tiles()[1]), 10, 0)
	h.Settle()
	if got := h.RackString(); got != before {
		t.Errorf("BUG: a tile dropped on its own middle moved: rack %q, was %q", got, before)
	}
	before = h.RackString()
	h.DragTo(tb.rack.Tiles()[1], uitest.Abs(tb.rack.Tiles()[2]).AddXY(5, 20))
	if got := h.RackString(); got != before {
		t.Errorf("BUG: a tile dropped on the left half of its right neighbour went past it: rack %q, was %q", got, before)
	}
}

func TestTapTileThenSquare(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	rack := h.RackString()
	h.Tap(h.RackTile('M'))
	if tb.turn.Picked() < 0 || !h.RackTile('M').Selected() {
		t.Fatal("a tapped tile is not selected")
	}
	h.Tap(h.RackTile('M'))
	if tb.turn.Picked() >= 0 {
		t.Fatal("a second tap does not drop the selection")
	}
	h.Tap(h.RackTile('M'))
	h.Tap(h.Square("d7"))
	if got, ok := pendingOn(tb, uitest.Sq(t, "d7")); !ok || got.Letter != 'M' || tb.turn.Picked() != -1 {
		t.Fatalf("d7 holds %v, %v; selected %d", got, ok, tb.turn.Picked())
	}
	if v := h.Square("d7"); uitest.Face(v) != "M 3" || v.Look() != boardview.Pending {
		t.Errorf("d7 shows %q", uitest.Face(v))
	}
	// Tapping the placed tile takes it back to its place on the rack.
	h.Tap(h.Square("d7"))
	if len(tb.turn.Placed()) != 0 || uitest.Face(h.Square("d7")) != "★" || h.RackString() != rack {
		t.Errorf("after tapping the placed tile: placed %v, d7 %q, rack %q", tb.turn.Placed(), uitest.Face(h.Square("d7")), h.RackString())
	}
}

func TestRecallAndEscape(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	place := func() {
		for _, s := range []string{"d7", "e7", "f7"} {
			h.Tap(tb.rack.Tiles()[0])
			h.Tap(h.Square(s))
		}
		if len(tb.turn.Placed()) != 3 {
			t.Fatalf("placed %v", tb.turn.Placed())
		}
	}
	place()
	h.Tap(tb.bar.recall)
	if len(tb.turn.Placed()) != 0 || len(tb.rack.Tiles()) != 7 || uitest.Face(h.Square("e7")) != "" {
		t.Errorf("Recall left %v placed", tb.turn.Placed())
	}
	if !tb.bar.recall.Disabled() || !tb.bar.play.Disabled() {
		t.Error("Recall and Play stay enabled with nothing placed")
	}
	place()
	h.Key(fyne.KeyEscape)
	if len(tb.turn.Placed()) != 0 || len(tb.rack.Tiles()) != 7 {
		t.Errorf("Escape left %v placed", tb.turn.Placed())
	}
}

func TestShuffleKeepsTheTiles(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(tb.rack.Tiles()[0])
	h.Tap(h.Square("d7"))
	placed := tb.turn.Placed()
	before := uitest.SortedLetters(h.RackString())
	for range 3 {
		h.Tap(tb.bar.shuffle)
	}
	if uitest.SortedLetters(h.RackString()) != before || !slices.Equal(tb.turn.Placed(), placed) {
		t.Errorf("Shuffle changed the tiles: rack %q, placed %v", h.RackString(), tb.turn.Placed())
	}
}

// checkFirstMove checks the board, scores, log and rack after Player 1 played p
// as the first move of the game.
func checkFirstMove(t *testing.T, h *harness, p move.Play) {
	t.Helper()
	tb := h.tbl()
	g := tb.game
	if n := len(g.History()); n != 1 || g.Player(0).Score != p.Score {
		t.Fatalf("%d turns, score %d after playing %s for %d", n, g.Player(0).Score, p.Move, p.Score)
	}
	for _, pl := range p.Placed {
		v := tb.board.Square(pl.Square)
		want := fmt.Sprintf("%c %d", pl.Tile.Notation(), pl.Tile.Value)
		if uitest.Face(v) != want || v.Look() != boardview.Last || uitest.Fill(v) != style.TileLastMove {
			t.Errorf("%s shows %q, look %d, want %q as the last move", pl.Square, uitest.Face(v), v.Look(), want)
		}
	}
	if got, want := tb.panel.Scores()[0].Text, fmt.Sprintf("   Player 1 (Human): %d", p.Score); got != want {
		t.Errorf("score line %q, want %q", got, want)
	}
	if got := tb.panel.Scores()[1].Text; got != "▶ Player 2 (Human): 0" {
		t.Errorf("score line %q", got)
	}
	if want := []string{fmt.Sprintf("1. P1  %s  %+d  (%d : 0)", p.Move, p.Score, p.Score)}; !slices.Equal(tb.panel.Log().Lines(), want) {
		t.Errorf("log %q, want %q", tb.panel.Log().Lines(), want)
	}
	if tb.panel.Log().List().Length() != 1 {
		t.Error("the log list shows no line")
	}
	if got, want := tb.panel.Bag().Text, fmt.Sprintf("Tiles in the bag: %d", g.BagLen()); got != want {
		t.Errorf("bag %q, want %q", got, want)
	}
	// The move is told to Player 2, who did not see it made.
	told := fmt.Sprintf("Player 1 played %s for %d points. Player 2 to move", phrase.MoveName(move.SquareNotation{}, p), p.Score)
	if !strings.HasPrefix(tb.status.label.Text, told) || len(tb.turn.Placed()) != 0 {
		t.Errorf("status %q, placed %v", tb.status.label.Text, tb.turn.Placed())
	}
	if len(tb.rack.Tiles()) != len(g.Player(1).Rack) {
		t.Errorf("the rack shows %q, not Player 2's %v", h.RackString(), g.Player(1).Rack)
	}
}

// Tapping a square that holds a tile says so, until another square is
// tapped.
func TestTappingAnOccupiedSquareSaysSo(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	p := h.PlayBest()
	g := tb.game
	pl := p.Placed[0]
	h.Tap(h.Square(pl.Square.String()))
	want := fmt.Sprintf("%s holds %c already: tap an empty square", pl.Square, pl.Tile.Letter)
	if pl.Tile.Blank {
		want = fmt.Sprintf("%s holds a blank played as %c already: tap an empty square", pl.Square, pl.Tile.Notation())
	}
	if !strings.HasPrefix(tb.status.label.Text, want) {
		t.Fatalf("status %q, want %q…", tb.status.label.Text, want)
	}
	free := p.Placed[0].Square
	for g.Grid().Occupied(free) {
		free = free.Next(board.Down)
	}
	h.Tap(h.Square(free.String()))
	if strings.Contains(tb.status.label.Text, "already") {
		t.Errorf("after tapping the empty %s, status %q", free, tb.status.label.Text)
	}
}

func TestLegalPlayWithEnter(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	p := uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2)
	h.PlaceByTaps(p)
	want := fmt.Sprintf("%s  ·  %s  ·  %d points", strings.ToUpper(p.Word.Text), p.Move, p.Score)
	if !strings.HasPrefix(tb.status.label.Text, want) {
		t.Errorf("before playing, status %q, want %q…", tb.status.label.Text, want)
	}
	h.Key(fyne.KeyReturn)
	checkFirstMove(t, h, p)
	// Enter pressed twice leaves Player 2's turn as it began.
	said := tb.status.label.Text
	if h.Key(fyne.KeyReturn); tb.status.label.Text != said {
		t.Errorf("a second Enter changed the status line from %q to %q", said, tb.status.label.Text)
	}

	// Player 2's move marks its own tiles as the last move; Player 1's are
	// drawn as earlier tiles.
	q := uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(1).Rack, 1)
	h.PlaceByTaps(q)
	h.Key(fyne.KeyEnter)
	if len(g.History()) != 2 {
		t.Fatalf("Player 2's move %s was not played: %q", q.Move, tb.status.label.Text)
	}
	for _, pl := range p.Placed {
		if v := tb.board.Square(pl.Square); v.Look() != boardview.Played || uitest.Fill(v) != style.TileFace {
			t.Errorf("%s still looks like the last move", pl.Square)
		}
	}
	for _, pl := range q.Placed {
		if v := tb.board.Square(pl.Square); v.Look() != boardview.Last {
			t.Errorf("%s does not look like the last move", pl.Square)
		}
	}
	if len(tb.panel.Log().Lines()) != 2 || !loggedAs(tb.panel.Log().Lines()[1], "2. P2  ", q) {
		t.Errorf("log %q", tb.panel.Log().Lines())
	}
}

func TestLegalPlayWithPlayButton(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	if !tb.bar.play.Disabled() {
		t.Error("Play is enabled with nothing placed")
	}
	p := uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2)
	h.PlaceByTaps(p)
	h.Tap(tb.bar.play)
	checkFirstMove(t, h, p)
}

func TestIllegalPlacementShowsReasonAndChangesNothing(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	ref := g.Referee()
	rack := g.Player(0).Rack // SNMITGU
	for _, c := range []struct {
		name   string
		tiles  []string // letter and square
		reason string   // the core's reason, when MoveFor makes a move
	}{
		{name: "start missed", tiles: []string{"S:a1", "N:b1"}},
		{name: "not a word", tiles: []string{"S:d7", "N:e7"}},
		{name: "too short", tiles: []string{"M:d7"}},
		{name: "not in line", tiles: []string{"S:d7", "N:e8"}, reason: "The tiles must lie in one row or one column."},
		{name: "gap", tiles: []string{"S:d7", "N:f7"}, reason: "The tiles must form one unbroken line: square e7 is empty."},
	} {
		t.Run(c.name, func(t *testing.T) {
			defer h.Key(fyne.KeyEscape) // the next case starts with an empty board
			var placed []board.Placed
			for _, s := range c.tiles {
				h.Tap(h.RackTile(s[0]))
				h.Tap(h.Square(s[2:]))
				i, _ := tb.turn.Hand().On(uitest.Sq(t, s[2:]))
				placed = append(placed, board.Placed{Square: uitest.Sq(t, s[2:]), Tile: tb.turn.Hand().Tile(i)})
			}
			if c.reason == "" {
				m, err := referee.MoveFor(g.Grid(), placed)
				if err != nil {
					t.Fatal(err)
				}
				_, err = ref.Check(g.Grid(), rack, m)
				if err == nil {
					t.Fatalf("%s is legal", m)
				}
				c.reason = err.Error()
			}
			if !strings.Contains(tb.status.label.Text, c.reason) {
				t.Errorf("while placing, status %q, want the reason %q", tb.status.label.Text, c.reason)
			}
			before := uitest.Snap(g)
			h.Key(fyne.KeyReturn)
			h.Tap(tb.bar.play)
			if d := before.Diff(g); d != "" {
				t.Errorf("a refused move changed the game: %s", d)
			}
			if !strings.Contains(tb.status.label.Text, c.reason) {
				t.Errorf("after Enter, status %q, want the reason %q", tb.status.label.Text, c.reason)
			}
			if len(tb.turn.Placed()) != len(c.tiles) || len(tb.panel.Log().Lines()) != 0 {
				t.Errorf("the refused tiles left the board (%v) or reached the log (%q)", tb.turn.Placed(), tb.panel.Log().Lines())
			}
		})
	}
}

func TestComputerTurnArrivesAndIsDrawn(t *testing.T) {
	h := newHarness(t)
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}, Open: true})
	g := tb.game
	p := uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2)
	h.PlaceByTaps(p)
	h.Key(fyne.KeyReturn)
	if !strings.Contains(tb.status.label.Text, "Player 2 (computer) is thinking") || !tb.thinking.Running() {
		t.Errorf("while the computer thinks: status %q, bar shown %v", tb.status.label.Text, tb.thinking.Running())
	}
	if !tb.bar.play.Disabled() || !tb.bar.pass.Disabled() || !tb.bar.shuffle.Disabled() {
		t.Error("the human's buttons are live during the computer's turn")
	}
	// The human's rack stays in view, to plan with, but not to play from.
	if got, want := uitest.SortedLetters(h.RackString()), uitest.SortedLetters(g.Player(0).Rack.Letters()); got != want || len(tb.rack.Tiles()) == 0 {
		t.Errorf("while the computer thinks the rack shows %q, want the human's %q", got, want)
	}
	// Beside the board, the open game shows the computer's rack: the
	// human's is under the board.
	var other []byte
	for _, v := range tb.panel.OtherRack().Tiles() {
		other = append(other, v.Tile().Notation())
	}
	if tb.panel.OtherCaption().Text != "Player 2's tiles (open game):" || uitest.SortedLetters(string(other)) != uitest.SortedLetters(g.Player(1).Rack.Letters()) {
		t.Errorf("while the computer thinks the panel shows %q %s, want Player 2's %s", tb.panel.OtherCaption().Text, other, g.Player(1).Rack.Letters())
	}
	h.Tap(tb.rack.Tiles()[0])
	if tb.turn != nil && tb.turn.Picked() != -1 {
		t.Error("a rack tile could be picked up during the computer's turn")
	}
	h.Tap(h.Square("a1")) // taps meanwhile do nothing
	h.TypeText("abc")
	h.RunUntil("the computer moves", func() bool { return len(g.History()) == 2 })

	turn := g.History()[1]
	if turn.Play.Move.Pass || len(turn.Play.Placed) == 0 {
		t.Fatalf("the computer passed: %+v", turn)
	}
	for _, pl := range turn.Play.Placed {
		v := tb.board.Square(pl.Square)
		if v.Look() != boardview.Last || uitest.Fill(v) != style.TileLastMove || !strings.HasPrefix(uitest.Face(v), string(pl.Tile.Notation())) {
			t.Errorf("the computer's tile on %s shows %q, look %d", pl.Square, uitest.Face(v), v.Look())
		}
	}
	for _, pl := range p.Placed {
		if v := tb.board.Square(pl.Square); v.Look() != boardview.Played {
			t.Errorf("the human's tile on %s still looks like the last move", pl.Square)
		}
	}
	if got, want := tb.panel.Scores()[1].Text, fmt.Sprintf("   Player 2 (Computer, normal): %d", turn.Total); got != want {
		t.Errorf("score line %q, want %q", got, want)
	}
	if len(tb.panel.Log().Lines()) != 2 || !loggedAs(tb.panel.Log().Lines()[1], "2. P2  ", turn.Play) {
		t.Errorf("log %q", tb.panel.Log().Lines())
	}
	told := fmt.Sprintf("Player 2 played %s for %d points. Player 1 to move", phrase.MoveName(move.SquareNotation{}, turn.Play), turn.Play.Score)
	if tb.thinking.Running() || !strings.HasPrefix(tb.status.label.Text, told) || !tb.CanPlace() {
		t.Errorf("after the computer's move: status %q, want it to begin %q; bar shown %v", tb.status.label.Text, told, tb.thinking.Running())
	}
	if got, want := uitest.SortedLetters(tb.turn.Hand().Tiles().Letters()), uitest.SortedLetters(g.Player(0).Rack.Letters()); got != want || len(tb.rack.Tiles()) != 7 {
		t.Errorf("the rack shows %q, Player 1 holds %q", h.RackString(), want)
	}
	if h.Pending() != 0 || h.Dialogs() != 0 {
		t.Error("something else was posted or a dialog opened")
	}
	// Laying a tile puts the move in hand in its place.
	h.Tap(h.RackTile(tb.turn.Hand().Tiles()[0].Letter))
	for sq := (board.Square{}); ; sq.Col++ {
		if _, taken := g.Grid().At(sq); !taken {
			h.Tap(tb.board.Square(sq))
			break
		}
	}
	if strings.Contains(tb.status.label.Text, "Player 2 played") {
		t.Errorf("with a tile laid the status still says %q", tb.status.label.Text)
	}
}

func TestTypingPlacesAlongTheArrow(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	// SNMITGU: NUTS down from d5 covers the start square d7, skipping nothing.
	h.Tap(h.Square("d5"))
	if m := tb.turn.Arrow(uitest.Sq(t, "d5")); m != "→" || !strings.Contains(uitest.Face(h.Square("d5")), "→") {
		t.Fatalf("the first click shows %q", uitest.Face(h.Square("d5")))
	}
	h.Key(fyne.KeyTab)
	if !strings.Contains(uitest.Face(h.Square("d5")), "↓") {
		t.Fatalf("Tab shows %q", uitest.Face(h.Square("d5")))
	}
	h.Tap(h.Square("d5"))
	if !strings.Contains(uitest.Face(h.Square("d5")), "→") {
		t.Fatalf("a second click shows %q", uitest.Face(h.Square("d5")))
	}
	h.Tap(h.Square("d5"))
	h.TypeText("nUts")
	for i, s := range []string{"d5", "d6", "d7", "d8"} {
		got, ok := pendingOn(tb, uitest.Sq(t, s))
		if !ok || got.Letter != "NUTS"[i] || got.Blank {
			t.Errorf("%s holds %v, %v", s, got, ok)
		}
	}
	if !strings.Contains(uitest.Face(h.Square("d9")), "↓") || tb.turn.Cursor().Square() != uitest.Sq(t, "d9") {
		t.Errorf("the arrow did not move on to d9: %q", uitest.Face(h.Square("d9")))
	}
	if !strings.HasPrefix(tb.status.label.Text, "NUTS  ·  NUTS,d5  ·  ") {
		t.Errorf("status %q", tb.status.label.Text)
	}
	h.TypeText("z1") // no such tile and no blank; not a letter
	if len(tb.turn.Placed()) != 4 {
		t.Errorf("typing a letter with no tile placed one: %v", tb.turn.Placed())
	}

	h.Key(fyne.KeyBackspace)
	if _, ok := pendingOn(tb, uitest.Sq(t, "d8")); ok || tb.turn.Cursor().Square() != uitest.Sq(t, "d8") || !strings.Contains(uitest.Face(h.Square("d8")), "↓") {
		t.Errorf("Backspace left d8 %q, cursor %v", uitest.Face(h.Square("d8")), tb.turn.Cursor().Square())
	}
	h.TypeText("S")
	h.Key(fyne.KeyReturn)
	if len(tb.game.History()) != 1 || tb.game.History()[0].Play.Move.String() != "NUTS,d5" {
		t.Fatalf("Enter did not play NUTS,d5: %q", tb.status.label.Text)
	}
	if tb.turn.Cursor().On() {
		t.Error("the arrow stays after the move")
	}
}

func TestTypingSkipsTilesOnTheBoard(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	p := h.PlayBest()
	// Player 2 types across Player 1's word, from the square before its
	// second tile: the arrow jumps that tile.
	across := p.Move.Dir.Across()
	over := p.Placed[1].Square
	from := over.Prev(across)
	h.Tap(tb.board.Square(from))
	if tb.turn.Cursor().Direction() != across {
		h.Key(fyne.KeyTab)
	}
	if tb.turn.Cursor().Direction() != across || tb.turn.Cursor().Square() != from {
		t.Fatalf("cursor %+v, want %v from %s", tb.turn.Cursor(), across, from)
	}
	rack := h.RackString()
	h.TypeText(rack[:2])
	want := []board.Square{from, over.Next(across)}
	var got []board.Square
	for _, pl := range tb.turn.Placed() {
		got = append(got, pl.Square)
	}
	slices.SortFunc(got, func(a, b board.Square) int { return (a.Row-b.Row)*100 + a.Col - b.Col })
	if !slices.Equal(got, want) {
		t.Errorf("typing %q from %s placed tiles on %v, want %v", rack[:2], from, got, want)
	}
	if tb.turn.Cursor().Square() != over.Next(across).Next(across) {
		t.Errorf("the arrow is on %s", tb.turn.Cursor().Square())
	}
}

func TestBlankAsksForItsLetter(t *testing.T) {
	seed := uitest.SeedWhere(t, func(p1, _ tile.Rack) bool { return uitest.Blanks(p1) == 1 })
	h := newHarness(t, func(c *config) { c.Seed = func() uint64 { return seed } })
	tb := h.start(humansOnDefault(t, true))

	// While asked, the blank shows on its square; Cancel takes it back to
	// the rack.
	empty := uitest.Face(h.Square("d7"))
	h.Tap(h.RackTile('_'))
	h.Tap(h.Square("d7"))
	if !strings.Contains(h.OverlayText(), "Which letter does the blank play?") {
		t.Fatalf("no question for the blank: %q", h.OverlayText())
	}
	if uitest.Face(h.Square("d7")) != "8" || strings.Contains(h.RackString(), "_") {
		t.Errorf("while asked, d7 shows %q and the rack %q; want the blank on d7", uitest.Face(h.Square("d7")), h.RackString())
	}
	if want := "Choose the letter the blank on d7 plays."; tb.status.label.Text != want {
		t.Errorf("while asked, the status line says %q, want %q", tb.status.label.Text, want)
	}
	h.Tap(h.Button(h.Overlay(), "Cancel"))
	if len(tb.turn.Placed()) != 0 || h.Dialogs() != 0 {
		t.Fatal("a cancelled blank was placed")
	}
	if want := "Player 1 to move"; !strings.HasPrefix(tb.status.label.Text, want) {
		t.Errorf("after Cancel, the status line says %q, want it to begin %q", tb.status.label.Text, want)
	}
	if uitest.Face(h.Square("d7")) != empty || !strings.Contains(h.RackString(), "_") {
		t.Errorf("after Cancel, d7 shows %q and the rack %q; want the blank on the rack", uitest.Face(h.Square("d7")), h.RackString())
	}
	if !h.RackTile('_').Selected() {
		t.Fatal("the blank is no longer selected after Cancel")
	}

	// So does Escape; a typed letter, in either case, answers.
	h.Tap(h.Square("d7"))
	h.Key(fyne.KeyEscape)
	if len(tb.turn.Placed()) != 0 || h.Dialogs() != 0 {
		t.Fatal("Escape placed the blank or left the question open")
	}
	h.Tap(h.Square("d7"))
	h.TypeText("q")
	got, ok := pendingOn(tb, uitest.Sq(t, "d7"))
	if !ok || !got.Blank || got.Letter != 'Q' {
		t.Fatalf("d7 holds %v", got)
	}
	if v := h.Square("d7"); uitest.Face(v) != "Q 8" || uitest.Find[*canvas.Text](v)[0].Color != style.BlankText {
		t.Errorf("the blank shows %q in %v, want a capital in the blank's colour", uitest.Face(v), uitest.Find[*canvas.Text](v)[0].Color)
	}
	if blankOnRack := strings.Contains(h.RackString(), "_"); blankOnRack {
		t.Error("the blank is still on the rack")
	}
	// Taken back, it forgets its letter; a letter's button answers too.
	h.Tap(h.Square("d7"))
	blankBack(t, tb)
	h.Tap(h.RackTile('_'))
	h.Tap(h.Square("e7"))
	h.Tap(h.Button(h.Overlay(), "Z"))
	if got, ok := pendingOn(tb, uitest.Sq(t, "e7")); !ok || !got.Blank || got.Letter != 'Z' {
		t.Fatalf("e7 holds %v", got)
	}
	h.Tap(h.Square("e7"))
	blankBack(t, tb)
}

// blankBack checks that the blank is back on the rack without its letter.
func blankBack(t *testing.T, tb *Table) {
	t.Helper()
	if i, ok := tb.turn.Hand().Find('q'); !ok {
		t.Error("the blank did not come back to the rack")
	} else if tb.turn.Hand().Tile(i).Letter != 0 {
		t.Errorf("the recalled blank is %v", tb.turn.Hand().Tile(i))
	}
}

func TestBlankByTyping(t *testing.T) {
	h, tb, missing := startWithBlanks(t, 1)
	h.Tap(h.Square("d7"))
	h.TypeText(string(missing))
	got, ok := pendingOn(tb, uitest.Sq(t, "d7"))
	if !ok || !got.Blank || got.Letter != missing || h.Dialogs() != 0 {
		t.Fatalf("typing %c without such a tile placed %v", missing, got)
	}
	if want := fmt.Sprintf("%c 8", missing); !strings.HasPrefix(uitest.Face(h.Square("d7")), want) {
		t.Errorf("d7 shows %q, want %q", uitest.Face(h.Square("d7")), want)
	}
}

func TestClosedGameBetweenHumansHidesTheRack(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, false))
	g := tb.game
	curtain := func(p int) {
		t.Helper()
		if r := h.RackString(); r != "#######" {
			t.Errorf("Player %d's rack shows %q before the button", p, r)
		}
		label := fmt.Sprintf("Show Player %d's tiles", p)
		if !tb.bar.reveal.Visible() || tb.bar.reveal.Text != label {
			t.Errorf("the button reads %q (shown %v), want %q", tb.bar.reveal.Text, tb.bar.reveal.Visible(), label)
		}
		if !strings.Contains(tb.status.label.Text, label) {
			t.Errorf("status %q", tb.status.label.Text)
		}
		if tb.bar.play.Visible() || tb.bar.shuffle.Visible() {
			t.Error("behind the curtain buttons that cannot be used are shown")
		}
		// Nothing can be placed behind the curtain.
		test.Tap(tb.rack.Tiles()[0])
		h.Tap(h.Square("d7"))
		h.TypeText("abcdefghijklmnopqrstuvwxyz")
		if len(tb.turn.Placed()) != 0 || tb.turn.Picked() >= 0 {
			t.Error("a tile was placed behind the curtain")
		}
		other := 2 - p
		if want := fmt.Sprintf("Player %d holds 7 tiles.", other+1); tb.panel.OtherCaption().Text != want || tb.panel.OtherRack().Visible() {
			t.Errorf("the panel shows %q (rack shown %v), want only %q", tb.panel.OtherCaption().Text, tb.panel.OtherRack().Visible(), want)
		}
		if p == 1 {
			h.Tap(tb.bar.reveal)
		} else {
			h.PressKey(fyne.KeyReturn) // the keyboard lifts the curtain too
		}
		h.Settle()
		if tb.bar.reveal.Visible() || strings.Contains(h.RackString(), "#") || len(h.RackString()) != 7 || !tb.bar.play.Visible() {
			t.Errorf("after the button: rack %q, button shown %v, Play shown %v", h.RackString(), tb.bar.reveal.Visible(), tb.bar.play.Visible())
		}
		if tb.panel.OtherRack().Visible() {
			t.Error("the other player's rack is shown in a closed game")
		}
	}
	curtain(1)
	h.PlaceByTaps(uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2))
	h.Key(fyne.KeyReturn)
	if len(g.History()) != 1 {
		t.Fatalf("the move was not played: %q", tb.status.label.Text)
	}
	curtain(2)
}

// An Enter pressed twice to play a move, or a double click, does not show
// the next player's tiles: the curtain stays down for a moment.
func TestCurtainStaysDownJustAfterAMove(t *testing.T) {
	h := newHarness(t)
	h.pause = time.Hour
	tb := h.start(humansOnDefault(t, false))
	tb.curtain.fellAt = time.Time{} // the first turn's curtain fell long ago
	h.PressKey(fyne.KeyReturn)
	h.PlayBest()
	h.PressKey(fyne.KeyReturn)
	h.Tap(tb.bar.reveal)
	if r := h.RackString(); r != "#######" || !tb.curtain.down {
		t.Fatalf("Player 2's rack shows %q just after Player 1 moved", r)
	}
	if !strings.Contains(tb.status.label.Text, "Player 2's tiles stay hidden for a moment") {
		t.Errorf("the status says %q", tb.status.label.Text)
	}
	tb.curtain.fellAt = time.Now().Add(-time.Hour)
	h.PressKey(fyne.KeyReturn)
	if tb.curtain.down || strings.Contains(h.RackString(), "#") {
		t.Errorf("after the pause Enter leaves the rack as %q", h.RackString())
	}
}

// A double click on the button that shows the tiles does not shuffle
// them: Shuffle, which takes its place, waits a moment after the curtain
// lifts.
func TestDoubleClickOnShowTilesDoesNotShuffle(t *testing.T) {
	h := newHarness(t)
	h.pause = time.Hour
	tb := h.start(humansOnDefault(t, false))
	tb.curtain.fellAt = time.Time{} // the first turn's curtain fell long ago
	reveal := uitest.Abs(tb.bar.reveal).AddXY(5, 5)
	test.TapCanvas(h.win.Canvas(), reveal)
	test.TapCanvas(h.win.Canvas(), reveal) // on Shuffle, now there
	if tb.curtain.down {
		t.Fatal("the tiles are still hidden")
	}
	arranged := h.RackString()
	if arranged != tb.game.Player(0).Rack.Letters() {
		t.Errorf("the second click shuffled the rack to %s", arranged)
	}
	tb.curtain.liftedAt = time.Now().Add(-time.Hour)
	for range 5 {
		h.Tap(tb.bar.shuffle)
	}
	if h.RackString() == arranged {
		t.Error("Shuffle does nothing once the moment is over")
	}
}

// The message that the tiles stay hidden goes once the moment is over.
func TestCurtainMessageGoesWithTheMoment(t *testing.T) {
	h := newHarness(t)
	h.pause = 300 * time.Millisecond
	tb := h.start(humansOnDefault(t, false))
	tb.curtain.fellAt = time.Time{}
	h.PressKey(fyne.KeyReturn)
	h.PlayBest()
	tb.curtain.fellAt = time.Now()
	h.PressKey(fyne.KeyReturn)
	if !strings.Contains(tb.status.label.Text, "stay hidden for a moment") {
		t.Fatalf("just after the move the status says %q", tb.status.label.Text)
	}
	h.RunUntil("the moment is over", func() bool { return !strings.Contains(tb.status.label.Text, "stay hidden") })
	if !strings.Contains(tb.status.label.Text, "Show Player 2's tiles") || !tb.curtain.down {
		t.Errorf("after the moment the status says %q, curtain down %v", tb.status.label.Text, tb.curtain.down)
	}
}

// The pass that ends the game says so before it is made.
func TestLastPassWarns(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	const ends = "This pass ends the game"
	for i := range 4 {
		h.Tap(tb.bar.pass)
		if warned := strings.Contains(h.OverlayText(), ends); warned != (i == 3) {
			t.Fatalf("pass %d asks %q", i+1, h.OverlayText())
		}
		h.Tap(h.Button(h.Overlay(), "Yes"))
	}
	if !tb.game.Over() {
		t.Error("four passes did not end the game")
	}
}

func TestClosedGameAgainstComputerHasNoCurtain(t *testing.T) {
	h := newHarness(t)
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	if tb.bar.reveal.Visible() || strings.Contains(h.RackString(), "#") {
		t.Errorf("a lone human's rack is hidden: %q", h.RackString())
	}
	if tb.panel.OtherCaption().Text != "Player 2 holds 7 tiles." || tb.panel.OtherRack().Visible() {
		t.Errorf("the computer's rack: %q, shown %v", tb.panel.OtherCaption().Text, tb.panel.OtherRack().Visible())
	}
}

func TestOpenGameShowsTheOtherRack(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	other := func(p int) {
		t.Helper()
		if tb.bar.reveal.Visible() || strings.Contains(h.RackString(), "#") {
			t.Errorf("the rack is hidden in an open game: %q", h.RackString())
		}
		if want := fmt.Sprintf("Player %d's tiles (open game):", p+1); tb.panel.OtherCaption().Text != want || !tb.panel.OtherRack().Visible() {
			t.Errorf("the panel shows %q (rack shown %v), want %q", tb.panel.OtherCaption().Text, tb.panel.OtherRack().Visible(), want)
		}
		var got tile.Rack
		for _, v := range tb.panel.OtherRack().Tiles() {
			if v.Hidden() {
				t.Error("a tile of the other rack is face down")
			}
			got = append(got, v.Tile())
		}
		// As the player arranged it: the rack's tiles, in the order of
		// the rack under the board on their turn.
		if !slices.Equal(got, tb.arrangedRack(p)) || uitest.SortedLetters(got.Letters()) != uitest.SortedLetters(g.Player(p).Rack.Letters()) {
			t.Errorf("the panel shows %v, Player %d holds %v arranged as %v", got, p+1, g.Player(p).Rack, tb.arrangedRack(p))
		}
	}
	other(1)
	h.PlaceByTaps(uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2))
	h.Key(fyne.KeyReturn)
	other(0)
}

func TestPassAsksToConfirm(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(tb.rack.Tiles()[0])
	h.Tap(h.Square("a1"))
	h.Tap(tb.bar.pass)
	if !strings.Contains(h.OverlayText(), "Pass this turn, Player 1?") {
		t.Fatalf("Pass asked %q", h.OverlayText())
	}
	h.Tap(h.Button(h.Overlay(), "No"))
	if len(tb.game.History()) != 0 || len(tb.turn.Placed()) != 1 {
		t.Fatal("No passed anyway or lost the placed tile")
	}
	h.PassAndConfirm()
	hist := tb.game.History()
	if len(hist) != 1 || !hist[0].Play.Move.Pass || tb.game.ToMove() != 1 {
		t.Fatalf("history %+v", hist)
	}
	if want := []string{"1. P1  pass  +0  (0 : 0)"}; !slices.Equal(tb.panel.Log().Lines(), want) {
		t.Errorf("log %q, want %q", tb.panel.Log().Lines(), want)
	}
	if v := h.Square("a1"); !v.Tile().IsZero() || uitest.Face(v) != "3L" {
		t.Errorf("the tile placed before the pass stays on a1: %q", uitest.Face(v))
	}
}

func TestZoom(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	base := tb.board.MinSize()
	zoomIn, zoomOut, actual := h.zoomItem(keys.ZoomStep), h.zoomItem(1/keys.ZoomStep), h.zoomItem(0)
	zoomIn.Action()
	in := tb.board.MinSize()
	if in.Width <= base.Width || in.Height <= base.Height {
		t.Errorf("Zoom In: least size %v, was %v", in, base)
	}
	zoomOut.Action()
	zoomOut.Action()
	if out := tb.board.MinSize(); out.Width >= in.Width || out.Height >= in.Height {
		t.Errorf("Zoom Out twice: least size %v, was %v", out, in)
	}
	actual.Action()
	if s := tb.board.MinSize(); s != base {
		t.Errorf("Fit to Window: least size %v, want %v", s, base)
	}

	// Zoom stops at its limits.
	cols, rows := float32(tb.game.Board().Cols()+2), float32(tb.game.Board().Rows()+2)
	for range 20 {
		zoomIn.Action()
	}
	most := tb.board.MinSize()
	zoomIn.Action()
	if s := tb.board.MinSize(); s != most || s.Width > cols*boardview.MinSquare*boardview.MaxZoom+0.01 || s.Height > rows*boardview.MinSquare*boardview.MaxZoom+0.01 {
		t.Errorf("zoomed in all the way: least size %v, then %v; at most %v×%v squares", most, s, boardview.MinSquare, boardview.MaxZoom)
	}
	for range 40 {
		zoomOut.Action()
	}
	least := tb.board.MinSize()
	zoomOut.Action()
	if s := tb.board.MinSize(); s != least || s.Width < cols*boardview.MinSquare*boardview.MinZoom-0.01 {
		t.Errorf("zoomed out all the way: least size %v, then %v; at least %v×%v squares", least, s, boardview.MinSquare, boardview.MinZoom)
	}

	// A board zoomed larger than the window scrolls.
	actual.Action()
	for range 4 {
		zoomIn.Action()
	}
	h.Settle()
	if tb.board.Size().Width <= tb.scroll.Size().Width {
		t.Errorf("a board zoomed to %v fits in %v", tb.board.Size(), tb.scroll.Size())
	}
}

// A board zoomed in, in a small window, grows with the window: it never
// shows smaller than fitted to it. One zoomed out stays as small as chosen.
func TestZoomedInBoardGrowsWithTheWindow(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.smallest()
	zoomIn, zoomOut, fit := h.zoomItem(keys.ZoomStep), h.zoomItem(1/keys.ZoomStep), h.zoomItem(0)
	zoomIn.Action()
	zoomIn.Action()
	h.Settle()
	zoomed := tb.board.Cell()
	h.win.Resize(fyne.NewSize(1600, 1200))
	h.Settle()
	grown := tb.board.Cell()
	fit.Action()
	h.Settle()
	if fitted := tb.board.Cell(); grown < fitted || fitted <= zoomed {
		t.Errorf("zoomed in at %v a square, in a larger window %v, where it fits at %v", zoomed, grown, fitted)
	}
	fitted := tb.board.Cell()
	zoomOut.Action()
	h.Settle()
	if out := tb.board.Cell(); out >= fitted {
		t.Errorf("zoomed out from %v, a square is %v", fitted, out)
	}
	zoomIn.Action() // from below the fitted size, Zoom In goes past it
	zoomIn.Action()
	h.Settle()
	if in := tb.board.Cell(); in <= fitted {
		t.Errorf("zoomed in twice from below %v, a square is %v", fitted, in)
	}
}

// Zooming keeps the square being worked on in view: a corner square of
// the default board, when the board grows past the window.
func TestZoomKeepsTheTypingArrowInView(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	corner := board.Square{Col: 0, Row: tb.game.Board().Rows() - 1}
	h.Tap(tb.board.Square(corner))
	zoomIn := h.zoomItem(keys.ZoomStep)
	for range 4 {
		zoomIn.Action()
	}
	h.Settle()
	if tb.board.Size().Height <= tb.scroll.Size().Height {
		t.Fatalf("the zoomed board %v fits in %v", tb.board.Size(), tb.scroll.Size())
	}
	if !inView(tb, corner) {
		t.Errorf("after zooming in, the arrow's square %s is out of view at offset %v", corner, tb.scroll.Offset)
	}
}

// Zooming must change the squares on screen: on the default board in the
// default window, the squares are larger than the least size that zoom
// scales, so one step in or out changes nothing that the player sees.
func TestZoomChangesTheSquaresOnScreen(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, true))
	before := h.Square("d7").Size()
	h.tbl().Zoom(keys.ZoomStep)
	h.Settle()
	if after := h.Square("d7").Size(); after.Width <= before.Width {
		t.Errorf("BUG: Zoom In left the squares at %v (were %v)", after, before)
	}
	h.tbl().Zoom(0)
	h.Settle()
	h.tbl().Zoom(1 / keys.ZoomStep)
	h.Settle()
	if after := h.Square("d7").Size(); after.Width >= before.Width {
		t.Errorf("BUG: Zoom Out left the squares at %v (were %v)", after, before)
	}
}

// inView reports whether square s lies wholly inside the visible part of
// the board.
func inView(tb *Table, s board.Square) bool {
	v := tb.board.Square(s)
	rel := uitest.Abs(v).Subtract(uitest.Abs(tb.scroll))
	size, view := v.Size(), tb.scroll.Size()
	return rel.X >= 0 && rel.Y >= 0 && rel.X+size.Width <= view.Width+0.5 && rel.Y+size.Height <= view.Height+0.5
}

func TestLargeBoardKeepsStartAndComputerMovesInView(t *testing.T) {
	h := newHarness(t)
	tb := h.start(Setup{Board: uitest.LargeBoard(t), Players: []game.PlayerKind{game.Computer, game.Human}, Open: true})
	start := tb.game.Board().Start()
	if tb.board.Size().Height <= tb.scroll.Size().Height {
		t.Fatalf("the 26 x 99 board fits in %v", tb.scroll.Size())
	}
	if !inView(tb, start) {
		t.Errorf("the start square %s is out of view at offset %v", start, tb.scroll.Offset)
	}
	tb.scroll.ScrollToTop()
	if inView(tb, start) {
		t.Fatal("the start square is still in view at the top")
	}
	h.RunUntil("the computer moves", func() bool { return len(tb.game.History()) == 1 })
	for _, p := range tb.game.History()[0].Play.Placed[:1] {
		if !inView(tb, p.Square) {
			t.Errorf("the computer's tile on %s is out of view at offset %v", p.Square, tb.scroll.Offset)
		}
	}
}

// With the real driver, Tab must turn the arrow, and letters typed after it
// must still reach the board.
func TestTabTurnsTheArrowWithTheDriversKeyDispatch(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(h.Square("d5")) // a tap on a square takes the focus from any widget
	h.PressKey(fyne.KeyTab)
	if tb.turn.Cursor().Direction() != board.Down {
		t.Errorf("BUG: Tab did not turn the arrow (it moved the focus to %T)", h.win.Canvas().Focused())
	}
	h.TypeRunes("NUTS")
	if n := len(tb.turn.Placed()); n != 4 {
		t.Errorf("BUG: after Tab, typing NUTS placed %d tiles: the keys went to %T", n, h.win.Canvas().Focused())
	}
}

// The arrow keys put the typing arrow on the board and give the board the
// keyboard, so that the first Tab turns the arrow rather than moving the
// focus to a button.
func TestTabAfterAnArrowKeyTurnsTheArrow(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.PressKey(fyne.KeyRight)
	if !tb.turn.Cursor().On() || tb.turn.Cursor().Direction() != board.Right {
		t.Fatalf("Right put the arrow at %+v", tb.turn.Cursor())
	}
	h.PressKey(fyne.KeyTab)
	if tb.turn.Cursor().Direction() != board.Down {
		t.Errorf("Tab did not turn the arrow: the focus went to %T", h.win.Canvas().Focused())
	}
}

// Backspace takes back the last typed tile still on the board, even when the
// player took back a typed tile since by tapping it.
func TestBackspaceAfterRecallingATypedTile(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(h.Square("d5"))
	h.Key(fyne.KeyTab)
	h.TypeText("NUTS")
	h.Tap(h.Square("d5")) // takes N back
	h.Key(fyne.KeyBackspace)
	h.Key(fyne.KeyBackspace)
	var left []string
	for _, p := range tb.turn.Placed() {
		left = append(left, fmt.Sprintf("%c%s", p.Tile.Letter, p.Square))
	}
	if !slices.Equal(left, []string{"Ud6"}) {
		t.Errorf("BUG: after taking N back and two Backspaces, the board holds %v, want only U on d6", left)
	}
	if tb.turn.Cursor().Square() != uitest.Sq(t, "d7") {
		t.Errorf("the arrow is on %s, want d7", tb.turn.Cursor().Square())
	}
}

// The order the player gave the rack survives the other player's turn: tiles
// kept stay where the player put them.
func TestRackOrderSurvivesTheComputersTurn(t *testing.T) {
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	h.DragTo(tb.rack.Tiles()[6], uitest.Abs(tb.rack.Tiles()[0]).AddXY(5, 20))
	arranged := h.RackString()
	h.PassAndConfirm()
	h.RunUntil("the computer passes", func() bool { return len(tb.game.History()) == 2 })
	if got := h.RackString(); got != arranged {
		t.Errorf("BUG: after the computer's turn the rack reads %q; the player had arranged %q", got, arranged)
	}
}

func TestComputerGamePauseAndSpeed(t *testing.T) {
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	h.speed = 0
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}})
	pause := h.Button(tb.bar.right, "Pause")
	row := tb.bar.right.MinSize()
	h.Tap(pause)
	if got := tb.bar.right.MinSize(); got != row {
		t.Errorf("the pace controls are %v paused, %v playing", got, row)
	}
	if pause.Text != "Resume" || !tb.ctrl.Paused() {
		t.Fatalf("Pause reads %q, paused %v", pause.Text, tb.ctrl.Paused())
	}
	// The turn under way is played; no other starts.
	h.RunUntil("the first computer moves", func() bool { return len(tb.game.History()) == 1 })
	if tb.thinking.Running() || h.Pending() != 0 {
		t.Error("a computer thinks while paused")
	}
	h.Tap(pause)
	if pause.Text != "Pause" {
		t.Errorf("Resume reads %q", pause.Text)
	}
	h.RunUntil("the second computer moves", func() bool { return len(tb.game.History()) == 2 })

	sliders := uitest.Find[*widget.Slider](tb.bar.right)
	if len(sliders) != 1 {
		t.Fatalf("%d speed sliders", len(sliders))
	}
	sliders[0].SetValue(1.5)
	sliders[0].OnChangeEnded(1.5)
	if got := h.speed; got != 1.5 || tb.pace() != 1500*time.Millisecond {
		t.Errorf("speed 1.5 s: preference %v, pace %v", got, tb.pace())
	}
	if !slices.Contains(uitest.Texts(tb.bar.right), "1.5 s a move") {
		t.Errorf("the slider's caption does not give its value: %q", uitest.Texts(tb.bar.right))
	}
}

// Play is enabled only while the tiles placed make a legal move; Enter on
// a refused move plays nothing and keeps the reason in view.
func TestPlayOnlyForALegalMove(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	p := uitest.BestPlay(t, tb.game.Referee(), tb.game.Grid(), tb.game.Player(0).Rack, 2)
	h.PlaceByTaps(p)
	if tb.bar.play.Disabled() {
		t.Fatalf("Play is disabled for %s, a legal move; status %q", p.Move, tb.status.label.Text)
	}
	// Taken back to the rack, a tile leaves a move the rules refuse: a
	// gap in the middle of an opening, or one tile alone. Play goes off,
	// and the status line says why.
	back := p.Placed[len(p.Placed)/2].Square
	h.DragTo(h.tbl().board.Square(back), uitest.Centre(tb.rack))
	if !tb.bar.play.Disabled() {
		t.Errorf("Play stays enabled after taking back %s of %s; status %q", back, p.Move, tb.status.label.Text)
	}
	if verdict, legal := tb.turn.Verdict(); legal || tb.status.label.Text != verdict {
		t.Errorf("status %q does not give the refusal of %s: %s", tb.status.label.Text, p.Move, verdict)
	}
	// Enter on a refused move plays nothing and keeps the reason.
	want := tb.status.label.Text
	h.Key(fyne.KeyReturn)
	if len(tb.game.History()) != 0 || tb.status.label.Text != want {
		t.Errorf("Enter on a refused move: history %v, status %q", tb.game.History(), tb.status.label.Text)
	}
}

// The arrow keys move the typing cursor to the next free square their way,
// starting on the start square, and stop at the board's edge.
func TestArrowKeysMoveTheCursor(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	start := tb.game.Board().Start()
	h.Key(fyne.KeyRight)
	if !tb.turn.Cursor().On() || tb.turn.Cursor().Square() != start || !strings.Contains(uitest.Face(tb.board.Square(start)), "→") {
		t.Fatalf("the first arrow key put the cursor at %+v, want on the start square %s", tb.turn.Cursor(), start)
	}
	h.Key(fyne.KeyDown)
	h.Key(fyne.KeyRight)
	if want := start.Next(board.Down).Next(board.Right); tb.turn.Cursor().Square() != want || tb.turn.Cursor().Direction() != board.Right {
		t.Errorf("Down, Right: cursor %+v, want on %s, still across", tb.turn.Cursor(), want)
	}
	for range start.Col + 5 {
		h.Key(fyne.KeyLeft)
	}
	if tb.turn.Cursor().Square().Col != 0 {
		t.Errorf("the cursor did not stop at the left edge: %s", tb.turn.Cursor().Square())
	}
	// Typing off the right edge, Down brings the cursor back below the
	// last letter.
	last := board.Square{Col: tb.game.Board().Cols() - 1, Row: start.Row + 1}
	h.Tap(tb.board.Square(last))
	h.Tap(tb.board.Square(last)) // turned across: at the edge the arrow starts down
	if tb.turn.Cursor().Direction() != board.Right {
		t.Fatalf("a second click on %s leaves the arrow %v", last, tb.turn.Cursor().Direction())
	}
	h.TypeText(h.RackString()[:1])
	h.Key(fyne.KeyDown)
	if want := last.Next(board.Down); tb.turn.Cursor().Square() != want {
		t.Errorf("Down after typing off the edge: cursor on %s, want %s", tb.turn.Cursor().Square(), want)
	}
	h.Key(fyne.KeyEscape)

	// After a move, the arrows jump the tiles on the board.
	p := uitest.BestPlay(t, tb.game.Referee(), tb.game.Grid(), tb.game.Player(0).Rack, 2)
	h.PlaceByTaps(p)
	h.Key(fyne.KeyReturn)
	// The start square is taken now: the first arrow key goes on from it
	// to the first free square its way, pointing that way.
	h.Key(fyne.KeyDown)
	want := start
	for !tb.turn.Free(want) {
		want = want.Next(board.Down)
	}
	if !tb.turn.Cursor().On() || tb.turn.Cursor().Square() != want || tb.turn.Cursor().Direction() != board.Down {
		t.Errorf("Down with the start square taken: cursor %+v, want on %s pointing down", tb.turn.Cursor(), want)
	}
	across := p.Move.Dir.Across()
	over := p.Placed[1].Square
	h.Tap(tb.board.Square(over.Prev(across)))
	a := map[board.Direction]fyne.KeyName{board.Right: fyne.KeyRight, board.Down: fyne.KeyDown}[across]
	h.Key(a)
	if want := over.Next(across); tb.turn.Cursor().Square() != want {
		t.Errorf("the arrow from %s over %s went to %s, want %s", over.Prev(across), over, tb.turn.Cursor().Square(), want)
	}
}

// An arrow key moves the typing arrow to a square where it points as a
// click there would, unless the player turned it, which it then keeps.
func TestArrowKeysPointTheWayAClickWould(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	p := uitest.BestPlay(t, tb.game.Referee(), tb.game.Grid(), tb.game.Player(0).Rack, 2)
	h.PlaceByTaps(p)
	h.Key(fyne.KeyReturn)
	if p.Move.Dir != board.Down {
		t.Fatalf("the first move %s is not down, as this test needs", p.Move)
	}
	// Right of the square below the move the arrow points right; on the
	// square below the move, with nothing to its left, down.
	below := p.Placed[len(p.Placed)-1].Square.Next(board.Down)
	h.Tap(tb.board.Square(below.Next(board.Right)))
	if tb.turn.Cursor().Direction() != board.Right {
		t.Fatalf("clicked on %s, the arrow points %v", below.Next(board.Right), tb.turn.Cursor().Direction())
	}
	h.Key(fyne.KeyLeft)
	if tb.turn.Cursor().Square() != below || tb.turn.Cursor().Direction() != board.Down {
		t.Errorf("Left: the arrow is on %s pointing %v; want %s pointing down", tb.turn.Cursor().Square(), tb.turn.Cursor().Direction(), below)
	}
	h.Key(fyne.KeyRight)
	if tb.turn.Cursor().Direction() != board.Right {
		t.Errorf("Right again: the arrow points %v, want right", tb.turn.Cursor().Direction())
	}
	// Turned with Tab, it keeps its way.
	h.Key(fyne.KeyTab)
	h.Key(fyne.KeyLeft)
	h.Key(fyne.KeyRight)
	if tb.turn.Cursor().Direction() != board.Down {
		t.Errorf("turned down with Tab, then moved, the arrow points %v", tb.turn.Cursor().Direction())
	}
}

// A typed letter that cannot go down says why in the status line.
func TestTypingSaysWhyNot(t *testing.T) {
	h, tb, missing := startWithBlanks(t, 0)
	h.TypeText(string(missing))
	if !strings.HasPrefix(tb.status.label.Text, "Click a free square") {
		t.Errorf("typing with no cursor: status %q", tb.status.label.Text)
	}
	h.Tap(h.Square("d7"))
	h.TypeText(string(missing + 'a' - 'A'))
	if want := fmt.Sprintf("Your rack has no %c, and no blank", missing); len(tb.turn.Placed()) != 0 || !strings.HasPrefix(tb.status.label.Text, want) {
		t.Errorf("typing %c with no such tile: placed %v, status %q, want %q", missing, tb.turn.Placed(), tb.status.label.Text, want)
	}
}

// loggedAs reports whether a line of the log, after its prefix, gives play:
// the word it forms when that is more than the tiles laid, then its
// notation.
func loggedAs(line, prefix string, play move.Play) bool {
	rest, ok := strings.CutPrefix(line, prefix)
	word := strings.ToUpper(play.Word.Text)
	if word != strings.ToUpper(play.Move.Word) {
		rest, ok = strings.CutPrefix(rest, word+"  ")
	}
	return ok && strings.HasPrefix(rest, play.Move.String()+"  ")
}

// Shuffle and Recall stay in place as tiles leave the rack.
func TestRackButtonsStayPut(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	before := uitest.Abs(tb.bar.recall)
	h.Tap(tb.rack.Tiles()[0])
	h.Tap(h.Square("d7"))
	h.Settle()
	if len(tb.turn.Placed()) != 1 || uitest.Abs(tb.bar.recall) != before {
		t.Errorf("with a tile on the board Recall moved from %v to %v", before, uitest.Abs(tb.bar.recall))
	}
}

// Backspace takes back the tile placed last, dragged or tapped as well as
// typed.
func TestBackspaceTakesBackTheLastTile(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(tb.rack.Tiles()[0])
	h.Tap(h.Square("d7"))
	h.DragTo(tb.rack.Tiles()[0], uitest.Centre(h.Square("e7")))
	h.Key(fyne.KeyBackspace)
	if _, ok := pendingOn(tb, uitest.Sq(t, "e7")); ok || len(tb.turn.Placed()) != 1 {
		t.Fatalf("Backspace left %v on the board, want only d7", tb.turn.Placed())
	}
	h.Key(fyne.KeyBackspace)
	if len(tb.turn.Placed()) != 0 {
		t.Errorf("a second Backspace left %v", tb.turn.Placed())
	}
}

// A tile dragged or tapped onto the typing cursor's square moves the cursor
// on, and typing goes on after it; typing off the board's edge says so, and
// every refusal keeps what the tiles placed would do.
func TestTypingGoesOnAfterAPlacedTile(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true)) // SNMITGU
	h.Tap(h.Square("d5"))
	h.Key(fyne.KeyTab)
	h.TypeText("nu")
	h.Tap(h.RackTile('T'))
	h.Tap(h.Square("d7"))
	if tb.turn.Cursor().Square() != uitest.Sq(t, "d8") || strings.Contains(uitest.Face(h.Square("d7")), "↓") {
		t.Fatalf("after a tile was laid on the cursor's square the cursor is on %v, d7 shows %q", tb.turn.Cursor().Square(), uitest.Face(h.Square("d7")))
	}
	h.TypeText("s")
	if got, ok := pendingOn(tb, uitest.Sq(t, "d8")); !ok || got.Letter != 'S' {
		t.Fatalf("typing after the tapped tile left d8 %v, %v; status %q", got, ok, tb.status.label.Text)
	}
	h.TypeText("z")
	if want := "Your rack has no Z, and no blank to play it. NUTS  ·  NUTS,d5  ·  "; !strings.HasPrefix(tb.status.label.Text, want) {
		t.Errorf("status %q, want it to begin %q", tb.status.label.Text, want)
	}

	h.Key(fyne.KeyEscape)
	h.Tap(h.Square("m7"))
	h.TypeText("stingy")
	if n := len(tb.turn.Placed()); n != 4 || !strings.HasPrefix(tb.status.label.Text, "No room for GY: the board ends there. ") || !strings.Contains(tb.status.label.Text, "STIN,7m") {
		t.Errorf("typing past the edge: %d tiles placed, status %q", n, tb.status.label.Text)
	}
	// A key held down names a rack's worth of letters, and no more.
	h.TypeText("yyyyyyyy")
	if !strings.HasPrefix(tb.status.label.Text, "No room for GYYYYYY…: the board ends there. ") {
		t.Errorf("typing on past the edge: status %q", tb.status.label.Text)
	}
	// Back on the board, the letters refused are forgotten.
	h.Key(fyne.KeyBackspace)
	h.TypeText("nu")
	if !strings.HasPrefix(tb.status.label.Text, "No room for U: the board ends there. ") {
		t.Errorf("after Backspace and more typing past the edge, status %q", tb.status.label.Text)
	}
}

// A start square with a premium shows the premium's label and, in its
// corner, the star; a plain one shows the star alone.
func TestStartSquareShowsItsPremium(t *testing.T) {
	b, err := board.Parse(uitest.Referee(t).Rules.Board, "start.txt", []byte(uitest.ValidBoardText(12, 16, "h8")))
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t)
	h.start(Setup{Board: b, Players: []game.PlayerKind{game.Human, game.Human}, Open: true})
	if got := uitest.Face(h.Square("h8")); got != "2W ★" {
		t.Errorf("the start square on a double word shows %q, want the label and the star", got)
	}
	star := float32(0)
	for _, o := range uitest.Objects(h.Square("h8")) {
		if text, ok := o.(*canvas.Text); ok && text.Text == "★" {
			star = text.TextSize
		}
	}
	if width := h.Square("h8").Size().Width; star < width/3 {
		t.Errorf("the star is %.1f px on a %.1f px square", star, width)
	}
	if got := uitest.Face(h.Square("g7")); got != "2W" {
		t.Errorf("another double word shows %q", got)
	}
}

// In an open game between computers the mover's rack is in view, and no
// button a human would press is shown.
func TestGameBetweenComputersShowsTheMoversRack(t *testing.T) {
	b := uitest.NewBlocker()
	h := newHarness(t, func(c *config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return b }
	})
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Computer, game.Computer}, Open: true})
	<-b.Started
	h.Settle()
	if got, want := h.RackString(), tb.game.Player(tb.game.ToMove()).Rack.Letters(); got != want {
		t.Errorf("the rack shows %q, want the mover's %q", got, want)
	}
	for _, button := range []*widget.Button{tb.bar.shuffle, tb.bar.recall, tb.bar.pass, tb.bar.play, tb.bar.reveal} {
		if button.Visible() {
			t.Errorf("%q is shown in a game between computers", button.Text)
		}
	}
	// Pause says so in the status line, and that the move begun is played
	// first; Resume goes back to thinking.
	pause := h.Button(tb.bar.right, "Pause")
	h.Tap(pause)
	if !strings.HasPrefix(tb.status.label.Text, "Pausing: Player 1 (computer) finishes its move first.") {
		t.Errorf("paused, the status says %q", tb.status.label.Text)
	}
	h.Tap(pause)
	if !strings.Contains(tb.status.label.Text, "is thinking") {
		t.Errorf("resumed, the status says %q", tb.status.label.Text)
	}
}

// Fitted to the window, a tall board such as 7 x 28 shows whole in the
// window's usual size, and the default board in the smallest window.
func TestFittedBoardsNeedNoScrolling(t *testing.T) {
	tall, err := board.Parse(uitest.Referee(t).Rules.Board, "tall.txt", []byte(uitest.ValidBoardText(7, 28, "d14")))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		board *board.Board
		size  fyne.Size // none for the smallest window
	}{
		{tall, fyne.NewSize(1180, 820)},
		{uitest.DefaultBoard(t), fyne.Size{}},
	} {
		h := newHarness(t)
		tb := h.start(Setup{Board: c.board, Players: []game.PlayerKind{game.Human, game.Human}, Open: true})
		if c.size.IsZero() {
			h.smallest()
		} else {
			h.win.Resize(c.size)
			h.Settle()
		}
		if need, view := tb.board.MinSize(), tb.scroll.Size(); need.Height > view.Height || need.Width > view.Width {
			t.Errorf("%s in a %v window needs %v, the view is %v", c.board.Name(), c.size, need, view)
		}
	}
}

// A status message that wraps onto a second line leaves the board as it
// was: the status line keeps room for two. A longer one, even in the
// narrowest window with the thinking bar beside it, is cut short with an
// ellipsis rather than pushing the board up.
func TestLongStatusKeepsTheBoard(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.smallest()
	before := tb.scroll.Size()
	for _, c := range []struct {
		repeat   int
		thinking bool
		cut      bool
	}{{2, false, false}, {12, false, true}, {12, true, true}} {
		tb.thinking.Show(0, c.thinking)
		message := strings.Repeat("A sentence that runs on. ", c.repeat)
		tb.status.showAfter(message)
		h.Settle()
		if lines := shownLines(tb.status.label); lines != 2 {
			t.Errorf("%d sentences (thinking %v) take %d lines, want two", c.repeat, c.thinking, lines)
		}
		if shown := shownText(tb.status.label); strings.Contains(shown, "…") != c.cut {
			t.Errorf("%d sentences (thinking %v) show as %q; cut short: %v", c.repeat, c.thinking, shown, c.cut)
		}
		if after := tb.scroll.Size(); after != before {
			t.Errorf("%d sentences (thinking %v) changed the board's view from %v to %v", c.repeat, c.thinking, before, after)
		}
	}
	tb.thinking.Show(0, false)
}

// shownText is the text label l shows, its lines joined by spaces.
func shownText(l *widget.Label) string {
	var rows []string
	for _, row := range uitest.Find[*canvas.Text](l) {
		rows = append(rows, row.Text)
	}
	return strings.Join(rows, " ")
}

// shownLines counts the lines of text label l shows.
func shownLines(l *widget.Label) int {
	n := 0
	for _, row := range uitest.Find[*canvas.Text](l) {
		if strings.TrimSpace(row.Text) != "" {
			n++
		}
	}
	return n
}

// A blank dropped on a tile placed this turn asks for its letter; Cancel
// leaves both tiles as they were, the tile on its square and the blank on
// the rack, and the screen showing so.
func TestBlankDroppedOnAPlacedTileThenCancelled(t *testing.T) {
	h, tb, _ := startWithBlanks(t, 1)
	other := tb.turn.Hand().Tile(0).Letter
	if other == 0 {
		other = tb.turn.Hand().Tile(1).Letter
	}
	h.DragTo(h.RackTile(other), uitest.Centre(h.Square("d7")))
	placed, said := uitest.Face(h.Square("d7")), tb.status.label.Text
	h.DragTo(h.RackTile('_'), uitest.Centre(h.Square("d7")))
	if !strings.HasPrefix(tb.status.label.Text, "Choose the letter the blank on d7") {
		t.Errorf("while asked, the status line says %q, which was said of the tile the blank replaced", tb.status.label.Text)
	}
	h.Tap(h.Button(h.Overlay(), "Cancel"))
	if tb.status.label.Text != said {
		t.Errorf("after Cancel the status line says %q, want again %q", tb.status.label.Text, said)
	}
	if got, ok := pendingOn(tb, uitest.Sq(t, "d7")); !ok || got.Letter != other || len(tb.turn.Placed()) != 1 {
		t.Fatalf("after Cancel d7 holds %v in the hand, %v; want %c", got, ok, other)
	}
	if v := h.Square("d7"); uitest.Face(v) != placed || len(h.RackString()) != 6 || !strings.Contains(h.RackString(), "_") {
		t.Errorf("after Cancel d7 shows %q, the rack %q", uitest.Face(v), h.RackString())
	}
}

// startWithBlanks starts an open game between humans whose first rack
// holds n blanks, and returns a letter that rack has no tile of.
func startWithBlanks(t *testing.T, n int) (*harness, *Table, byte) {
	t.Helper()
	seed := uitest.SeedWhere(t, func(p1, _ tile.Rack) bool { return uitest.Blanks(p1) == n })
	h := newHarness(t, func(c *config) { c.Seed = func() uint64 { return seed } })
	tb := h.start(humansOnDefault(t, true))
	missing := byte('A')
	for strings.IndexByte(h.RackString(), missing) >= 0 {
		missing++
	}
	return h, tb, missing
}

// The panel shows the other player's rack in the order they arranged it,
// as does the end of the game.
func TestPanelShowsARackAsArranged(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.DragTo(tb.rack.Tiles()[6], uitest.Abs(tb.rack.Tiles()[0]).AddXY(5, 20))
	arranged := h.RackString()
	if arranged == tb.game.Player(0).Rack.Letters() {
		t.Fatalf("the drag left the rack as drawn, %s", arranged)
	}
	h.PassAndConfirm()
	var other []byte
	for _, v := range tb.panel.OtherRack().Tiles() {
		other = append(other, v.Tile().Notation())
	}
	if string(other) != arranged {
		t.Errorf("on Player 2's turn the panel shows Player 1's rack as %s, arranged %s", other, arranged)
	}
	for range 3 {
		h.PassAndConfirm()
	}
	if !tb.game.Over() || !slices.ContainsFunc(tb.panel.Log().Lines(), func(l string) bool { return strings.Contains(l, "End. P1  left "+arranged) }) {
		t.Errorf("the log ends %q, want P1 left %s", tb.panel.Log().Lines(), arranged)
	}
}

// A board too tall to fit the window whole, such as 26 x 99, fits its
// width instead, with squares larger than the least, up to boardview.WidestSquare,
// and scrolls down.
func TestTallBoardFitsTheWidth(t *testing.T) {
	big, err := board.Parse(uitest.Referee(t).Rules.Board, "big.txt", []byte(uitest.ValidBoardText(26, 99, "m50")))
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t)
	tb := h.start(Setup{Board: big, Players: []game.PlayerKind{game.Human, game.Human}, Open: true})
	for _, width := range []float32{0, 1400, 2400} {
		if width > 0 {
			h.win.Resize(fyne.NewSize(width, 900))
		}
		h.Settle()
		view, need := tb.scroll.Size(), tb.board.MinSize()
		cell := tb.board.Cell()
		if cell <= boardview.FittedSquare || cell > boardview.WidestSquare || need.Width > view.Width || need.Height <= view.Height {
			t.Errorf("26 x 99: squares of %v, the board needs %v of the view's %v", cell, need, view)
		}
		if cell < boardview.WidestSquare && view.Width-need.Width >= 2*cell {
			t.Errorf("26 x 99 in a window %v wide: squares of %v leave %v of the view's width", width, cell, view.Width-need.Width)
		}
	}
}

// dragOver sends src the drag event of the pointer at absolute position to,
// as the driver does while a drag goes on.
func dragOver(src fyne.Draggable, to fyne.Position) {
	at := uitest.Abs(src.(fyne.CanvasObject))
	src.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: to, Position: to.Subtract(at)}})
}

// dragAround begins a drag on src, does mid, drags on to the middle of
// square to and lets go. It reports whether a tile still followed the
// pointer after mid.
func (h *harness) dragAround(src fyne.Draggable, to string, mid func()) bool {
	dragOver(src, uitest.Centre(src.(fyne.CanvasObject)).AddXY(3, 0))
	mid()
	dragOver(src, uitest.Centre(h.Square(to)))
	carried := h.tbl().drag.Dragging()
	src.DragEnd()
	return carried
}

// A key that may change the tiles placed, pressed while a tile is dragged,
// ends the drag: the tile goes back where it was taken from, the rest of
// the pointer's drag moves nothing, and the next drag works as ever.
func TestKeyDuringDragEndsIt(t *testing.T) {
	keys := map[string]func(h *harness){
		"Escape":    func(h *harness) { h.Key(fyne.KeyEscape) },
		"Backspace": func(h *harness) { h.Key(fyne.KeyBackspace) },
		"Enter":     func(h *harness) { h.Key(fyne.KeyReturn) },
		"a letter":  func(h *harness) { h.TypeText("e") },
	}
	for name, press := range keys {
		for _, from := range []string{"rack", "square"} {
			t.Run(name+" from the "+from, func(t *testing.T) {
				h := newHarness(t)
				tb := h.start(humansOnDefault(t, true))
				h.DragTo(h.RackTile('S'), uitest.Centre(h.Square("d7")))
				h.Tap(h.Square("d8")) // a typing cursor, for the letter
				var src fyne.Draggable = h.Square("d7")
				if from == "rack" {
					src = tb.rack.Tiles()[0]
				}
				o := src.(fyne.CanvasObject)
				first := uitest.Centre(o).AddXY(3, 0)
				dragOver(src, first)
				if !tb.drag.Dragging() {
					t.Fatal("no drag began")
				}
				press(h)
				if tb.drag.Dragging() || len(tb.drag.Layer().Objects) != 0 {
					t.Fatalf("after %s the dragged tile still follows the pointer", name)
				}
				h.TilesShown()
				if v, ok := src.(*boardview.Square); ok && v.Lifted() {
					t.Errorf("after %s, d7 still shows its tile as lifted", name)
				}
				if v, ok := src.(*tiles.View); ok && v.Lifted() {
					t.Errorf("after %s, the rack tile dragged still shows as lifted", name)
				}
				to := uitest.Centre(h.Square("h8"))
				dragOver(src, to)
				if tb.drag.Dragging() {
					t.Fatal("the rest of the drag picked a tile up again")
				}
				src.DragEnd()
				if _, ok := pendingOn(tb, uitest.Sq(t, "h8")); ok {
					t.Fatal("the drag ended by the key still dropped a tile on h8")
				}
				h.Settle()
				// The next drag, from the same object where it is still
				// there, works as ever.
				next := fyne.Draggable(tb.rack.Tiles()[0])
				if v, ok := src.(*tiles.View); ok && slices.Contains(tb.rack.Tiles(), v) {
					next = v
				}
				if from == "square" {
					if _, ok := pendingOn(tb, uitest.Sq(t, "d7")); !ok {
						h.Tap(tb.rack.Tiles()[0])
						h.Tap(h.Square("d7"))
					}
					next = h.Square("d7")
				}
				h.DragTo(next, uitest.Centre(h.Square("h8")))
				if _, ok := pendingOn(tb, uitest.Sq(t, "h8")); !ok {
					t.Errorf("the next drag, to h8, placed nothing")
				}
			})
		}
	}
}

// The typing cursor goes with the game's end: no arrow is left on the
// finished board.
func TestNoTypingArrowAfterTheGame(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	for !tb.game.PassEnds() {
		h.PassAndConfirm()
	}
	h.Tap(h.Square("a1"))
	if !strings.Contains(uitest.Face(h.Square("a1")), "→") {
		t.Fatalf("no arrow on a1: %q", uitest.Face(h.Square("a1")))
	}
	h.PassAndConfirm()
	if !tb.game.Over() {
		t.Fatal("the game is not over")
	}
	if f := uitest.Face(h.Square("a1")); strings.Contains(f, "→") {
		t.Errorf("the finished board still shows the typing arrow on a1: %q", f)
	}
}

// A click puts the typing arrow the way the word is going: down the column
// of the tiles placed this turn, or down from a tile on the board with
// none to its left, or down to a tile with none beside, or down from the
// right edge; across otherwise.
func TestTypingArrowFollowsTheWord(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(h.Square("d7"))
	if got := uitest.Face(h.Square("d7")); !strings.HasSuffix(got, "→") {
		t.Errorf("on an empty board the arrow on d7 shows %q, want across", got)
	}
	h.Tap(h.Square("d7")) // turned down
	h.Key(fyne.KeyEscape)
	// At the right edge, with room below, the arrow points down; in the
	// corner, with room neither way, across.
	for _, c := range []struct{ square, arrow string }{{"p6", "↓"}, {"p14", "→"}, {"o14", "→"}} {
		h.Tap(h.Square(c.square))
		if got := uitest.Face(h.Square(c.square)); !strings.HasSuffix(got, c.arrow) {
			t.Errorf("on an empty board a click on %s shows %q, want %s", c.square, got, c.arrow)
		}
	}
	h.Key(fyne.KeyEscape)
	h.Tap(h.RackTile('S'))
	h.Tap(h.Square("d7"))
	for _, c := range []struct{ square, arrow string }{{"d8", "↓"}, {"d3", "↓"}, {"f7", "→"}, {"e9", "→"}} {
		h.Tap(h.Square(c.square))
		if got := uitest.Face(h.Square(c.square)); !strings.HasSuffix(got, c.arrow) {
			t.Errorf("with S placed on d7, a click on %s shows %q, want %s", c.square, got, c.arrow)
		}
		h.Tap(h.Square("e10")) // the arrow goes elsewhere
	}
	h.Key(fyne.KeyEscape)

	play := h.PlayBest() // now the other player's turn, with tiles on the board
	grid := tb.game.Grid()
	var below, beside, above board.Square
	for _, p := range play.Placed {
		if s := p.Square.Prev(board.Down); tb.game.Board().Contains(s) && !grid.Occupied(s) &&
			!grid.Occupied(s.Prev(board.Right)) && !grid.Occupied(s.Next(board.Right)) {
			above = s
		}
		s := board.Square{Col: p.Square.Col, Row: p.Square.Row + 1}
		left := board.Square{Col: s.Col - 1, Row: s.Row}
		if tb.game.Board().Contains(s) && !grid.Occupied(s) && !grid.Occupied(left) {
			below = s
		}
		if s := (board.Square{Col: p.Square.Col + 1, Row: p.Square.Row}); tb.game.Board().Contains(s) && !grid.Occupied(s) {
			beside = s
		}
	}
	if below == (board.Square{}) || beside == (board.Square{}) || above == (board.Square{}) {
		t.Fatalf("%v leaves no free square below, beside or above its tiles", play.Move)
	}
	h.Tap(h.Square(above.String()))
	if got := uitest.Face(h.Square(above.String())); !strings.HasSuffix(got, "↓") {
		t.Errorf("above %v's tile, the arrow on %s shows %q, want down", play.Move, above, got)
	}
	h.Tap(h.Square(below.String()))
	if got := uitest.Face(h.Square(below.String())); !strings.HasSuffix(got, "↓") {
		t.Errorf("below %v's tile, the arrow on %s shows %q, want down", play.Move, below, got)
	}
	h.Tap(h.Square(beside.String()))
	if got := uitest.Face(h.Square(beside.String())); !strings.HasSuffix(got, "→") {
		t.Errorf("beside %v's tile, the arrow on %s shows %q, want across", play.Move, beside, got)
	}
}

// Enter that plays the move while a rack tile is dragged, in an open game
// between humans, hands the turn on: the rest of the drag, still sent to
// the old rack's tile, neither shows nor places the next player's tile.
func TestDragOutlivesTheMovePlayed(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	g := tb.game
	p := uitest.BestPlay(t, g.Referee(), g.Grid(), g.Player(0).Rack, 2)
	if len(p.Placed) == 7 {
		t.Skip("the best move plays every tile")
	}
	h.PlaceByTaps(p)
	carried := h.dragAround(tb.rack.Tiles()[len(tb.rack.Tiles())-1], "a1", func() {
		h.Key(fyne.KeyReturn)
		if g.ToMove() != 1 {
			t.Fatal("Enter did not play the move")
		}
	})
	if carried {
		t.Error("the rest of the drag picked up the next player's tile")
	}
	if placed := tb.turn.Placed(); len(placed) != 0 {
		t.Errorf("the drag begun by Player 1 placed %v for Player 2", placed)
	}
}

// A drag begun on an empty square stays a drag of nothing when a letter
// typed meanwhile puts a tile there.
func TestTypedTileIsNotPickedUpMidDrag(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(h.Square("d7"))
	carried := h.dragAround(h.Square("d7"), "h8", func() {
		h.TypeText("s")
		if _, ok := pendingOn(tb, uitest.Sq(t, "d7")); !ok {
			t.Fatal("typing s placed nothing on d7")
		}
	})
	if carried {
		t.Error("the drag begun on the empty square picked up the tile typed there")
	}
	if _, ok := pendingOn(tb, uitest.Sq(t, "d7")); !ok {
		t.Error("the tile typed on d7 moved")
	}
}

// A blank whose letter question is cancelled goes back to its own place on
// the rack, so that recalling the other tiles then gives the rack as it
// was: dropped on an empty square, or on a tile placed this turn, which
// comes back to the rack to make way.
func TestCancelledBlankKeepsTheRackOrder(t *testing.T) {
	for _, on := range []string{"e7", "d7"} {
		h, tb, _ := startWithBlanks(t, 1)
		before := h.RackString()
		first := tb.turn.Hand().Tile(0).Letter
		if first == 0 {
			first = tb.turn.Hand().Tile(1).Letter
		}
		h.DragTo(h.RackTile(first), uitest.Centre(h.Square("d7")))
		h.DragTo(h.RackTile('_'), uitest.Centre(h.Square(on)))
		h.Key(fyne.KeyEscape) // the letter question
		h.Key(fyne.KeyEscape) // the tiles placed
		if got := h.RackString(); got != before {
			t.Errorf("blank dropped on %s: after its question was cancelled and the tiles recalled, the rack reads %q, want %q", on, got, before)
		}
	}
}

// The squares are whole pixels in size and lie at whole pixels from each
// other, in any window and at any zoom, so that every gap between them
// looks the same.
func TestSquaresLieOnWholePixels(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	whole := func(x float32) bool { return x == float32(math.Round(float64(x))) }
	check := func(when string) {
		t.Helper()
		first := tb.board.Squares()[0].Position()
		for i, s := range tb.board.Squares() {
			at := s.Position().Subtract(first)
			if !whole(at.X) || !whole(at.Y) || !whole(s.Size().Width) || !whole(first.X) || !whole(first.Y) {
				t.Fatalf("%s: square %d of %v px lies at %v from the first, at %v", when, i, s.Size(), at, first)
			}
		}
	}
	for _, size := range []fyne.Size{{Width: 1001, Height: 703}, {Width: 1187.5, Height: 811.3}, {Width: 1500, Height: 1000}} {
		h.win.Resize(size)
		check(fmt.Sprintf("fitted to %v", size))
	}
	h.tbl().Zoom(keys.ZoomStep)
	check("zoomed in")
}
