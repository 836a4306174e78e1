package ui

import (
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
	"scraebbkle/ui/style"
)

// tileSize is the least size of a tile on the rack; largestTile, the most
// it grows to, following the board's squares in a large window.
const (
	tileSize    = 44
	largestTile = 64
)

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
	tile     tile.Tile
	selected bool
	hidden   bool // face down, for a closed game's other rack
	lifted   bool // being dragged: only its place on the rack shows
	// The tile that follows the pointer, over the square it would go
	// to: what is under it shows through.
	seeThrough bool
	side       float32
	handler    tileHandler
}

// newTileView returns a view of tile t, the hand's tile i, side pixels
// square.
func newTileView(i int, t tile.Tile, side float32, h tileHandler) *tileView {
	v := &tileView{index: i, tile: t, side: side, handler: h}
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

// lift shows only the tile's place on the rack while the tile is dragged,
// and the tile again once it is let go.
func (v *tileView) lift(on bool) {
	v.lifted = on
	v.Refresh()
}

// CreateRenderer draws the tile.
func (v *tileView) CreateRenderer() fyne.WidgetRenderer {
	return newTileFace(v)
}

// tileText is the lettering of a tile: the letter large in the middle and
// the value small at the bottom right. Board squares and rack tiles share it.
type tileText struct {
	letter, value *canvas.Text
}

// newTileText returns empty lettering.
func newTileText() tileText {
	t := tileText{letter: canvas.NewText("", style.TileInk), value: canvas.NewText("", style.TileInk)}
	t.letter.Alignment = fyne.TextAlignCenter
	t.letter.TextStyle = fyne.TextStyle{Bold: true}
	t.value.Alignment = fyne.TextAlignTrailing
	return t
}

// layout scales the lettering to a tile of the given size, the letter to
// scale times the tile's width.
func (t tileText) layout(size fyne.Size, scale float32) {
	// A value of two digits (Q 12, J 11) is smaller, and the letter moves
	// left to make room for it.
	valueScale, shift := float32(0.26), float32(0)
	if utf8.RuneCountInString(t.value.Text) > 1 {
		valueScale, shift = 0.21, size.Width*0.07
	}
	t.letter.TextSize = size.Width * scale
	share := size.Width * valueScale
	t.value.TextSize = max(share, leastText)
	top, height := size.Height*0.52, size.Height*(valueFoot-0.52)
	if t.value.TextSize > share { // raised to be read: its line ends where it would
		height = fyne.MeasureText("0", t.value.TextSize, t.value.TextStyle).Height
		top = size.Height*valueFoot - height
		if t.value.Text != "" { // the letter moves left of it, as far as it must and can
			shift = max(shift, t.clearOfValue(size))
		}
	}
	t.letter.Move(fyne.NewPos(-shift, 0))
	t.letter.Resize(size)
	t.value.Move(fyne.NewPos(0, top))
	t.value.Resize(fyne.NewSize(size.Width*valueRight, height))
}

// valueRight is where a tile's value ends, relative to the tile's width;
// valueFoot, where its line ends, relative to the tile's height, clear of
// the tile's edge.
const (
	valueRight = 0.92
	valueFoot  = 0.96
)

// clearOfValue is how far left the letter, centred on a tile of the given
// size, must move to stand a pixel clear of the value, which ends at
// valueRight; no further than keeps it a pixel inside the tile.
func (t tileText) clearOfValue(size fyne.Size) float32 {
	letter := fyne.MeasureText(t.letter.Text, t.letter.TextSize, t.letter.TextStyle).Width
	value := fyne.MeasureText(t.value.Text, t.value.TextSize, t.value.TextStyle).Width
	overlap := (size.Width+letter)/2 - (size.Width*valueRight - value) + 1
	return min(overlap, (size.Width-letter)/2-1)
}

// show letters tile: a blank's letter in capitals too, in its own colour
// (in lower case, the notation's, an l would read as an I), and an
// unplayed blank with no letter.
func (t tileText) show(tile tile.Tile) {
	t.letter.Text = string(rune(tile.Letter))
	t.letter.Color, t.value.Color = style.TileInk, style.TileInk
	if tile.Blank {
		t.letter.Color = style.BlankText
		if tile.Letter == 0 {
			t.letter.Text = ""
		}
	}
	t.value.Text = strconv.Itoa(tile.Value)
}

// clear removes the lettering.
func (t tileText) clear() { t.letter.Text, t.value.Text = "", "" }

// tileFace draws a rack tile, or the tile that follows the pointer in a drag.
type tileFace struct {
	v       *tileView
	bg      *canvas.Rectangle
	text    tileText
	objects []fyne.CanvasObject
}

// newTileFace returns the renderer of v.
func newTileFace(v *tileView) *tileFace {
	f := &tileFace{v: v, bg: canvas.NewRectangle(style.TileFace), text: newTileText()}
	f.objects = []fyne.CanvasObject{f.bg, f.text.letter, f.text.value}
	f.update()
	return f
}

// Destroy has nothing to free.
func (f *tileFace) Destroy() {}

// Objects are the face, the letter and its value.
func (f *tileFace) Objects() []fyne.CanvasObject { return f.objects }

// MinSize is the tile's size.
func (f *tileFace) MinSize() fyne.Size { return fyne.NewSquareSize(f.v.side) }

// Layout scales the face to the tile's size.
func (f *tileFace) Layout(size fyne.Size) {
	f.bg.Resize(size)
	f.bg.CornerRadius = size.Width * 0.14
	f.text.layout(size, 0.55)
}

// Refresh redraws the tile from the view's state.
func (f *tileFace) Refresh() {
	f.update()
	style.Redraw(f, f.v.Size())
}

// update sets the texts and colours.
func (f *tileFace) update() {
	v := f.v
	f.bg.FillColor = style.TileFace
	f.bg.StrokeColor, f.bg.StrokeWidth = style.TileEdge, 1
	if v.selected {
		f.bg.StrokeColor, f.bg.StrokeWidth = style.SelectedOutline, 3
	}
	switch {
	case v.seeThrough:
		f.bg.FillColor = style.TileSeeThrough
		f.text.show(v.tile)
		return
	case v.lifted:
		f.bg.FillColor = style.TileHole
	case v.hidden:
		f.bg.FillColor = style.TileBack
	default:
		f.text.show(v.tile)
		return
	}
	f.text.clear()
}
