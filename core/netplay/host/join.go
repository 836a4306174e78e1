package host

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"scraebbkle/core/netplay/wire"
)

// join seats link l for a guest's Hello, sent from address addr, and
// returns the Welcome to answer with, or a Refused that says why not. It
// runs in the actor's goroutine.
func (h *Host) join(l *link, hello wire.Message, addr string) wire.Message {
	now := time.Now()
	if h.limiter.blocked(addr, now) {
		return refused("Too many wrong join codes from your address: wait a minute and try again.")
	}
	s := h.seatOf(hello)
	back := s >= 0
	if !back {
		if hello.Token != "" && hello.Code == "" || !sameCode(hello.Code, h.cfg.Code) {
			h.limiter.fail(addr, now)
			return refused("That is not this game's join code.")
		}
		if s = h.freeSeat(); s < 0 {
			return refused("Every seat of this game is taken.")
		}
		h.cfg.Joined[s] = true
		if name := cleanName(hello.Name); name != "" {
			h.cfg.Seats[s].Name = name
		}
		h.notice(fmt.Sprintf("%s joined.", h.label(s)))
	}
	l.seat = s
	h.attach(l, back)
	h.checkFilled()
	return welcome(h.game, h.cfg.Seats, s, h.cfg.Tokens[s])
}

// seatOf is the guest's seat whose token hello gives, or -1.
func (h *Host) seatOf(hello wire.Message) int {
	for i, k := range h.view {
		if k == wire.Remote && h.cfg.Joined[i] && sameToken(hello.Token, h.cfg.Tokens[i]) {
			return i
		}
	}
	return -1
}

// freeSeat is the first guest's seat not yet taken, or -1.
func (h *Host) freeSeat() int {
	for i, k := range h.view {
		if k == wire.Remote && !h.cfg.Joined[i] {
			return i
		}
	}
	return -1
}

// refused is a Refused message.
func refused(why string) wire.Message { return wire.Message{Type: wire.Refused, Text: why} }

// maxNameRunes is the longest name a guest keeps.
const maxNameRunes = 24

// cleanName is a guest's name with what cannot be shown taken out: only
// letters, digits, spaces and punctuation, spaces run together, at most
// maxNameRunes.
func cleanName(name string) string {
	keep := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsPunct(r) || r == ' ' {
			return r
		}
		return -1
	}, name)
	r := []rune(strings.Join(strings.Fields(keep), " "))
	return string(r[:min(len(r), maxNameRunes)])
}
