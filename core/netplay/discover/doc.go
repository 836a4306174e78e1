// Package discover lets players find network games on their home network
// without typing addresses. A copy of the game that hosts a game announces
// it with Announce over multicast DNS and DNS service discovery (mDNS and
// DNS-SD, RFC 6762 and RFC 6763) as the service type "_scraebbkle._tcp"; a
// copy that wants to join calls Browse and lists what it finds.
//
// It is its own package because it is the only code that touches multicast
// sockets and the third-party mDNS libraries, and it is optional: joining
// by typing an address needs none of it, the game rules and the network
// protocol never import it, and it can be left out or swapped for another
// responder without touching anything else. It imports
// github.com/hashicorp/mdns (the responder and the querier, whose logging
// it silences) and github.com/miekg/dns (to escape instance names exactly
// as the responder prints them), besides the standard library.
//
// Both ends need a network interface that is up, running and marked
// MULTICAST, a route for 224.0.0.0/4 (any default route will do), and UDP
// port 5353 let through the firewall in both directions. The hashicorp
// responder only answers queries: a game shows up when a joiner browses,
// not before.
package discover
