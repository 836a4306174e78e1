package panel

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
)

// Tracker counts, letter by letter, the tiles a player cannot see: the
// bag and, in a closed game, the other rack. It follows the turns.
type Tracker struct {
	t       Table
	caption *widget.Label
	cells   [tile.BlankIndex + 1]*widget.Label
	grid    *fyne.Container
	content fyne.CanvasObject
}

// newTracker returns the tile tracker of the game screen t.
func newTracker(t Table) *Tracker {
	p := &Tracker{t: t, caption: widget.NewLabel(""), grid: container.NewGridWithColumns(4)}
	p.caption.Wrapping = fyne.TextWrapWord
	for i := range p.cells {
		p.cells[i] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		p.grid.Add(p.cells[i])
	}
	// In a VBox the rows keep their own height: a scroll alone would
	// stretch the grid, and its rows apart, to fill a tall panel.
	p.content = container.NewBorder(p.caption, nil, nil, nil, container.NewVScroll(container.NewVBox(p.grid)))
	return p
}

// update counts the tiles unseen by the tracked player.
func (p *Tracker) update() {
	g := p.t.Game()
	viewer, ok := p.t.Tracked()
	if !ok {
		caption := "The tiles you cannot see are counted on your turn, once your tiles are shown."
		if g.Over() {
			caption = "The game is over: the tiles each player was left with are shown above."
		}
		p.caption.SetText(caption)
		p.grid.Hide()
		return
	}
	unseen := g.Unseen(viewer)
	where := "all in the bag: the racks are open"
	if !g.Open() {
		racks := "the other rack"
		if g.Players() > 2 {
			racks = "the other racks"
		}
		where = fmt.Sprintf("%d in the bag, %d on %s", g.BagLen(), len(unseen)-g.BagLen(), racks)
	}
	p.caption.SetText(fmt.Sprintf("Tiles Player %d cannot see: %d, %s.", viewer+1, len(unseen), where))
	counts := tile.Count(unseen)
	for i, n := range counts {
		letter := "?"
		if i != tile.BlankIndex {
			letter = string(rune('A' + i))
		}
		c := p.cells[i]
		c.Importance = widget.MediumImportance
		if n == 0 {
			c.Importance = widget.LowImportance
		}
		c.SetText(fmt.Sprintf("%s %2d", letter, n))
	}
	p.grid.Show()
}
