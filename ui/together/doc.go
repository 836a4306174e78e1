// Package together is the game screen of a game played together over
// the network: one seat, played through a seat.Link, by a guest who
// joined from another desktop or by the player at the host's own
// keyboard. It shows what the host sends the seat (the board, its rack,
// the scores, the log, the chat) and sends the host what the player
// does; the host's verdict on a move is shown as a refusal is shown in a
// game on one computer.
//
// The seat holds no game: the host holds the only one (core/netplay/host).
// So this screen is not the game screen of ui/play, which runs a game of
// its own, but it is built of the same widgets (the board, the rack, the
// drag layer, the log) and lays a turn with the same model (turn.Model)
// and the same gestures (ui/laying), so that tiles are dragged, tapped and
// typed as they are there.
//
// It may import Fyne, the engine (core/...), and below it ui/laying, ui/turn,
// ui/boardview, ui/rack, ui/panel, ui/exchange, ui/dialogs, ui/keys,
// ui/style and ui/phrase; never the application shell (ui), which shows
// a Screen.
package together
