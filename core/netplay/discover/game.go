package discover

import (
	"net"
	"os"
)

// AnnounceGame announces a game of gameName (its rules' ID gameID) hosted
// at listener l, named after this machine, until stop is called. A game
// hosted on loopback alone is not announced: stop does nothing.
func AnnounceGame(gameName, gameID string, l net.Listener) (stop func(), err error) {
	tcp, ok := l.Addr().(*net.TCPAddr)
	if !ok || tcp.IP.IsLoopback() {
		return func() {}, nil
	}
	name, _ := os.Hostname()
	return Announce(Service{Name: gameName + " on " + name, Port: tcp.Port, Game: gameID, Seats: 1})
}
