//go:build !race

package uitest

// RaceEnabled reports whether the race detector is on: it slows the UI
// five to ten times, so timing tests skip.
const RaceEnabled = false
