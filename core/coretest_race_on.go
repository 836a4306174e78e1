//go:build race

package core

// raceEnabled reports that the race detector is on, which slows tests down
// several times over.
const raceEnabled = true
