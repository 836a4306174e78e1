package boardview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core/board"
	"scraebbkle/core/rules"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
)

// tallBoard is a board of 12 columns and 60 rows, taller than the window.
func tallBoard(t *testing.T) *board.Board {
	t.Helper()
	text := "12\n60\nf30\n" + strings.Repeat(strings.Repeat(".", 12)+"\n", 60)
	b, err := board.Parse(rules.ScraeBBKle().Board, "tall.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// taps counts the taps on squares.
type taps struct{ n int }

func (c *taps) SquareTapped(board.Square)                   { c.n++ }
func (c *taps) SquareDragged(board.Square, *fyne.DragEvent) {}
func (c *taps) SquareDragEnd(board.Square)                  {}

// inWindow shows board b in a scroll, as the game's window does, in a
// window of 800 x 600.
func inWindow(t *testing.T, b *board.Board, h SquareHandler) (*View, *container.Scroll, fyne.Window) {
	test.NewTempApp(t)
	v := New(b, h)
	s := container.NewScroll(v)
	v.StickTo(s)
	w := test.NewWindow(StickyScroll(s))
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(800, 600))
	uitest.Settle(w)
	return v, s, w
}

// Zooming keeps the middle of the view where it was on the board.
func TestZoomKeepsThePlace(t *testing.T) {
	v, s, _ := inWindow(t, tallBoard(t), &taps{})
	middle := func() fyne.Position { return v.squaresAt(s.Offset.AddXY(s.Size().Width/2, s.Size().Height/2)) }
	s.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -400)})
	before := middle()
	for _, f := range []float32{keys.ZoomStep, keys.ZoomStep, 1 / keys.ZoomStep} {
		v.ZoomBy(f, board.Square{}, false)
		if got := middle(); abs32(got.X-before.X) > 0.05 || abs32(got.Y-before.Y) > 0.05 {
			t.Errorf("after zooming by %v the middle of the view is at %v squares, was %v", f, got, before)
		}
	}
}

// On a board taller than the window the column letters stay at the top and
// bottom of the part in view, on bands, as the board scrolls; the row
// numbers under the bands are hidden.
func TestLabelsStayInView(t *testing.T) {
	b := tallBoard(t)
	tapped := &taps{}
	v, scroll, w := inWindow(t, b, tapped)
	view := scroll.Size()
	if v.Size().Height <= view.Height {
		t.Fatalf("the board (%v) fits the view (%v): nothing to scroll", v.Size(), view)
	}
	top, bottom := v.labels[0], v.labels[b.Cols()+b.Rows()]         // the letter a above and below
	row := func(r int) *canvas.Text { return v.labels[b.Cols()+r] } // row r+1's number on the left

	scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -300)})
	off := scroll.Offset
	if off.Y <= 0 || off.Y+view.Height >= v.Size().Height-v.Cell() {
		t.Fatalf("the board scrolled to %v, not to its middle", off)
	}
	if top.Position().Y != off.Y || !v.bands[0].Visible() {
		t.Errorf("scrolled to %v: the top letters are at y %v, band shown %v", off, top.Position().Y, v.bands[0].Visible())
	}
	if want := off.Y + view.Height - v.Cell(); bottom.Position().Y != want || !v.bands[2].Visible() {
		t.Errorf("the bottom letters are at y %v, want %v", bottom.Position().Y, want)
	}
	for r := range b.Rows() {
		y := row(r).Position().Y
		if under := y < off.Y+v.Cell()/2 || y > off.Y+view.Height-v.Cell()*1.5; row(r).Visible() == under {
			t.Errorf("row %d's number at y %v (view from %v) shown %v", r+1, y, off.Y, row(r).Visible())
		}
	}

	// A tap on a band does not reach the square it hides, and a square
	// under a band is not in view.
	hidden := board.Square{Col: 2, Row: int((top.Position().Y - v.Origin().Y + v.Cell()/2) / v.Cell())}
	test.TapCanvas(w.Canvas(), uitest.Abs(v).Add(top.Position()).AddXY(2*v.Cell()+v.Cell()/2, v.Cell()/2))
	if tapped.n != 0 {
		t.Errorf("a tap on the top band reached a square")
	}
	if _, ok := v.SquareAt(top.Position().AddXY(2*v.Cell()+v.Cell()/2, v.Cell()/2)); ok {
		t.Error("SquareAt finds a square under the top band")
	}
	v.Reveal(hidden)
	if scroll.Offset == off {
		t.Errorf("%s, under the band, counts as in view", hidden)
	}

	// When the window shrinks, the bottom letters follow the view's edge.
	w.Resize(fyne.NewSize(w.Canvas().Size().Width, w.Canvas().Size().Height-150))
	view = scroll.Size()
	if want := scroll.Offset.Y + view.Height - v.Cell(); bottom.Position().Y != want {
		t.Errorf("after a resize the bottom letters are at y %v, want %v", bottom.Position().Y, want)
	}

	// Back at the top, the letters are in their place and the top band goes.
	scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, 10000)})
	if top.Position().Y != v.Origin().Y-v.Cell() || v.bands[0].Visible() || !row(0).Visible() {
		t.Errorf("at the top: letters at y %v, want %v; band shown %v", top.Position().Y, v.Origin().Y-v.Cell(), v.bands[0].Visible())
	}
}
