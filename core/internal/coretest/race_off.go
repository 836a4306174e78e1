//go:build !race

package coretest

// RaceEnabled reports that the race detector is on, which slows tests down
// several times over.
const RaceEnabled = false
