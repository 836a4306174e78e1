// Package phrase is how the window words things: numbers with a true minus
// sign, counted nouns, an error as a sentence, a move or a turn named in a
// sentence, and a typed letter read as a tile's letter.
//
// It may import the engine's packages that describe a game (core/game,
// core/move) and the standard library, and nothing of Fyne or of the rest
// of ui/: every screen of the window, the dialogs and the turn being laid
// write their sentences with it, so it stands below them all, and a
// sentence reads the same wherever it is shown.
package phrase
