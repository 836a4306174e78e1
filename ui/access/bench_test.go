package access_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/ui/access"
)

// BenchmarkReading is what a screen reader's reading of a board of 225
// squares in a scroll, beside 20 other objects, costs once the places
// found are forgotten: what the window pays at most ten times a second.
func BenchmarkReading(b *testing.B) {
	test.NewTempApp(b)
	grid := container.NewGridWithColumns(15)
	for range 225 {
		grid.Add(widget.NewButton("sq", nil))
	}
	side := container.NewVBox()
	for range 20 {
		side.Add(widget.NewLabel("line"))
	}
	parts := access.Objects(grid, grid.Objects)
	parts = append(parts, access.Objects(nil, side.Objects)...)
	content, layer := access.Over(container.NewHSplit(container.NewScroll(grid), side), parts)
	w := test.NewWindow(content)
	defer w.Close()
	w.Resize(fyne.NewSize(1180, 820))
	b.ResetTimer()
	for b.Loop() {
		layer.Forget()
		for _, o := range layer.Objects() {
			o.Position()
		}
	}
}
