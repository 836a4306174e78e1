// Package panel is the side panel beside the board: the scores of two to
// four players and whose turn it is, the bag, the other players' racks,
// the tabs of the move log, the best moves (Moves, looked for beside the
// window), the tiles unseen (Tiles) and the word check (Word), and the
// legend of the squares' colours in the game's look.
//
// It may import Fyne, the engine (core/game, core/controller for the hints,
// core/lexicon for the word check, core/export to describe a player), and
// ui/rack, ui/dialogs, ui/style and ui/phrase below it. It reads the game
// through the Table interface that the game screen gives it, and tells the
// game screen what the player clicked through the same interface: it never
// sees the board or the turn being laid, so the panel's layout and texts
// change here alone.
package panel
