// Package wire is the protocol of a game played between desktops: the
// messages a host and its guests send each other over a WebSocket, one
// JSON object a frame, and what a seat may see of a game (State).
//
// Every message carries the protocol's Version; a peer of another version
// is refused with a message that says so. Decode is the one door through
// which bytes from the network come in: it refuses a frame over MaxFrame,
// anything that is not one known message, and fields over their limits.
//
// It is its own package so that both ends, and their tests, share one
// definition of the protocol; it imports only the standard library.
// docs/network.md describes the protocol for people.
package wire
