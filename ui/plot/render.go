package plot

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"scraebbkle/ui/style"
)

// CreateRenderer makes the lines and labels; Layout places them.
func (p *Plot) CreateRenderer() fyne.WidgetRenderer {
	fg := theme.Color(theme.ColorNameForeground)
	r := &renderer{p: p, xAxis: canvas.NewLine(fg), yAxis: canvas.NewLine(fg), marker: canvas.NewLine(fg)}
	r.marker.StrokeWidth = 2
	r.top, r.bottom, r.zero = canvas.NewText(p.label(p.hi), fg), canvas.NewText(p.label(p.lo), fg), canvas.NewText(p.label(0), fg)
	r.caption = canvas.NewText(p.caption, fg)
	for _, t := range []*canvas.Text{r.top, r.bottom, r.zero, r.caption} {
		t.Alignment = fyne.TextAlignTrailing
	}
	r.objects = []fyne.CanvasObject{r.xAxis, r.yAxis, r.top, r.bottom, r.zero, r.caption, r.marker}
	for i, line := range p.lines {
		var segs []*canvas.Line
		for range max(len(line)-1, 0) {
			l := canvas.NewLine(Colour(i))
			l.StrokeWidth = 2
			segs = append(segs, l)
			r.objects = append(r.objects, l)
		}
		r.lines = append(r.lines, segs)
		key := canvas.NewText(p.names[i], Colour(i))
		key.TextStyle.Bold = true
		r.keys = append(r.keys, key)
		r.objects = append(r.objects, key)
	}
	r.style()
	return r
}

// renderer lays out a Plot.
type renderer struct {
	p                    *Plot
	xAxis, yAxis, marker *canvas.Line
	top, bottom, caption *canvas.Text
	zero                 *canvas.Text     // beside the line of 0, when it lies between the top and bottom
	lines                [][]*canvas.Line // a segment from each step to the next, by player
	keys                 []*canvas.Text
	objects              []fyne.CanvasObject
}

// The margins of the plot: room for the labels of the axes, the left one
// wider for labels that need it.
const (
	marginLeft   = 44
	marginBottom = 20
	marginTop    = 22
)

// Destroy has nothing to free.
func (r *renderer) Destroy() {}

// Objects are the axes, the lines and their labels.
func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves the plot room to be read.
func (r *renderer) MinSize() fyne.Size { return fyne.NewSize(420, 200) }

// Refresh styles the labels for the theme, lays the plot out again at its
// size and redraws it.
func (r *renderer) Refresh() {
	r.style()
	style.Redraw(r, r.p.Size())
}

// style sizes the labels' text for the theme.
func (r *renderer) style() {
	for _, t := range append([]*canvas.Text{r.top, r.bottom, r.zero, r.caption}, r.keys...) {
		t.TextSize = theme.CaptionTextSize()
	}
}

// Layout scales the lines to the size: steps along, values up.
func (r *renderer) Layout(size fyne.Size) {
	p := r.p
	left := max(marginLeft, r.top.MinSize().Width+4, r.bottom.MinSize().Width+4)
	w, h := size.Width-left-8, size.Height-marginBottom-marginTop
	p.x0, p.w = left, w
	origin := fyne.NewPos(left, marginTop+h)
	steps := p.Steps()
	at := func(k int, v float64) fyne.Position {
		x := float32(k) / float32(max(steps-1, 1)) * w
		y := float32((v-p.lo)/(p.hi-p.lo)) * h
		return origin.AddXY(x, -y)
	}
	zeroAt := at(0, min(max(0, p.lo), p.hi))
	r.xAxis.Position1, r.xAxis.Position2 = zeroAt, zeroAt.AddXY(w, 0)
	r.yAxis.Position1, r.yAxis.Position2 = fyne.NewPos(left, marginTop), fyne.NewPos(left, marginTop+h)
	for i, segs := range r.lines {
		line := p.lines[i]
		for k, s := range segs {
			s.Position1, s.Position2 = at(k, line[k]), at(k+1, line[k+1])
		}
	}
	r.marker.Hidden = p.marker < 0 || p.marker >= steps
	r.marker.Position1, r.marker.Position2 = at(p.marker, p.lo), at(p.marker, p.hi)
	r.labels(left, w, h)
}

// labels places the labels of the axes, the caption and the keys.
func (r *renderer) labels(left, w, h float32) {
	p := r.p
	label := func(t *canvas.Text, pos fyne.Position, width float32) {
		t.Move(pos)
		t.Resize(fyne.NewSize(width, t.MinSize().Height))
	}
	label(r.top, fyne.NewPos(0, marginTop-6), left-4)
	label(r.bottom, fyne.NewPos(0, marginTop+h-10), left-4)
	// 0 is marked where the line of 0 is clear of the top and the bottom
	// labels, a line of text away from each.
	zeroY := r.xAxis.Position1.Y - 8
	r.zero.Hidden = p.lo >= 0 || p.hi <= 0 || zeroY < marginTop-6+r.zero.MinSize().Height || zeroY > marginTop+h-10-r.zero.MinSize().Height
	label(r.zero, fyne.NewPos(0, zeroY), left-4)
	label(r.caption, fyne.NewPos(left, marginTop+h+4), w)
	x := left
	for _, k := range r.keys {
		k.Move(fyne.NewPos(x, 0))
		x += k.MinSize().Width + 16
	}
}
