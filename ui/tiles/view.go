package tiles

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// Size is the least size of a tile on the rack; Largest, the most it grows
// to, following the board's squares in a large window.
const (
	Size    = 44
	Largest = 64
)

// Handler receives taps and drags of rack tiles, each known by its index.
type Handler interface {
	TileTapped(i int)
	TileDragged(i int, src fyne.CanvasObject, ev *fyne.DragEvent)
	TileDragEnd(i int)
}

// View is a tile on the rack: the letter large, the value small. It can be
// tapped (to pick it) and dragged (to the board or along the rack).
type View struct {
	widget.BaseWidget
	index    int // the tile's index in the hand
	tile     tile.Tile
	selected bool
	hidden   bool // face down, for a closed game's other rack
	lifted   bool // being dragged: only its place on the rack shows
	// The tile that follows the pointer, over the square it would go
	// to: what is under it shows through.
	seeThrough bool
	side       float32
	handler    Handler
}

// New returns a view of tile t, the hand's tile i, side pixels square,
// whose taps and drags go to h (none when nil).
func New(i int, t tile.Tile, side float32, h Handler) *View {
	v := &View{index: i, tile: t, side: side, handler: h}
	v.ExtendBaseWidget(v)
	return v
}

// Index is the tile's index in the hand.
func (v *View) Index() int { return v.index }

// Tile is the tile shown.
func (v *View) Tile() tile.Tile { return v.tile }

// Hidden reports whether the tile is shown face down.
func (v *View) Hidden() bool { return v.hidden }

// Selected reports whether the tile is shown picked.
func (v *View) Selected() bool { return v.selected }

// Lifted reports whether only the tile's place shows, while it is dragged.
func (v *View) Lifted() bool { return v.lifted }

// SeeThrough reports whether the tile lets what is under it show through.
func (v *View) SeeThrough() bool { return v.seeThrough }

// Pick shows the tile picked, or not; a view not yet drawn needs no
// refresh.
func (v *View) Pick(on bool) { v.selected = on }

// FaceDown shows the tile face down, as another player's in a closed game.
func (v *View) FaceDown() { v.hidden = true }

// SetSide makes the tile side pixels square, from its next layout on.
func (v *View) SetSide(side float32) { v.side = side }

// ShowThrough lets what is under the tile show through it, or not.
func (v *View) ShowThrough(on bool) {
	v.seeThrough = on
	v.Refresh()
}

// Tapped picks the tile.
func (v *View) Tapped(*fyne.PointEvent) {
	if v.handler != nil {
		v.handler.TileTapped(v.index)
	}
}

// Dragged moves the tile with the pointer.
func (v *View) Dragged(ev *fyne.DragEvent) {
	if v.handler != nil {
		v.handler.TileDragged(v.index, v, ev)
	}
}

// DragEnd drops the tile.
func (v *View) DragEnd() {
	if v.handler != nil {
		v.handler.TileDragEnd(v.index)
	}
}

// Lift shows only the tile's place on the rack while the tile is dragged,
// and the tile again once it is let go.
func (v *View) Lift(on bool) {
	v.lifted = on
	v.Refresh()
}

// CreateRenderer draws the tile.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	return newFace(v)
}

// face draws a rack tile, or the tile that follows the pointer in a drag.
type face struct {
	v       *View
	bg      *canvas.Rectangle
	text    Lettering
	objects []fyne.CanvasObject
}

// newFace returns the renderer of v.
func newFace(v *View) *face {
	f := &face{v: v, bg: canvas.NewRectangle(style.TileFace), text: NewLettering()}
	f.objects = []fyne.CanvasObject{f.bg, f.text.Letter, f.text.Value}
	f.update()
	return f
}

// Destroy has nothing to free.
func (f *face) Destroy() {}

// Objects are the face, the letter and its value.
func (f *face) Objects() []fyne.CanvasObject { return f.objects }

// MinSize is the tile's size.
func (f *face) MinSize() fyne.Size { return fyne.NewSquareSize(f.v.side) }

// Layout scales the face to the tile's size.
func (f *face) Layout(size fyne.Size) {
	f.bg.Resize(size)
	f.bg.CornerRadius = size.Width * 0.14
	f.text.Layout(size, 0.55)
}

// Refresh redraws the tile from the view's state.
func (f *face) Refresh() {
	f.update()
	style.Redraw(f, f.v.Size())
}

// update sets the texts and colours.
func (f *face) update() {
	v := f.v
	f.bg.FillColor = style.TileFace
	f.bg.StrokeColor, f.bg.StrokeWidth = style.TileEdge, 1
	if v.selected {
		f.bg.StrokeColor, f.bg.StrokeWidth = style.SelectedOutline, 3
	}
	switch {
	case v.seeThrough:
		f.bg.FillColor = style.TileSeeThrough
		f.text.Show(v.tile)
		return
	case v.lifted:
		f.bg.FillColor = style.TileHole
	case v.hidden:
		f.bg.FillColor = style.TileBack
	default:
		f.text.Show(v.tile)
		return
	}
	f.text.Clear()
}

// Side is the size of the tile.
func (v *View) Side() float32 { return v.side }

// AccessibilityLabel is what a screen reader says of the tile: "Q, 10
// points", "blank, 0 points", or "a tile face down"; "picked" after a
// tile picked.
func (v *View) AccessibilityLabel() string {
	if v.hidden {
		return "a tile face down"
	}
	label := phrase.Tile(v.tile)
	if v.selected {
		label += ", picked"
	}
	return label
}

// AccessibilityRole is a button's: a tile is tapped to pick it.
func (v *View) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }
