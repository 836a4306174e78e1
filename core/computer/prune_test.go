package computer

import (
	"math/rand/v2"
	"strings"
	"testing"

	"scraebbkle/core/move"
)

// syntheticSimulation is a simulation of candidates of the given scores
// whose outcomes in each of samples samples are drawn around the means
// given, with noise of the spread given, the same for every candidate of
// a sample so that differences are paired, and its own noise on top.
func syntheticSimulation(means []float64, own float64, samples int) *simulation {
	rng := rand.New(rand.NewPCG(7, 47))
	sim := &simulation{plies: 2, samples: samples, prune: true, cands: make([]candidate, len(means))}
	sim.outcomes = make([][]float64, len(means))
	sim.dropped, sim.frozen = make([]bool, len(means)), make([]float64, len(means))
	for c := range means {
		sim.outcomes[c] = make([]float64, samples)
		sim.cands[c].turn = move.Move{Exchange: strings.Repeat("E", c+1)} // tells the candidates apart
	}
	sim.done = make([]int, samples)
	for s := range samples {
		shared := 30 * rng.NormFloat64() // the luck of the draw, the same for all
		for c, m := range means {
			sim.outcomes[c][s] = m + shared + own*rng.NormFloat64()
		}
	}
	sim.utility = sim.outcomes // no table of the chance of winning: points decide
	return sim
}

// TestDropBehind drops the candidates that are clearly behind the leader
// and keeps those that may still catch it.
func TestDropBehind(t *testing.T) {
	for _, tc := range []struct {
		name    string
		means   []float64
		dropped []bool
	}{
		{"one far behind", []float64{10, -10, 9.5}, []bool{false, true, false}},
		{"all close", []float64{10, 9.8, 9.9}, []bool{false, false, false}},
		{"the leader last", []float64{-5, 0, 12}, []bool{true, true, false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sim := syntheticSimulation(tc.means, 3, 64)
			for s := range 64 { // the samples completed one by one
				sim.done[s] = len(tc.means)
				sim.dropBehind()
			}
			for c, want := range tc.dropped {
				if sim.dropped[c] != want {
					t.Errorf("candidate %d (mean %v): dropped %v, want %v", c, tc.means[c], sim.dropped[c], want)
				}
			}
			vals, _ := sim.results()
			chosen := sim.chosen()
			for c := range sim.cands {
				if sim.cands[c].play() != chosen {
					continue
				}
				if sim.dropped[c] {
					t.Errorf("candidate %d was dropped and chosen", c)
				}
				for o, v := range vals {
					if !sim.dropped[o] && v > vals[c] {
						t.Errorf("candidate %d (%.2f) was chosen over %d (%.2f)", c, vals[c], o, v)
					}
				}
			}
		})
	}
}

// TestDropBehindWaits drops nothing before every candidate has been tried
// against pruneFirst samples, however far behind one is.
func TestDropBehindWaits(t *testing.T) {
	sim := syntheticSimulation([]float64{50, -50}, 1, 64)
	for s := range pruneFirst - 1 {
		sim.done[s] = 2
		sim.dropBehind()
	}
	if sim.dropped[1] {
		t.Fatalf("dropped after %d samples", pruneFirst-1)
	}
	sim.done[pruneFirst-1] = 2
	sim.dropBehind()
	if !sim.dropped[1] || sim.left() != 1 {
		t.Fatalf("not dropped after %d samples", pruneFirst)
	}
	if v, _ := sim.results(); v[1] != sim.frozen[1] || v[1] > -40 {
		t.Errorf("the dropped candidate's value is %v, its frozen one %v", v[1], sim.frozen[1])
	}
}
