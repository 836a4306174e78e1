// Package thinking is the indicator, at the end of the game screen's
// status line, of a computer working out its move: a running bar, or for
// a computer with a time budget a bar that fills over it with a Play now
// button. The status line keeps its height either way, so that nothing in
// the window moves when a computer starts or stops thinking.
//
// It may import Fyne and ui/style below it, and nothing of the engine:
// the game screen says when a computer thinks and with what budget, and
// what Play now does.
package thinking
