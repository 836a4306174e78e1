package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core"
)

// inked is where text t is drawn: its measured size, centred in its box
// or at its start as its alignment says.
func inked(t *canvas.Text) (fyne.Position, fyne.Size) {
	size := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
	at := t.Position()
	if t.Alignment == fyne.TextAlignCenter {
		at = at.AddXY((t.Size().Width-size.Width)/2, (t.Size().Height-size.Height)/2)
	}
	return at, size
}

// A premium's label is large enough to read on the smallest squares, and
// the typing arrow on a premium square leaves its label clear.
func TestPremiumLabelAndArrow(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []float32{fittedSquare, minSquare, 44} {
		s := newSquareView(core.Square{}, core.Premium{Kind: core.WordPremium, Factor: 12}, false, nil)
		s.Resize(fyne.NewSquareSize(size))
		s.show(core.Tile{}, lookPlayed, "→")
		var label, arrow *canvas.Text
		for _, o := range objects(s) {
			if text, ok := o.(*canvas.Text); ok {
				switch text.Text {
				case "12W":
					label = text
				case "→":
					arrow = text
				}
			}
		}
		if label == nil || arrow == nil {
			t.Fatalf("%v px: the square shows %q", size, face(s))
		}
		if label.TextSize < leastLabel {
			t.Errorf("%v px: the label is %v px high", size, label.TextSize)
		}
		// A text's box is a whole line, leading and all; an arrow's ink
		// lies along the line's middle, which the label must start below.
		lp, _ := inked(label)
		ap, as := inked(arrow)
		if middle := ap.Y + as.Height/2; lp.Y <= middle {
			t.Errorf("%v px: the label's line starts at %v, above the arrow's middle at %v", size, lp.Y, middle)
		}
	}
}
