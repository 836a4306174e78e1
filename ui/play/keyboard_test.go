package play

import (
	"scraebbkle/ui/internal/uitest"
	"testing"

	"fyne.io/fyne/v2"
)

// A typed tile taken off the board by a tap or a drag leaves a hole in the
// typed line, and the arrow goes back to it, so that the next letter fills
// it rather than leaving a gap; Backspace goes on taking back the typed
// tiles that are left, the arrow with them.
func TestTypingArrowGoesBackToAHole(t *testing.T) {
	placedLine := func(tb *Table) string {
		line := ""
		for _, s := range []string{"d7", "e7", "f7", "g7"} {
			if p, ok := pendingOn(tb, uitest.Sq(t, s)); ok {
				line += string(rune(p.Letter))
			} else {
				line += "."
			}
		}
		return line
	}
	for _, c := range []struct {
		name       string
		takeOff    func(h *harness, tb *Table) // takes tiles off the board
		arrow      string                      // where the arrow goes
		typed      string                      // then typed
		line       string                      // the tiles on d7 to g7 then
		arrowAfter string
	}{
		{"the last tapped", func(h *harness, _ *Table) { h.Tap(h.Square("f7")) }, "f7", "t", "NUT.", "g7"},
		{"the last dragged to the rack", func(h *harness, tb *Table) { h.DragTo(h.Square("f7"), uitest.Centre(tb.rack)) }, "f7", "t", "NUT.", "g7"},
		{"the middle tapped", func(h *harness, _ *Table) { h.Tap(h.Square("e7")) }, "e7", "u", "NUT.", "g7"},
		{"the middle dragged to another square", func(h *harness, _ *Table) { h.DragTo(h.Square("e7"), uitest.Centre(h.Square("g7"))) }, "e7", "", "N.TU", "e7"},
		{"two tapped, the last first", func(h *harness, _ *Table) { h.Tap(h.Square("f7")); h.Tap(h.Square("e7")) }, "e7", "ut", "NUT.", "g7"},
		{"two tapped, the middle first", func(h *harness, _ *Table) { h.Tap(h.Square("e7")); h.Tap(h.Square("f7")) }, "e7", "ut", "NUT.", "g7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t)
			tb := h.start(humansOnDefault(t, true)) // Player 1 holds SNMITGU
			h.Tap(h.Square("d7"))
			h.TypeText("nut")
			if got := placedLine(tb); got != "NUT." || tb.turn.Cursor().Square() != uitest.Sq(t, "g7") {
				t.Fatalf("typing NUT from d7 placed %q, the arrow on %v", got, tb.turn.Cursor().Square())
			}
			c.takeOff(h, tb)
			if tb.turn.Cursor().Square() != uitest.Sq(t, c.arrow) {
				t.Errorf("the arrow is on %v, want %s", tb.turn.Cursor().Square(), c.arrow)
			}
			h.TypeText(c.typed)
			if got := placedLine(tb); got != c.line || tb.turn.Cursor().Square() != uitest.Sq(t, c.arrowAfter) {
				t.Errorf("typing %q then placed %q with the arrow on %v, want %q and %s", c.typed, got, tb.turn.Cursor().Square(), c.line, c.arrowAfter)
			}
		})
	}
	// Backspace after a tap takes back the typed tile before the hole.
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.Tap(h.Square("d7"))
	h.TypeText("nut")
	h.Tap(h.Square("f7"))
	h.Key(fyne.KeyBackspace)
	if got := placedLine(tb); got != "N..." || tb.turn.Cursor().Square() != uitest.Sq(t, "e7") {
		t.Errorf("Backspace after the tap left %q, the arrow on %v", got, tb.turn.Cursor().Square())
	}
}
