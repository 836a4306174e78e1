package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"scraebbkle/ui/dialogs"
)

// The status line names a saved file first and its folder after, so that
// a long folder is what an ellipsis cuts; the note stays until a tile is
// placed.
func TestSavedSaysTheNameFirst(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.smallest()
	dir := "/home/player/" + strings.Repeat("a folder with a long name/", 8)
	tb.Note(dialogs.SavedAs(dir + "game.json"))
	if want := "Saved as game.json in " + strings.TrimSuffix(dir, "/") + ". Player 1 to move"; !strings.HasPrefix(tb.status.label.Text, want) {
		t.Errorf("after saving the status says %q, want it to begin %q", tb.status.label.Text, want)
	}
	if shown := shownText(tb.status.label); !strings.HasPrefix(shown, "Saved as game.json in /home/player/") || !strings.Contains(shown, "…") {
		t.Errorf("the status line shows %q", shown)
	}
	test.Tap(tb.rack.Tiles()[0])
	h.Tap(h.Square("a1"))
	if strings.Contains(tb.status.label.Text, "Saved") {
		t.Errorf("after a tile placed the status still says %q", tb.status.label.Text)
	}
	// Saved with tiles on the board, the game says so before their move,
	// until the tiles change.
	tb.Note(dialogs.SavedAs("/tmp/game2.json"))
	if !strings.HasPrefix(tb.status.label.Text, "Saved as game2.json in /tmp. ") {
		t.Errorf("saved with a tile placed, the status says %q", tb.status.label.Text)
	}
	test.Tap(tb.rack.Tiles()[0])
	h.Tap(h.Square("b1"))
	if strings.Contains(tb.status.label.Text, "Saved") {
		t.Errorf("after another tile placed the status still says %q", tb.status.label.Text)
	}
}
