package boardview

import (
	"fmt"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/ui/style"
)

// MinSquare is the size of a square before zooming; MinZoom and MaxZoom
// are the zoom limits; FittedSquare is the size below which a board fitted
// to the window scrolls rather than shrinks: small enough that a tall board
// such as 7 x 28, or the default board in the smallest window, fits without
// scrolling, large enough to read. A board too tall to fit whole fills the
// view's width with squares up to WidestSquare: larger ones would show too
// few rows at a time.
const (
	MinSquare    = 26
	MinZoom      = 0.5
	MaxZoom      = 3
	FittedSquare = 18
	WidestSquare = 40
)

// View is the board: a grid of square widgets with the column letters
// and row numbers round it, as the console shows them. It fills the space it
// is given and keeps squares square; below the zoomed minimum size of a
// Square it asks for more room, so a scroll container around it scrolls.
// Scrolled, the letters and numbers stay at the edges of the part in view,
// on bands of the background's colour.
type View struct {
	widget.BaseWidget
	board   Board
	keys    KeyHandler
	squares []*Square // row by row
	labels  []*canvas.Text
	bands   [4]*band          // behind the labels of each edge when they stay in view: top, left, bottom, right
	scroll  *container.Scroll // the scroll container round the view, or nil
	zoom    float32
	in      bool          // zoomed in: larger than fitted when zoomed, and never smaller since
	cell    float32       // the size of a square at the last layout
	origin  fyne.Position // the top-left corner of square a1 at the last layout
	// fitted, when set, is told after each layout the size a square has
	// with the board fitted to its view, zoomed or not.
	fitted func(cell float32)
}

// Board is what the view shows of a board: its size, premiums and
// start square. A game's *board.Board has one, and so has the board
// editor's *board.Draft.
type Board interface {
	Cols() int
	Rows() int
	Start() board.Square
	Premium(s board.Square) board.Premium
	Contains(s board.Square) bool
}

