package discover

import (
	"os"
	"strconv"
	"strings"
)

// maxHostLabel is the most of the machine's name kept in the host name.
const maxHostLabel = 40

// hostName returns the DNS host name an announcement's addresses are given
// under: the machine's name and the port, e.g. "annas-pc-7777.local.", so
// that it clashes neither with the name the machine already answers to nor
// with another game hosted on it.
func hostName(port int) string {
	h, _ := os.Hostname()
	h, _, _ = strings.Cut(strings.ToLower(h), ".")
	h = strings.Map(hostRune, h)
	if len(h) > maxHostLabel {
		h = h[:maxHostLabel]
	}
	h = strings.Trim(h, "-")
	if h == "" {
		h = "scraebbkle"
	}
	return h + "-" + strconv.Itoa(port) + "." + domain
}

// hostRune keeps the letters, digits and hyphens a host name may hold and
// turns anything else into a hyphen.
func hostRune(r rune) rune {
	if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
		return r
	}
	return '-'
}
