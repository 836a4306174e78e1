package play

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestWordCheck(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	tb.panel.Tabs().SelectIndex(3)
	h.Settle()
	w := tb.panel.Word()
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
		w.Entry().SetText("")
		test.Type(w.Entry(), c.typed)
		if w.Verdict().Text != c.want {
			t.Errorf("typing %q: %q, want %q", c.typed, w.Verdict().Text, c.want)
		}
	}
}

// Choosing the Word tab puts the keyboard in its entry, so that letters
// typed go there rather than onto the board; another tab gives it back.
func TestWordTabTakesTheKeyboard(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	tb.panel.Tabs().Select(tb.panel.Tab("Word"))
	if f := h.win.Canvas().Focused(); f != tb.panel.Word().Entry() {
		t.Fatalf("the Word tab leaves %T focused", f)
	}
	tb.panel.Tabs().SelectIndex(0)
	if f := h.win.Canvas().Focused(); f != nil {
		t.Errorf("the Log tab leaves %T focused", f)
	}
	// Escape in the box gives the keyboard back to the board.
	tb.panel.Tabs().Select(tb.panel.Tab("Word"))
	test.Type(tb.panel.Word().Entry(), "cat")
	h.Key(fyne.KeyEscape)
	if f := h.win.Canvas().Focused(); f != tb.board || tb.panel.Word().Entry().Text != "cat" {
		t.Errorf("after Escape in the box, %T has the keyboard and the box holds %q", f, tb.panel.Word().Entry().Text)
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
			h.Tap(tb.bar.reveal)
		}
		tb.panel.Tabs().Select(tb.panel.Tab("Word"))
		test.Type(tb.panel.Word().Entry(), "vrooms")
		h.Key(fyne.KeyEscape)
		h.PassAndConfirm()
		w := tb.panel.Word()
		if got, want := w.Entry().Text, map[bool]string{false: "", true: "vrooms"}[open]; got != want {
			t.Errorf("open %v: after the turn the Word tab's box holds %q, want %q", open, got, want)
		}
		if !open && (!tb.curtain.down || w.Verdict().Text != "Type a word to check it.") {
			t.Errorf("behind the curtain the Word tab says %q (curtain down %v)", w.Verdict().Text, tb.curtain.down)
		}
	}
}
