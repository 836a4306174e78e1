package dialogs

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/ui/phrase"
	"scraebbkle/ui/plot"
)

// Summary shows a game's summary: a table of each player's best move,
// written in notation n, average score a move, 7-tile moves and, when a
// human plays, hints, and a plot of every player's totals over the turns.
func Summary(n move.Notation, s game.Summary) fyne.CanvasObject {
	cols := len(s.Players) + 1
	cells := []fyne.CanvasObject{widget.NewLabel("")}
	for p := range s.Players {
		cells = append(cells, widget.NewLabelWithStyle(fmt.Sprintf("Player %d", p+1), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	row := func(name string, value func(game.PlayerSummary) string) {
		cells = append(cells, widget.NewLabel(name))
		for _, ps := range s.Players {
			cells = append(cells, widget.NewLabel(value(ps)))
		}
	}
	row("Best move", func(ps game.PlayerSummary) string { return bestMove(n, ps) })
	row("Average per move", average)
	row("Moves, passes", func(ps game.PlayerSummary) string { return fmt.Sprintf("%d, %d", ps.Moves, ps.Passes) })
	if slices.ContainsFunc(s.Players, func(ps game.PlayerSummary) bool { return ps.Exchanges > 0 }) {
		row("Exchanges", func(ps game.PlayerSummary) string { return strconv.Itoa(ps.Exchanges) })
	}
	row("7-tile moves", func(ps game.PlayerSummary) string { return strconv.Itoa(ps.Bingos) })
	if slices.ContainsFunc(s.Players, func(ps game.PlayerSummary) bool { return ps.Human }) {
		row("Hints used", hintsUsed)
	}
	return container.NewVBox(container.NewGridWithColumns(cols, cells...), newTotalsPlot(s))
}

// hintsUsed is how many turns a human player asked for a hint on, or a
// dash for a computer player, which asks for none.
func hintsUsed(ps game.PlayerSummary) string {
	if !ps.Human {
		return "–"
	}
	return strconv.Itoa(ps.Hints)
}

// average is a player's average score a move, or a dash with no move.
func average(ps game.PlayerSummary) string {
	if ps.Moves == 0 {
		return "–"
	}
	return phrase.WithMinus(strconv.FormatFloat(ps.Average, 'f', 1, 64))
}

// bestMove is a player's best move, in notation n, and its score, or a
// dash.
func bestMove(n move.Notation, ps game.PlayerSummary) string {
	if ps.Moves == 0 {
		return "–"
	}
	return phrase.MoveName(n, ps.Best.Play) + "  " + phrase.Number(ps.Best.Play.Score)
}

// newTotalsPlot is the plot of the summary's totals, Totals[p][k]
// player p's total after k turns, and of its final scores when it has
// them, a finished game's lines ending with one more step: the axis runs
// from the lowest total to the highest, taking in 0, where they start.
func newTotalsPlot(s game.Summary) *plot.Plot {
	var names []string
	var lines [][]float64
	lo, hi, turns := 0, 0, 0
	for i, totals := range s.Totals {
		turns = len(totals) - 1
		if s.Finals != nil {
			totals = append(slices.Clip(totals), s.Finals[i])
		}
		line := make([]float64, len(totals))
		for k, v := range totals {
			line[k] = float64(v)
			lo, hi = min(lo, v), max(hi, v)
		}
		names, lines = append(names, fmt.Sprintf("Player %d", i+1)), append(lines, line)
	}
	caption := ""
	if len(lines) > 0 {
		caption = fmt.Sprintf("turn %d", turns)
		if s.Finals != nil {
			caption += ", then final scores"
		}
	}
	return plot.New(names, lines, float64(lo), float64(hi), func(v float64) string { return phrase.Number(int(v)) }, caption)
}
