// Package turn is the turn being laid by the human to move, as a model
// without Fyne: the hand (the rack in the player's order, with the tiles
// placed on the board this turn), the tile picked by a tap, the typing
// arrow, and the verdict on the move the placed tiles make (is it legal,
// what would it score, or why not). The player's gestures are its methods:
// place, take back, move along the rack, shuffle, pick, type a letter,
// Backspace, move or turn the arrow, lay a hint's move.
//
// It may import the engine's packages (core/board, core/move, core/referee,
// core/rules, core/tile) and ui/phrase for its sentences, and never Fyne:
// the game screen's widgets render a Model and hand it the gestures, and
// the rules of laying a turn are tested here with plain table tests, with
// no window. What the engine decides (a move's legality and score) is
// asked of it, not worked out again.
package turn
