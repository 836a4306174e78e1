package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"scraebbkle/core/tile"
)

// dragLayer draws the tile that follows the pointer during a drag. It lies
// over the whole window and has no layout; the tile it draws takes no input,
// so the board and the rack below it still see the pointer.
type dragLayer struct {
	layer  *fyne.Container
	ghost  *tileView
	src    fyne.CanvasObject // the object dragged; a lifter shows the place it left
	origin fyne.Position     // where the dragged object was, absolute
	at     fyne.Position     // the pointer, absolute
	side   float32           // the size of the tile drawn, the rack's
	// The object whose drag a key cancelled: its further drag events are
	// ignored until the pointer lets go.
	cancelled fyne.CanvasObject
	aimed     aimer // where the tile would go if let go now, or nil
}

// lifter is an object a tile can be dragged from: while the tile follows
// the pointer, the object shows the place it left, so that the tile is not
// seen twice.
type lifter interface {
	lift(on bool)
}

// aimer is an object a dragged tile can be let go on: it shows that the
// tile would go there.
type aimer interface {
	aim(on bool)
}

// aimAt marks o as where the tile would go if let go now, and no longer
// the object marked before; nil marks none. Over a mark the tile dragged
// lets it show through, as it is larger than a square.
func (d *dragLayer) aimAt(o aimer) {
	if o == d.aimed {
		return
	}
	if d.aimed != nil {
		d.aimed.aim(false)
	}
	if d.aimed = o; o != nil {
		o.aim(true)
	}
	if d.ghost != nil {
		d.ghost.seeThrough = o != nil
		d.ghost.Refresh()
	}
}

// newDragLayer returns an empty drag layer.
func newDragLayer() *dragLayer {
	return &dragLayer{layer: container.NewWithoutLayout(), side: tileSize}
}

// dragging reports whether a drag is under way.
func (d *dragLayer) dragging() bool { return d.ghost != nil }

// move follows a drag event from object src, which shows tile t. The first
// event of a drag puts a copy of the tile under the pointer.
func (d *dragLayer) move(src fyne.CanvasObject, t tile.Tile, ev *fyne.DragEvent) {
	if src == d.cancelled {
		return
	}
	driver := fyne.CurrentApp().Driver()
	if d.ghost == nil {
		d.origin, d.src = driver.AbsolutePositionForObject(src), src
		d.ghost = newTileView(-1, t, d.side, nil)
		d.ghost.Resize(fyne.NewSquareSize(d.side))
		d.layer.Add(d.ghost)
		// Add only lays the layer out: refreshing it tells the window of
		// the new tile, which it otherwise would not draw, nor redraw as
		// the tile moves, until something else changed.
		d.layer.Refresh()
		if l, ok := src.(lifter); ok {
			l.lift(true)
		}
	}
	d.at = d.origin.Add(ev.Position)
	layerAt := driver.AbsolutePositionForObject(d.layer)
	half := fyne.NewPos(d.side/2, d.side/2)
	d.ghost.Move(d.at.Subtract(layerAt).Subtract(half))
}

// end ends the drag when the pointer lets go: it removes the dragged tile,
// shows it again where it was taken from, and returns where the pointer
// was let go, if a tile was being dragged.
func (d *dragLayer) end() (fyne.Position, bool) {
	d.cancelled = nil
	if d.ghost == nil {
		return fyne.Position{}, false
	}
	d.put()
	return d.at, true
}

// cancel ends the drag under way, if any, before the pointer lets go: the
// tile goes back where it was taken from, and the rest of the pointer's
// drag moves nothing. A key that changes the tiles placed calls it, so
// that no drag carries a tile that has moved meanwhile.
func (d *dragLayer) cancel() {
	if d.ghost != nil {
		d.cancelled = d.src
		d.put()
	}
}

// put removes the dragged tile and shows it again where it was taken from.
func (d *dragLayer) put() {
	d.aimAt(nil)
	d.layer.Remove(d.ghost)
	d.layer.Refresh()
	if l, ok := d.src.(lifter); ok {
		l.lift(false)
	}
	d.ghost, d.src = nil, nil
}

// within reports whether absolute position p lies on object o.
func within(o fyne.CanvasObject, p fyne.Position) (fyne.Position, bool) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	rel := p.Subtract(at)
	size := o.Size()
	return rel, o.Visible() && rel.X >= 0 && rel.Y >= 0 && rel.X < size.Width && rel.Y < size.Height
}
