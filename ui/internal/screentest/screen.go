// Package screentest drives a game screen in the tests of the game screen
// (ui/play) and of the window around it (ui): it finds squares and rack
// tiles, lays moves by taps, drags tiles as the driver does, passes and
// asks for hints, and reads the tile tracker.
//
// It may import ui/internal/uitest and the widgets the game screen is
// made of (ui/boardview, ui/rack, ui/tiles, ui/turn, ui/keys, ui/panel),
// and not ui/play itself, so that the game screen's own tests can use it.
// It is for tests only.
package screentest

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/rack"
	"scraebbkle/ui/tiles"
	"scraebbkle/ui/turn"
)

// Parts are what a game screen is made of, as the tests look at it.
type Parts struct {
	Game  *game.Game
	Board *boardview.View
	Rack  *rack.View
	Drag  *boardview.DragLayer
	Turn  *turn.Model // nil on a computer's turn
	// Searching reports whether a hint's moves are being looked for.
	Searching func() bool
}

// Screen is a game screen in a window under test; Parts gives the parts
// of the game on screen.
type Screen struct {
	*uitest.Window
	Parts func() Parts
}

// Square is the view of square s ("d7") of the game on screen.
func (s *Screen) Square(name string) *boardview.Square {
	s.T.Helper()
	sq, ok := board.ParseSquare(name)
	if !ok {
		s.T.Fatalf("bad square %q", name)
	}
	return s.Parts().Board.Square(sq)
}

// RackTile returns the view of the first tile on the rack that plays
// notation letter c ('_' for a blank).
func (s *Screen) RackTile(c byte) *tiles.View {
	s.T.Helper()
	for _, v := range s.Parts().Rack.Tiles() {
		if v.Tile().Notation() == c || c == '_' && v.Tile().Blank {
			return v
		}
	}
	s.T.Fatalf("no tile %c on the rack %s", c, s.RackString())
	return nil
}

// RackString is the rack on screen, such as "ABC_EFG", a tile face down
// shown as #.
func (s *Screen) RackString() string {
	var b strings.Builder
	for _, v := range s.Parts().Rack.Tiles() {
		switch {
		case v.Hidden():
			b.WriteByte('#')
		default:
			b.WriteByte(v.Tile().Notation())
		}
	}
	return b.String()
}

// PlaceByTaps lays the tiles of play p by tapping each rack tile and then
// its square. It does not handle blanks.
func (s *Screen) PlaceByTaps(p move.Play) {
	s.T.Helper()
	for _, pl := range p.Placed {
		s.Tap(s.RackTile(pl.Tile.Letter))
		s.Tap(s.Parts().Board.Square(pl.Square))
	}
}

// PlayBest lays the human's best move of two tiles or more and plays it
// with Enter.
func (s *Screen) PlayBest() move.Play {
	s.T.Helper()
	g := s.Parts().Game
	p := uitest.BestPlay(s.T, g.Referee(), g.Grid(), g.Player(g.ToMove()).Rack, 2)
	s.PlaceByTaps(p)
	s.Key(fyne.KeyReturn)
	return p
}

// PassAndConfirm presses Pass and then Yes.
func (s *Screen) PassAndConfirm() {
	s.T.Helper()
	s.Tap(s.Button(s.Win.Content(), "Pass"))
	if !strings.Contains(s.OverlayText(), "Pass this turn, Player") {
		s.T.Fatalf("Pass asked %q", s.OverlayText())
	}
	s.Tap(s.Button(s.Overlay(), "Yes"))
}

// PressHint presses Ctrl+H, as a shortcut of the window's canvas, and
// waits until the hint's moves are found.
func (s *Screen) PressHint() {
	s.T.Helper()
	s.Shortcut(keys.Hint)
	s.AwaitHint()
}

// AwaitHint waits until the moves of a hint asked for are found.
func (s *Screen) AwaitHint() {
	s.T.Helper()
	s.RunUntil("the hint's moves are found", func() bool { return !s.Parts().Searching() })
}

