package discover

import (
	"errors"
	"net"
	"slices"
)

// Bounds on how much of the machine's network is used.
const (
	maxIfaces = 16 // the most interfaces announced on or browsed
	maxIPs    = 16 // the most addresses announced
)

// errNoMulticast says the machine has no interface to use.
var errNoMulticast = errors.New("discover: no network interface is up with multicast")

// mdnsGroupV4 is the IPv4 mDNS group; the address the kernel picks to
// reach it is the one most likely reachable by other players.
var mdnsGroupV4 = &net.UDPAddr{IP: net.IPv4(224, 0, 0, 251), Port: 5353}

// multicastIfaces returns the interfaces that are up, running and marked
// MULTICAST, at most maxIfaces of them.
func multicastIfaces() ([]net.Interface, error) {
	all, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	const want = net.FlagUp | net.FlagRunning | net.FlagMulticast
	var ifaces []net.Interface
	for _, ifi := range all {
		if ifi.Flags&want == want && len(ifaces) < maxIfaces {
			ifaces = append(ifaces, ifi)
		}
	}
	if len(ifaces) == 0 {
		return nil, errNoMulticast
	}
	return ifaces, nil
}

// hostIPs returns the addresses of ifaces to announce: loopback ones only
// if there is nothing else, and the best last, since hashicorp's browser
// keeps the last A and AAAA record it reads.
func hostIPs(ifaces []net.Interface) []net.IP {
	var ips []net.IP
	for _, ifi := range ifaces {
		addrs, _ := ifi.Addrs()
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && len(ips) < maxIPs {
				ips = append(ips, n.IP)
			}
		}
	}
	if slices.ContainsFunc(ips, isRemote) {
		ips = slices.DeleteFunc(ips, net.IP.IsLoopback)
	}
	preferred := preferredIP()
	slices.SortStableFunc(ips, func(a, b net.IP) int {
		return rank(a, preferred) - rank(b, preferred)
	})
	return ips
}

// isRemote reports whether ip can be reached from another machine.
func isRemote(ip net.IP) bool {
	return !ip.IsLoopback()
}

// rank orders addresses from the least to the most useful to a player on
// another machine.
func rank(ip, preferred net.IP) int {
	switch {
	case ip.Equal(preferred):
		return 3
	case ip.IsLoopback():
		return 0
	case ip.IsLinkLocalUnicast():
		return 1
	}
	return 2
}

// preferredIP returns the address the kernel sends IPv4 multicast from,
// or nil. Connecting a UDP socket sends nothing.
func preferredIP() net.IP {
	c, err := net.DialUDP("udp4", nil, mdnsGroupV4)
	if err != nil {
		return nil
	}
	defer c.Close()
	return c.LocalAddr().(*net.UDPAddr).IP
}
