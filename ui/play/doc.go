// Package play is the game screen: the board, the rack of the human to
// move, the side panel, the status line and the buttons under the board,
// wired to the controller that runs the game. It renders the turn being
// laid (a turn.Model) and hands it the player's taps, drags and keys; it
// shows what the controller reports (a turn started, a computer thinking,
// a move played, the end of the game) and the dialogs that go with them,
// for any of the games and two to four players.
//
// Its state is split into parts that each keep their own: the Table (the
// game, its controller, the racks as arranged), the turn being laid, the
// gestures (gestures.go, exchange.go; the taps, drags and keys that lay
// tiles are ui/laying's, the table the Screen they work on, laying.go),
// the status line, the
// curtain of a closed game between humans, the hint on show, and the
// action bar.
//
// It may import Fyne, the engine (core/...), and below it ui/laying,
// ui/turn, ui/boardview, ui/rack, ui/tiles, ui/panel, ui/exchange, ui/thinking,
// ui/dialogs, ui/keys, ui/style and ui/phrase; never the application
// shell (ui), which shows a Table and is told of it through the Host it
// gives. So the rules of laying a turn live in turn, drawing in the
// widgets' packages, and the window's menus, files and autosave in the
// shell: this package only puts them together.
package play
