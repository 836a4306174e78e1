package pace

import (
	"testing"
	"time"
)

// TestScaleNeverShrinks checks that a budget is never made smaller than
// it was set, and grows with the slowdown measured.
func TestScaleNeverShrinks(t *testing.T) {
	s := Slowdown()
	if s < 1 || s > 1000 {
		t.Fatalf("a slowdown of %v", s)
	}
	budget := 10 * time.Millisecond
	if got := Scale(budget); got < budget {
		t.Errorf("Scale(%v) = %v, below the budget", budget, got)
	}
	t.Logf("this machine runs %.2f times slower than the quiet one", s)
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
