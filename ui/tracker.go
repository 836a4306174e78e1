package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
)

// trackerPanel counts, letter by letter, the tiles a player cannot see: the
// bag and, in a closed game, the other rack. It follows the turns.
type trackerPanel struct {
	t       *table
	caption *widget.Label
	cells   [tile.BlankIndex + 1]*widget.Label
	grid    *fyne.Container
	content fyne.CanvasObject
}

// newTrackerPanel returns the tile tracker of table t.
func newTrackerPanel(t *table) *trackerPanel {
	p := &trackerPanel{t: t, caption: widget.NewLabel(""), grid: container.NewGridWithColumns(4)}
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
func (p *trackerPanel) update() {
	g := p.t.game
	viewer, ok := p.t.tracked()
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
		where = fmt.Sprintf("%d in the bag, %d on the other rack", g.BagLen(), len(unseen)-g.BagLen())
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

// tracked is the player whose unseen tiles the tracker counts: the human
// whose rack is shown, else the only human, else, in a game between
// computers, the player to move. In a game between humans there is none
// while no rack is shown.
func (t *table) tracked() (int, bool) {
	switch human := t.onlyHuman(); {
	case t.hand != nil && !t.curtain:
		return t.owner, true
	case human >= 0:
		return human, true
	case t.computersOnly():
		return t.game.ToMove(), true
	}
	return 0, false
}
