package boardview

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/board"
	"scraebbkle/core/tile"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
	"scraebbkle/ui/tiles"
)

// Look says how a tile on a square is drawn.
type Look uint8

// The ways a tile on the board is drawn.
const (
	Played  Look = iota // played in an earlier turn
	Last                // played in the last turn
	Pending             // placed this turn, not yet played
	Preview             // a move previewed as a hint, not placed
)

// SquareHandler receives what happens to a square: taps, and drags of a
// tile placed on it this turn.
type SquareHandler interface {
	SquareTapped(sq board.Square)
	SquareDragged(sq board.Square, ev *fyne.DragEvent)
	SquareDragEnd(sq board.Square)
}

// Square is one square of the board: its premium and the start mark
// while empty, or the tile on it.
type Square struct {
	widget.BaseWidget
	sq      board.Square
	premium board.Premium
	start   bool
	game    *style.Look // how the game draws its premium and the start
	tile    tile.Tile   // zero when empty
	look    Look
	cursor  string // "→" or "↓" where typed letters go, or ""
	handler SquareHandler
	paints  bool // the board editor's: every drag goes to the handler
	lifted  bool // its tile is being dragged: the square shows as empty
	aimed   bool // a tile dragged would go here if let go now
	gesture bool // a drag from it is under way
	dragged bool // that drag goes to the handler: so does its end
}

// newSquareView returns the view of square sq.
func newSquare(sq board.Square, p board.Premium, start bool, h SquareHandler) *Square {
	s := &Square{sq: sq, premium: p, start: start, game: style.ScraeBBKleLook, handler: h}
	s.ExtendBaseWidget(s)
	return s
}

// Draw sets the tile on the square and how it looks, refreshing only when
// something changed.
func (s *Square) Draw(t tile.Tile, look Look, cursor string) {
	if s.tile == t && s.look == look && s.cursor == cursor {
		return
	}
	s.tile, s.look, s.cursor = t, look, cursor
	s.Refresh()
}

// Mark shows cursor on the square, or none for "", keeping its tile.
func (s *Square) Mark(cursor string) { s.Draw(s.tile, s.look, cursor) }

// Tapped passes a tap on to the handler.
func (s *Square) Tapped(*fyne.PointEvent) { s.handler.SquareTapped(s.sq) }

// Dragged passes the drag of a pending tile, or any drag in the board
// editor, on to the handler.
// Whether a drag goes to the handler is decided by its first event: a
// tile typed onto the square mid-drag is not picked up.
func (s *Square) Dragged(ev *fyne.DragEvent) {
	if !s.gesture {
		s.gesture, s.dragged = true, s.dragsTo()
	}
	if s.dragged {
		s.handler.SquareDragged(s.sq, ev)
	}
}

// DragEnd ends the drag that went to the handler, even if the square's
// tile has gone meanwhile (a key took it back).
func (s *Square) DragEnd() {
	if s.dragged {
		s.handler.SquareDragEnd(s.sq)
	}
	s.gesture, s.dragged = false, false
}

// dragsTo reports whether a drag from the square goes to the handler.
func (s *Square) dragsTo() bool {
	return s.paints || s.look == Pending && !s.tile.IsZero()
}

// Lift shows the square as empty while its tile is dragged, and the tile
// again once it is let go.
func (s *Square) Lift(on bool) {
	s.lifted = on
	s.Refresh()
}

// Aim outlines the square while a tile dragged would go there if let go.
func (s *Square) Aim(on bool) {
	s.aimed = on
	s.Refresh()
}

// showing is the tile the square shows: none while its tile is dragged.
func (s *Square) showing() tile.Tile {
	if s.lifted {
		return tile.Tile{}
	}
	return s.tile
}

// SetPremium shows premium p, and the start mark when start is set,
// refreshing only when something changed.
func (s *Square) SetPremium(p board.Premium, start bool) {
	if s.premium == p && s.start == start {
		return
	}
	s.premium, s.start = p, start
	s.Refresh()
}

// SetLook draws the square as look l has it, refreshing only when it
// changed.
func (s *Square) SetLook(l *style.Look) {
	if s.game != l {
		s.game = l
		s.Refresh()
	}
}

