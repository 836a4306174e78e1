package discover

import (
	"net"
	"slices"
	"strconv"
	"testing"

	"github.com/hashicorp/mdns"
)

func TestToFound(t *testing.T) {
	const inst = `Anna\'s\ game._scraebbkle._tcp.local.`
	v4 := net.IPv4(192, 168, 1, 10)
	v6 := &net.IPAddr{IP: net.ParseIP("fe80::1"), Zone: "eth0"}
	txt := []string{"game=classic", "seats=2"}
	tests := []struct {
		name string
		e    mdns.ServiceEntry
		want Found
		ok   bool
	}{
		{"IPv4", mdns.ServiceEntry{Name: inst, AddrV4: v4, Port: 7777, InfoFields: txt},
			Found{"Anna's game", "192.168.1.10:7777", "classic", 2}, true},
		{"IPv4 preferred", mdns.ServiceEntry{Name: inst, AddrV4: v4, AddrV6IPAddr: v6, Port: 7777},
			Found{"Anna's game", "192.168.1.10:7777", "", 0}, true},
		{"IPv6 only", mdns.ServiceEntry{Name: inst, AddrV6IPAddr: v6, Port: 7777, InfoFields: txt},
			Found{"Anna's game", "[fe80::1%eth0]:7777", "classic", 2}, true},
		{"service in capitals", mdns.ServiceEntry{Name: "A._SCRAEBBKLE._TCP.LOCAL.", AddrV4: v4, Port: 1},
			Found{"A", "192.168.1.10:1", "", 0}, true},
		{"name cleaned", mdns.ServiceEntry{Name: `\009Anna\010\255._scraebbkle._tcp.local.`, AddrV4: v4, Port: 1},
			Found{"Anna", "192.168.1.10:1", "", 0}, true},
		{"another service", mdns.ServiceEntry{Name: "Printer._ipp._tcp.local.", AddrV4: v4, Port: 631}, Found{}, false},
		{"sub-name", mdns.ServiceEntry{Name: "a.b._scraebbkle._tcp.local.", AddrV4: v4, Port: 1}, Found{}, false},
		{"no address", mdns.ServiceEntry{Name: inst, Port: 7777}, Found{}, false},
		{"unspecified address", mdns.ServiceEntry{Name: inst, AddrV4: net.IPv4zero, Port: 7777}, Found{}, false},
		{"multicast address", mdns.ServiceEntry{Name: inst, AddrV4: net.IPv4(224, 0, 0, 251), Port: 7777}, Found{}, false},
		{"short address", mdns.ServiceEntry{Name: inst, AddrV4: net.IP{1, 2}, Port: 7777}, Found{}, false},
		{"no port", mdns.ServiceEntry{Name: inst, AddrV4: v4}, Found{}, false},
		{"port too big", mdns.ServiceEntry{Name: inst, AddrV4: v4, Port: 70000}, Found{}, false},
		{"empty name", mdns.ServiceEntry{Name: `\ ._scraebbkle._tcp.local.`, AddrV4: v4, Port: 1}, Found{}, false},
		{"no name", mdns.ServiceEntry{AddrV4: v4, Port: 1}, Found{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := toFound(&tt.e)
			if got != tt.want || ok != tt.ok {
				t.Errorf("toFound = %+v, %v; want %+v, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestTidy(t *testing.T) {
	in := []Found{
		{Name: "Bob", Addr: "10.0.0.2:1"},
		{Name: "Anna", Addr: "10.0.0.3:1"},
		{Name: "Anna", Addr: "10.0.0.1:1"},
		{Name: "Bob", Addr: "10.0.0.1:1"},
		{Name: "Anna", Addr: "10.0.0.3:1"},
	}
	want := []Found{
		{Name: "Anna", Addr: "10.0.0.1:1"},
		{Name: "Anna", Addr: "10.0.0.3:1"},
		{Name: "Bob", Addr: "10.0.0.2:1"},
	}
	if got := tidy(in); !slices.Equal(got, want) {
		t.Errorf("tidy = %+v, want %+v", got, want)
	}
	many := make([]Found, 2*maxFound)
	for i := range many {
		many[i] = Found{Name: "x", Addr: net.JoinHostPort("10.0.0.1", strconv.Itoa(i+1))}
	}
	if got := tidy(many); len(got) != maxFound {
		t.Errorf("tidy kept %d of %d, want %d", len(got), len(many), maxFound)
	}
}
