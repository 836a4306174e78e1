package exchange

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/tile"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/style"
	"scraebbkle/ui/tiles"
)

// Cost is what an exchange costs the player: a turn that scores nothing,
// which counts toward the end of the game.
type Cost struct {
	Scoreless int  // the scoreless turns in a row before this one
	ToEnd     int  // the scoreless turns in a row that end the game
	Rounds    int  // the rounds of turns that is
	Ends      bool // this exchange ends the game
}

// Dialog is the exchange dialog while it is open: the rack, the tiles
// picked and the button that confirms.
type Dialog struct {
	d      *dialog.CustomDialog
	rack   tile.Rack
	picked []bool
	views  []*tiles.View
	cost   Cost
	say    *widget.Label
	ok     *widget.Button
	chosen func(letters string)
}

// Ask shows the exchange dialog of rack, in the player's order, in the
// keyed dialogs k: the player picks tiles, and once they confirm, chosen
// gets those tiles' rack letters ('_' for a blank), in the rack's order.
// The dialog says what the exchange costs.
func Ask(k *dialogs.Keyed, rack tile.Rack, cost Cost, chosen func(letters string)) *Dialog {
	x := &Dialog{rack: rack, picked: make([]bool, len(rack)), cost: cost, chosen: chosen}
	row := container.NewHBox()
	for i, t := range rack {
		v := tiles.New(i, t, tiles.Size, x)
		x.views = append(x.views, v)
		row.Add(v)
	}
	help := widget.NewLabel("Tap the tiles to throw back into the bag, or type their letters (? for a blank).")
	help.Wrapping = fyne.TextWrapWord
	x.say = widget.NewLabel("")
	x.say.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(help, container.NewCenter(row), x.say)
	x.d = dialog.NewCustomWithoutButtons("Exchange Tiles", style.AtLeastWide(content, 520), k.Window())
	cancel := widget.NewButton("Cancel", x.d.Hide)
	x.ok = widget.NewButton("", x.confirm)
	x.ok.Importance = widget.HighImportance
	x.d.SetButtons([]fyne.CanvasObject{cancel, x.ok})
	x.show()
	k.Show(x.d, dialogs.Keys{Enter: x.confirm, Escape: x.d.Hide, Letter: x.typed, Blank: func() { x.typed('_') }})
	return x
}

// TileTapped picks tile i to throw back, or puts it back on the rack.
func (x *Dialog) TileTapped(i int) {
	x.picked[i] = !x.picked[i]
	x.show()
}

// TileDragged does nothing: the tiles are only tapped.
func (x *Dialog) TileDragged(int, fyne.CanvasObject, *fyne.DragEvent) {}

// TileDragEnd does nothing.
func (x *Dialog) TileDragEnd(int) {}

// typed picks the first tile not picked that plays notation letter c
// ('_' for a blank); when every such tile is picked, it puts one back.
func (x *Dialog) typed(c byte) {
	last := -1
	for i, t := range x.rack {
		if tileLetter(t) != c {
			continue
		}
		if !x.picked[i] {
			x.TileTapped(i)
			return
		}
		last = i
	}
	if last >= 0 {
		x.TileTapped(last)
	}
}

// tileLetter is a tile's rack letter: its letter, '_' for a blank.
func tileLetter(t tile.Tile) byte {
	if t.Blank {
		return '_'
	}
	return t.Letter
}

// Letters are the rack letters of the tiles picked, in the rack's order.
func (x *Dialog) Letters() string {
	var b strings.Builder
	for i, t := range x.rack {
		if x.picked[i] {
			b.WriteByte(tileLetter(t))
		}
	}
	return b.String()
}

// confirm exchanges the tiles picked, if there are any.
func (x *Dialog) confirm() {
	letters := x.Letters()
	if letters == "" {
		return
	}
	x.d.Hide()
	x.chosen(letters)
}

// show marks the tiles picked, says what exchanging them costs and
// enables the button that confirms.
func (x *Dialog) show() {
	for i, v := range x.views {
		v.Pick(x.picked[i])
		v.Refresh()
	}
	n := len(x.Letters())
	x.say.SetText(x.cost.sentence(n))
	x.ok.SetText("Exchange " + phrase.Counted(n, "Tile"))
	if n == 0 {
		x.ok.SetText("Exchange")
		x.ok.Disable()
		return
	}
	x.ok.Enable()
}

// sentence says what exchanging n tiles does and costs.
func (c Cost) sentence(n int) string {
	var draw string
	switch n {
	case 0:
		draw = "Pick at least one tile."
	case 1:
		draw = "You draw 1 new tile from the bag, and then the tile you throw back goes into it."
	default:
		draw = fmt.Sprintf("You draw %d new tiles from the bag, and then the %d tiles you throw back go into it.", n, n)
	}
	cost := fmt.Sprintf("An exchange scores nothing: it is a scoreless turn, and %d in a row (%s of every player's turns) end the game.", c.ToEnd, phrase.Counted(c.Rounds, "round"))
	if c.Scoreless > 0 {
		cost += fmt.Sprintf(" The last %s scored nothing.", phrase.Counted(c.Scoreless, "turn"))
	}
	if c.Ends {
		cost = "This exchange scores nothing and ends the game: each player then loses the value of the tiles left on their rack."
	}
	return draw + "\n" + cost
}

// Picked reports whether the rack's tile i is picked to throw back.
func (x *Dialog) Picked(i int) bool { return x.picked[i] }

// Confirm is the button that exchanges the tiles picked.
func (x *Dialog) Confirm() *widget.Button { return x.ok }

// Tiles are the views of the rack's tiles.
func (x *Dialog) Tiles() []*tiles.View { return x.views }
