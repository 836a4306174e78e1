package rack

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
	"scraebbkle/ui/access"
	"scraebbkle/ui/tiles"
	"scraebbkle/ui/turn"
)

// View shows tiles in a row: the human's hand, which can be tapped and
// dragged, or another player's rack face up or face down.
type View struct {
	widget.BaseWidget
	row   *fyne.Container
	room  *canvas.Rectangle // as wide as the tiles the rack leaves room for
	slots int               // how many tiles that is
	side  float32           // the size of a tile
	tiles []*tiles.View
}

// gap is the space between two tiles on a rack.
const gap = 4

// New returns an empty rack view.
func New() *View {
	v := &View{row: container.New(layout.NewCustomPaddedHBoxLayout(gap)), room: canvas.NewRectangle(color.Transparent), side: tiles.Size}
	v.ExtendBaseWidget(v)
	return v
}

// LeaveRoom keeps the view as wide as n tiles however many it shows, so
// that what stands beside it stays in place as tiles leave and return.
func (v *View) LeaveRoom(n int) {
	v.slots = n
	v.room.SetMinSize(fyne.NewSize(float32(n)*(v.side+gap)-gap, v.side))
}

// Side is the size of the rack's tiles.
func (v *View) Side() float32 { return v.side }

// SetSide makes the rack's tiles side pixels square.
func (v *View) SetSide(side float32) {
	v.side = side
	v.LeaveRoom(v.slots)
	for _, t := range v.tiles {
		t.SetSide(side)
	}
	v.row.Refresh()
}

// Tiles are the views of the tiles shown, in order.
func (v *View) Tiles() []*tiles.View { return v.tiles }

// ShowHand shows the tiles of hand h that are on the rack, in order, with
// the picked one marked; their taps and drags go to handler.
func (v *View) ShowHand(h *turn.Hand, picked int, handler tiles.Handler) {
	v.tiles = v.tiles[:0]
	for _, i := range h.OnRack() {
		t := tiles.New(i, h.Tile(i), v.side, handler)
		t.Pick(i == picked)
		v.tiles = append(v.tiles, t)
	}
	v.sync()
}

// ShowRack shows a rack that cannot be played from, face up or face down.
func (v *View) ShowRack(r tile.Rack, faceUp bool) {
	v.tiles = v.tiles[:0]
	for i, t := range r {
		tv := tiles.New(i, t, v.side, nil)
		if !faceUp {
			tv.FaceDown()
		}
		v.tiles = append(v.tiles, tv)
	}
	v.sync()
}

// sync puts the tile views in the row.
func (v *View) sync() {
	objects := make([]fyne.CanvasObject, len(v.tiles))
	for i, t := range v.tiles {
		objects[i] = t
	}
	v.row.Objects = objects
	v.row.Refresh()
}

// SlotAt returns the position among the rack's tiles that tile dragged,
// dropped at x (relative to the rack view), goes to.
func (v *View) SlotAt(x float32, dragged int) int {
	n := 0
	for _, t := range v.tiles {
		if t.Index() == dragged {
			continue
		}
		if x < t.Position().X+t.Size().Width/2 {
			return n
		}
		n++
	}
	return n
}

// CreateRenderer shows the row of tiles.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(v.room, v.row))
}

// Spoken are the rack's places, for a screen reader: n of them, each the
// tile there while there is one.
func (v *View) Spoken(n int) []access.Part {
	parts := make([]access.Part, n)
	for i := range parts {
		parts[i] = access.Part{At: func() fyne.CanvasObject {
			if i < len(v.tiles) {
				return v.tiles[i]
			}
			return nil
		}, In: v.row}
	}
	return parts
}
