package dialogs

import (
	"slices"
	"testing"

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
		if top, bot := newTotalsPlot(game.Summary{Totals: c.totals}).Axis(); top != c.top || bot != c.bot {
			t.Errorf("%s: the axis reads %q to %q, want %q to %q", c.name, top, bot, c.top, c.bot)
		}
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
