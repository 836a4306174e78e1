// Package exchange is the dialog of an exchange, where the rules allow
// one: the player picks the tiles of their rack to throw back, by tapping
// them or typing their letters, and the dialog says how many new tiles
// they draw and what the exchange costs (a turn that scores nothing,
// toward the scoreless turns that end the game) before they confirm it.
//
// It may import Fyne, core/tile, and ui/tiles, ui/dialogs, ui/style and
// ui/phrase below it. It decides nothing about the game: the game screen
// says what the exchange costs and submits the tiles picked.
package exchange
