//go:build !race

package lexicon

// raceEnabled reports that the race detector is on, which slows tests
// down several times over.
const raceEnabled = false
