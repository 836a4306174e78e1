package ui

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
	placedLine := func(tb *table) string {
		line := ""
		for _, s := range []string{"d7", "e7", "f7", "g7"} {
			if p, ok := pendingOn(tb, sq(t, s)); ok {
				line += string(rune(p.Letter))
			} else {
				line += "."
			}
		}
		return line
	}
	for _, c := range []struct {
		name       string
		takeOff    func(h *harness, tb *table) // takes tiles off the board
		arrow      string                      // where the arrow goes
		typed      string                      // then typed
		line       string                      // the tiles on d7 to g7 then
		arrowAfter string
	}{
		{"the last tapped", func(h *harness, _ *table) { h.tap(h.square("f7")) }, "f7", "t", "NUT.", "g7"},
		{"the last dragged to the rack", func(h *harness, tb *table) { h.dragTo(h.square("f7"), uitest.Centre(tb.rack)) }, "f7", "t", "NUT.", "g7"},
		{"the middle tapped", func(h *harness, _ *table) { h.tap(h.square("e7")) }, "e7", "u", "NUT.", "g7"},
		{"the middle dragged to another square", func(h *harness, _ *table) { h.dragTo(h.square("e7"), uitest.Centre(h.square("g7"))) }, "e7", "", "N.TU", "e7"},
		{"two tapped, the last first", func(h *harness, _ *table) { h.tap(h.square("f7")); h.tap(h.square("e7")) }, "e7", "ut", "NUT.", "g7"},
		{"two tapped, the middle first", func(h *harness, _ *table) { h.tap(h.square("e7")); h.tap(h.square("f7")) }, "e7", "ut", "NUT.", "g7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t)
			tb := h.start(humansOnDefault(t, true)) // Player 1 holds SNMITGU
			h.tap(h.square("d7"))
			h.typeText("nut")
			if got := placedLine(tb); got != "NUT." || tb.cursor.sq != sq(t, "g7") {
				t.Fatalf("typing NUT from d7 placed %q, the arrow on %v", got, tb.cursor.sq)
			}
			c.takeOff(h, tb)
			if tb.cursor.sq != sq(t, c.arrow) {
				t.Errorf("the arrow is on %v, want %s", tb.cursor.sq, c.arrow)
			}
			h.typeText(c.typed)
			if got := placedLine(tb); got != c.line || tb.cursor.sq != sq(t, c.arrowAfter) {
				t.Errorf("typing %q then placed %q with the arrow on %v, want %q and %s", c.typed, got, tb.cursor.sq, c.line, c.arrowAfter)
			}
		})
	}
	// Backspace after a tap takes back the typed tile before the hole.
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.tap(h.square("d7"))
	h.typeText("nut")
	h.tap(h.square("f7"))
	h.key(fyne.KeyBackspace)
	if got := placedLine(tb); got != "N..." || tb.cursor.sq != sq(t, "e7") {
		t.Errorf("Backspace after the tap left %q, the arrow on %v", got, tb.cursor.sq)
	}
}
