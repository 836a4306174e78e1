package plot

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// totals is a plot of players' totals, from the lowest to the highest,
// taking in 0.
func totals(lines [][]int) *Plot {
	var fl [][]float64
	lo, hi := 0, 0
	for _, l := range lines {
		var f []float64
		for _, v := range l {
			f = append(f, float64(v))
			lo, hi = min(lo, v), max(hi, v)
		}
		fl = append(fl, f)
	}
	return New([]string{"Player 1", "Player 2"}, fl, float64(lo), float64(hi), func(v float64) string { return strconv.Itoa(int(v)) }, "")
}

// Where the totals run both ways, 0 is marked beside its line too, clear
// of the top and bottom labels; it is not marked twice, nor where it would
// run into another label.
func TestPlotMarksZero(t *testing.T) {
	for _, c := range []struct {
		name   string
		totals [][]int
		shown  bool
	}{
		{"both ways", [][]int{{0, 30}, {0, -25}}, true},
		{"all below zero", [][]int{{0, -5, -21}, {0, 0, -12}}, false},
		{"all above zero", [][]int{{0, 5, 21}, {0, 0, 12}}, false},
		{"just below zero", [][]int{{0, 300}, {0, -1}}, false},
		{"just above zero", [][]int{{0, 1}, {0, -300}}, false},
	} {
		r := test.WidgetRenderer(totals(c.totals)).(*renderer)
		r.Layout(fyne.NewSize(420, 200))
		if shown := r.zero.Visible(); shown != c.shown {
			t.Errorf("%s: 0 marked %v, want %v", c.name, shown, c.shown)
		}
		if !c.shown {
			continue
		}
		axis := r.xAxis.Position1.Y
		if z := r.zero.Position().Y; z > axis || z+r.zero.MinSize().Height < axis {
			t.Errorf("%s: 0 is marked at %v to %v, the line of 0 at %v", c.name, z, z+r.zero.MinSize().Height, axis)
		}
		if z := r.zero.Position().Y; z < r.top.Position().Y+r.top.MinSize().Height || z+r.zero.MinSize().Height > r.bottom.Position().Y {
			t.Errorf("%s: 0, marked at %v, runs into the top or bottom label", c.name, z)
		}
	}
}

// A total too long for the plot's margin, as on a board of huge premiums,
// widens the margin, so that its label is not cut.
func TestPlotMakesRoomForLongTotals(t *testing.T) {
	r := test.WidgetRenderer(totals([][]int{{0, 1_500_725_026_000_000}, {0, -3}})).(*renderer)
	r.Layout(fyne.NewSize(420, 200))
	if need, got := r.top.MinSize().Width, r.top.Size().Width; got < need {
		t.Errorf("the top label %q has %v of the %v it needs", r.top.Text, got, need)
	}
	if r.yAxis.Position1.X < r.top.Position().X+r.top.MinSize().Width {
		t.Errorf("the axis at %v runs through the label ending at %v", r.yAxis.Position1.X, r.top.Position().X+r.top.MinSize().Width)
	}
}

// A tap on the plot says which step it is nearest, and a mark stands at
// the step marked.
func TestPlotTapsAndMarks(t *testing.T) {
	p := New([]string{"A"}, [][]float64{{0, 0.5, 1, 0.5, 0}}, 0, 1, func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }, "")
	r := test.WidgetRenderer(p).(*renderer)
	p.Resize(fyne.NewSize(444, 200))
	r.Layout(p.Size())
	var got []int
	p.OnTapped(func(k int) { got = append(got, k) })
	for _, x := range []float32{0, 44, 44 + 48, 44 + 50, 444} {
		p.Tapped(&fyne.PointEvent{Position: fyne.NewPos(x, 100)})
	}
	if want := []int{0, 0, 0, 1, 4}; !slices.Equal(got, want) {
		t.Errorf("taps went to steps %v, want %v", got, want)
	}
	p.Mark(2)
	r.Layout(p.Size())
	if r.marker.Hidden || r.marker.Position1.X != 44+2*(444-44-8)/4 {
		t.Errorf("the mark at %v, hidden %v", r.marker.Position1, r.marker.Hidden)
	}
	p.Mark(-1)
	r.Layout(p.Size())
	if !r.marker.Hidden {
		t.Error("no step marked, and a mark is shown")
	}
}
