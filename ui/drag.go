package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"scraebbkle/core"
)

// dragLayer draws the tile that follows the pointer during a drag. It lies
// over the whole window and has no layout; the tile it draws takes no input,
// so the board and the rack below it still see the pointer.
type dragLayer struct {
	layer  *fyne.Container
	ghost  *tileView
	lifted lifter        // the object the tile was taken from, if it shows that
	origin fyne.Position // where the dragged object was, absolute
	at     fyne.Position // the pointer, absolute
}

// lifter is an object a tile can be dragged from: while the tile follows
// the pointer, the object shows the place it left, so that the tile is not
// seen twice.
type lifter interface {
	lift(on bool)
}

// newDragLayer returns an empty drag layer.
func newDragLayer() *dragLayer {
	return &dragLayer{layer: container.NewWithoutLayout()}
}

// dragging reports whether a drag is under way.
func (d *dragLayer) dragging() bool { return d.ghost != nil }

// move follows a drag event from object src, which shows tile t. The first
// event of a drag puts a copy of the tile under the pointer.
func (d *dragLayer) move(src fyne.CanvasObject, t core.Tile, ev *fyne.DragEvent) {
	driver := fyne.CurrentApp().Driver()
	if d.ghost == nil {
		d.origin = driver.AbsolutePositionForObject(src)
		d.ghost = newTileView(-1, t, nil)
		d.ghost.Resize(fyne.NewSquareSize(tileSize))
		d.layer.Add(d.ghost)
		// Add only lays the layer out: refreshing it tells the window of
		// the new tile, which it otherwise would not draw, nor redraw as
		// the tile moves, until something else changed.
		d.layer.Refresh()
		if l, ok := src.(lifter); ok {
			d.lifted = l
			l.lift(true)
		}
	}
	d.at = d.origin.Add(ev.Position)
	layerAt := driver.AbsolutePositionForObject(d.layer)
	half := fyne.NewPos(tileSize/2, tileSize/2)
	d.ghost.Move(d.at.Subtract(layerAt).Subtract(half))
}

// end removes the dragged tile, shows it again where it was taken from, and
// returns where the pointer was let go.
func (d *dragLayer) end() fyne.Position {
	if d.ghost != nil {
		d.layer.Remove(d.ghost)
		d.layer.Refresh()
		d.ghost = nil
	}
	if d.lifted != nil {
		d.lifted.lift(false)
		d.lifted = nil
	}
	return d.at
}

// within reports whether absolute position p lies on object o.
func within(o fyne.CanvasObject, p fyne.Position) (fyne.Position, bool) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	rel := p.Subtract(at)
	size := o.Size()
	return rel, o.Visible() && rel.X >= 0 && rel.Y >= 0 && rel.X < size.Width && rel.Y < size.Height
}
