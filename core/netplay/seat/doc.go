// Package seat is what one seat of a game played between desktops sees:
// the host makes a wire.Table of its game for each seat (TableOf), told
// only what that seat may know, and a guest turns the tables it is sent
// back into a View of the board, the racks it may see, the scores and the
// log, which the terminal and the window show as they show a game of
// their own, and which a computer player can play from.
//
// It imports core/game and the packages below it, and core/netplay/wire.
package seat
