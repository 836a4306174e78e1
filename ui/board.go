package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core"
)

// The size of a square, before zooming, below which the board scrolls rather
// than shrinks, and the zoom limits.
const (
	minSquare = 26
	minZoom   = 0.5
	maxZoom   = 3
)

// boardView is the board: a grid of square widgets with the column letters
// and row numbers round it, as the console shows them. It fills the space it
// is given and keeps squares square; below the zoomed minimum size of a
// square it asks for more room, so a scroll container around it scrolls.
type boardView struct {
	widget.BaseWidget
	board   boardLayout
	keys    keyHandler
	squares []*squareView // row by row
	labels  []*canvas.Text
	zoom    float32
	cell    float32       // the size of a square at the last layout
	origin  fyne.Position // the top-left corner of square a1 at the last layout
}

// boardLayout is what the view shows of a board: its size, premiums and
// start square. A game's *core.Board has one, and so has the board
// editor's *core.Draft.
type boardLayout interface {
	Cols() int
	Rows() int
	Start() core.Square
	Premium(s core.Square) core.Premium
	Contains(s core.Square) bool
}

// newBoardView returns the view of board b, with events going to h.
func newBoardView(b boardLayout, h squareHandler) *boardView {
	v := &boardView{board: b}
	for r := range b.Rows() {
		for c := range b.Cols() {
			sq := core.Square{Col: c, Row: r}
			v.squares = append(v.squares, newSquareView(sq, b.Premium(sq), sq == b.Start(), h))
		}
	}
	label := func(s string) *canvas.Text {
		t := canvas.NewText(s, theme.Color(theme.ColorNameForeground))
		t.Alignment = fyne.TextAlignCenter
		return t
	}
	for range 2 {
		for c := range b.Cols() {
			v.labels = append(v.labels, label(string(rune('a'+c))))
		}
		for r := range b.Rows() {
			v.labels = append(v.labels, label(strconv.Itoa(r+1)))
		}
	}
	v.ExtendBaseWidget(v)
	return v
}

// keyHandler receives the keys typed while the board has the focus.
type keyHandler interface {
	typeRune(r rune)
	typedKey(ev *fyne.KeyEvent)
}

// The board takes the keyboard focus when a square is tapped.

// FocusGained changes nothing: the typing cursor shows where keys go.
func (v *boardView) FocusGained() {}

// FocusLost changes nothing either.
func (v *boardView) FocusLost() {}

// AcceptsTab keeps Tab, which turns the typing direction, from moving the
// focus on.
func (v *boardView) AcceptsTab() bool { return true }

// TypedRune types a letter on the board.
func (v *boardView) TypedRune(r rune) { v.keys.typeRune(r) }

// TypedKey hands a key to the board's keys.
func (v *boardView) TypedKey(ev *fyne.KeyEvent) { v.keys.typedKey(ev) }

// square returns the view of square sq.
func (v *boardView) square(sq core.Square) *squareView {
	return v.squares[sq.Row*v.board.Cols()+sq.Col]
}

// setZoom scales the least size of a square, within limits.
func (v *boardView) setZoom(z float32) {
	if z != 0 {
		z = max(minZoom, min(maxZoom, z))
	}
	v.zoom = z
	v.Refresh()
}

// squareAt returns the square under position p, given relative to the board
// view, or false when p is off the squares.
func (v *boardView) squareAt(p fyne.Position) (core.Square, bool) {
	if v.cell <= 0 {
		return core.Square{}, false
	}
	x, y := (p.X-v.origin.X)/v.cell, (p.Y-v.origin.Y)/v.cell
	if x < 0 || y < 0 {
		return core.Square{}, false
	}
	sq := core.Square{Col: int(x), Row: int(y)}
	return sq, v.board.Contains(sq)
}

// CreateRenderer lays out the squares and labels.
func (v *boardView) CreateRenderer() fyne.WidgetRenderer {
	objects := make([]fyne.CanvasObject, 0, len(v.squares)+len(v.labels))
	for _, s := range v.squares {
		objects = append(objects, s)
	}
	for _, l := range v.labels {
		objects = append(objects, l)
	}
	return &boardRenderer{v: v, objects: objects}
}

// boardRenderer lays out a boardView.
type boardRenderer struct {
	v       *boardView
	objects []fyne.CanvasObject
}

// Destroy has nothing to free.
func (r *boardRenderer) Destroy() {}

// Objects are the squares and the labels around them.
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves room for the squares at their zoomed least size and a
// border of labels.
func (r *boardRenderer) MinSize() fyne.Size {
	b, cell := r.v.board, float32(minSquare)
	if r.v.zoom > 0 {
		cell *= r.v.zoom
	}
	return fyne.NewSize(float32(b.Cols()+2)*cell, float32(b.Rows()+2)*cell)
}

// Layout makes the squares as large as the size allows, centred.
func (r *boardRenderer) Layout(size fyne.Size) {
	v, b := r.v, r.v.board
	cols, rows := float32(b.Cols()+2), float32(b.Rows()+2)
	cell := min(size.Width/cols, size.Height/rows)
	if v.zoom > 0 {
		cell = minSquare * v.zoom
	}
	v.cell = cell
	v.origin = fyne.NewPos((size.Width-cols*cell)/2+cell, (size.Height-rows*cell)/2+cell)
	at := func(c, r float32) fyne.Position { return v.origin.AddXY(c*cell, r*cell) }
	for i, s := range v.squares {
		s.Move(at(float32(i%b.Cols()), float32(i/b.Cols())))
		s.Resize(fyne.NewSquareSize(cell))
	}
	n := 0
	for _, edge := range []float32{-1, float32(b.Rows())} {
		for c := range b.Cols() {
			r.placeLabel(v.labels[n], at(float32(c), edge), cell)
			n++
		}
		side := float32(-1)
		if edge >= 0 {
			side = float32(b.Cols())
		}
		for row := range b.Rows() {
			r.placeLabel(v.labels[n], at(side, float32(row)), cell)
			n++
		}
	}
}

// placeLabel puts an edge label in the cell at p.
func (r *boardRenderer) placeLabel(l *canvas.Text, p fyne.Position, cell float32) {
	l.TextSize = cell * 0.4
	l.Move(p)
	l.Resize(fyne.NewSquareSize(cell))
}

// Refresh re-reads the theme for the labels and lays out again; squares
// refresh themselves when their content changes.
func (r *boardRenderer) Refresh() {
	fg := theme.Color(theme.ColorNameForeground)
	for _, l := range r.v.labels {
		if l.Color != fg {
			l.Color = fg
			l.Refresh()
		}
	}
	r.Layout(r.v.Size())
}

// reveal scrolls s so that square sq is in view, centred where possible.
// It does nothing when the square is already in view.
func (v *boardView) reveal(s *container.Scroll, sq core.Square) {
	if v.cell <= 0 {
		return
	}
	at := v.origin.AddXY(float32(sq.Col)*v.cell, float32(sq.Row)*v.cell)
	view := s.Size()
	off := s.Offset
	if at.X >= off.X && at.Y >= off.Y && at.X+v.cell <= off.X+view.Width && at.Y+v.cell <= off.Y+view.Height {
		return
	}
	size := v.Size()
	clamp := func(x, extent, page float32) float32 { return max(0, min(x-page/2+v.cell/2, extent-page)) }
	s.ScrollToOffset(fyne.NewPos(clamp(at.X, size.Width, view.Width), clamp(at.Y, size.Height, view.Height)))
}