// CreateRenderer draws the square.
func (s *Square) CreateRenderer() fyne.WidgetRenderer {
	r := &squareRenderer{s: s, bg: canvas.NewRectangle(color.Transparent), text: tiles.NewLettering()}
	r.mark = canvas.NewText("", style.Cursor)
	r.mark.TextStyle = fyne.TextStyle{Bold: true}
	r.objects = []fyne.CanvasObject{r.bg, r.text.Letter, r.text.Value, r.mark}
	r.update()
	return r
}

// squareRenderer draws a Square. While the square is empty, the tile's
// letter shows the premium label or the start star instead.
type squareRenderer struct {
	s       *Square
	bg      *canvas.Rectangle
	text    tiles.Lettering
	mark    *canvas.Text // the typing cursor
	objects []fyne.CanvasObject
}

// Destroy has nothing to free.
func (r *squareRenderer) Destroy() {}

// Objects are the background, the letter, its value and the cursor.
func (r *squareRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize is small and constant: the board decides the size of squares.
func (r *squareRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(8) }

// Layout sizes the background and scales the text to the square.
func (r *squareRenderer) Layout(size fyne.Size) {
	gap := float32(1)
	r.bg.Move(fyne.NewPos(gap/2, gap/2))
	r.bg.Resize(size.SubtractWidthHeight(gap, gap))
	r.bg.CornerRadius = size.Width * 0.12
	r.text.Layout(size, r.letterScale())
	if r.s.showing().IsZero() && r.s.star() != starAlone { // a premium's label
		r.text.Letter.TextSize = max(r.text.Letter.TextSize, tiles.LeastText)
	}
	if r.s.star() == starInCorner {
		r.text.Value.TextSize = size.Width * cornerStar // larger than a tile's value
	}
	// The label makes room for the typing arrow at the top left, or else
	// for the star at the bottom right.
	switch {
	case r.s.cursor != "" && r.s.showing().IsZero() && r.s.premium.Kind != board.Plain:
		r.text.Letter.Move(fyne.NewPos(size.Width*0.08, size.Height*0.2))
	case r.s.star() == starInCorner:
		// Up to the top, the leading above its line past the square's
		// edge, clear of the star on the smallest squares too.
		line := fyne.MeasureText(r.text.Letter.Text, r.text.Letter.TextSize, r.text.Letter.TextStyle).Height
		r.text.Letter.Move(fyne.NewPos(0, -((size.Height-line)/2 + line*0.1)))
	}
	// Over a tile (a hint's ghost tile), the arrow shrinks into the corner
	// that the letter leaves free.
	mark, at := float32(0.46), fyne.NewPos(size.Width*0.06, -size.Height*0.06)
	if !r.s.showing().IsZero() {
		mark, at = 0.28, fyne.NewPos(size.Width*0.01, -size.Height*0.05)
	}
	r.mark.TextSize = size.Width * mark
	r.mark.Move(at)
	r.mark.Resize(fyne.NewSize(size.Width*mark*1.1, size.Height*mark*1.1))
}

// cornerStar is the size of the star in the corner of a start square with
// a premium, relative to the square.
const cornerStar = 0.36

// letterScale is the size of the letter, the label or the star relative to
// the square.
func (r *squareRenderer) letterScale() float32 {
	switch {
	case !r.s.showing().IsZero():
		return 0.55
	case r.s.star() == starAlone:
		return 0.6
	}
	return 0.32
}

// star says where a square shows the start star.
type star uint8

// Where the start star is shown: nowhere, as on a square that is not the
// start, has a tile or has the typing arrow, which marks it enough; alone,
// on a plain start square; or in the corner, beside the label of a start
// Square with a premium.
const (
	noStar star = iota
	starAlone
	starInCorner
)

// star says where the square shows the start star.
func (s *Square) star() star {
	switch {
	case !s.start || !s.showing().IsZero() || s.cursor != "":
		return noStar
	case s.premium.Kind == board.Plain || s.game.StarAlone:
		return starAlone
	}
	return starInCorner
}

// Refresh redraws the square from the widget's state.
func (r *squareRenderer) Refresh() {
	r.update()
	style.Redraw(r, r.s.Size())
}

// update sets texts and colours from the widget's state.
func (r *squareRenderer) update() {
	s := r.s
	r.mark.Text = s.cursor
	r.mark.Color = s.game.Ink(s.premium) // the square's outline is the cursor's colour
	if !s.showing().IsZero() {
		r.mark.Color = style.Cursor // on a tile, which has an outline of its own
	}
	r.bg.StrokeWidth = 0
	if s.showing().IsZero() {
		if s.cursor != "" { // the typing cursor's square is outlined too
			r.bg.StrokeColor, r.bg.StrokeWidth = style.Cursor, 2
		}
		r.bg.FillColor = s.game.Fill(s.premium)
		r.text.Clear()
		r.text.Letter.Text = s.game.Label(s.premium)
		r.text.Letter.Color = s.game.Ink(s.premium)
		switch s.star() {
		case starAlone:
			r.text.Letter.Text = "★"
			if s.premium.Kind == board.Plain {
				r.text.Letter.Color = style.Cursor
			}
		case starInCorner: // the premium's label stays
			r.text.Value.Text = "★"
			r.text.Value.Color = r.text.Letter.Color
		}
		r.outlineAim()
		return
	}
	r.bg.FillColor, r.bg.StrokeColor = tileColours(s.look)
	r.bg.StrokeWidth = 1
	if s.look == Pending || s.look == Preview { // outlined to stand out from the tiles played
		r.bg.StrokeWidth = 2
	}
	r.text.Show(s.tile)
	if s.look == Preview { // a ghost's ink, but a blank's letter keeps its own colour
		r.text.Value.Color = style.PreviewInk
		if !s.tile.Blank {
			r.text.Letter.Color = style.PreviewInk
		}
	}
	r.outlineAim()
}

// outlineAim draws the outline of a square a dragged tile would go to,
// over any other.
func (r *squareRenderer) outlineAim() {
	if r.s.aimed {
		r.bg.StrokeColor, r.bg.StrokeWidth = style.Cursor, 3
	}
}

// tileColours are the face and the edge of a tile on the board drawn with
// look l.
func tileColours(l Look) (face, edge color.Color) {
	switch l {
	case Last:
		return style.TileLastMove, style.TileEdge
	case Pending:
		return style.TilePending, style.SelectedOutline
	case Preview:
		return style.TilePreview, style.PreviewOutline
	}
	return style.TileFace, style.TileEdge
}

// At is the square shown.
func (s *Square) At() board.Square { return s.sq }

// Tile is the tile drawn on the square, zero when it is empty.
func (s *Square) Tile() tile.Tile { return s.tile }

// Look is how the square's tile is drawn.
func (s *Square) Look() Look { return s.look }

// Premium is the square's premium.
func (s *Square) Premium() board.Premium { return s.premium }

// IsStart reports whether the square shows the start mark.
func (s *Square) IsStart() bool { return s.start }

// Cursor is the mark drawn on the square: the typing arrow, or "".
func (s *Square) Cursor() string { return s.cursor }

// Aimed reports whether the square shows that a dragged tile would go there.
func (s *Square) Aimed() bool { return s.aimed }

// Lifted reports whether the square shows as empty while its tile is dragged.
func (s *Square) Lifted() bool { return s.lifted }

// AccessibilityLabel is what a screen reader says of the square: its
// coordinate, its premium, the start, and its tile or "empty", with what
// kind of tile it is: "h8, double word, start, empty"; "j3, E, 1 point,
// played last".
func (s *Square) AccessibilityLabel() string {
	parts := []string{s.sq.String()}
	if p := phrase.Premium(s.premium); p != "" {
		parts = append(parts, p)
	}
	if s.start {
		parts = append(parts, "start")
	}
	t := s.showing()
	if t == (tile.Tile{}) {
		return strings.Join(append(parts, "empty"), ", ")
	}
	parts = append(parts, phrase.Tile(t))
	if how := lookNames[s.look]; how != "" {
		parts = append(parts, how)
	}
	return strings.Join(parts, ", ")
}

// lookNames say how a tile on a square came there, where it was not in an
// earlier turn.
var lookNames = map[Look]string{Last: "played last", Pending: "placed this turn", Preview: "a hint"}

// AccessibilityRole is a button's: a square is tapped to place a tile.
func (s *Square) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }
