package style

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// AtLeastWide gives o at least the width w: wrapped text has no width of
// its own.
func AtLeastWide(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(w, 0))
	return container.NewStack(width, o)
}

// ShowIf shows o when on is set, and hides it otherwise.
func ShowIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// Enable enables or disables a button or a list.
func Enable(b fyne.Disableable, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// Redraw lays renderer r out at size and refreshes each of its objects:
// the end of a renderer's Refresh once its state is set.
func Redraw(r fyne.WidgetRenderer, size fyne.Size) {
	r.Layout(size)
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

// LabelHeight is the height of a label of n lines.
func LabelHeight(n int) float32 {
	return widget.NewLabel(strings.Repeat("\n", n-1)).MinSize().Height
}

// AfterLayout gives every object the whole space, then calls After: for
// what must follow the size of the space, which a resize that leaves the
// objects' own least sizes alone does not otherwise lay out again. It asks
// for at least the size Least.
type AfterLayout struct {
	After func()
	Least fyne.Size
}

// Layout gives every object the whole space, then calls After.
func (l AfterLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	l.After()
}

// MinSize is the largest least size of the objects, and at least Least.
func (l AfterLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	size := l.Least
	for _, o := range objects {
		size = size.Max(o.MinSize())
	}
	return size
}
