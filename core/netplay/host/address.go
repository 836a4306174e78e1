package host

import (
	"net"
	"strconv"
)

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
