package ui

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scraebbkle/ui/access"
	"scraebbkle/ui/dialogs"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/phrase"
)

// fyneOwn reports whether o is one of Fyne's own unexported parts, such as
// a scroll bar or a tab's button, which this program cannot name.
func fyneOwn(o fyne.CanvasObject) bool {
	t := reflect.TypeOf(o).Elem()
	return strings.HasPrefix(t.PkgPath(), "fyne.io/") && !token(t.Name())
}

// token reports whether name is exported.
func token(name string) bool { return name != "" && name[0] >= 'A' && name[0] <= 'Z' }

// TestEveryFocusableWidgetIsNamed walks the game screen: every widget that
// takes the keyboard or a tap, but for Fyne's own unexported parts, says to
// a screen reader what it is and its role, itself (fyne.Accessible) or
// through the stand-in laid over it.
func TestEveryFocusableWidgetIsNamed(t *testing.T) {
	h := newHarness(t)
	h.start(humansOnDefault(t, false))
	covered := map[fyne.CanvasObject]bool{}
	for _, o := range uitest.Find[fyne.CanvasObject](h.app.win.Content()) {
		if s, ok := o.(interface{ Target() fyne.CanvasObject }); ok && s.Target() != nil {
			covered[s.Target()] = true
		}
	}
	seen := 0
	for _, o := range uitest.Find[fyne.CanvasObject](h.app.win.Content()) {
		_, focusable := o.(fyne.Focusable)
		_, tappable := o.(fyne.Tappable)
		if !focusable && !tappable || fyneOwn(o) || covered[o] {
			seen++
			continue
		}
		seen++
		a, ok := o.(fyne.Accessible)
		switch {
		case !ok:
			t.Errorf("%T is not named for a screen reader", o)
		case a.AccessibilityLabel() == "" || a.AccessibilityRole() == "":
			t.Errorf("%T has label %q and role %q", o, a.AccessibilityLabel(), a.AccessibilityRole())
		}
	}
	if seen < 225+7 {
		t.Errorf("only %d widgets take the keyboard or taps, fewer than the squares and the tiles", seen)
	}
}

// squareLabel is what a screen reader hears of a square: its coordinate
// first.
var squareLabel = regexp.MustCompile(`^[a-z]+[0-9]+, `)

// TestAScreenReaderHearsTheGame reads the window as a screen reader is
// told of it (as Fyne finds it): every square of the board, with its
// premium and its tile; the status line; the rack's tiles; the buttons;
// the scores and the log. After a move, the squares it filled say so.
func TestAScreenReaderHearsTheGame(t *testing.T) {
	h := newHarness(t)
	tbl := h.start(humansOnDefault(t, true))
	b := tbl.Game().Board()
	heard := func() map[string]int {
		counts := map[string]int{}
		for _, e := range access.Read(h.app.win.Content()) {
			counts[string(e.Role)+" "+e.Label]++
			if squareLabel.MatchString(e.Label) {
				counts["square"]++
			}
		}
		return counts
	}
	got := heard()
	if want := b.Cols() * b.Rows(); got["square"] != want {
		t.Errorf("%d squares heard, want %d", got["square"], want)
	}
	start := b.Start().String()
	if !hasKeyWith(got, "button "+start+", ", "start, empty") {
		t.Errorf("the start square %s is not heard as the start: %v", start, keysWith(got, start+","))
	}
	for _, want := range []string{"text " + tbl.Status(), "button Play", "button Pass", "button Shuffle"} {
		if got[want] != 1 {
			t.Errorf("%q is heard %d times", want, got[want])
		}
	}
	rack := tbl.Game().Player(tbl.Game().ToMove()).Rack
	tilesHeard := 0
	for k, n := range got {
		if strings.HasPrefix(k, "button ") && strings.HasSuffix(k, " point") || strings.HasSuffix(k, " points") && !squareLabel.MatchString(strings.TrimPrefix(k, "button ")) {
			tilesHeard += n
		}
	}
	if tilesHeard != len(rack) {
		t.Errorf("%d rack tiles heard, want %d: %v", tilesHeard, len(rack), got)
	}
	p := h.PlayBest()
	got = heard()
	for _, pl := range p.Placed {
		if !hasKeyWith(got, "button "+pl.Square.String()+", ", "played last") {
			t.Errorf("%s is not heard as played last: %v", pl.Square, keysWith(got, pl.Square.String()+","))
		}
	}
	if !hasKeyWith(got, "text Log, last line: 1. P1", "") {
		t.Errorf("the log's last line is not heard: %v", keysWith(got, "Log"))
	}
}

