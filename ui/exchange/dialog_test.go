package exchange

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scraebbkle/core/tile"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
)

// askOn opens the exchange dialog of rack in a test window, with what is
// chosen kept in got.
func askOn(t *testing.T, rack tile.Rack, cost Cost, got *string) (*Dialog, *dialogs.Keyed, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("exchange")
	w.Resize(fyne.NewSize(900, 600))
	t.Cleanup(w.Close)
	k := dialogs.New(w, dialogs.NewFolders(a.Preferences()))
	return Ask(k, rack, cost, func(letters string) { *got = letters }), k, w
}

// The tiles to throw back are picked by tap or by letter, a blank by ?; a
// letter typed again picks the next tile of it, and once every such tile
// is picked puts one back. The dialog counts the tiles drawn and says what
// the exchange costs; Enter exchanges the tiles picked, none until one is.
func TestExchangePicksByTapAndLetter(t *testing.T) {
	rack := tile.Rack{{Letter: 'Q', Value: 10}, {Letter: 'V', Value: 4}, {Letter: 'V', Value: 4}, {Blank: true}, {Letter: 'E', Value: 1}}
	var got string
	x, k, w := askOn(t, rack, Cost{Scoreless: 2, ToEnd: 6, Rounds: 3}, &got)
	if text := strings.Join(uitest.Texts(w.Canvas().Overlays().Top()), "\n"); !x.Confirm().Disabled() || !strings.Contains(text, "Pick at least one tile.") {
		t.Errorf("with nothing picked the button is enabled, or the dialog says %q", uitest.Texts(w.Canvas().Overlays().Top()))
	}
	k.Key(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got != "" || w.Canvas().Overlays().Top() == nil {
		t.Fatal("Enter exchanged nothing picked")
	}
	for _, r := range "vv?v" {
		k.Typed(r)
	}
	x.TileTapped(0)
	if x.Letters() != "QV_" || !x.Picked(0) || !x.Picked(1) || x.Picked(2) || !x.Picked(3) {
		t.Fatalf("picked %q", x.Letters())
	}
	text := strings.Join(uitest.Texts(w.Canvas().Overlays().Top()), "\n")
	for _, want := range []string{"You draw 3 new tiles from the bag, and then the 3 tiles you throw back go into it.", "6 in a row (3 rounds of every player's turns) end the game. The last 2 turns scored nothing.", "Exchange 3 Tiles"} {
		if !strings.Contains(text, want) {
			t.Errorf("the dialog does not say %q:\n%s", want, text)
		}
	}
	k.Key(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got != "QV_" || w.Canvas().Overlays().Top() != nil {
		t.Errorf("Enter exchanged %q, dialog open %v", got, w.Canvas().Overlays().Top() != nil)
	}
}

// An exchange that ends the game says so.
func TestExchangeThatEndsTheGameSaysSo(t *testing.T) {
	var got string
	x, _, w := askOn(t, tile.Rack{{Letter: 'A', Value: 1}}, Cost{Scoreless: 5, ToEnd: 6, Rounds: 3, Ends: true}, &got)
	x.TileTapped(0)
	if text := strings.Join(uitest.Texts(w.Canvas().Overlays().Top()), "\n"); !strings.Contains(text, "You draw 1 new tile from the bag, and then the tile you throw back goes into it.") || !strings.Contains(text, "This exchange scores nothing and ends the game") {
		t.Errorf("the dialog says:\n%s", text)
	}
}
