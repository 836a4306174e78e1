//go:build race

package ui

// raceEnabled reports whether the race detector is on: it slows the UI
// five to ten times, so timing tests skip.
const raceEnabled = true
