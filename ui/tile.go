package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core"
)

// tileSize is the size of a tile on the rack.
const tileSize = 44

// tileHandler receives taps and drags of rack tiles.
type tileHandler interface {
	tileTapped(i int)
	tileDragged(i int, src fyne.CanvasObject, ev *fyne.DragEvent)
	tileDragEnd(i int)
}

// tileView is a tile on the rack: the letter large, the value small. It can
// be tapped (to select it) and dragged (to the board or along the rack).
type tileView struct {
	widget.BaseWidget
	index    int // the tile's index in the hand
	tile     core.Tile
	selected bool
	hidden   bool // face down, for a closed game's other rack
	handler  tileHandler
}

// newTileView returns a view of tile t, the hand's tile i.
func newTileView(i int, t core.Tile, h tileHandler) *tileView {
	v := &tileView{index: i, tile: t, handler: h}
	v.ExtendBaseWidget(v)
	return v
}

// Tapped selects the tile.
func (v *tileView) Tapped(*fyne.PointEvent) {
	if v.handler != nil {
		v.handler.tileTapped(v.index)
	}
}

// Dragged moves the tile with the pointer.
func (v *tileView) Dragged(ev *fyne.DragEvent) {
	if v.handler != nil {
		v.handler.tileDragged(v.index, v, ev)
	}
}

// DragEnd drops the tile.
func (v *tileView) DragEnd() {
	if v.handler != nil {
		v.handler.tileDragEnd(v.index)
	}
}

// CreateRenderer draws the tile.
func (v *tileView) CreateRenderer() fyne.WidgetRenderer {
	return newTileFace(v)
}

// tileFace draws a tile: a rounded face, the letter and the value. It serves
// the rack's tiles and the tile that follows the pointer in a drag.
type tileFace struct {
	v       *tileView
	bg      *canvas.Rectangle
	letter  *canvas.Text
	value   *canvas.Text
	objects []fyne.CanvasObject
}

// newTileFace returns the renderer of v.
func newTileFace(v *tileView) *tileFace {
	f := &tileFace{v: v, bg: canvas.NewRectangle(tileColour)}
	f.letter = canvas.NewText("", tileText)
	f.letter.Alignment = fyne.TextAlignCenter
	f.letter.TextStyle = fyne.TextStyle{Bold: true}
	f.value = canvas.NewText("", tileText)
	f.value.Alignment = fyne.TextAlignTrailing
	f.objects = []fyne.CanvasObject{f.bg, f.letter, f.value}
	f.update()
	return f
}

func (f *tileFace) Destroy()                     {}
func (f *tileFace) Objects() []fyne.CanvasObject { return f.objects }
func (f *tileFace) MinSize() fyne.Size           { return fyne.NewSquareSize(tileSize) }

// Layout scales the face to the tile's size.
func (f *tileFace) Layout(size fyne.Size) {
	f.bg.Resize(size)
	f.bg.CornerRadius = size.Width * 0.14
	f.letter.TextSize = size.Width * 0.55
	f.letter.Resize(size)
	f.value.TextSize = size.Width * 0.26
	f.value.Move(fyne.NewPos(0, size.Height*0.52))
	f.value.Resize(fyne.NewSize(size.Width*0.92, size.Height*0.44))
}

// Refresh redraws the tile from the view's state.
func (f *tileFace) Refresh() {
	f.update()
	f.Layout(f.v.Size())
	for _, o := range f.objects {
		o.Refresh()
	}
}

// update sets the texts and colours.
func (f *tileFace) update() {
	v := f.v
	f.bg.FillColor = tileColour
	f.bg.StrokeWidth = 0
	if v.selected {
		f.bg.StrokeColor, f.bg.StrokeWidth = selectedOutline, 3
	}
	if v.hidden {
		f.bg.FillColor = color.NRGBA{0x8a, 0x6d, 0x3b, 0xff}
		f.letter.Text, f.value.Text = "", ""
		return
	}
	f.letter.Text = string(v.tile.Notation())
	f.letter.Color = tileText
	if v.tile.Blank {
		f.letter.Color = blankText
		if v.tile.Letter == 0 {
			f.letter.Text = ""
		}
	}
	f.value.Text = strconv.Itoa(v.tile.Value)
}
