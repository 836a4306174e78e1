package host

import "time"

// The rate of a guest's messages: a bucket of burst, filled at perSecond.
const (
	perSecond = 20
	burst     = 40
)

// bucket limits the rate of a guest's messages.
type bucket struct {
	tokens float64
	last   time.Time
}

func newBucket(now time.Time) *bucket { return &bucket{tokens: burst, last: now} }

// take takes a token for a message at now; false when none is left.
func (b *bucket) take(now time.Time) bool {
	b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*perSecond)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
