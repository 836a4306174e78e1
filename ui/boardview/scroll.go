package boardview

import (
	"scraebbkle/ui/style"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A board larger than its window scrolls, and its column letters and row
// numbers then stay at the edges of the part in view, on bands that cover
// the squares beneath them (board.go). The bands are laid out again
// whenever the view moves or changes size.

// leastView is the least size of the view of a board: room for the
// default board of 16 x 14 with its labels, 18 x 16 squares of
// FittedSquare, so that it shows whole in the smallest window.
var leastView = fyne.NewSize(18*FittedSquare, 16*FittedSquare)

// stickyScroll is scroll container s, at least leastView in size, in a
// container that puts the labels of the board view in it back at the edges
// in view whenever its size changes.
func StickyScroll(s *container.Scroll) *fyne.Container {
	return container.New(style.AfterLayout{Least: leastView, After: func() {
		if v, ok := s.Content.(*View); ok {
			v.PlaceLabels()
		}
	}}, s)
}

// band is a strip of the background's colour behind the labels of an edge
// that stay in view. It takes the taps meant for what it hides: a square
// under it cannot be seen, so it is not played on.
type band struct {
	widget.BaseWidget
	rect *canvas.Rectangle
}

// newBand returns a hidden band.
func newBand() *band {
	b := &band{rect: canvas.NewRectangle(theme.Color(theme.ColorNameBackground))}
	b.ExtendBaseWidget(b)
	b.Hide()
	return b
}

// Tapped does nothing: the tap stops here.
func (b *band) Tapped(*fyne.PointEvent) {}

// CreateRenderer draws the band's rectangle.
func (b *band) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.rect)
}

// Refresh takes up the theme's background colour.
func (b *band) Refresh() {
	b.rect.FillColor = theme.Color(theme.ColorNameBackground)
	b.BaseWidget.Refresh()
}

// AccessibilityLabel names the band for a screen reader, which passes
// over it (AccessibilityRole).
func (b *band) AccessibilityLabel() string { return "the edge of the board" }

// AccessibilityRole is a container's: the band says nothing of the game.
func (b *band) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleContainer }
