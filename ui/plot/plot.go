package plot

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// colours are the colours of the players' lines.
var colours = []color.Color{
	color.NRGBA{0x1d, 0x5f, 0xb0, 0xff}, // blue
	color.NRGBA{0xc0, 0x39, 0x2b, 0xff}, // red
	color.NRGBA{0x1e, 0x8a, 0x4c, 0xff}, // green
	color.NRGBA{0xc2, 0x7c, 0x0e, 0xff}, // amber
}

// Colour is player p's colour, from 0.
func Colour(p int) color.Color { return colours[p%len(colours)] }

// Plot draws a line for each player, steps along and values up, in the
// player's colour and keyed by name, with the axes, the highest and
// lowest values, the line of 0 where it falls between them, and a caption
// under the steps.
type Plot struct {
	widget.BaseWidget
	names   []string
	lines   [][]float64 // by player, a value each step
	lo, hi  float64
	label   func(float64) string // writes a value of the axis
	caption string
	marker  int            // the step marked, or -1
	tapped  func(step int) // told of a tap, or nil
	// Where the steps lie across the plot at its last layout: from x0,
	// over width w.
	x0, w float32
}

// New is a plot of lines, lines[p][k] player p's value at step k, each
// keyed by names[p], from lo to hi up (a flat plot is given a height),
// its values written by label, captioned caption.
func New(names []string, lines [][]float64, lo, hi float64, label func(float64) string, caption string) *Plot {
	if hi <= lo {
		hi = lo + 1
	}
	p := &Plot{names: names, lines: lines, lo: lo, hi: hi, label: label, caption: caption, marker: -1}
	p.ExtendBaseWidget(p)
	return p
}

// Steps is the number of steps of the longest line.
func (p *Plot) Steps() int {
	n := 0
	for _, l := range p.lines {
		n = max(n, len(l))
	}
	return n
}

// Mark marks step k with an upright line; -1 marks none.
func (p *Plot) Mark(k int) {
	p.marker = k
	p.Refresh()
}

// Axis is what the axis reads at its top and bottom.
func (p *Plot) Axis() (top, bottom string) { return p.label(p.hi), p.label(p.lo) }

// Marked is the step marked, or -1.
func (p *Plot) Marked() int { return p.marker }

// OnTapped has a tap on the plot tell f of the step nearest it.
func (p *Plot) OnTapped(f func(step int)) { p.tapped = f }

// Tapped tells of the step nearest the tap.
func (p *Plot) Tapped(ev *fyne.PointEvent) {
	if p.tapped != nil {
		p.tapped(stepNear(ev.Position.X, p.x0, p.w, p.Steps()))
	}
}

// stepNear is the step nearest x along an axis from x0 of width w with n
// steps.
func stepNear(x, x0, w float32, n int) int {
	if n <= 1 || w <= 0 {
		return 0
	}
	k := int(math.Round(float64((x - x0) / w * float32(n-1))))
	return min(max(k, 0), n-1)
}
