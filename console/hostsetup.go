package console

import (
	"fmt"
	"net"
	"strconv"

	"scraebbkle/core/game"
	"scraebbkle/core/netplay/wire"
)

// noRemote says that a hosted game needs a player joining.
const noRemote = "A hosted game needs a player joining from another desktop: answer r for one of them."

// setupHosted asks the setup questions of a hosted game: those of any
// game, where a player may also be one joining from another desktop, in
// ScraBBKle's game too.
func (s *session) setupHosted() (*game.Game, []string, error) {
	r := s.rules()
	s.print(banner(r.Name))
	b, err := s.chooseBoard()
	if err != nil {
		return nil, nil, err
	}
	n, err := s.choosePlayers()
	if err != nil {
		return nil, nil, err
	}
	kinds, err := s.chooseSeats(n)
	if err != nil {
		return nil, nil, err
	}
	open := false
	if !r.Console.HumanFirst {
		if open, err = s.chooseOpen(); err != nil {
			return nil, nil, err
		}
	}
	gameKinds := make([]game.PlayerKind, n)
	for i, k := range kinds {
		if k == wire.Computer {
			gameKinds[i] = game.Computer
		}
	}
	g, err := game.New(s.cfg.Referee, b, s.cfg.NewBag(), gameKinds, open)
	if err == nil {
		s.showDraws(g)
	}
	return g, kinds, err
}

// chooseSeats asks who plays each of n seats until one is a player
// joining.
func (s *session) chooseSeats(n int) ([]string, error) {
	kinds := make([]string, n)
	for {
		remote := false
		for i := range kinds {
			answer, err := s.choose(fmt.Sprintf(remoteQuestion, i+1), "h", "c", "r")
			if err != nil {
				return nil, err
			}
			kinds[i] = map[string]string{"h": wire.Human, "c": wire.Computer, "r": wire.Remote}[answer]
			remote = remote || answer == "r"
		}
		if remote {
			return kinds, nil
		}
		s.println(noRemote)
	}
}

// Addresses are the addresses a guest may join listener l at: its own
// when it listens on one, else each address of this machine's interfaces
// that are up, loopback last.
func Addresses(l net.Listener) []string {
	tcp, ok := l.Addr().(*net.TCPAddr)
	if !ok {
		return []string{l.Addr().String()}
	}
	port := strconv.Itoa(tcp.Port)
	if !tcp.IP.IsUnspecified() {
		return []string{net.JoinHostPort(tcp.IP.String(), port)}
	}
	var out, loop []string
	ifaces, _ := net.Interfaces()
	for _, iface := range ifaces {
		addrs, _ := iface.Addrs()
		for _, a := range addrs {
			ip, ok := a.(*net.IPNet)
			if !ok || iface.Flags&net.FlagUp == 0 || ip.IP.IsLinkLocalUnicast() {
				continue
			}
			hp := net.JoinHostPort(ip.IP.String(), port)
			if ip.IP.IsLoopback() {
				loop = append(loop, hp)
			} else {
				out = append(out, hp)
			}
		}
	}
	return append(out, loop...)
}