// DragTo drags object src (a rack tile or a square holding a placed tile)
// to absolute position to, with the events GLFW sends: a first small move
// from the middle of src, then the move to the target, then the release.
// Each event's Position is the pointer relative to src.
func (s *Screen) DragTo(src fyne.Draggable, to fyne.Position) {
	s.T.Helper()
	drag := s.Parts().Drag
	o := src.(fyne.CanvasObject)
	origin, from := uitest.Abs(o), uitest.Centre(o)
	first := from.AddXY(3, 0)
	src.Dragged(&fyne.DragEvent{
		PointEvent: fyne.PointEvent{AbsolutePosition: first, Position: first.Subtract(origin)},
		Dragged:    fyne.NewDelta(3, 0),
	})
	if g := drag.Ghost(); g == nil || len(drag.Layer().Objects) != 1 {
		s.T.Fatal("no tile follows the pointer")
	} else if got, want := uitest.Abs(g).Add(fyne.NewPos(g.Side()/2, g.Side()/2)), first; got != want {
		s.T.Errorf("the dragged tile's middle is at %v, the pointer at %v", got, want)
	}
	// Its place shows no tile: the value, drawn on every tile, is gone.
	if shown := uitest.Texts(o); shown[1] == strconv.Itoa(drag.Ghost().Tile().Value) {
		s.T.Errorf("the tile is seen twice: its place still shows %q while it is dragged", shown)
	}
	d := to.Subtract(first)
	src.Dragged(&fyne.DragEvent{
		PointEvent: fyne.PointEvent{AbsolutePosition: to, Position: to.Subtract(origin)},
		Dragged:    fyne.NewDelta(d.X, d.Y),
	})
	src.DragEnd()
	if len(drag.Layer().Objects) != 0 || drag.Dragging() {
		s.T.Error("the dragged tile stays on screen after the drop")
	}
	s.Settle()
	s.TilesShown()
}

// TilesShown checks that every tile of the hand is drawn, on the rack or
// on its square: none is left showing only its place after a drag.
func (s *Screen) TilesShown() {
	s.T.Helper()
	p := s.Parts()
	for _, v := range p.Rack.Tiles() {
		if shown := uitest.Texts(v); !v.Hidden() && (v.Lifted() || shown[0] != string(v.Tile().Notation()) && !v.Tile().Blank) {
			s.T.Errorf("the rack's tile %c shows %q after the drag", v.Tile().Notation(), shown)
		}
	}
	if p.Turn == nil {
		return
	}
	for _, pl := range p.Turn.Placed() {
		if v := p.Board.Square(pl.Square); v.Lifted() || !strings.HasPrefix(uitest.Face(v), string(v.Tile().Notation())) {
			s.T.Errorf("the tile placed on %v shows %q after the drag", pl.Square, uitest.Face(v))
		}
	}
}

// PlayOutAgainstPasser plays a game against a computer that always passes
// to its end: the human's best move of two tiles or more, then passes
// until the game is over. It returns the human's move.
func (s *Screen) PlayOutAgainstPasser() move.Play {
	s.T.Helper()
	g := s.Parts().Game
	p := s.PlayBest()
	for !g.Over() {
		n := len(g.History())
		s.RunUntil("the computer passes", func() bool { return len(g.History()) > n })
		if !g.Over() {
			s.PassAndConfirm()
		}
	}
	return p
}

// Reveal presses the button that lifts the curtain of a closed game,
// "Show Player n's tiles".
func (s *Screen) Reveal() {
	s.T.Helper()
	for _, b := range uitest.Find[*widget.Button](s.Win.Content()) {
		if strings.HasPrefix(b.Text, "Show Player ") && b.Visible() {
			s.Tap(b)
			return
		}
	}
	s.T.Fatal("no button shows the tiles behind the curtain")
}
