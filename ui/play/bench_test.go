package play

import (
	"context"
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/internal/pace"
	"scraebbkle/ui/internal/uitest"
)

// The redraw budgets: a move's redraw on the default board and
// on the largest board, 26 x 99.
const (
	redrawBudgetDefault = 16 * time.Millisecond
	redrawBudgetLarge   = 50 * time.Millisecond
)

// How a benchmark renders the canvas after a move.
//
// markup walks every visible object of the canvas, as a frame of the GL
// driver does, and writes each one's state; its cost grows with the objects
// the UI puts on the canvas, which is what the UI controls. It is the
// renderer the budgets are checked with.
//
// capture rasterises the whole 1180 x 820 window on the CPU with Fyne's
// software painter, which has no texture cache: it costs 60-80 ms even on
// the default board, most of it drawing text pixel by pixel, so it
// measures the test painter more than the UI. It is benchmarked to show
// that, not checked against the budget.
var renderers = []struct {
	name   string
	render func(fyne.Canvas)
}{
	{"update", func(fyne.Canvas) {}},
	{"markup", func(c fyne.Canvas) { _ = markup(c) }},
	{"capture", func(c fyne.Canvas) { _ = c.Capture() }},
}

// markup renders the table on canvas c as markup: what it draws, under
// the screen reader's layer (access.Over), whose stand-ins draw nothing
// and are no objects the markup renderer knows.
func markup(c fyne.Canvas) string {
	return test.RenderObjectToMarkup(c.Content().(*fyne.Container).Objects[0])
}

// replay plays a fixed game between two humans in the window: the moves the
// high-score computer would make, worked out beforehand, so that each step
// is only what happens when a move is played on screen.
type replay struct {
	h     *harness
	board *board.Board
	moves []move.Move
	next  int
}

// newReplay works out up to n moves on board from seed 1, as App.startGame
// deals them.
func newReplay(tb testing.TB, board *board.Board, n int) *replay {
	tb.Helper()
	ref := uitest.Referee(tb)
	g, err := game.New(ref, board, tile.NewBag(ref.Rules.TileSet, 1), []game.PlayerKind{game.Human, game.Human}, true)
	if err != nil {
		tb.Fatal(err)
	}
	r := &replay{h: newHarness(tb), board: board}
	hs := computer.HighScore{Referee: ref}
	for len(r.moves) < n && !g.Over() {
		m, err := hs.Choose(context.Background(), g.View())
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := g.Play(m); err != nil {
			tb.Fatal(err)
		}
		r.moves = append(r.moves, m)
	}
	r.restart()
	return r
}

// restart starts the game again, laid out and drawn once.
func (r *replay) restart() {
	r.h.start(Setup{Board: r.board, Players: []game.PlayerKind{game.Human, game.Human}, Open: true})
	r.next = 0
	_ = markup(r.h.win.Canvas())
}

// done reports whether every move was played.
func (r *replay) done() bool { return r.next == len(r.moves) }

// play makes the next move as the Play button does, so that the table
// redraws, and renders the window.
func (r *replay) play(tb testing.TB, render func(fyne.Canvas)) {
	tb.Helper()
	tbl := r.h.table
	if _, err := tbl.ctrl.Submit(r.moves[r.next]); err != nil {
		tb.Fatalf("move %d, %s: %v", r.next+1, r.moves[r.next], err)
	}
	r.next++
	render(r.h.win.Canvas())
}

// benchRedraw measures a move's redraw on board with each renderer.
func benchRedraw(b *testing.B, board *board.Board) {
	for _, rd := range renderers {
		b.Run(rd.name, func(b *testing.B) {
			r := newReplay(b, board, 12)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				if r.done() {
					b.StopTimer()
					r.restart()
					b.StartTimer()
				}
				r.play(b, rd.render)
			}
		})
	}
}

// BenchmarkRedrawAfterMove measures what the window does when a move is
// played on the default board: the table's redraw of squares, racks, panel,
// log and status, then rendering the canvas.
func BenchmarkRedrawAfterMove(b *testing.B) { benchRedraw(b, uitest.DefaultBoard(b)) }

// BenchmarkRedrawAfterMoveLargeBoard is the same on a 26 x 99 board.
func BenchmarkRedrawAfterMoveLargeBoard(b *testing.B) { benchRedraw(b, uitest.LargeBoard(b)) }

// TestRedrawAfterMoveWithinBudget checks the redraw budgets: the median
// redraw after a move (the table's update and a markup render of the
// canvas) stays under 16 ms on the default board and under 50 ms on 26 x 99,
// on the quiet machine: each budget is scaled by how much slower this one
// runs at the moment (package pace).
func TestRedrawAfterMoveWithinBudget(t *testing.T) {
	if uitest.RaceEnabled || testing.Short() {
		t.Skip("timing is meaningless under the race detector or -short")
	}
	for _, c := range []struct {
		name   string
		board  *board.Board
		budget time.Duration
	}{
		{"default", uitest.DefaultBoard(t), redrawBudgetDefault},
		{"26x99", uitest.LargeBoard(t), redrawBudgetLarge},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newReplay(t, c.board, 9)
			render := renderers[1].render // markup
			var times []time.Duration
			for !r.done() {
				runtime.GC() // each move pays for its own garbage, not for earlier moves'
				start := time.Now()
				r.play(t, render)
				times = append(times, time.Since(start))
			}
			median := pace.Median(times)
			budget := pace.Scale(c.budget)
			t.Logf("%s: median redraw %v over %d moves (fastest %v, slowest %v), budget %v on this machine now", c.name, median, len(times), times[0], times[len(times)-1], budget)
			if median >= budget {
				t.Errorf("the median redraw after a move on %s takes %v, over the budget of %v (%v on the quiet machine)", c.name, median, budget, c.budget)
			}
		})
	}
}
