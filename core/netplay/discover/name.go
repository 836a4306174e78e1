package discover

import (
	"errors"
	"strings"

	"github.com/miekg/dns"
)

// serviceName is the DNS name every instance of ours ends with.
const serviceName = ServiceType + "." + domain

// escapeLabel returns label in DNS presentation form, escaped exactly as
// miekg/dns prints names it reads off the wire (`Anna's game` becomes
// `Anna\'s\ game`), so that the responder recognises the name when a
// browser asks for it by name. label must be 1 to maxLabel bytes.
func escapeLabel(label string) (string, error) {
	if label == "" || len(label) > maxLabel {
		return "", errors.New("discover: name must be 1 to 63 bytes")
	}
	wire := make([]byte, 0, len(label)+2)
	wire = append(wire, byte(len(label)))
	wire = append(wire, label...)
	wire = append(wire, 0)
	name, _, err := dns.UnpackDomainName(wire, 0)
	return strings.TrimSuffix(name, "."), err
}

// splitInstance splits a DNS name in presentation form into its first
// label, unescaped, and the rest of the name. It reports false for a name
// with no unescaped dot, a dangling backslash or a label longer than
// maxLabel bytes.
func splitInstance(name string) (label, rest string, ok bool) {
	var b []byte
	for i := 0; i < len(name) && len(b) <= maxLabel; i++ {
		c := name[i]
		switch {
		case c == '.':
			return string(b), name[i+1:], true
		case c != '\\':
			b = append(b, c)
		case isDDD(name[i+1:]):
			b = append(b, dddByte(name[i+1:]))
			i += 3
		case i+1 < len(name):
			b = append(b, name[i+1])
			i++
		default:
			return "", "", false
		}
	}
	return "", "", false
}

// isDDD reports whether s starts with a \DDD escape's three decimal digits
// of a value up to 255.
func isDDD(s string) bool {
	if len(s) < 3 {
		return false
	}
	for _, c := range []byte(s[:3]) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return dddValue(s) <= 255
}

// dddByte returns the byte a \DDD escape's digits, s[:3], stand for.
func dddByte(s string) byte {
	return byte(dddValue(s))
}

// dddValue reads s[:3] as three decimal digits.
func dddValue(s string) int {
	return int(s[0]-'0')*100 + int(s[1]-'0')*10 + int(s[2]-'0')
}
