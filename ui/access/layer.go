package access

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Layer is a container of stand-ins laid over a screen's content.
type Layer struct {
	box    *fyne.Container
	places *places
}

// Part is one thing a screen reader is told of: the object on screen it
// is, and what it says.
type Part struct {
	// At is the object, asked for whenever the part is read: nil while
	// there is none, as a rack's tiles come and go.
	At func() fyne.CanvasObject
	// Says is what the part says and its role; nil for what its object
	// says of itself (fyne.Accessible).
	Says func() (string, fyne.AccessibleRole)
	// In, when set, is what the object is laid out in, its position
	// relative to it: the object's place is then found from In's, one
	// search for all the squares of a board.
	In fyne.CanvasObject
}

// Object is the part that object o is, saying what it says of itself.
func Object(o fyne.CanvasObject) Part { return Part{At: func() fyne.CanvasObject { return o }} }

// Objects are the parts that objects are, laid out in in (nil: found
// each on its own).
func Objects[T fyne.CanvasObject](in fyne.CanvasObject, objects []T) []Part {
	parts := make([]Part, len(objects))
	for i, o := range objects {
		parts[i] = Part{At: func() fyne.CanvasObject { return o }, In: in}
	}
	return parts
}

// Over lays over content a layer with a stand-in for each of parts, in
// the order a screen reader is to find them, and returns the content with
// the layer over it, to show in its place.
func Over(content fyne.CanvasObject, parts []Part) (fyne.CanvasObject, *Layer) {
	l := &Layer{places: &places{}}
	l.box = container.New(noLayout{})
	l.places.origin = l.box
	for _, p := range parts {
		l.box.Add(&standIn{part: p, places: l.places})
	}
	return container.NewStack(content, l.box), l
}

// Objects are the stand-ins, in the order a screen reader finds them.
func (l *Layer) Objects() []fyne.CanvasObject { return l.box.Objects }

// noLayout leaves the stand-ins where they say they are.
type noLayout struct{}

// Layout moves nothing.
func (noLayout) Layout([]fyne.CanvasObject, fyne.Size) {}

// MinSize asks for no room.
func (noLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// places finds where objects are on the canvas, relative to the layer,
// keeping what it found for a moment: a reading asks for hundreds of
// places, and finding one walks the canvas.
type places struct {
	origin fyne.CanvasObject
	at     time.Time
	found  map[fyne.CanvasObject]fyne.Position
	// finding is set while a place is found: the walk over the canvas asks
	// the stand-ins where they are too, and they must not look again.
	finding bool
}

// keep is how long a place found is kept.
const keep = 100 * time.Millisecond

// within is where object o, laid out in in (nil: found on its own), is,
// relative to the layer.
func (p *places) within(o, in fyne.CanvasObject) fyne.Position {
	if in == nil {
		return p.of(o)
	}
	return p.of(in).Add(o.Position())
}

// of is where object o is, relative to the layer.
func (p *places) of(o fyne.CanvasObject) fyne.Position {
	if time.Since(p.at) > keep || p.found == nil {
		p.at, p.found = time.Now(), map[fyne.CanvasObject]fyne.Position{}
	}
	if at, ok := p.found[o]; ok || p.finding {
		return at
	}
	p.finding = true
	defer func() { p.finding = false }()
	abs, origin := absolute(o), absolute(p.origin)
	at := abs.Subtract(origin)
	if abs != (fyne.Position{}) || o == p.origin { // not found yet, as before the first frame: looked for again
		p.found[o] = at
	}
	return at
}

// absolute is where o is on its canvas; the origin when it is on none.
func absolute(o fyne.CanvasObject) fyne.Position {
	app := fyne.CurrentApp()
	if app == nil {
		return fyne.Position{}
	}
	return app.Driver().AbsolutePositionForObject(o)
}
