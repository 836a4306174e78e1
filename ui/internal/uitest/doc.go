// Package uitest holds what the tests of the window's packages share: the
// referee and the boards built once for a test binary, strategies for
// computer players that pass or think for ever, and the ways to look into
// a canvas (its objects, texts and buttons) and to drive it as the real
// driver would (taps, keys, a layout pass).
//
// It may import Fyne, its test driver and the engine, and no package of
// ui/: the internal tests of any of them can import it without a cycle.
// It is for tests only.
package uitest
