package tiles

import (
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"scraebbkle/core/tile"
	"scraebbkle/ui/style"
)

// LeastText is the least text size of a square's small print, a premium's
// label or a tile's value, which on the smallest squares is larger than
// its share of the square.
const LeastText = 7.5

// Lettering is the lettering of a tile: the letter large in the middle and
// the value small at the bottom right. Board squares and rack tiles share
// it.
type Lettering struct {
	Letter, Value *canvas.Text
}

// NewLettering returns empty lettering.
func NewLettering() Lettering {
	t := Lettering{Letter: canvas.NewText("", style.TileInk), Value: canvas.NewText("", style.TileInk)}
	t.Letter.Alignment = fyne.TextAlignCenter
	t.Letter.TextStyle = fyne.TextStyle{Bold: true}
	t.Value.Alignment = fyne.TextAlignTrailing
	return t
}

// Layout scales the lettering to a tile of the given size, the letter to
// scale times the tile's width.
func (t Lettering) Layout(size fyne.Size, scale float32) {
	// A value of two digits (Q 12, J 11) is smaller, and the letter moves
	// left to make room for it.
	valueScale, shift := float32(0.26), float32(0)
	if utf8.RuneCountInString(t.Value.Text) > 1 {
		valueScale, shift = 0.21, size.Width*0.07
	}
	t.Letter.TextSize = size.Width * scale
	share := size.Width * valueScale
	t.Value.TextSize = max(share, LeastText)
	top, height := size.Height*0.52, size.Height*(valueFoot-0.52)
	if t.Value.TextSize > share { // raised to be read: its line ends where it would
		height = fyne.MeasureText("0", t.Value.TextSize, t.Value.TextStyle).Height
		top = size.Height*valueFoot - height
		if t.Value.Text != "" { // the letter moves left of it, as far as it must and can
			shift = max(shift, t.clearOfValue(size))
		}
	}
	t.Letter.Move(fyne.NewPos(-shift, 0))
	t.Letter.Resize(size)
	t.Value.Move(fyne.NewPos(0, top))
	t.Value.Resize(fyne.NewSize(size.Width*valueRight, height))
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
func (t Lettering) clearOfValue(size fyne.Size) float32 {
	letter := fyne.MeasureText(t.Letter.Text, t.Letter.TextSize, t.Letter.TextStyle).Width
	value := fyne.MeasureText(t.Value.Text, t.Value.TextSize, t.Value.TextStyle).Width
	overlap := (size.Width+letter)/2 - (size.Width*valueRight - value) + 1
	return min(overlap, (size.Width-letter)/2-1)
}

// Show letters tile: a blank's letter in capitals too, in its own colour
// (in lower case, the notation's, an l would read as an I), and an
// unplayed blank with no letter.
func (t Lettering) Show(tile tile.Tile) {
	t.Letter.Text = string(rune(tile.Letter))
	t.Letter.Color, t.Value.Color = style.TileInk, style.TileInk
	if tile.Blank {
		t.Letter.Color = style.BlankText
		if tile.Letter == 0 {
			t.Letter.Text = ""
		}
	}
	t.Value.Text = strconv.Itoa(tile.Value)
}

// Clear removes the lettering.
func (t Lettering) Clear() { t.Letter.Text, t.Value.Text = "", "" }
