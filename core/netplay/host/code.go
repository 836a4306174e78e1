package host

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"strings"
	"sync"
	"time"
)

// codeAlphabet is the letters of a join code: no I, L, O or U, so that
// none is read as another (Crockford's base 32).
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// NewCode is a new join code: ten characters of 5 random bits each, 50
// bits, written in two groups of five ("7KQ2M-X9F4T").
func NewCode() string {
	b := make([]byte, 10)
	rand.Read(b)
	var s strings.Builder
	for i, c := range b {
		if i == 5 {
			s.WriteByte('-')
		}
		s.WriteByte(codeAlphabet[c&31])
	}
	return s.String()
}

// sameCode reports whether code, as typed, is the join code want: case,
// spaces and dashes aside, and the letters read alike (O as 0, I and L as
// 1) taken as one. It takes the same time for every wrong code.
func sameCode(code, want string) bool {
	return subtle.ConstantTimeCompare([]byte(plainCode(code)), []byte(plainCode(want))) == 1
}

// plainCode is a code in capitals without spaces or dashes, with the
// letters that look like digits read as them.
func plainCode(code string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-':
			return -1
		case 'o', 'O':
			return '0'
		case 'i', 'I', 'l', 'L':
			return '1'
		}
		if r >= 'a' && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, code)
}

// newToken is a new seat's token: 128 random bits in hex.
func newToken() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// sameToken reports whether token is want, in the same time for every
// wrong token.
func sameToken(token, want string) bool {
	return token != "" && subtle.ConstantTimeCompare([]byte(token), []byte(want)) == 1
}

// The limit of wrong codes and tokens from one address: after maxFailures
// in a window, it is refused until the window is over.
const (
	maxFailures   = 5
	failureWindow = time.Minute
)

// limiter counts each address's wrong codes and tokens.
type limiter struct {
	mu    sync.Mutex
	fails map[string]*failures
}

// failures are one address's wrong codes in its window.
type failures struct {
	n     int
	since time.Time
}

func newLimiter() *limiter { return &limiter{fails: map[string]*failures{}} }

// blocked reports whether addr has failed too often of late.
func (l *limiter) blocked(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	f := l.fails[addr]
	if f != nil && now.Sub(f.since) > failureWindow {
		delete(l.fails, addr)
		return false
	}
	return f != nil && f.n >= maxFailures
}

// fail counts a wrong code from addr.
func (l *limiter) fail(addr string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	f := l.fails[addr]
	if f == nil || now.Sub(f.since) > failureWindow {
		if len(l.fails) > 4096 { // a host under attack forgets the oldest
			clear(l.fails)
		}
		f = &failures{since: now}
		l.fails[addr] = f
	}
	f.n++
}
