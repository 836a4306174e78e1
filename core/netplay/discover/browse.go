package discover

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/hashicorp/mdns"
)

// maxFound bounds how many hosts one query, and so Browse, returns.
const maxFound = 64

// Found is a host found on the network.
type Found struct {
	Name  string // the host player's label, cleaned as Service.Name is
	Addr  string // "IP:port", ready to dial; IPv4 preferred, IPv6 (bracketed) when it is all there is
	Game  string // the rules ID, or "" if the host did not give a valid one
	Seats int    // free seats left, 0 if the host did not say
}

// Browse listens for wait (e.g. 1 s; 1 s if wait is not positive) and
// returns the hosts found, sorted by Name then Addr, deduplicated by Addr.
// ctx cancels it early, and then Browse returns ctx's error and nothing
// found. It asks over IPv4 and IPv6 on every multicast interface and fails
// only if every query fails.
func Browse(ctx context.Context, wait time.Duration) ([]Found, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if wait <= 0 {
		wait = time.Second
	}
	ifaces, err := multicastIfaces()
	if err != nil {
		return nil, err
	}
	qctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make(chan queryResult, 2*len(ifaces))
	for _, ifi := range ifaces {
		go query(qctx, ifi, false, wait, results)
		go query(qctx, ifi, true, wait, results)
	}
	return gather(ctx, results, 2*len(ifaces))
}

// queryResult is what one query found, or why it failed.
type queryResult struct {
	found []Found
	err   error
}

// query asks for our service on ifi over IPv6 or IPv4 for wait, and sends
// what it found to out, which must have room for it. Its hashicorp client
// closes when ctx is done, but the call itself lasts wait.
func query(ctx context.Context, ifi net.Interface, v6 bool, wait time.Duration, out chan<- queryResult) {
	// hashicorp drops entries it cannot send at once, and keeps writing to
	// those it sent until the query ends: they are read only after that.
	entries := make(chan *mdns.ServiceEntry, maxFound)
	err := mdns.QueryContext(ctx, &mdns.QueryParam{
		Service:     ServiceType,
		Domain:      domain,
		Timeout:     wait,
		Interface:   &ifi,
		Entries:     entries,
		DisableIPv4: v6,
		DisableIPv6: !v6,
		Logger:      quiet,
	})
	if err != nil {
		err = fmt.Errorf("%s: %w", ifi.Name, err)
	}
	out <- queryResult{found: drain(entries), err: err}
}

// drain returns the hosts among the entries waiting in entries.
func drain(entries <-chan *mdns.ServiceEntry) []Found {
	var found []Found
	for {
		select {
		case e := <-entries:
			if f, ok := toFound(e); ok {
				found = append(found, f)
			}
		default:
			return found
		}
	}
}

// gather collects n query results. It fails if ctx is done first or if
// every query failed.
func gather(ctx context.Context, results <-chan queryResult, n int) ([]Found, error) {
	var found []Found
	var errs []error
	for range n {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case r := <-results:
			found = append(found, r.found...)
			if r.err != nil {
				errs = append(errs, r.err)
			}
		}
	}
	if len(errs) == n {
		return nil, fmt.Errorf("discover: cannot browse: %w", errors.Join(errs...))
	}
	return tidy(found), nil
}
