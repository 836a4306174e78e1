package reviewing

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"scraebbkle/core/review"
)

// newMoveList is the list of the turn's moves ranked best, and of the
// move played when it ranks lower: a row each, its rank, move, score,
// equity or value, and the chance of winning after it. Choosing a row
// ghosts its move on the board.
func (s *screen) newMoveList() *widget.List {
	l := widget.NewList(s.rows, func() fyne.CanvasObject {
		row := widget.NewLabel("")
		row.TextStyle.Monospace = true
		return row
	}, func(i widget.ListItemID, o fyne.CanvasObject) {
		o.(*widget.Label).SetText(s.rowText(i))
	})
	l.OnSelected = func(i widget.ListItemID) {
		if i > 0 {
			s.choose(min(i-1, len(s.options())-1))
		}
	}
	return l
}

// options are the turn's moves the list shows: those ranked best, and the
// move played after them when it ranks lower.
func (s *screen) options() []review.Option {
	if s.rep == nil || s.at >= len(s.rep.Turns) {
		return nil
	}
	t := &s.rep.Turns[s.at]
	opts := t.Best
	if t.Rank > len(t.Best) {
		opts = append(opts[:len(opts):len(opts)], t.Played)
	}
	return opts
}

// rows is how many rows the list has: a heading and a row a move, or
// none where there is no move: before the first report, at the end.
func (s *screen) rows() int {
	if n := len(s.options()); n > 0 {
		return n + 1
	}
	return 0
}

// rowText is row i of the list: the heading, or a move.
func (s *screen) rowText(i int) string {
	if i == 0 {
		return fmt.Sprintf("%4s  %-18s %5s %7s %6s", "", "Move", "Score", s.valueName(), "Win")
	}
	t := &s.rep.Turns[s.at]
	o := s.options()[i-1]
	rank := i
	if i-1 >= len(t.Best) {
		rank = t.Rank
	}
	mark := ' '
	switch {
	case rank == t.Rank:
		mark = '•' // the move played
	case i-1 == s.chosen:
		mark = '◦' // the move ghosted
	}
	return fmt.Sprintf("%3d%c  %-18s %5d %7s %6s", rank, mark, moveName(s.rep, o), o.Score, points(o.Value), s.chance(o))
}

// valueName is what the list's values are: equity, the look-ahead's
// value, or points of spread to the end.
func (s *screen) valueName() string {
	t := &s.rep.Turns[s.at]
	switch {
	case t.ToTheEnd():
		return "Spread"
	case len(t.Best) > 0 && t.Best[0].Looked:
		return "Value"
	}
	return "Equity"
}

// chance is the chance of winning after option o, or a dash without a
// table.
func (s *screen) chance(o review.Option) string {
	if len(s.rep.Chances) == 0 || s.rep.Chances[0] == nil {
		return "–"
	}
	return percent(o.Chance)
}
