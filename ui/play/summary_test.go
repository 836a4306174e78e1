package play

import (
	"fmt"
	"image/color"
	"scraebbkle/core/game"
	"scraebbkle/ui/internal/uitest"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

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
			h.RunUntil("the computer moves", func() bool { return len(g.History()) > n })
			continue
		}
		humanTurns++
		h.PressHint()
		if len(tb.panel.Moves().Plays()) > 0 {
			test.DoubleTap(tb.panel.Moves().Rows()[0])
			h.Key(fyne.KeyReturn)
		} else {
			h.PassAndConfirm()
		}
		if len(g.History()) != n+1 {
			t.Fatalf("turn %d: the human's move was not made: %s", n, tb.status.label.Text)
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
	for _, l := range uitest.Find[*widget.Label](h.Overlay()) {
		text = append(text, l.Text)
	}
	for p, f := range want {
		best := f.best.Play
		if got := uitest.RowAfter(t, text, "Best move", 2)[p]; !strings.HasSuffix(got, fmt.Sprintf("(%s)  %d", best.Move, best.Score)) ||
			!strings.HasPrefix(got, strings.ToUpper(best.Word.Text)+" ") {
			t.Errorf("player %d's best move shows %q, want %s (%s) for %d", p+1, got, strings.ToUpper(best.Word.Text), best.Move, best.Score)
		}
		if got, w := uitest.RowAfter(t, text, "Average per move", 2)[p], fmt.Sprintf("%.1f", float64(f.points)/float64(f.moves)); got != w {
			t.Errorf("player %d's average shows %q, want %q", p+1, got, w)
		}
		if got := uitest.RowAfter(t, text, "7-tile moves", 2)[p]; got != fmt.Sprint(f.bingos) {
			t.Errorf("player %d's 7-tile moves show %q, want %d", p+1, got, f.bingos)
		}
	}
	if got := uitest.RowAfter(t, text, "Hints used", 2); !slices.Equal(got, []string{fmt.Sprint(humanTurns), "–"}) {
		t.Errorf("hints used show %q, want %d and a dash for the computer", got, humanTurns)
	}
	hinted, last := 0, ""
	for _, line := range tb.panel.Log().Lines() {
		if strings.Contains(line, "· hint ") {
			hinted++
			last = line
		}
	}
	if hinted != humanTurns || !strings.HasSuffix(last, fmt.Sprintf("· hint %d", humanTurns)) {
		t.Errorf("%d log lines count a hint, want %d, the last ending in hint %d:\n%s", hinted, humanTurns, humanTurns, strings.Join(tb.panel.Log().Lines(), "\n"))
	}

	// The plot has a segment a turn for each player and one more to the
	// final scores, each ending higher for the higher score.
	var axis *canvas.Line
	var lines [][]*canvas.Line // by player, in the order drawn
	colours := map[color.Color]int{}
	for _, l := range uitest.Find[*canvas.Line](h.Overlay()) {
		switch {
		case !l.Visible(): // the mark of a turn, which the summary does not show
		case l.StrokeWidth < 2 && l.Position1.X == l.Position2.X:
			axis = l
		case l.StrokeWidth >= 2:
			p, ok := colours[l.StrokeColor]
			if !ok {
				p = len(lines)
				colours[l.StrokeColor] = p
				lines = append(lines, nil)
			}
			lines[p] = append(lines[p], l)
		}
	}
	turns := len(g.History())
	if len(lines) != 2 || len(lines[0]) != turns+1 || len(lines[1]) != turns+1 || axis == nil {
		t.Fatalf("the plot has %d lines, want 2 of %d segments and an axis", len(lines), turns+1)
	}
	o := g.Outcome()
	for _, c := range []struct {
		name   string
		k      int
		scores []int
	}{{"totals", turns - 1, o.Scores}, {"final scores", turns, o.Finals}} {
		end0, end1 := lines[0][c.k].Position2.Y, lines[1][c.k].Position2.Y
		s0, s1 := c.scores[0], c.scores[1]
		if s0 > s1 && end0 >= end1 || s1 > s0 && end1 >= end0 {
			t.Errorf("the %s %d and %d end at heights %v and %v", c.name, s0, s1, end0, end1)
		}
	}
	if want := fmt.Sprintf("turn %d, then final scores", turns); !slices.Contains(uitest.Texts(h.Overlay()), want) {
		t.Errorf("the plot's turns do not read %q", want)
	}
	if first := lines[0][0].Position1; first.Y != lines[1][0].Position1.Y || first.X != axis.Position1.X {
		t.Errorf("the lines start at %v and %v, not both at 0 on the axis", first, lines[1][0].Position1)
	}
}
