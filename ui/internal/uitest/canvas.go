package uitest

import (
	"image/color"
	"math"
	"reflect"
	"scraebbkle/core/board"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Settle lays window w out again at its size. The GLFW driver re-lays out
// a parent whose child's minimum size changed before each frame; the test
// driver never does, so a resize stands in for that frame.
func Settle(w fyne.Window) {
	size := w.Canvas().Size()
	w.Resize(size.AddWidthHeight(1, 1))
	w.Resize(size)
}

// Abs is the absolute position of o's top-left corner on the canvas.
func Abs(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// Centre is the absolute position of o's middle.
func Centre(o fyne.CanvasObject) fyne.Position {
	s := o.Size()
	return Abs(o).Add(fyne.NewPos(s.Width/2, s.Height/2))
}

// Tap taps canvas c at the middle of o, so that hit-testing decides what
// receives the tap, as with a mouse.
func Tap(t testing.TB, c fyne.Canvas, o fyne.CanvasObject) {
	t.Helper()
	if o.Size().IsZero() || !o.Visible() {
		t.Fatalf("cannot tap %T: size %v, visible %v", o, o.Size(), o.Visible())
	}
	test.TapCanvas(c, Centre(o))
}

// TypeKey sends key name to canvas c as the driver does: to the focused
// object, or else to the canvas's own key handler.
func TypeKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	c.OnTypedKey()(ev)
}

// Objects returns o and everything drawn inside it, depth first.
func Objects(o fyne.CanvasObject) []fyne.CanvasObject {
	all := []fyne.CanvasObject{o}
	for _, c := range Children(o) {
		all = append(all, Objects(c)...)
	}
	return all
}

// Children is what o holds: a container's objects, a widget's renderer's.
func Children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}

// ShownIn reports whether target is in o and shown: neither it nor
// anything holding it is hidden.
func ShownIn(o, target fyne.CanvasObject) bool {
	if o == nil || !o.Visible() {
		return false
	}
	if o == target {
		return true
	}
	return slices.ContainsFunc(Children(o), func(c fyne.CanvasObject) bool { return ShownIn(c, target) })
}

// Find returns every object of type T in o.
func Find[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var found []T
	if o == nil {
		return nil
	}
	for _, c := range Objects(o) {
		if v, ok := c.(T); ok {
			found = append(found, v)
		}
	}
	return found
}

// Button returns the visible button labelled text in o.
func Button(t testing.TB, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	for _, b := range Find[*widget.Button](o) {
		if b.Text == text && b.Visible() {
			return b
		}
	}
	t.Fatalf("no button %q in %T", text, o)
	return nil
}

// Texts is every label and canvas text in o, in order.
func Texts(o fyne.CanvasObject) []string {
	var all []string
	for _, c := range Objects(o) {
		switch v := c.(type) {
		case *widget.Label:
			all = append(all, v.Text)
		case *canvas.Text:
			all = append(all, v.Text)
		}
	}
	return all
}

// Face is the text drawn on o, such as a square: its letter and value, its
// premium label or the start star, and the typing arrow, joined by spaces.
func Face(o fyne.CanvasObject) string {
	var parts []string
	for _, s := range Texts(o) {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " ")
}

// Fill is the background colour of a square or a tile.
func Fill(v fyne.Widget) color.Color {
	return Find[*canvas.Rectangle](v)[0].FillColor
}

// Contrast is the WCAG contrast ratio of two opaque colours, from 1 to 21.
func Contrast(a, b color.Color) float64 {
	l1, l2 := luminance(a), luminance(b)
	return (math.Max(l1, l2) + 0.05) / (math.Min(l1, l2) + 0.05)
}

// luminance is the WCAG relative luminance of an opaque colour.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	channel := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(r) + 0.7152*channel(g) + 0.0722*channel(b)
}

// RowAfter is the n texts after name in text: the values of a row of a
// grid of labels, such as a summary's, one a column.
func RowAfter(t testing.TB, text []string, name string, n int) []string {
	t.Helper()
	i := slices.Index(text, name)
	if i < 0 || i+n >= len(text) {
		t.Fatalf("no row %q in:\n%s", name, strings.Join(text, "\n"))
	}
	return text[i+1 : i+1+n]
}

// TypeShortcut types shortcut s on canvas c. The test driver's canvas
// wraps a software canvas, which handles shortcuts, in an exported field
// without passing TypedShortcut on.
func TypeShortcut(t testing.TB, c fyne.Canvas, s fyne.Shortcut) {
	t.Helper()
	inner := reflect.ValueOf(c).Elem().FieldByName("WindowlessCanvas").Interface()
	handler, ok := inner.(interface{ TypedShortcut(fyne.Shortcut) })
	if !ok {
		t.Fatalf("the test canvas %T handles no shortcuts", inner)
	}
	handler.TypedShortcut(s)
}

// Sq is square s, such as "d7".
func Sq(t testing.TB, s string) board.Square {
	t.Helper()
	sq, ok := board.ParseSquare(s)
	if !ok {
		t.Fatalf("bad square %q", s)
	}
	return sq
}
