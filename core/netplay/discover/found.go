package discover

import (
	"cmp"
	"net"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/mdns"
)

// toFound turns what hashicorp's browser heard into a host, and reports
// false if it is not a game of ours or has no usable name or address.
func toFound(e *mdns.ServiceEntry) (Found, bool) {
	instance, rest, ok := splitInstance(e.Name)
	if !ok || !strings.EqualFold(rest, serviceName) {
		return Found{}, false
	}
	name := label(instance)
	addr := dialAddr(e)
	if name == "" || addr == "" {
		return Found{}, false
	}
	game, seats := parseTXT(e.InfoFields)
	return Found{Name: name, Addr: addr, Game: game, Seats: seats}, true
}

// dialAddr returns the address to dial e at, IPv4 if it has one, or "".
func dialAddr(e *mdns.ServiceEntry) string {
	if e.Port < 1 || e.Port > 65535 {
		return ""
	}
	port := strconv.Itoa(e.Port)
	if ip := e.AddrV4.To4(); usable(ip) {
		return net.JoinHostPort(ip.String(), port)
	}
	if a := e.AddrV6IPAddr; a != nil && usable(a.IP) {
		return net.JoinHostPort(a.String(), port)
	}
	return ""
}

// usable reports whether ip is a unicast address one could dial.
func usable(ip net.IP) bool {
	return len(ip) > 0 && ip.To16() != nil && !ip.IsUnspecified() && !ip.IsMulticast()
}

// tidy sorts found by Name then Addr, keeps the first host at each
// address, and at most maxFound.
func tidy(found []Found) []Found {
	slices.SortFunc(found, func(a, b Found) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.Addr, b.Addr),
			strings.Compare(a.Game, b.Game), cmp.Compare(a.Seats, b.Seats))
	})
	seen := make(map[string]bool, len(found))
	out := found[:0]
	for _, f := range found {
		if !seen[f.Addr] && len(out) < maxFound {
			seen[f.Addr] = true
			out = append(out, f)
		}
	}
	return out
}
