package reviewing

import (
	"fmt"

	"scraebbkle/core/review"
	"scraebbkle/ui/plot"
)

// newChancesPlot is the plot of each player's chance of winning as each
// turn began, and at the end, from 0% to 100%: a flat line at an even
// share when there is no table of chances.
func newChancesPlot(r *review.Report) *plot.Plot {
	lines := make([][]float64, len(r.Names))
	for _, c := range r.Chances {
		for p := range lines {
			v := 1 / float64(len(lines))
			if c != nil {
				v = c[p]
			}
			lines[p] = append(lines[p], v)
		}
	}
	caption := fmt.Sprintf("turn 1 to %d, then the end: the chance of winning", len(r.Turns))
	return plot.New(r.Names, lines, 0, 1, func(v float64) string { return fmt.Sprintf("%.0f%%", 100*v) }, caption)
}