// newBoardView returns the view of board b, with events going to h.
func New(b Board, h SquareHandler) *View {
	v := &View{board: b}
	for r := range b.Rows() {
		for c := range b.Cols() {
			sq := board.Square{Col: c, Row: r}
			v.squares = append(v.squares, newSquare(sq, b.Premium(sq), sq == b.Start(), h))
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
	for i := range v.bands {
		v.bands[i] = newBand()
	}
	v.ExtendBaseWidget(v)
	return v
}

// StickTo keeps the labels at the edges of what scroll container s shows
// of the view, as it scrolls.
func (v *View) StickTo(s *container.Scroll) {
	v.scroll = s
	s.OnScrolled = func(fyne.Position) { v.PlaceLabels() }
}

// squaresAt is position p, relative to the view, in squares from the
// corner of a1: what stays in place when the squares change size.
func (v *View) squaresAt(p fyne.Position) fyne.Position {
	if v.cell <= 0 {
		return fyne.NewPos(0, 0)
	}
	return fyne.NewPos((p.X-v.origin.X)/v.cell, (p.Y-v.origin.Y)/v.cell)
}

// centreOn scrolls the view's scroll container so that the point at squares
// from the corner of a1 is in its middle, as far as the board allows.
func (v *View) centreOn(squares fyne.Position) {
	s := v.scroll
	view, size := s.Size(), v.Size()
	at := v.origin.AddXY(squares.X*v.cell, squares.Y*v.cell)
	clamp := func(x, extent, page float32) float32 { return max(0, min(x-page/2, extent-page)) }
	s.ScrollToOffset(fyne.NewPos(clamp(at.X, size.Width, view.Width), clamp(at.Y, size.Height, view.Height)))
	v.PlaceLabels() // ScrollToOffset does not call OnScrolled
}

// underBand reports whether position p, relative to the view, lies under
// a band of labels.
func (v *View) underBand(p fyne.Position) bool {
	for _, b := range v.bands {
		at, size := b.Position(), b.Size()
		if b.Visible() && p.X >= at.X && p.Y >= at.Y && p.X < at.X+size.Width && p.Y < at.Y+size.Height {
			return true
		}
	}
	return false
}

// KeyHandler receives the keys typed while the board has the focus.
type KeyHandler interface {
	TypeRune(r rune)
	TypedKey(ev *fyne.KeyEvent)
}

// The board takes the keyboard focus when a square is tapped.

// FocusGained changes nothing: the typing cursor shows where keys go.
func (v *View) FocusGained() {}

// FocusLost changes nothing either.
func (v *View) FocusLost() {}

// AcceptsTab keeps Tab, which turns the typing direction, from moving the
// focus on, on a board that takes keys: the editor's does not.
func (v *View) AcceptsTab() bool { return v.keys != nil }

// TypedRune types a letter on the board.
func (v *View) TypedRune(r rune) {
	if v.keys != nil {
		v.keys.TypeRune(r)
	}
}

// TypedKey hands a key to the board's keys.
func (v *View) TypedKey(ev *fyne.KeyEvent) {
	if v.keys != nil {
		v.keys.TypedKey(ev)
	}
}

// Square returns the view of square sq.
func (v *View) Square(sq board.Square) *Square {
	return v.squares[sq.Row*v.board.Cols()+sq.Col]
}

// ZoomBy changes the size of the squares by factor f, 0 fitting the board
// to its view again. It keeps in the middle of the view square sq, when
// there is one (at) and it is in view, or else what is in the middle now.
func (v *View) ZoomBy(f float32, sq board.Square, at bool) {
	if v.scroll == nil {
		return
	}
	centre := v.Middle()
	if at && v.inSight(sq) {
		centre = fyne.NewPos(float32(sq.Col)+0.5, float32(sq.Row)+0.5)
	}
	z := float32(0)
	if f != 0 {
		z = v.cell / MinSquare * f
	}
	v.ZoomAround(z, centre)
}

// ZoomAround sets the zoom to z (0 fitting the board to its view) and puts
// the place centre, in squares, in the middle of the view.
func (v *View) ZoomAround(z float32, centre fyne.Position) {
	v.setZoom(z)
	v.scroll.Refresh() // fits the board's new size, which lays it out again
	v.centreOn(centre)
}

// setZoom scales the least size of a square, within limits.
func (v *View) setZoom(z float32) {
	if z != 0 {
		z = max(MinZoom, min(MaxZoom, z))
	}
	v.zoom = z
	v.in = z > 0 && MinSquare*z > v.fittedCell()
	v.Refresh()
}

// SquareAt returns the square under position p, given relative to the board
// view, or false when p is off the squares or under a band of labels.
func (v *View) SquareAt(p fyne.Position) (board.Square, bool) {
	if v.cell <= 0 {
		return board.Square{}, false
	}
	x, y := (p.X-v.origin.X)/v.cell, (p.Y-v.origin.Y)/v.cell
	if x < 0 || y < 0 || v.underBand(p) {
		return board.Square{}, false
	}
	sq := board.Square{Col: int(x), Row: int(y)}
	return sq, v.board.Contains(sq)
}

// CreateRenderer lays out the squares and labels.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	objects := make([]fyne.CanvasObject, 0, len(v.squares)+len(v.bands)+len(v.labels))
	for _, s := range v.squares {
		objects = append(objects, s)
	}
	for _, b := range v.bands {
		objects = append(objects, b)
	}
	for _, l := range v.labels {
		objects = append(objects, l)
	}
	return &boardRenderer{v: v, objects: objects}
}

// boardRenderer lays out a View.
type boardRenderer struct {
	v       *View
	objects []fyne.CanvasObject
}

// Destroy has nothing to free.
func (r *boardRenderer) Destroy() {}

// Objects are the squares, the labels around them and the bands behind
// the labels.
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves room for the squares at their zoomed least size and a
// border of labels.
func (r *boardRenderer) MinSize() fyne.Size {
	b, cell := r.v.board, r.v.leastCell()
	return fyne.NewSize(float32(b.Cols()+2)*cell, float32(b.Rows()+2)*cell)
}

// leastCell is the least size of a square (and of the labels' bands): the
// zoomed size, or the least fitted size.
func (v *View) leastCell() float32 {
	if v.zoom > 0 {
		return v.zoomedCell()
	}
	return v.leastFitted()
}

// zoomedCell is the size of a square zoomed; zoomed in, at least the size
// it has fitted to the view: a board zoomed in a small window and then
// shown in a larger one does not stay smaller than it would fit.
func (v *View) zoomedCell() float32 {
	if v.in {
		return max(MinSquare*v.zoom, v.fittedCell())
	}
	return MinSquare * v.zoom
}

// fittedCell is the size of a square with the board fitted to its view.
func (v *View) fittedCell() float32 {
	if v.scroll == nil {
		return FittedSquare
	}
	view := v.scroll.Size()
	cols, rows := float32(v.board.Cols()+2), float32(v.board.Rows()+2)
	return max(v.leastFitted(), min(view.Width/cols, view.Height/rows))
}

// leastFitted is the least size of a square fitted to the window,
// FittedSquare, unless the board is too tall to fit whole even so: then it
// fits the view's width, scrolling down, with squares of at most
// WidestSquare.
func (v *View) leastFitted() float32 {
	if v.scroll == nil {
		return FittedSquare
	}
	view, cols, rows := v.scroll.Size(), float32(v.board.Cols()+2), float32(v.board.Rows()+2)
	if view.Height/rows >= FittedSquare {
		return FittedSquare
	}
	return max(FittedSquare, min(WidestSquare, view.Width/cols))
}

// Layout makes the squares as large as the size allows, centred.
func (r *boardRenderer) Layout(size fyne.Size) {
	v, b := r.v, r.v.board
	cols, rows := float32(b.Cols()+2), float32(b.Rows()+2)
	cell := max(v.leastCell(), min(size.Width/cols, size.Height/rows))
	if v.zoom > 0 {
		cell = v.zoomedCell()
	}
	// Squares of whole pixels, at whole pixels: otherwise each square's
	// edges round their own way, and the gaps between some columns or
	// rows look wider than between others.
	px := v.pixel()
	cell = max(px, wholePixels(cell, px, math.Floor))
	v.cell = cell
	v.origin = fyne.NewPos(wholePixels((size.Width-cols*cell)/2, px, math.Round)+cell, wholePixels((size.Height-rows*cell)/2, px, math.Round)+cell)
	at := func(c, r float32) fyne.Position { return v.origin.AddXY(c*cell, r*cell) }
	for i, s := range v.squares {
		s.Move(at(float32(i%b.Cols()), float32(i/b.Cols())))
		s.Resize(fyne.NewSquareSize(cell))
	}
	v.PlaceLabels()
	if v.fitted != nil {
		v.fitted(v.fittedCell())
	}
}

// pixel is the size of one of the screen's pixels, as the board measures
// sizes: 1 unless the window's canvas is scaled.
func (v *View) pixel() float32 {
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && c.Scale() > 0 {
		return 1 / c.Scale()
	}
	return 1
}

// wholePixels is x as a whole number of pixels of size px, rounded by
// round.
func wholePixels(x, px float32, round func(float64) float64) float32 {
	return float32(round(float64(x/px))) * px
}

// PlaceLabels puts the column letters above and below the squares and the
// row numbers left and right of them; where the squares run past the part
// of the view in sight, the labels of that edge stay at its edge, on a band.
func (v *View) PlaceLabels() {
	if v.cell <= 0 {
		return
	}
	seen, view := v.inView()
	edges, stuck := v.edgesInView(seen, view)
	v.placeBands(edges, stuck, seen, view)
	b, cell := v.board, v.cell
	// A label whose square lies under a band across its way is hidden.
	under := func(at float32, before, after int) bool {
		return stuck[before] && at < edges[before]+cell/2 || stuck[after] && at > edges[after]-cell/2
	}
	n := 0
	for side := 0; side < 4; side += 2 { // the top and left edges, then the bottom and right
		for c := range b.Cols() {
			x := v.origin.X + float32(c)*cell
			placeLabel(v.labels[n], fyne.NewPos(x, edges[side]), cell, under(x, 1, 3))
			n++
		}
		for row := range b.Rows() {
			y := v.origin.Y + float32(row)*cell
			placeLabel(v.labels[n], fyne.NewPos(edges[side+1], y), cell, under(y, 0, 2))
			n++
		}
	}
}

// inView returns the part of the view in sight: where it begins, and its
// size.
func (v *View) inView() (seen fyne.Position, view fyne.Size) {
	if v.scroll != nil {
		return v.scroll.Offset, v.scroll.Size()
	}
	return fyne.NewPos(0, 0), v.Size()
}

// IntoSight moves position p, relative to the view, onto the squares in
// sight where the board goes on out of sight: a point past such an edge,
// or on the band of labels there, is taken for the last square in sight.
// Past an edge of the board itself it stays, on no square.
func (v *View) IntoSight(p fyne.Position) fyne.Position {
	edges, stuck := v.edgesInView(v.inView())
	const inside = 0.5 // within the last square in sight, which the band may partly cover
	if stuck[0] {
		p.Y = max(p.Y, edges[0]+v.cell)
	}
	if stuck[1] {
		p.X = max(p.X, edges[1]+v.cell)
	}
	if stuck[2] {
		p.Y = min(p.Y, edges[2]-inside)
	}
	if stuck[3] {
		p.X = min(p.X, edges[3]-inside)
	}
	return p
}

// edgesInView returns where the labels of each edge go (top, left, bottom,
// right: a y or an x) with the part of the view at seen of size view in
// sight, and which of them have left their place beside the squares.
func (v *View) edgesInView(seen fyne.Position, view fyne.Size) (edges [4]float32, stuck [4]bool) {
	b, cell := v.board, v.cell
	top, left := v.origin.Y-cell, v.origin.X-cell
	bottom, right := v.origin.Y+float32(b.Rows())*cell, v.origin.X+float32(b.Cols())*cell
	edges = [4]float32{
		max(top, seen.Y), max(left, seen.X),
		min(bottom, seen.Y+view.Height-cell), min(right, seen.X+view.Width-cell),
	}
	for i, place := range [4]float32{top, left, bottom, right} {
		stuck[i] = abs32(edges[i]-place) > 0.5 // not the rounding of a board that fits
	}
	return edges, stuck
}

// placeBands shows a band behind the labels of each edge that has left its
// place, across the part of the view in sight. A band reaches a little past
// the view's edge, which the scroll clips, so that rounding to pixels
// leaves no sliver of squares there.
func (v *View) placeBands(edges [4]float32, stuck [4]bool, seen fyne.Position, view fyne.Size) {
	const over = 3
	for i, band := range v.bands {
		if !stuck[i] {
			band.Hide()
			continue
		}
		from := edges[i]
		if i < 2 { // the top and left bands reach back past the view's start
			from -= over
		}
		if i%2 == 0 {
			band.Move(fyne.NewPos(seen.X, from))
			band.Resize(fyne.NewSize(view.Width, v.cell+over))
		} else {
			band.Move(fyne.NewPos(from, seen.Y))
			band.Resize(fyne.NewSize(v.cell+over, view.Height))
		}
		band.Show()
	}
}

// abs32 is the absolute value of x.
func abs32(x float32) float32 { return max(x, -x) }

// placeLabel puts an edge label in the cell at p, or hides it.
func placeLabel(l *canvas.Text, p fyne.Position, cell float32, hidden bool) {
	l.TextSize = cell * 0.4
	l.Move(p)
	l.Resize(fyne.NewSquareSize(cell))
	if l.Hidden != hidden {
		l.Hidden = hidden
		l.Refresh()
	}
}

// Refresh re-reads the theme for the labels and bands and lays out again;
// squares refresh themselves when their content changes.
func (r *boardRenderer) Refresh() {
	fg := theme.Color(theme.ColorNameForeground)
	for _, l := range r.v.labels {
		if l.Color != fg {
			l.Color = fg
			l.Refresh()
		}
	}
	for _, b := range r.v.bands {
		b.Refresh()
	}
	r.Layout(r.v.Size())
}

// Reveal scrolls the view so that square sq is in it, centred where
// possible. It does nothing when the square is already in view, not under
// the labels that stay at the edges of a board larger than the view, or
// when the view does not scroll.
func (v *View) Reveal(sq board.Square) {
	if v.scroll == nil || v.cell <= 0 || v.inSight(sq) {
		return
	}
	v.centreOn(fyne.NewPos(float32(sq.Col)+0.5, float32(sq.Row)+0.5))
}

// Middle is the place, in squares, in the middle of what the scroll
// container shows.
func (v *View) Middle() fyne.Position {
	s := v.scroll
	return v.squaresAt(s.Offset.AddXY(s.Size().Width/2, s.Size().Height/2))
}

// inSight reports whether square sq is wholly in what the scroll container
// shows, and not under the labels that stay at the edges of a board larger
// than the view.
func (v *View) inSight(sq board.Square) bool {
	at := v.origin.AddXY(float32(sq.Col)*v.cell, float32(sq.Row)*v.cell)
	edges, _ := v.edgesInView(v.inView())
	return at.X >= edges[1]+v.cell && at.Y >= edges[0]+v.cell && at.X+v.cell <= edges[3] && at.Y+v.cell <= edges[2]
}

// SetKeys sends the keys typed while the board has the focus to k: the
// game's board takes them, the editor's does not.
func (v *View) SetKeys(k KeyHandler) { v.keys = k }

// OnFitted has f told after each layout the size a square has with the
// board fitted to its view, zoomed or not.
func (v *View) OnFitted(f func(cell float32)) { v.fitted = f }

// Squares are the views of the squares, row by row.
func (v *View) Squares() []*Square { return v.squares }

// Zoom is the zoom set, 0 when the board is fitted to its view.
func (v *View) Zoom() float32 { return v.zoom }

// Cell is the size of a square at the last layout.
func (v *View) Cell() float32 { return v.cell }

// Paints has every drag from a square go to the handler, as the board
// editor's painting wants, not only drags of tiles placed this turn.
func (v *View) Paints() {
	for _, s := range v.squares {
		s.paints = true
	}
}

// SetLook draws the squares as look l has them: a game's colours and
// labels.
func (v *View) SetLook(l *style.Look) {
	for _, s := range v.squares {
		s.SetLook(l)
	}
}

// Origin is the top-left corner of square a1 at the last layout.
func (v *View) Origin() fyne.Position { return v.origin }

// Edges are where the labels of each edge stand, top, left, bottom and
// right (a y or an x), and which of them have left their place beside the
// squares to stay in view.
func (v *View) Edges() (edges [4]float32, stuck [4]bool) { return v.edgesInView(v.inView()) }

// Scroll is the scroll container the view is in (StickTo), or nil.
func (v *View) Scroll() *container.Scroll { return v.scroll }

// AccessibilityLabel is what a screen reader says of the board as a whole:
// its size, and the keys that read it out.
func (v *View) AccessibilityLabel() string {
	return fmt.Sprintf("The board, %d columns by %d rows. F6 reads the next row, Shift+F6 the row before, F7 your rack, F8 the tiles you cannot see.", v.board.Cols(), v.board.Rows())
}

// AccessibilityRole is a container's: its squares say what they are.
func (v *View) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleContainer }
