package newgame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/ui/dialogs"
)

// keepers are the Keepers of the dialog's radio buttons, each laid out
// right after its buttons: a choice made, by a click or from the
// keyboard, hands the keyboard to its Keeper, so that Enter starts the
// game and Tab goes on to the next choice.
type keepers map[*widget.RadioGroup]*dialogs.Keeper

// wrap lays out radio group g with its Keeper after it, drawn over it,
// where it takes no room.
func (k keepers) wrap(g *widget.RadioGroup) fyne.CanvasObject {
	kp := dialogs.NewKeeper()
	k[g] = kp
	return container.NewStack(g, kp)
}

// setKeys has every Keeper pass Enter and Escape on to keys.
func (k keepers) setKeys(keys dialogs.Keys) {
	for _, kp := range k {
		kp.SetKeys(keys)
	}
}
