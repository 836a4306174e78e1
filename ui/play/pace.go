package play

import (
	"fmt"
	"scraebbkle/ui/style"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// paceSliderWidth is the width of the slider that sets the seconds a move
// takes in a game between computers.
const paceSliderWidth = 150

// newPaceControls returns the controls of a game between computers, in one
// row for the place of the buttons of a human's turn: the seconds a move
// takes, with a slider to set them, and the Pause button, also returned.
// The seconds are kept for the next game between computers.
func newPaceControls(t *Table) (fyne.CanvasObject, *widget.Button) {
	speed := widget.NewSlider(0, 3)
	speed.Step = 0.1
	speed.Value = t.host.Speed()
	label := widget.NewLabel(secondsAMove(speed.Value))
	speed.OnChanged = func(v float64) { label.SetText(secondsAMove(v)) }
	speed.OnChangeEnded = func(v float64) {
		t.host.SetSpeed(v)
		t.ctrl.SetPace(t.pace())
	}
	var pause *widget.Button
	pause = widget.NewButton("Pause", func() {
		if t.ctrl.Paused() {
			t.ctrl.Resume()
			pause.SetText("Pause")
		} else {
			t.ctrl.Pause()
			pause.SetText("Resume")
		}
		t.status.show()
	})
	// As wide as its longer name, so that nothing moves when it turns.
	resumeWidth := widget.NewButton("Resume", nil).MinSize().Width
	return container.NewHBox(label, style.AtLeastWide(speed, paceSliderWidth), style.AtLeastWide(pause, resumeWidth)), pause
}

// secondsAMove is the speed slider's caption for v seconds.
func secondsAMove(v float64) string {
	return fmt.Sprintf("%.1f s a move", v)
}
