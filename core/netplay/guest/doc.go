// Package guest joins a game hosted on another desktop (core/netplay/host)
// and plays one seat of it: Join says hello with the join code or the
// seat's token, and the Guest it returns passes on what the host sends and
// sends the player's moves and chat. When the connection drops it comes
// back to its seat with its token, and says so.
//
// It imports core/netplay/wire and github.com/coder/websocket; what the
// seat sees is read with core/netplay/seat.
package guest
