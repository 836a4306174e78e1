package ui

import "fyne.io/fyne/v2"

// The game window opens at the size it had when the program last quit,
// or the first time at firstSize: small enough for a screen of 1366 x 768
// with a task bar and a title bar, where the default board still has
// squares of some 35 pixels. Fyne tells nothing of the screen's size.
var firstSize = fyne.NewSize(1180, 690)

// The preferences that remember the window's size.
const (
	prefWindowWidth  = "windowWidth"
	prefWindowHeight = "windowHeight"
)

// restoreSize sizes window win as it was when the program last quit, as
// prefs keep it.
func restoreSize(win fyne.Window, prefs fyne.Preferences) {
	w := float32(prefs.FloatWithFallback(prefWindowWidth, float64(firstSize.Width)))
	h := float32(prefs.FloatWithFallback(prefWindowHeight, float64(firstSize.Height)))
	if w <= 0 || h <= 0 {
		w, h = firstSize.Width, firstSize.Height
	}
	win.Resize(fyne.NewSize(w, h))
}

// rememberSize keeps the size of window win in prefs for the next start.
func rememberSize(win fyne.Window, prefs fyne.Preferences) {
	size := win.Canvas().Size()
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	prefs.SetFloat(prefWindowWidth, float64(size.Width))
	prefs.SetFloat(prefWindowHeight, float64(size.Height))
}
