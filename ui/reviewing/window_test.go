package reviewing

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core/board"
	"scraebbkle/core/review"
	"scraebbkle/core/rules"
	"scraebbkle/ui/boardview"
	"scraebbkle/ui/internal/uitest"
)

// harness is a review window under the test driver, with a queue for
// what the work posts.
type harness struct {
	*uitest.Window
	w *Window
}

// openReview opens the review of a seeded classic game of players
// Normal computers, with the look-ahead's budget.
func openReview(t *testing.T, players int, budget time.Duration) *harness {
	t.Helper()
	a := test.NewTempApp(t)
	g := uitest.PlayedGame(t, rules.Classic(), 3, players)
	in, err := review.FromGame(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{Window: uitest.NewWindow(t, nil)}
	h.w = Open(Host{App: a, Post: h.Post, Budget: budget, Size: fyne.NewSize(1180, 820)}, in, "the game")
	h.Win = h.w.Window()
	t.Cleanup(func() {
		h.Stop()
		h.Close()
	})
	return h
}

// state is what the bar says the review is based on.
func (h *harness) state() string { return h.w.screen.state.Text }

// TestReviewWindowSteps steps through the turns of a review by equity,
// with the arrow keys, Home and End, and a tap on the chances: each turn
// shows its place, what was played and the moves ranked best, and the
// board as the turn found it with the move played marked and the best
// ghosted.
func TestReviewWindowSteps(t *testing.T) {
	h := openReview(t, 2, 0)
	h.RunUntil("the review by equity is shown", func() bool { return strings.HasPrefix(h.state(), "Judged by equity:") })
	s := h.w.screen
	n := len(s.rep.Turns)
	check := func(want string) {
		t.Helper()
		place, turn, rows := h.w.Screen()
		if place != want {
			t.Fatalf("the window shows %q, want %q", place, want)
		}
		if place == "The end" {
			if !strings.HasPrefix(turn, "The end: Player 1 ") || len(rows) != 0 {
				t.Errorf("at the end: %q, %d rows", turn, len(rows))
			}
			return
		}
		tn := &s.rep.Turns[s.at]
		if !strings.HasPrefix(turn, "Turn "+strings.Fields(place)[1]+": Player ") || len(rows) < 2 || !strings.Contains(rows[0], "Equity") {
			t.Errorf("%s: %q, rows %q", place, turn, rows)
		}
		checkBoard(t, s, tn)
	}
	check("Turn 1 of " + strconv.Itoa(n))
	for _, step := range []struct {
		key  fyne.KeyName
		want string
	}{
		{fyne.KeyRight, "Turn 2 of " + strconv.Itoa(n)},
		{fyne.KeyRight, "Turn 3 of " + strconv.Itoa(n)},
		{fyne.KeyLeft, "Turn 2 of " + strconv.Itoa(n)},
		{fyne.KeyEnd, "The end"},
		{fyne.KeyRight, "The end"},
		{fyne.KeyHome, "Turn 1 of " + strconv.Itoa(n)},
		{fyne.KeyLeft, "Turn 1 of " + strconv.Itoa(n)},
	} {
		h.Key(step.key)
		check(step.want)
	}
	s.plot.Resize(fyne.NewSize(444, 200))
	test.WidgetRenderer(s.plot).Layout(s.plot.Size())
	s.plot.Tapped(&fyne.PointEvent{Position: fyne.NewPos(444-8, 100)})
	check("The end")
}

// checkBoard checks the board of turn tn: the tiles before it as played,
// the move played as the last move, the move ghosted as a preview.
func checkBoard(t *testing.T, s *screen, tn *review.Turn) {
	t.Helper()
	laid := map[board.Square]bool{}
	for _, p := range tn.Laid(tn.Played, s.rep.Rules) {
		laid[p.Square] = true
	}
	ghost := map[board.Square]bool{}
	for _, p := range tn.Laid(tn.Best[s.chosen], s.rep.Rules) {
		if !laid[p.Square] {
			ghost[p.Square] = true
		}
	}
	for _, v := range s.board.Squares() {
		sq := v.At()
		_, before := tn.Grid.At(sq)
		switch {
		case before && (v.Tile().IsZero() || v.Look() != boardview.Played):
			t.Fatalf("turn %d: %s held a tile, shown %v %v", tn.Number, sq, v.Tile(), v.Look())
		case laid[sq] && v.Look() != boardview.Last:
			t.Fatalf("turn %d: %s, of the move played, is shown %v", tn.Number, sq, v.Look())
		case ghost[sq] && v.Look() != boardview.Preview:
			t.Fatalf("turn %d: %s, of the move ghosted, is shown %v", tn.Number, sq, v.Look())
		case !before && !laid[sq] && !ghost[sq] && !v.Tile().IsZero():
			t.Fatalf("turn %d: %s shows %v", tn.Number, sq, v.Tile())
		}
	}
}

// TestReviewWindowGhostsTheMoveChosen ghosts the move chosen from the
// list, with the keys or a click, in place of the best.
func TestReviewWindowGhostsTheMoveChosen(t *testing.T) {
	h := openReview(t, 3, 0)
	h.RunUntil("the review is shown", func() bool { return h.w.screen.rep != nil })
	s := h.w.screen
	s.goTo(4)
	tn := &s.rep.Turns[4]
	h.Key(fyne.KeyDown)
	h.Key(fyne.KeyDown)
	if s.chosen != 2 {
		t.Fatalf("two Downs chose move %d", s.chosen)
	}
	checkBoard(t, s, tn)
	s.moves.Select(4) // the fourth move: the heading is row 0
	if s.chosen != 3 {
		t.Fatalf("a click on the fourth move chose move %d", s.chosen)
	}
	checkBoard(t, s, tn)
	_, _, rows := h.w.Screen()
	if !strings.Contains(rows[4], "◦") {
		t.Errorf("the move ghosted is not marked in the list: %q", rows[4])
	}
}

// TestReviewWindowLooksAhead shows the review by equity at once, then the
// look-ahead's as it comes, its progress shown; Cancel keeps the review by
// equity; closing the window stops the work.
func TestReviewWindowLooksAhead(t *testing.T) {
	h := openReview(t, 2, 20*time.Millisecond)
	h.RunUntil("the review by equity is shown", func() bool { return h.w.screen.rep != nil })
	s := h.w.screen
	if !strings.HasPrefix(h.state(), "Judged by equity; looking ahead") || !s.progress.Visible() || !s.cancel.Visible() {
		t.Fatalf("while looking ahead the bar says %q", h.state())
	}
	h.RunUntil("the look-ahead's review is shown", func() bool { return strings.HasPrefix(h.state(), "Judged with a look-ahead") })
	if s.progress.Visible() || !s.rep.Turns[0].Best[0].Looked {
		t.Errorf("after the look-ahead: progress shown %v, the best looked at %v", s.progress.Visible(), s.rep.Turns[0].Best[0].Looked)
	}

	h2 := openReview(t, 2, time.Second)
	h2.RunUntil("the review by equity is shown", func() bool { return h2.w.screen.rep != nil })
	h2.Tap(h2.w.screen.cancel)
	h2.RunUntil("the look-ahead stops", func() bool { return strings.Contains(h2.state(), "cancelled") })
	if h2.w.screen.rep.Turns[0].Best[0].Looked {
		t.Error("the look-ahead cancelled replaced the review by equity")
	}
	h3 := openReview(t, 2, time.Second)
	h3.Close()
	select {
	case <-h3.w.work.done:
	case <-time.After(5 * time.Second):
		t.Fatal("closing the window did not stop the work")
	}
}
