package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/ui/internal/uitest"
)

// summaryRow is the values of a row of the summary's table, one a player.
func summaryRow(t *testing.T, text []string, name string) []string {
	t.Helper()
	i := slices.Index(text, name)
	if i < 0 || i+2 >= len(text) {
		t.Fatalf("no row %q in the summary:\n%s", name, strings.Join(text, "\n"))
	}
	return text[i+1 : i+3]
}

// TestSummaryOfAGameWithHints plays a seeded game in which the human takes
// the hint's move on every turn, placed by a double click in the Moves
// panel, against the high-score computer, and checks the summary at the
// end against the game's history.
func TestSummaryOfAGameWithHints(t *testing.T) {
	h := newHarness(t)
	tb := h.start(Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	tb.ctrl.SetPace(0)
	g := tb.game
	humanTurns := 0
	for !g.Over() {
		n := len(g.History())
		if g.ToMove() == 1 {
			h.runUntil("the computer moves", func() bool { return len(g.History()) > n })
			continue
		}
		humanTurns++
		h.pressHint()
		if len(tb.panel.moves.plays) > 0 {
			test.DoubleTap(tb.panel.moves.rows[0])
			h.key(fyne.KeyReturn)
		} else {
			h.passAndConfirm()
		}
		if len(g.History()) != n+1 {
			t.Fatalf("turn %d: the human's move was not made: %s", n, tb.status.Text)
		}
	}

	// The figures, worked out here from the history.
	type figures struct {
		best                  game.Turn
		moves, points, bingos int
	}
	want := make([]figures, 2)
	for _, turn := range g.History() {
		f := &want[turn.Player]
		if turn.Play.Move.Pass {
			continue
		}
		if f.moves == 0 || turn.Play.Score > f.best.Play.Score {
			f.best = turn
		}
		f.moves++
		f.points += turn.Play.Score
		if len(turn.Play.Placed) == 7 {
			f.bingos++
		}
	}
	var text []string
	for _, l := range uitest.Find[*widget.Label](h.overlay()) {
		text = append(text, l.Text)
	}
	for p, f := range want {
		best := f.best.Play
		if got := summaryRow(t, text, "Best move")[p]; !strings.HasSuffix(got, fmt.Sprintf("(%s)  %d", best.Move, best.Score)) ||
			!strings.HasPrefix(got, strings.ToUpper(best.Word.Text)+" ") {
			t.Errorf("player %d's best move shows %q, want %s (%s) for %d", p+1, got, strings.ToUpper(best.Word.Text), best.Move, best.Score)
		}
		if got, w := summaryRow(t, text, "Average per move")[p], fmt.Sprintf("%.1f", float64(f.points)/float64(f.moves)); got != w {
			t.Errorf("player %d's average shows %q, want %q", p+1, got, w)
		}
		if got := summaryRow(t, text, "7-tile moves")[p]; got != fmt.Sprint(f.bingos) {
			t.Errorf("player %d's 7-tile moves show %q, want %d", p+1, got, f.bingos)
		}
	}
	if got := summaryRow(t, text, "Hints used"); !slices.Equal(got, []string{fmt.Sprint(humanTurns), "–"}) {
		t.Errorf("hints used show %q, want %d and a dash for the computer", got, humanTurns)
	}
	hinted, last := 0, ""
	for _, line := range tb.panel.log.lines {
		if strings.Contains(line, "· hint ") {
			hinted++
			last = line
		}
	}
	if hinted != humanTurns || !strings.HasSuffix(last, fmt.Sprintf("· hint %d", humanTurns)) {
		t.Errorf("%d log lines count a hint, want %d, the last ending in hint %d:\n%s", hinted, humanTurns, humanTurns, strings.Join(tb.panel.log.lines, "\n"))
	}

	// The plot has a segment a turn for each player and one more to the
	// final scores, each ending higher for the higher score.
	plots := uitest.Find[*totalsPlot](h.overlay())
	if len(plots) != 1 {
		t.Fatalf("%d plots in the summary", len(plots))
	}
	r := test.WidgetRenderer(plots[0]).(*plotRenderer)
	turns := len(g.History())
	if len(r.lines) != 2 || len(r.lines[0]) != turns+1 || len(r.lines[1]) != turns+1 {
		t.Fatalf("the plot has %d lines of %d segments, want 2 of %d", len(r.lines), len(r.lines[0]), turns+1)
	}
	o := g.Outcome()
	for _, c := range []struct {
		name   string
		k      int
		scores []int
	}{{"totals", turns - 1, o.Scores}, {"final scores", turns, o.Finals}} {
		end0, end1 := r.lines[0][c.k].Position2.Y, r.lines[1][c.k].Position2.Y
		s0, s1 := c.scores[0], c.scores[1]
		if s0 > s1 && end0 >= end1 || s1 > s0 && end1 >= end0 {
			t.Errorf("the %s %d and %d end at heights %v and %v", c.name, s0, s1, end0, end1)
		}
	}
	if want := fmt.Sprintf("turn %d, then final scores", turns); r.turns.Text != want {
		t.Errorf("the plot's turns read %q, want %q", r.turns.Text, want)
	}
	if first := r.lines[0][0].Position1; first.Y != r.lines[1][0].Position1.Y || first.X != r.yAxis.Position1.X {
		t.Errorf("the lines start at %v and %v, not both at 0 on the axis", first, r.lines[1][0].Position1)
	}
}

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
		for _, l := range uitest.Find[*widget.Label](summaryView(s)) {
			text = append(text, l.Text)
		}
		if c.want == nil {
			if slices.Contains(text, "Hints used") {
				t.Errorf("humans %v: the summary has a row of hints", c.humans)
			}
			continue
		}
		if got := summaryRow(t, text, "Hints used"); !slices.Equal(got, c.want) {
			t.Errorf("humans %v: hints used show %q, want %q", c.humans, got, c.want)
		}
	}
}
