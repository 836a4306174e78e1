package discover

import (
	"errors"
	"fmt"
)

// ServiceType is the DNS-SD service type: "_scraebbkle._tcp".
const ServiceType = "_scraebbkle._tcp"

// domain is the mDNS domain every name lives in.
const domain = "local."

// Service is a game hosted on this machine, as announced.
type Service struct {
	Name  string // the host player's label, e.g. "Anna's game" (at most 63 bytes; longer is cut at a rune boundary)
	Port  int    // the TCP port the host listens on
	Game  string // the rules ID: "classic", "scraebbkle", "scrabbkle"
	Seats int    // free seats left
}

// check returns the label s is announced under, or why s cannot be
// announced.
func (s Service) check() (string, error) {
	name := label(s.Name)
	switch {
	case name == "":
		return "", errors.New("discover: the game has no name")
	case s.Port < 1 || s.Port > 65535:
		return "", fmt.Errorf("discover: port %d out of range", s.Port)
	case !validGame(s.Game):
		return "", fmt.Errorf("discover: bad game ID %q", s.Game)
	case s.Seats < 0 || s.Seats > maxSeats:
		return "", fmt.Errorf("discover: %d seats out of range", s.Seats)
	}
	return name, nil
}
