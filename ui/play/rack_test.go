package play

import (
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/tiles"
	"testing"

	"fyne.io/fyne/v2"
)

// In a large window the rack's tiles grow with the board's squares, up to
// tiles.Largest, and so does the tile that follows the pointer; back in a
// small window they are tiles.Size again. No size sets the rack going back
// and forth: laid out again, it stays as it is.
func TestRackTilesFollowTheSquares(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	side := func() float32 { return tb.rack.Tiles()[0].Size().Width }
	for _, size := range []fyne.Size{{Width: 1180, Height: 690}, {Width: 1500, Height: 900}, {Width: 1920, Height: 1050}, {Width: 2560, Height: 1400}, {Width: 1180, Height: 690}} {
		h.win.Resize(size)
		h.Settle()
		h.Settle()
		got, cell := side(), tb.board.Cell()
		want := min(tiles.Largest, max(tiles.Size, cell))
		if got < want-2 || got > want+2 || got < tiles.Size || got > tiles.Largest {
			t.Errorf("%v: the rack's tiles are %v px, the squares %v", size, got, cell)
		}
		if h.Settle(); side() != got {
			t.Errorf("%v: laid out again, the rack's tiles went from %v to %v px", size, got, side())
		}
		dragOver(tb.rack.Tiles()[0], uitest.Centre(tb.rack.Tiles()[0]).AddXY(3, 0))
		if g := tb.drag.Ghost(); g == nil || g.Size().Width != got {
			t.Errorf("%v: the tile dragged is not the rack's size, %v px", size, got)
		}
		tb.rack.Tiles()[0].DragEnd()
	}
}
