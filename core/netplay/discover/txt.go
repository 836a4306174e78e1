package discover

import (
	"strconv"
	"strings"
)

// Bounds on what a TXT record may make Browse look at. Anything past them
// is ignored.
const (
	maxSeats     = 99  // the most seats announced or believed
	maxGameID    = 32  // the longest game ID, in bytes
	maxTXTFields = 16  // the most TXT strings read
	maxTXTField  = 255 // the longest TXT string, as in DNS
)

// buildTXT returns the TXT strings announcing s: "game=…" and "seats=…".
func buildTXT(s Service) []string {
	return []string{"game=" + s.Game, "seats=" + strconv.Itoa(s.Seats)}
}

// parseTXT reads the game ID and the free seats from TXT strings. Keys are
// matched without regard to case and only the first of each counts (RFC
// 6763, section 6.4); unknown keys, malformed values and anything past the
// bounds are ignored, leaving "" and 0.
func parseTXT(fields []string) (game string, seats int) {
	var seenGame, seenSeats bool
	for i, f := range fields {
		if i == maxTXTFields {
			break
		}
		key, value, ok := strings.Cut(f, "=")
		if !ok || len(f) > maxTXTField {
			continue
		}
		switch {
		case strings.EqualFold(key, "game") && !seenGame:
			seenGame = true
			if validGame(value) {
				game = value
			}
		case strings.EqualFold(key, "seats") && !seenSeats:
			seenSeats = true
			seats, _ = parseSeats(value)
		}
	}
	return game, seats
}

// validGame reports whether id looks like a rules ID: 1 to maxGameID
// lower-case ASCII letters, digits, '-' or '_'.
func validGame(id string) bool {
	if id == "" || len(id) > maxGameID {
		return false
	}
	for _, c := range []byte(id) {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// parseSeats reads a seat count of at most two decimal digits.
func parseSeats(v string) (int, bool) {
	if v == "" || len(v) > 2 {
		return 0, false
	}
	n := 0
	for _, c := range []byte(v) {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}
