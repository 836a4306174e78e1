package computer

import (
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/movegen"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkLookaheadReply times one step of Strong's middle-game
// look-ahead on the example's mid-game position: a candidate laid, the
// best reply of a sampled opponent rack found, the candidate taken back.
// Strong's budget buys as many steps as it has time for, on every core.
func BenchmarkLookaheadReply(b *testing.B) {
	s := testStrong(64)
	v := midGameView(b)
	v.Rack = coretest.Rack(b, "LRCOASI")
	sim := s.simulationOf(movegen.New(s.rules, s.lex).All(v.Grid, v.Rack, nil), v)
	var stop atomic.Bool
	w := &worker{gen: movegen.New(s.rules, s.lex), grid: v.Grid.Clone(), rules: s.rules, stop: &stop, deadline: time.Now().Add(time.Hour)}
	coretest.BenchmarkMedian(b, func() {
		if !sim.step(w) {
			sim.next.Store(0) // every sample done: start again
			sim.step(w)
		}
	})
}
