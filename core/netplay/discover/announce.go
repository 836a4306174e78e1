package discover

import (
	"errors"
	"fmt"
	"net"
	"sync"

	"github.com/hashicorp/mdns"
)

// Announce announces s on every multicast interface until stop is called
// (or returns the error why it cannot). It answers the queries of
// browsers; stop may be called more than once.
func Announce(s Service) (stop func(), err error) {
	name, err := s.check()
	if err != nil {
		return nil, err
	}
	ifaces, err := multicastIfaces()
	if err != nil {
		return nil, err
	}
	zone, err := newZone(s, name, hostIPs(ifaces))
	if err != nil {
		return nil, err
	}
	servers, err := serve(zone, ifaces)
	if err != nil {
		return nil, err
	}
	return sync.OnceFunc(func() { shutdown(servers) }), nil
}

// newZone returns the records announcing s under the label name at ips.
func newZone(s Service, name string, ips []net.IP) (*mdns.MDNSService, error) {
	if len(ips) == 0 {
		// hashicorp/mdns would look the host name up in DNS instead.
		return nil, errors.New("discover: no address to announce")
	}
	instance, err := escapeLabel(name)
	if err != nil {
		return nil, err
	}
	host := hostName(s.Port)
	return mdns.NewMDNSService(instance, ServiceType, domain, host, s.Port, ips, buildTXT(s))
}

// serve starts a responder for zone on each interface, and fails only if
// none starts.
func serve(zone mdns.Zone, ifaces []net.Interface) ([]*mdns.Server, error) {
	var servers []*mdns.Server
	var errs []error
	for i := range ifaces {
		srv, err := mdns.NewServer(&mdns.Config{Zone: zone, Iface: &ifaces[i], Logger: quiet})
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", ifaces[i].Name, err))
			continue
		}
		servers = append(servers, srv)
	}
	if len(servers) == 0 {
		return nil, fmt.Errorf("discover: cannot announce: %w", errors.Join(errs...))
	}
	return servers, nil
}

// shutdown stops the responders.
func shutdown(servers []*mdns.Server) {
	for _, srv := range servers {
		_ = srv.Shutdown()
	}
}
