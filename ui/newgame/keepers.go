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

// wrap lays out radio group g with its Keeper after it, where it takes
// no room and is never clicked.
func (k keepers) wrap(g *widget.RadioGroup) fyne.CanvasObject {
	kp := dialogs.NewKeeper()
	k[g] = kp
	return container.New(keptLayout{}, g, kp)
}

// keptLayout lays out a radio group at its whole size, and its Keeper at
// none, in its corner: the Keeper is not clicked in place of the buttons.
type keptLayout struct{}

// MinSize is the group's.
func (keptLayout) MinSize(objects []fyne.CanvasObject) fyne.Size { return objects[0].MinSize() }

// Layout gives the group the size, and the Keeper none.
func (keptLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Resize(size)
	objects[1].Move(fyne.NewPos(size.Width, size.Height))
	objects[1].Resize(fyne.NewSize(0, 0))
}

// setKeys has every Keeper pass Enter and Escape on to keys.
func (k keepers) setKeys(keys dialogs.Keys) {
	for _, kp := range k {
		kp.SetKeys(keys)
	}
}
