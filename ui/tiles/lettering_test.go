package tiles

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A tile's value ends clear of the tile's edge at every size, where a
// small tile raises its text size to be read.
func TestTileValueClearOfTheEdge(t *testing.T) {
	test.NewTempApp(t)
	for w := float32(14); w <= 64; w++ {
		for _, value := range []string{"4", "12"} {
			text := NewLettering()
			text.Value.Text = value
			size := fyne.NewSquareSize(w)
			text.Layout(size, 0.55)
			if foot := text.Value.Position().Y + text.Value.Size().Height; foot > w*valueFoot+0.01 || text.Value.Position().Y < 0 {
				t.Errorf("on a %v px tile the value %s spans %v to %v, past %v", w, value, text.Value.Position().Y, foot, w*valueFoot)
			}
		}
	}
}
