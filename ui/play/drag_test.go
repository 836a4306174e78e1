package play

import (
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/style"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// While a tile is dragged, the square it would go to if let go is
// outlined: a free square, or one holding another tile placed this turn,
// but not a tile played before or the place the tile left. Once it is let
// go, no square is. The tile dragged, larger than a square, lets the
// outline show through it.
func TestDraggedTileShowsWhereItWouldGo(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	played := h.PlayBest().Placed[0].Square.String()
	free := func(skip int) string {
		for _, s := range tb.board.Squares() {
			if tb.turn.Free(s.At()) {
				if skip--; skip < 0 {
					return s.At().String()
				}
			}
		}
		t.Fatal("no free square")
		return ""
	}
	placed, other := free(0), free(1)
	h.DragTo(tb.rack.Tiles()[0], uitest.Centre(h.Square(placed)))
	aimed := func() []string {
		var on []string
		for _, s := range tb.board.Squares() {
			if s.Aimed() {
				on = append(on, s.At().String())
			}
		}
		return on
	}
	for _, c := range []struct {
		name string
		src  fyne.Draggable
		want map[string]string // over each square, the square outlined
	}{
		{"a rack tile", tb.rack.Tiles()[0], map[string]string{other: other, placed: placed, played: ""}},
		{"the tile placed", h.Square(placed), map[string]string{other: other, placed: "", played: ""}},
	} {
		dragOver(c.src, uitest.Centre(c.src.(fyne.CanvasObject)).AddXY(3, 0))
		for _, over := range []string{other, placed, played, other} {
			dragOver(c.src, uitest.Centre(h.Square(over)))
			var want []string
			if c.want[over] != "" {
				want = []string{c.want[over]}
			}
			if got := aimed(); !slices.Equal(got, want) {
				t.Errorf("%s over %s: the squares outlined are %v, want %v", c.name, over, got, want)
			}
			if g := tb.drag.Ghost(); g.SeeThrough() != (want != nil) || g.SeeThrough() && uitest.Fill(g) != style.TileSeeThrough {
				t.Errorf("%s over %s: the tile dragged lets the square show through: %v", c.name, over, g.SeeThrough())
			}
		}
		if r := uitest.Find[*canvas.Rectangle](h.Square(other))[0]; r.StrokeColor != style.Cursor || r.StrokeWidth < 3 {
			t.Errorf("%s over %s: the square's edge is %v, %v px", c.name, other, r.StrokeColor, r.StrokeWidth)
		}
		c.src.DragEnd()
		if got := aimed(); len(got) != 0 {
			t.Errorf("%s let go: the squares outlined are %v", c.name, got)
		}
		h.Settle()
	}
}
