package panel

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/tile"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/rack"
)

// otherRacks show the racks of the players whose rack is not under the
// board: face up in an open game, only their size in a closed one.
type otherRacks struct {
	box  *fyne.Container
	rows []otherRack // by player
}

// otherRack is one player's rack beside the board: a caption, and the
// tiles in an open game.
type otherRack struct {
	caption *widget.Label
	rack    *rack.View
}

// newOtherRacks returns the other racks of a game of n players, none
// shown.
func newOtherRacks(n int) *otherRacks {
	o := &otherRacks{box: container.NewVBox()}
	for range n {
		r := otherRack{caption: widget.NewLabel(""), rack: rack.New()}
		r.caption.Hide()
		r.rack.Hide()
		o.rows = append(o.rows, r)
		o.box.Add(r.caption)
		o.box.Add(r.rack)
	}
	return o
}

// show shows, while game g is in progress, the rack of each player but
// shown, whose rack is under the board, as rackOf gives it.
func (o *otherRacks) show(g *game.Game, shown int, rackOf func(p int) tile.Rack) {
	if g.Over() {
		o.box.Hide()
		return
	}
	o.box.Show()
	for p, r := range o.rows {
		if p == shown {
			r.caption.Hide()
			r.rack.Hide()
			continue
		}
		tiles := rackOf(p)
		r.caption.Show()
		if g.Open() {
			r.caption.SetText(fmt.Sprintf("Player %d's tiles (open game):", p+1))
			r.rack.ShowRack(tiles, true)
			r.rack.Show()
			continue
		}
		r.caption.SetText(fmt.Sprintf("Player %d holds %s.", p+1, phrase.Counted(len(tiles), "tile")))
		r.rack.Hide()
	}
}

// first is the first rack shown, or the first player's when none is.
func (o *otherRacks) first() otherRack {
	for _, r := range o.rows {
		if r.caption.Visible() {
			return r
		}
	}
	return o.rows[0]
}
