package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
	"scraebbkle/ui/tiles"
)

// rackView shows tiles in a row: the human's rack, which can be tapped and
// dragged, or another player's rack face up or face down.
type rackView struct {
	widget.BaseWidget
	row   *fyne.Container
	room  *canvas.Rectangle // as wide as the tiles the rack leaves room for
	slots int               // how many tiles that is
	side  float32           // the size of a tile
	tiles []*tiles.View
}

// rackGap is the space between two tiles on a rack.
const rackGap = 4

// newRackView returns an empty rack view.
func newRackView() *rackView {
	v := &rackView{row: container.New(layout.NewCustomPaddedHBoxLayout(rackGap)), room: canvas.NewRectangle(color.Transparent), side: tiles.Size}
	v.ExtendBaseWidget(v)
	return v
}

// leaveRoom keeps the view as wide as n tiles however many it shows, so
// that what stands beside it stays in place as tiles leave and return.
func (v *rackView) leaveRoom(n int) {
	v.slots = n
	v.room.SetMinSize(fyne.NewSize(float32(n)*(v.side+rackGap)-rackGap, v.side))
}

// resize makes the rack's tiles side pixels square.
func (v *rackView) resize(side float32) {
	v.side = side
	v.leaveRoom(v.slots)
	for _, t := range v.tiles {
		t.SetSide(side)
	}
	v.row.Refresh()
}

// showHand shows the tiles of h that are on the rack, in order, with the
// selected one marked.
func (v *rackView) showHand(h *hand, selected int, handler tiles.Handler) {
	v.tiles = v.tiles[:0]
	for _, i := range h.onRack() {
		t := tiles.New(i, h.tiles[i].tile, v.side, handler)
		t.Pick(i == selected)
		v.tiles = append(v.tiles, t)
	}
	v.sync()
}

// showRack shows a rack that cannot be played from, face up or face down.
func (v *rackView) showRack(r tile.Rack, faceUp bool) {
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
func (v *rackView) sync() {
	objects := make([]fyne.CanvasObject, len(v.tiles))
	for i, t := range v.tiles {
		objects[i] = t
	}
	v.row.Objects = objects
	v.row.Refresh()
}

// slotAt returns the position among the rack's tiles that a tile dropped at
// x (relative to the rack view) goes to.
func (v *rackView) slotAt(x float32, dragged int) int {
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
func (v *rackView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(v.room, v.row))
}