// keysWith are the keys of counts that hold s.
func keysWith(counts map[string]int, s string) []string {
	var out []string
	for k := range counts {
		if strings.Contains(k, s) {
			out = append(out, k)
		}
	}
	return out
}

// hasKeyWith reports whether a key of counts begins with prefix and holds s.
func hasKeyWith(counts map[string]int, prefix, s string) bool {
	for k := range counts {
		if strings.HasPrefix(k, prefix) && strings.Contains(k, s) {
			return true
		}
	}
	return false
}

// TestKeysReadTheGameAndTypeAMove: F6 reads the board a row at a time
// into the status line, Shift+F6 the row before; F7 reads the rack, F8
// the tiles the player cannot see, as the tile tracker counts them; F2
// takes a move typed in the game's notation and plays it.
func TestKeysReadTheGameAndTypeAMove(t *testing.T) {
	h := newHarness(t)
	tbl := h.start(humansOnDefault(t, true))
	g := tbl.Game()
	h.Key(fyne.KeyF6)
	if want := "Row 1: empty."; tbl.Status() != want {
		t.Errorf("F6 says %q, want %q", tbl.Status(), want)
	}
	h.Key(fyne.KeyF6)
	h.menuItem("View", "Read the Row Before").Action()
	if want := "Row 1: empty."; tbl.Status() != want {
		t.Errorf("F6 twice and Shift+F6 say %q, want %q", tbl.Status(), want)
	}
	h.Key(fyne.KeyF7)
	rack := g.Player(g.ToMove()).Rack
	if want := phrase.Rack(rack); tbl.Status() != want || !strings.Contains(want, string(rack[0].Letter)) {
		t.Errorf("F7 says %q, want %q", tbl.Status(), want)
	}
	h.Key(fyne.KeyF8)
	said := tbl.Panel().Tracker().Said()
	if tbl.Status() != said || !strings.HasPrefix(said, fmt.Sprintf("Tiles Player %d cannot see: ", g.ToMove()+1)) {
		t.Errorf("F8 says %q, the tracker %q", tbl.Status(), said)
	}
	h.Key(fyne.KeyF7)
	h.menuItem("View", "Read the Tiles Unseen").Action()
	if tbl.Status() != said {
		t.Errorf("View > Read the Tiles Unseen says %q", tbl.Status())
	}
	p := uitest.BestPlay(t, g.Referee(), g.Grid(), rack, 2)
	h.Key(fyne.KeyF2)
	if !strings.Contains(h.OverlayText(), "Type a Move") {
		t.Fatalf("F2 opened %q", h.OverlayText())
	}
	entry := uitest.Find[*dialogs.Entry](h.Overlay())[0]
	test.Type(entry, g.Rules().Notation.Format(p.Move))
	h.Key(fyne.KeyReturn)
	h.Settle()
	if n := len(g.History()); n != 1 || g.History()[0].Play.Score != p.Score {
		t.Fatalf("the move typed made %d turns: %v", n, g.History())
	}
	row := p.Placed[0].Square.Row
	for range row { // from row 1, read last, on to the move's row
		h.Key(fyne.KeyF6)
	}
	if !strings.HasPrefix(tbl.Status(), fmt.Sprintf("Row %d: ", row+1)) || !strings.Contains(tbl.Status(), string(p.Placed[0].Tile.Letter)) {
		t.Errorf("F6 on the move's row %d says %q", row+1, tbl.Status())
	}
}
