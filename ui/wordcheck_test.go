package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// Ctrl+Z in the Word tab's box undoes the typing there, not a move: Fyne
// gives the menu's shortcut, which runs its item's action, before the box.
func TestUndoInTheWordBoxUndoesTheTyping(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.PlayBest()
	moves := len(tb.Game().History())
	tb.Panel().Tabs().Select(tb.Panel().Tab("Word"))
	test.Type(tb.Panel().Word().Entry(), "cat")
	if got := tb.Panel().Word().Entry().Text; got != "cat" {
		t.Fatalf("typed cat, the box holds %q", got)
	}
	h.menuItem("Game", "Undo").Action()
	if got := tb.Panel().Word().Entry().Text; got == "cat" || h.Dialogs() != 0 || len(tb.Game().History()) != moves {
		t.Fatalf("Undo in the box left it %q, %d dialogs open and %d turns of %d", got, h.Dialogs(), len(tb.Game().History()), moves)
	}
	h.Win.Canvas().Unfocus() // as a click on the menu does
	h.menuItem("Game", "Undo").Action()
	h.Tap(h.Button(h.Overlay(), "Yes"))
	if got := len(h.tbl().Game().History()); got != moves-1 {
		t.Errorf("Undo from the menu left %d turns of %d", got, moves)
	}
}
