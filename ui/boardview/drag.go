package boardview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"scraebbkle/core/tile"
	"scraebbkle/ui/tiles"
)

// DragLayer draws the tile that follows the pointer during a drag. It lies
// over the whole window and has no layout; the tile it draws takes no input,
// so the board and the rack below it still see the pointer.
type DragLayer struct {
	layer  *fyne.Container
	ghost  *tiles.View
	src    fyne.CanvasObject // the object dragged; a Lifter shows the place it left
	origin fyne.Position     // where the dragged object was, absolute
	at     fyne.Position     // the pointer, absolute
	side   float32           // the size of the tile drawn, the rack's
	// The object whose drag a key cancelled: its further drag events are
	// ignored until the pointer lets go.
	cancelled fyne.CanvasObject
	aimed     Aimer // where the tile would go if let go now, or nil
}

// Lifter is an object a tile can be dragged from: while the tile follows
// the pointer, the object shows the place it left, so that the tile is not
// seen twice.
type Lifter interface {
	Lift(on bool)
}

// Aimer is an object a dragged tile can be let go on: it shows that the
// tile would go there.
type Aimer interface {
	Aim(on bool)
}

// AimAt marks o as where the tile would go if let go now, and no longer
// the object marked before; nil marks none. Over a mark the tile dragged
// lets it show through, as it is larger than a square.
func (d *DragLayer) AimAt(o Aimer) {
	if o == d.aimed {
		return
	}
	if d.aimed != nil {
		d.aimed.Aim(false)
	}
	if d.aimed = o; o != nil {
		o.Aim(true)
	}
	if d.ghost != nil {
		d.ghost.ShowThrough(o != nil)
	}
}

// newDragLayer returns an empty drag layer.
func NewDragLayer() *DragLayer {
	return &DragLayer{layer: container.NewWithoutLayout(), side: tiles.Size}
}

// Dragging reports whether a drag is under way.
func (d *DragLayer) Dragging() bool { return d.ghost != nil }

// Follow follows a drag event from object src, which shows tile t. The first
// event of a drag puts a copy of the tile under the pointer.
func (d *DragLayer) Follow(src fyne.CanvasObject, t tile.Tile, ev *fyne.DragEvent) {
	if src == d.cancelled {
		return
	}
	driver := fyne.CurrentApp().Driver()
	if d.ghost == nil {
		d.origin, d.src = driver.AbsolutePositionForObject(src), src
		d.ghost = tiles.New(-1, t, d.side, nil)
		d.ghost.Resize(fyne.NewSquareSize(d.side))
		d.layer.Add(d.ghost)
		// Add only lays the layer out: refreshing it tells the window of
		// the new tile, which it otherwise would not draw, nor redraw as
		// the tile moves, until something else changed.
		d.layer.Refresh()
		if l, ok := src.(Lifter); ok {
			l.Lift(true)
		}
	}
	d.at = d.origin.Add(ev.Position)
	layerAt := driver.AbsolutePositionForObject(d.layer)
	half := fyne.NewPos(d.side/2, d.side/2)
	d.ghost.Move(d.at.Subtract(layerAt).Subtract(half))
}

// End ends the drag when the pointer lets go: it removes the dragged tile,
// shows it again where it was taken from, and returns where the pointer
// was let go, if a tile was being dragged.
func (d *DragLayer) End() (fyne.Position, bool) {
	d.cancelled = nil
	if d.ghost == nil {
		return fyne.Position{}, false
	}
	d.put()
	return d.at, true
}

// Cancel ends the drag under way, if any, before the pointer lets go: the
// tile goes back where it was taken from, and the rest of the pointer's
// drag moves nothing. A key that changes the tiles placed calls it, so
// that no drag carries a tile that has moved meanwhile.
func (d *DragLayer) Cancel() {
	if d.ghost != nil {
		d.cancelled = d.src
		d.put()
	}
}

// put removes the dragged tile and shows it again where it was taken from.
func (d *DragLayer) put() {
	d.AimAt(nil)
	d.layer.Remove(d.ghost)
	d.layer.Refresh()
	if l, ok := d.src.(Lifter); ok {
		l.Lift(false)
	}
	d.ghost, d.src = nil, nil
}

// within reports whether absolute position p lies on object o.
func Within(o fyne.CanvasObject, p fyne.Position) (fyne.Position, bool) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	rel := p.Subtract(at)
	size := o.Size()
	return rel, o.Visible() && rel.X >= 0 && rel.Y >= 0 && rel.X < size.Width && rel.Y < size.Height
}

// Layer is what the drag layer draws on, to lay over the window.
func (d *DragLayer) Layer() *fyne.Container { return d.layer }

// SetSide makes the tiles dragged from now on side pixels square.
func (d *DragLayer) SetSide(side float32) { d.side = side }

// At is where the pointer is, absolute, during a drag.
func (d *DragLayer) At() fyne.Position { return d.at }

// Ghost is the tile that follows the pointer, or nil when none is dragged.
func (d *DragLayer) Ghost() *tiles.View { return d.ghost }
