package reviewing

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/review"
	"scraebbkle/internal/prose"
	"scraebbkle/ui/phrase"
)

// summaryTable is each player's summary, a column each: the turns judged
// and the share of the best, the points lost a turn, the grades, the
// bingos played and missed, and the luck of the draw.
func summaryTable(r *review.Report) fyne.CanvasObject {
	cells := []fyne.CanvasObject{widget.NewLabel("")}
	for _, n := range r.Names {
		cells = append(cells, widget.NewLabelWithStyle(n, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	row := func(name string, value func(review.Summary) string) {
		cells = append(cells, widget.NewLabel(name))
		for _, s := range r.Summaries {
			cells = append(cells, widget.NewLabel(value(s)))
		}
	}
	row("Best moves", func(s review.Summary) string {
		return fmt.Sprintf("%d of %d, %s", s.Grades[review.Best], s.Judged, percent(s.BestShare()))
	})
	row("Lost a turn", func(s review.Summary) string { return points(s.AverageLost()) })
	row("Mistakes, blunders", func(s review.Summary) string {
		return fmt.Sprintf("%d, %d (%d inaccurate)", s.Grades[review.Mistake], s.Grades[review.Blunder], s.Grades[review.Inaccuracy])
	})
	row("Bingos, missed", func(s review.Summary) string { return fmt.Sprintf("%d, %d", s.Bingos, s.Missed) })
	row("Blanks drawn", func(s review.Summary) string {
		return fmt.Sprintf("%d (%.1f expected)", s.Luck.Blanks, s.Luck.ExpectedBlanks)
	})
	row("Tiles' value", func(s review.Summary) string {
		return fmt.Sprintf("%s (%.0f expected)", phrase.Number(s.Luck.Value), s.Luck.ExpectedValue)
	})
	box := container.NewVBox(container.NewGridWithColumns(len(r.Names)+1, cells...))
	var said []string
	for _, m := range r.Remarks {
		said = append(said, prose.Sentence(m))
	}
	if len(r.Notes) > 0 {
		said = append(said, "What the record gets wrong:")
	}
	for _, n := range r.Notes {
		said = append(said, prose.Sentence(n.String()))
	}
	if len(said) > 0 {
		l := widget.NewLabel(strings.Join(said, "\n"))
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	return box
}
