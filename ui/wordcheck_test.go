package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestWordCheck(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	tb.panel.tabs.SelectIndex(3)
	h.settle()
	w := tb.panel.word
	cases := []struct{ typed, want string }{
		{"", "Type a word to check it."},
		{"qi", "✔ QI is in the word list."},
		{"QX", "✘ QX is not in the word list."},
		{"Dined", "✔ DINED is in the word list."},
		{"  zax ", "✔ ZAX is in the word list."},
		{"dinedd", "✘ DINEDD is not in the word list."},
		{"a1", "A word has only the letters A to Z."},
		{"né", "A word has only the letters A to Z."},
		{"ſo", "A word has only the letters A to Z."}, // Unicode upper-cases ſ to S
		{"ıt", "A word has only the letters A to Z."}, // and ı to I
	}
	for _, c := range cases {
		w.entry.SetText("")
		test.Type(w.entry, c.typed)
		if w.verdict.Text != c.want {
			t.Errorf("typing %q: %q, want %q", c.typed, w.verdict.Text, c.want)
		}
	}
}

// Choosing the Word tab puts the keyboard in its entry, so that letters
// typed go there rather than onto the board; another tab gives it back.
func TestWordTabTakesTheKeyboard(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	tb.panel.tabs.Select(tb.panel.wordTab)
	if f := h.win.Canvas().Focused(); f != tb.panel.word.entry {
		t.Fatalf("the Word tab leaves %T focused", f)
	}
	tb.panel.tabs.SelectIndex(0)
	if f := h.win.Canvas().Focused(); f != nil {
		t.Errorf("the Log tab leaves %T focused", f)
	}
	// Escape in the box gives the keyboard back to the board.
	tb.panel.tabs.Select(tb.panel.wordTab)
	test.Type(tb.panel.word.entry, "cat")
	h.key(fyne.KeyEscape)
	if f := h.win.Canvas().Focused(); f != tb.board || tb.panel.word.entry.Text != "cat" {
		t.Errorf("after Escape in the box, %T has the keyboard and the box holds %q", f, tb.panel.word.entry.Text)
	}
}

// Ctrl+Z in the Word tab's box undoes the typing there, not a move: Fyne
// gives the menu's shortcut, which runs its item's action, before the box.
func TestUndoInTheWordBoxUndoesTheTyping(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.playBest()
	moves := len(tb.game.History())
	tb.panel.tabs.Select(tb.panel.wordTab)
	test.Type(tb.panel.word.entry, "cat")
	if got := tb.panel.word.entry.Text; got != "cat" {
		t.Fatalf("typed cat, the box holds %q", got)
	}
	h.menuItem("Game", "Undo").Action()
	if got := tb.panel.word.entry.Text; got == "cat" || h.dialogs() != 0 || len(tb.game.History()) != moves {
		t.Fatalf("Undo in the box left it %q, %d dialogs open and %d turns of %d", got, h.dialogs(), len(tb.game.History()), moves)
	}
	h.win.Canvas().Unfocus() // as a click on the menu does
	h.menuItem("Game", "Undo").Action()
	h.tap(h.button(h.overlay(), "Yes"))
	if got := len(h.tbl().game.History()); got != moves-1 {
		t.Errorf("Undo from the menu left %d turns of %d", got, moves)
	}
}

// In a closed game between humans the curtain that hides the next
// player's rack empties the Word tab too: the word the last player looked
// up would tell the next some of their letters. In an open game, with
// both racks in view, it stays.
func TestCurtainEmptiesTheWordTab(t *testing.T) {
	for _, open := range []bool{false, true} {
		h := newHarness(t)
		tb := h.start(humansOnDefault(t, open))
		if !open {
			h.tap(tb.bar.reveal)
		}
		tb.panel.tabs.Select(tb.panel.wordTab)
		test.Type(tb.panel.word.entry, "vrooms")
		h.key(fyne.KeyEscape)
		h.passAndConfirm()
		w := tb.panel.word
		if got, want := w.entry.Text, map[bool]string{false: "", true: "vrooms"}[open]; got != want {
			t.Errorf("open %v: after the turn the Word tab's box holds %q, want %q", open, got, want)
		}
		if !open && (!tb.curtain || w.verdict.Text != "Type a word to check it.") {
			t.Errorf("behind the curtain the Word tab says %q (curtain down %v)", w.verdict.Text, tb.curtain)
		}
	}
}
