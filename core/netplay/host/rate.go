package host

import "time"

// bucket limits the rate of a guest's messages: it holds twice the
// messages of a second, and fills at the rate.
type bucket struct {
	rate, tokens float64
	last         time.Time
}

func newBucket(rate int, now time.Time) *bucket {
	return &bucket{rate: float64(rate), tokens: 2 * float64(rate), last: now}
}

// take takes a token for a message at now; false when none is left.
func (b *bucket) take(now time.Time) bool {
	b.tokens = min(2*b.rate, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
