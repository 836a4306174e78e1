package dialogs

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/ui/internal/uitest"
)

// A player with no move has a dash for an average, as for a best move, and
// a negative average has a minus sign.
func TestAverageWithoutMoves(t *testing.T) {
	for _, c := range []struct {
		ps   game.PlayerSummary
		want string
	}{
		{game.PlayerSummary{Passes: 4}, "–"},
		{game.PlayerSummary{Moves: 2, Average: 12.25}, "12.2"},
		{game.PlayerSummary{Moves: 2, Average: -2.5}, "−2.5"},
	} {
		if got := average(c.ps); got != c.want {
			t.Errorf("average(%+v) = %q, want %q", c.ps, got, c.want)
		}
	}
}

// The plot's axis runs from the lowest total to the highest, taking in 0,
// its numbers written with minus signs.
func TestPlotAxisLabels(t *testing.T) {
	for _, c := range []struct {
		name     string
		totals   [][]int
		top, bot string
	}{
		{"all below zero", [][]int{{0, -5, -21}, {0, 0, -12}}, "0", "−21"},
		{"all zero", [][]int{{0, 0}, {0, 0}}, "1", "0"},
		{"both ways", [][]int{{0, 30}, {0, -4}}, "30", "−4"},
	} {
		r := test.WidgetRenderer(newTotalsPlot(game.Summary{Totals: c.totals})).(*plotRenderer)
		if r.top.Text != c.top || r.bottom.Text != c.bot {
			t.Errorf("%s: the axis reads %q to %q, want %q to %q", c.name, r.top.Text, r.bottom.Text, c.top, c.bot)
		}
	}
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
		r := test.WidgetRenderer(newTotalsPlot(game.Summary{Totals: c.totals})).(*plotRenderer)
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
	plot := newTotalsPlot(game.Summary{Totals: [][]int{{0, 1_500_725_026_000_000}, {0, -3}}})
	r := test.WidgetRenderer(plot).(*plotRenderer)
	r.Layout(fyne.NewSize(420, 200))
	if need, got := r.top.MinSize().Width, r.top.Size().Width; got < need {
		t.Errorf("the top label %q has %v of the %v it needs", r.top.Text, got, need)
	}
	if r.yAxis.Position1.X < r.top.Position().X+r.top.MinSize().Width {
		t.Errorf("the axis at %v runs through the label ending at %v", r.yAxis.Position1.X, r.top.Position().X+r.top.MinSize().Width)
	}
}

// Hints are a human's: a game between computers has no row for them, and
// a computer's column in a game against a human has a dash.
func TestSummaryHintsAreAHumansOnly(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		humans []bool
		want   []string // the row, or nil for none
	}{
		{[]bool{false, false}, nil},
		{[]bool{true, false}, []string{"2", "–"}},
		{[]bool{true, true}, []string{"2", "0"}},
	} {
		s := game.Summary{Totals: [][]int{{0}, {0}}}
		for i, human := range c.humans {
			s.Players = append(s.Players, game.PlayerSummary{Human: human, Hints: 2 * (1 - i)})
		}
		var text []string
		for _, l := range uitest.Find[*widget.Label](Summary(move.SquareNotation{}, s)) {
			text = append(text, l.Text)
		}
		if c.want == nil {
			if slices.Contains(text, "Hints used") {
				t.Errorf("humans %v: the summary has a row of hints", c.humans)
			}
			continue
		}
		if got := uitest.RowAfter(t, text, "Hints used", 2); !slices.Equal(got, c.want) {
			t.Errorf("humans %v: hints used show %q, want %q", c.humans, got, c.want)
		}
	}
}
