package panel

import (
	"fmt"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/style"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A log line too long for the panel takes two rows and is shown whole,
// broken before its hint; a short one takes one row, and a line fits again
// once the log is wide enough for it.
func TestLongLogLinesWrap(t *testing.T) {
	test.NewTempApp(t)
	l := NewLog(nil)
	w := test.NewWindow(l.content)
	defer w.Close()
	w.Resize(fyne.NewSize(Width, 400))
	l.lines = []string{"1. P1  MASCoT,d4  +52  (52 : 0)", "7. P1  OENOPHIL  ENOPHIL,2j  +196  (398 : 295)  · hint 1"}
	l.fit(0)
	l.list.Refresh()
	rows := uitest.Find[*widget.Label](l.list)
	heights := map[string]float32{}
	for _, r := range rows {
		heights[r.Text] = r.Size().Height
		if r.Truncation != fyne.TextTruncateOff {
			t.Errorf("%q is cut short", r.Text)
		}
	}
	// The long line breaks before its hint, which stays whole.
	broken := "7. P1  OENOPHIL  ENOPHIL,2j  +196  (398 : 295)\n· hint 1"
	short, long := heights[l.lines[0]], heights[broken]
	if short == 0 || long < 1.5*short {
		t.Errorf("in a log as narrow as the panel can be, the short line is %v high, the long one %v; the rows %q", short, long, uitest.Texts(l.list))
	}
	for _, r := range rows {
		if r.Text == broken && r.MinSize().Height > long {
			t.Errorf("the long line needs %v, more than its two rows' %v", r.MinSize().Height, long)
		}
	}
	w.Resize(fyne.NewSize(800, 400))
	rows = uitest.Find[*widget.Label](l.list)
	if !slices.ContainsFunc(rows, func(r *widget.Label) bool { return r.Text == l.lines[1] && r.Size().Height == short }) {
		t.Errorf("in an 800 px log the long line is not on one row: %q", uitest.Texts(l.list))
	}
}

// logOfThirty is a log of 30 lines in a window 400 px high, closed when
// the test ends.
func logOfThirty(t *testing.T) (*Log, fyne.Window) {
	l := NewLog(nil)
	w := test.NewWindow(l.content)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(300, 400))
	for i := range 30 {
		l.lines = append(l.lines, fmt.Sprintf("line %d", i+1))
	}
	l.list.Refresh()
	return l, w
}

// The log stays scrolled to its last line when it gets shorter, as when
// the panel above it grows at the end of a game.
func TestLogKeepsItsEndInView(t *testing.T) {
	l, w := logOfThirty(t)
	l.list.ScrollToBottom()
	w.Resize(fyne.NewSize(300, 150))
	if shown := uitest.Texts(l.list); !slices.Contains(shown, "line 30") {
		t.Errorf("after the log got shorter it shows %q", shown)
	}
}

// A line clicked, to see its move on the board, stays in view when the
// log's height changes, rather than the log jumping to its end.
func TestLogKeepsTheLineClickedInView(t *testing.T) {
	l, w := logOfThirty(t)
	l.list.ScrollToTop()
	l.list.Select(2)
	w.Resize(fyne.NewSize(300, 150))
	if shown := uitest.Texts(l.list); !slices.Contains(shown, "line 3") {
		t.Errorf("after the log got shorter it shows %q, not the line clicked", shown)
	}
	l.list.UnselectAll()
	w.Resize(fyne.NewSize(300, 160))
	if shown := uitest.Texts(l.list); !slices.Contains(shown, "line 30") {
		t.Errorf("with no line clicked, the log shows %q, not its end", shown)
	}
}

// TestLogLineTotals checks that the log's running totals read as two
// numbers when one is negative, not as one taken from the other.
func TestLogLineTotals(t *testing.T) {
	pass := game.Turn{Player: 1, Play: move.Play{Move: move.Move{Pass: true}}}
	for _, c := range []struct {
		totals []int
		want   string
	}{
		{[]int{29, 19}, "4. P2  pass  +0  (29 : 19)"},
		{[]int{-206340, 3854}, "4. P2  pass  +0  (−206340 : 3854)"},
		{[]int{-12, -3}, "4. P2  pass  +0  (−12 : −3)"},
	} {
		if got := logLine(4, move.SquareNotation{}, pass, c.totals, 0); got != c.want {
			t.Errorf("totals %v: %q, want %q", c.totals, got, c.want)
		}
	}
}

func TestMovesListed(t *testing.T) {
	for n, want := range map[int]string{1: "only move", 3: "3 possible moves", Shown - 1: fmt.Sprintf("%d possible moves", Shown-1), Shown: fmt.Sprintf("%d best moves", Shown)} {
		if got := movesListed(n); got != want {
			t.Errorf("movesListed(%d) = %q, want %q", n, got, want)
		}
	}
}

// A line that wraps to three rows or more, as the draw for the first move
// of four players does in the narrowest panel, is given the rows it needs:
// no line of the log overlaps the next.
func TestLogLinesGetTheirRows(t *testing.T) {
	test.NewTempApp(t)
	l := NewLog(nil)
	w := test.NewWindow(l.content)
	defer w.Close()
	w.Resize(fyne.NewSize(Width, 400))
	l.Intro("Drawing for the first move: Player 1 draws E, Player 2 draws R, Player 3 draws a blank, Player 4 draws A. Player 3 moves first.")
	l.Add(game.Turn{Player: 2, Play: move.Play{Move: move.Move{Pass: true}}}, rules.Classic().Notation, 4, 0)
	l.Note("Anna (Player 2): good luck to every one of you, and may the best player win")
	uitest.Settle(w)
	rows := uitest.Find[*widget.Label](l.list)
	if len(rows) != 3 {
		t.Fatalf("%d rows shown, want 3: %q", len(rows), uitest.Texts(l.list))
	}
	for _, r := range rows {
		if need := r.MinSize().Height; r.Size().Height < need {
			t.Errorf("%q is %v high and needs %v", r.Text, r.Size().Height, need)
		}
	}
	if first := rows[0]; first.Size().Height < style.LabelHeight(3) {
		t.Errorf("the draw takes %v, less than three rows", first.Size().Height)
	}
}
