// Package pace measures how much slower this machine runs right now than
// the quiet machine that the tests' time budgets were set on, so that a
// budget test can scale its budget by what the machine can do at the
// moment it runs, measured side by side with what it checks.
package pace

import (
	"slices"
	"time"
)

// quietWork is the median time of work on the quiet 2-core machine the
// budgets were set on: measured beside BenchmarkCrosswordVsMatt in one run
// (670 µs while that took 78 µs a call, against its 29.1 µs when quiet).
const quietWork = 250 * time.Microsecond

// Median is the middle of times, which it sorts: what a timing says when
// a few of its runs were slowed by others.
func Median(times []time.Duration) time.Duration {
	slices.Sort(times)
	return times[len(times)/2]
}

// Slowdown is how many times slower than the quiet machine this one runs
// now, at least 1: by the median of several timed runs of a fixed piece of
// work that allocates, fills a map and sorts, as a redraw does.
func Slowdown() float64 {
	times := make([]time.Duration, 15)
	for i := range times {
		start := time.Now()
		work()
		times[i] = time.Since(start)
	}
	return slowdown(times)
}

// slowdown is the slowdown that the timed runs of work show.
func slowdown(times []time.Duration) float64 {
	return max(1, float64(Median(times))/float64(quietWork))
}

// Scale is budget times the machine's slowdown now.
func Scale(budget time.Duration) time.Duration {
	return time.Duration(float64(budget) * Slowdown())
}

// sink keeps work's result alive, so that the compiler cannot drop it.
var sink int

// work is the fixed piece of work: small slices made, filled from a
// seeded sequence and sorted, and a map counting them.
func work() {
	const n = 4000
	m := make(map[int]int, 64)
	x := uint64(88172645463325252)
	for i := range n {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		s := make([]int, 8)
		for j := range s {
			s[j] = int(x>>(j*8)) & 0xff
		}
		slices.Sort(s)
		m[int(x%512)] += s[0]
		sink += i
	}
	sink += len(m)
}
