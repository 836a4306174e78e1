package panel

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
)

// Tracker counts, letter by letter, the tiles a player cannot see: the
// bag and, in a closed game, the other racks. The game screen's Tiles tab
// follows the turns with it; a seat of a game played together, the
// tables the host sends.
type Tracker struct {
	caption *widget.Label
	cells   [tile.BlankIndex + 1]*widget.Label
	counts  tile.Counts // what the cells show
	grid    *fyne.Container
	content fyne.CanvasObject
}

// NewTracker returns a tile tracker that counts nothing yet.
func NewTracker() *Tracker {
	p := &Tracker{caption: widget.NewLabel(""), grid: container.NewGridWithColumns(4)}
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

// Content is what the tracker draws.
func (p *Tracker) Content() fyne.CanvasObject { return p.content }

// Count shows the tiles player cannot see, letter by letter, with bag of
// them in the bag and the rest on the other racks of a game of players,
// or all in the bag when the racks are open.
func (p *Tracker) Count(player string, unseen []tile.Tile, bag, players int, open bool) {
	where := "all in the bag: the racks are open"
	if !open {
		racks := "the other rack"
		if players > 2 {
			racks = "the other racks"
		}
		where = fmt.Sprintf("%d in the bag, %d on %s", bag, len(unseen)-bag, racks)
	}
	p.caption.SetText(fmt.Sprintf("Tiles %s cannot see: %d, %s.", player, len(unseen), where))
	p.counts = tile.Count(unseen)
	for i, n := range p.counts {
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

// Said is what the tracker shows, in a sentence a screen reader can say
// (F8): its caption, and the letters counted, those of none left out:
// "Tiles Player 1 cannot see: 93, …. A 9, B 2, …, blank 2."
func (p *Tracker) Said() string {
	if !p.grid.Visible() {
		return p.caption.Text
	}
	var counts []string
	for i, n := range p.counts {
		letter := "blank"
		if i != tile.BlankIndex {
			letter = string(rune('A' + i))
		}
		if n > 0 {
			counts = append(counts, fmt.Sprintf("%s %d", letter, n))
		}
	}
	if len(counts) == 0 {
		return p.caption.Text
	}
	return p.caption.Text + " " + strings.Join(counts, ", ") + "."
}

// Say shows why nothing is counted now.
func (p *Tracker) Say(why string) {
	p.caption.SetText(why)
	p.grid.Hide()
}

// track counts the tiles unseen by the player the game screen t tracks.
func (p *Tracker) track(t Table) {
	g := t.Game()
	viewer, ok := t.Tracked()
	switch {
	case ok:
		p.Count(fmt.Sprintf("Player %d", viewer+1), g.Unseen(viewer), g.BagLen(), g.Players(), g.Open())
	case g.Over():
		p.Say("The game is over: the tiles each player was left with are shown above.")
	default:
		p.Say("The tiles you cannot see are counted on your turn, once your tiles are shown.")
	}
}
