package dialogs

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
)

// playerColours are the colours of the players' lines in the plot.
var playerColours = []color.Color{
	color.NRGBA{0x1d, 0x5f, 0xb0, 0xff}, // blue
	color.NRGBA{0xc0, 0x39, 0x2b, 0xff}, // red
	color.NRGBA{0x1e, 0x8a, 0x4c, 0xff}, // green
	color.NRGBA{0xc2, 0x7c, 0x0e, 0xff}, // amber
}

// playerColour is player p's colour.
func playerColour(p int) color.Color { return playerColours[p%len(playerColours)] }

// Summary shows a game's summary: a table of each player's best move,
// written in notation n, average score a move, 7-tile moves and, when a
// human plays, hints, and a plot of every player's totals over the turns.
func Summary(n move.Notation, s game.Summary) fyne.CanvasObject {
	cols := len(s.Players) + 1
	cells := []fyne.CanvasObject{widget.NewLabel("")}
	for p := range s.Players {
		cells = append(cells, widget.NewLabelWithStyle(fmt.Sprintf("Player %d", p+1), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	row := func(name string, value func(game.PlayerSummary) string) {
		cells = append(cells, widget.NewLabel(name))
		for _, ps := range s.Players {
			cells = append(cells, widget.NewLabel(value(ps)))
		}
	}
	row("Best move", func(ps game.PlayerSummary) string { return bestMove(n, ps) })
	row("Average per move", average)
	row("Moves, passes", func(ps game.PlayerSummary) string { return fmt.Sprintf("%d, %d", ps.Moves, ps.Passes) })
	if slices.ContainsFunc(s.Players, func(ps game.PlayerSummary) bool { return ps.Exchanges > 0 }) {
		row("Exchanges", func(ps game.PlayerSummary) string { return strconv.Itoa(ps.Exchanges) })
	}
	row("7-tile moves", func(ps game.PlayerSummary) string { return strconv.Itoa(ps.Bingos) })
	if slices.ContainsFunc(s.Players, func(ps game.PlayerSummary) bool { return ps.Human }) {
		row("Hints used", hintsUsed)
	}
	return container.NewVBox(container.NewGridWithColumns(cols, cells...), newTotalsPlot(s))
}

// hintsUsed is how many turns a human player asked for a hint on, or a
// dash for a computer player, which asks for none.
func hintsUsed(ps game.PlayerSummary) string {
	if !ps.Human {
		return "–"
	}
	return strconv.Itoa(ps.Hints)
}

// average is a player's average score a move, or a dash with no move.
func average(ps game.PlayerSummary) string {
	if ps.Moves == 0 {
		return "–"
	}
	return phrase.WithMinus(strconv.FormatFloat(ps.Average, 'f', 1, 64))
}

// bestMove is a player's best move, in notation n, and its score, or a
// dash.
func bestMove(n move.Notation, ps game.PlayerSummary) string {
	if ps.Moves == 0 {
		return "–"
	}
	return phrase.MoveName(n, ps.Best.Play) + "  " + phrase.Number(ps.Best.Play.Score)
}

// totalsPlot draws each player's total after every turn as a line, with
// the axes, the highest and lowest totals and the number of turns marked.
// A finished game's lines end with one more step, to the final scores.
type totalsPlot struct {
	widget.BaseWidget
	totals [][]int // by player, the points of the line
	turns  int
	final  bool // the last points are the final scores
}

// newTotalsPlot returns the plot of the summary's totals, Totals[p][k]
// player p's total after k turns, and of its final scores when it has
// them.
func newTotalsPlot(s game.Summary) *totalsPlot {
	p := &totalsPlot{final: s.Finals != nil}
	for i, line := range s.Totals {
		p.turns = len(line) - 1
		if p.final {
			line = append(slices.Clip(line), s.Finals[i])
		}
		p.totals = append(p.totals, line)
	}
	p.ExtendBaseWidget(p)
	return p
}

// CreateRenderer makes the lines and labels; Layout places them.
func (p *totalsPlot) CreateRenderer() fyne.WidgetRenderer {
	fg := theme.Color(theme.ColorNameForeground)
	r := &plotRenderer{p: p, xAxis: canvas.NewLine(fg), yAxis: canvas.NewLine(fg)}
	r.lo, r.hi = 0, 0 // the axis takes in 0, where the totals start
	for _, line := range p.totals {
		for _, v := range line {
			r.lo, r.hi = min(r.lo, v), max(r.hi, v)
		}
	}
	if r.hi == r.lo {
		r.hi++ // a flat line still has a height to be drawn in
	}
	r.top, r.bottom, r.zero = canvas.NewText(phrase.Number(r.hi), fg), canvas.NewText(phrase.Number(r.lo), fg), canvas.NewText("0", fg)
	r.turns = canvas.NewText("", fg)
	for _, t := range []*canvas.Text{r.top, r.bottom, r.zero, r.turns} {
		t.Alignment = fyne.TextAlignTrailing
	}
	r.objects = []fyne.CanvasObject{r.xAxis, r.yAxis, r.top, r.bottom, r.zero, r.turns}
	for i, line := range p.totals {
		var segs []*canvas.Line
		for range max(len(line)-1, 0) {
			l := canvas.NewLine(playerColour(i))
			l.StrokeWidth = 2
			segs = append(segs, l)
			r.objects = append(r.objects, l)
		}
		r.lines = append(r.lines, segs)
		key := canvas.NewText(fmt.Sprintf("Player %d", i+1), playerColour(i))
		key.TextStyle.Bold = true
		r.keys = append(r.keys, key)
		r.objects = append(r.objects, key)
	}
	r.style()
	if len(p.totals) > 0 {
		r.turns.Text = fmt.Sprintf("turn %d", p.turns)
		if p.final {
			r.turns.Text += ", then final scores"
		}
	}
	return r
}

// plotRenderer lays out a totalsPlot.
type plotRenderer struct {
	p                  *totalsPlot
	xAxis, yAxis       *canvas.Line
	top, bottom, turns *canvas.Text
	zero               *canvas.Text     // beside the line of 0, when it lies between the top and bottom
	lines              [][]*canvas.Line // a segment from each turn to the next, by player
	keys               []*canvas.Text
	lo, hi             int
	objects            []fyne.CanvasObject
}

// The margins of the plot: room for the labels of the axes, the left one
// wider for labels that need it.
const (
	plotLeft   = 44
	plotBottom = 20
	plotTop    = 22
)

// Destroy has nothing to free.
func (r *plotRenderer) Destroy() {}

// Objects are the axes, the lines and their labels.
func (r *plotRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves the plot room to be read.
func (r *plotRenderer) MinSize() fyne.Size { return fyne.NewSize(420, 200) }

// Refresh styles the labels for the theme, lays the plot out again at its
// size and redraws it.
func (r *plotRenderer) Refresh() {
	r.style()
	style.Redraw(r, r.p.Size())
}

// style sizes the labels' text for the theme.
func (r *plotRenderer) style() {
	for _, t := range append([]*canvas.Text{r.top, r.bottom, r.zero, r.turns}, r.keys...) {
		t.TextSize = theme.CaptionTextSize()
	}
}

// Layout scales the totals to the size: turns along, points up.
func (r *plotRenderer) Layout(size fyne.Size) {
	left := max(plotLeft, r.top.MinSize().Width+4, r.bottom.MinSize().Width+4)
	w, h := size.Width-left-8, size.Height-plotBottom-plotTop
	origin := fyne.NewPos(left, plotTop+h)
	at := func(k, n int, v int) fyne.Position {
		x := float32(k) / float32(max(n-1, 1)) * w
		y := float32(v-r.lo) / float32(r.hi-r.lo) * h
		return origin.AddXY(x, -y)
	}
	r.xAxis.Position1, r.xAxis.Position2 = at(0, 2, 0), at(1, 2, 0)
	r.yAxis.Position1, r.yAxis.Position2 = fyne.NewPos(left, plotTop), fyne.NewPos(left, plotTop+h)
	for i, segs := range r.lines {
		line := r.p.totals[i]
		for k, s := range segs {
			s.Position1, s.Position2 = at(k, len(line), line[k]), at(k+1, len(line), line[k+1])
		}
	}
	label := func(t *canvas.Text, pos fyne.Position, width float32) {
		t.Move(pos)
		t.Resize(fyne.NewSize(width, t.MinSize().Height))
	}
	label(r.top, fyne.NewPos(0, plotTop-6), left-4)
	label(r.bottom, fyne.NewPos(0, plotTop+h-10), left-4)
	// 0 is marked where the line of 0 is clear of the top and the bottom
	// labels, a line of text away from each.
	zeroY := r.xAxis.Position1.Y - 8
	r.zero.Hidden = r.lo == 0 || r.hi == 0 || zeroY < plotTop-6+r.zero.MinSize().Height || zeroY > plotTop+h-10-r.zero.MinSize().Height
	label(r.zero, fyne.NewPos(0, zeroY), left-4)
	label(r.turns, fyne.NewPos(left, plotTop+h+4), w)
	x := left
	for _, k := range r.keys {
		k.Move(fyne.NewPos(x, 0))
		x += k.MinSize().Width + 16
	}
}
