// Package example holds the tiles the game's example play draws, which the
// tests of the engine and of the console both replay.
package example

import "strings"

// Draws is the order the example play draws tiles in: both opening racks,
// then each player's refill after every move, a blank as '_'.
var Draws = []string{
	"EEDNIDL", "NZHNTFO", "RREVO", "ILASP", "TCO", "USI_NN", "ASI",
	"ITGAIWM", "HU_OL", "LTS", "RKGFKGH", "DJ", "ERM",
}

// Order is Draws as one string, the way a stacked bag takes it.
func Order() string { return strings.Join(Draws, "") }
