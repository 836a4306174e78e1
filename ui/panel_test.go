package ui

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestCounted(t *testing.T) {
	for n, want := range map[int]string{0: "0 tiles", 1: "1 tile", 2: "2 tiles", -1: "−1 tile", -7: "−7 tiles"} {
		if got := counted(n, "tile"); got != want {
			t.Errorf("counted(%d) = %q, want %q", n, got, want)
		}
	}
}

// The log stays scrolled to its last line when it gets shorter, as when
// the panel above it grows at the end of a game.
func TestLogKeepsItsEndInView(t *testing.T) {
	l := newMoveLog()
	w := test.NewWindow(l.content)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))
	for i := range 30 {
		l.lines = append(l.lines, fmt.Sprintf("line %d", i+1))
	}
	l.list.Refresh()
	l.list.ScrollToBottom()
	w.Resize(fyne.NewSize(300, 150))
	if shown := texts(l.list); !slices.Contains(shown, "line 30") {
		t.Errorf("after the log got shorter it shows %q", shown)
	}
}
