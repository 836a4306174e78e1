package computer

import "math"

// Strong spends its budget where it decides. Every candidate is tried
// against the same samples, so two candidates are compared sample by
// sample: the difference of their outcomes in each. Once every candidate
// has been tried against pruneFirst samples, and again every pruneEvery
// more, a candidate whose value is behind the leader's by more than
// pruneZ standard errors of that difference is dropped: it is tried
// against no more samples, which go to those that can still win. When the
// leader alone is left, the look-ahead ends.
const (
	pruneFirst = 32
	pruneEvery = 16
	pruneZ     = 2.58 // one chance in 200 of dropping a candidate as good as the leader
)

// base is what candidate c is worth before the outcomes of the samples
// are added: with one ply its equity, with two its score, the answer's
// leave standing for its own.
func (sim *simulation) base(c int) float64 {
	if sim.plies == 2 {
		return float64(sim.cands[c].move.Score)
	}
	return sim.cands[c].equity
}

// full is how many samples, from the first, every candidate has been
// tried against, a dropped candidate counting as tried.
func (sim *simulation) full() int {
	full := 0
	for full < sim.samples && sim.done[full] == len(sim.cands) {
		full++
	}
	return full
}

// value is candidate c's value in points over the first full samples.
func (sim *simulation) value(c, full int) float64 {
	return sim.base(c) + average(sim.outcomes[c][:full])
}

// mean is what candidate c is worth on average over the first full
// samples, by which the candidates are chosen and dropped (utility).
func (sim *simulation) mean(c, full int) float64 {
	return average(sim.utility[c][:full])
}

// average is the mean of xs, which are not none.
func average(xs []float64) float64 {
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	return sum / float64(len(xs))
}

// dropBehind drops the candidates that can no longer catch the leader,
// when the samples every candidate has been tried against have reached
// the next check. It is called with sim.mu held.
func (sim *simulation) dropBehind() {
	full := sim.full()
	if full < pruneFirst || full < sim.checked+pruneEvery {
		return
	}
	sim.checked = full
	leader, best := -1, math.Inf(-1)
	for c := range sim.cands {
		if !sim.dropped[c] {
			if v := sim.mean(c, full); v > best {
				leader, best = c, v
			}
		}
	}
	for c := range sim.cands {
		if c == leader || sim.dropped[c] {
			continue
		}
		if mean, se := sim.behind(c, leader, full); mean+pruneZ*se < 0 {
			sim.dropped[c], sim.frozen[c] = true, sim.value(c, full)
		}
	}
}

// behind is how far what candidate c is worth is from the leader's over
// the first full samples, and the standard error of that, from the
// differences of their utility sample by sample.
func (sim *simulation) behind(c, leader, full int) (mean, se float64) {
	a, b := sim.utility[c][:full], sim.utility[leader][:full]
	sum, sq := 0.0, 0.0
	for s := range full {
		d := a[s] - b[s]
		sum += d
		sq += d * d
	}
	n := float64(full)
	m := sum / n
	variance := max(sq/n-m*m, 0) * n / (n - 1)
	return m, math.Sqrt(variance / n)
}

// left is how many candidates are not dropped.
func (sim *simulation) left() int {
	n := 0
	for _, d := range sim.dropped {
		if !d {
			n++
		}
	}
	return n
}
