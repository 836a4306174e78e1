// Package laying is how a player lays the tiles of a turn on the screen:
// the taps and drags on the board and the rack, and the keys of the board,
// each handed to the turn being laid (turn.Model). The screen of a game
// played at this computer (ui/play) and that of a seat of a game played
// together (ui/together) lay tiles the same way through it; each says, as
// a Screen, what it shows and how it shows what changed. Its tests are
// those of the two screens (ui/play's drags, taps and keys, and ui's
// window that joined a game), which drive it through the real widgets.
package laying
