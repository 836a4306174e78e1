package seat

import "scraebbkle/core/netplay/wire"

// Link is a seat's line to the host: a guest's connection
// (core/netplay/guest) or a player at the host's own keyboard
// (core/netplay/host.Local). What the terminal and the window play a seat
// through.
type Link interface {
	// Messages is what the host sends, in order: Welcome first, then
	// State, Verdict, Chat and Notice. It is closed when the link ends.
	Messages() <-chan wire.Message
	// Send sends the host a Move or a Chat.
	Send(m wire.Message) error
	// Close ends the link.
	Close() error
}
