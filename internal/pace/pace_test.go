package pace

import (
	"testing"
	"time"
)

// TestSlowdown checks the slowdown that timed runs show: their median
// against the quiet machine's, never below 1, and not moved by a few runs
// slowed by others.
func TestSlowdown(t *testing.T) {
	q := quietWork
	for _, c := range []struct {
		name  string
		times []time.Duration
		want  float64
	}{
		{"as quiet", []time.Duration{q, q, q}, 1},
		{"faster than quiet", []time.Duration{q / 2, q / 3, q / 2}, 1},
		{"three times slower", []time.Duration{3 * q, 3 * q, 3 * q}, 3},
		{"twice, one run stalled", []time.Duration{2 * q, 100 * q, 2 * q, q, 2 * q}, 2},
	} {
		if got := slowdown(c.times); got != c.want {
			t.Errorf("%s: slowdown %v, want %v", c.name, got, c.want)
		}
	}
}

// TestScaleNeverShrinks checks Scale on this machine: never below the
// budget, and by the slowdown measured.
func TestScaleNeverShrinks(t *testing.T) {
	budget := 10 * time.Millisecond
	if got := Scale(budget); got < budget || got > 1000*budget {
		t.Errorf("Scale(%v) = %v", budget, got)
	}
	t.Logf("this machine runs %.2f times slower than the quiet one", Slowdown())
}

// TestWorkTakesTime checks that the compiler kept the work measured.
func TestWorkTakesTime(t *testing.T) {
	start := time.Now()
	before := sink
	work()
	if sink == before || time.Since(start) < 10*time.Microsecond {
		t.Errorf("work did nothing measurable: %v", time.Since(start))
	}
}
