package console

import (
	"fmt"
	"io"
	"math"
	"strings"

	"scraebbkle/core/review"
	"scraebbkle/internal/prose"
)

// WriteReview writes the review of a game, rep, read from the file
// named name, as a report for the terminal: what was reviewed and how,
// a line for each turn (who moved, with what rack, the move played, its
// grade, the points and the chance of winning it lost), the best move
// beside a move that was not the best, and a bingo missed, then what the
// record got wrong, and each player's summary.
func WriteReview(out io.Writer, name string, rep *review.Report) error {
	w := &reportWriter{out: out, rep: rep}
	w.heading(name)
	for i := range rep.Turns {
		w.turn(&rep.Turns[i], chanceOf(rep.Chances, i, rep.Turns[i].Player))
	}
	if len(rep.Notes) > 0 {
		w.printf("\nWhat the record gets wrong:\n")
		for _, n := range rep.Notes {
			w.printf("  %s\n", n)
		}
	}
	w.printf("\n")
	for _, s := range rep.Summaries {
		w.printf("%s\n", summaryLine(rep.Names[s.Player], s))
	}
	return w.err
}

// reportWriter writes a report, keeping the first failure to write.
type reportWriter struct {
	out io.Writer
	rep *review.Report
	err error
}

// printf writes a formatted line, unless a write failed before.
func (w *reportWriter) printf(format string, args ...any) {
	if w.err == nil {
		_, w.err = fmt.Fprintf(w.out, format, args...)
	}
}

// heading says what was reviewed, and how.
func (w *reportWriter) heading(name string) {
	rep := w.rep
	w.printf("Review of %s: %s on %s, %s.\n", name, rep.Rules.Name, boardName(rep), prose.JoinAnd(rep.Names))
	how := "by equity, the score and the value of the tiles kept"
	if rep.Budget > 0 {
		how = fmt.Sprintf("with a look-ahead of %s a turn, the best moves by equity tried against the tiles unseen, and the endgame searched", rep.Budget)
	}
	w.printf("Judged %s.\n", how)
	for _, r := range rep.Remarks {
		w.printf("%s\n", prose.Sentence(r))
	}
	w.printf("\n")
	w.printf("%4s  %-*s  %-7s  %-18s  %5s  %-10s  %6s  %6s\n", "Turn", w.nameWidth(), "Player", "Rack", "Move", "Score", "Grade", "Lost", "Chance")
}

// nameWidth is the width of the player column.
func (w *reportWriter) nameWidth() int {
	width := len("Player")
	for _, n := range w.rep.Names {
		width = max(width, len(n))
	}
	return width
}

// turn writes the line of turn t, and the lines of the best move and a
// bingo missed beside it; chance is the mover's chance of winning as the
// turn began.
func (w *reportWriter) turn(t *review.Turn, chance float64) {
	rack := rackText(t)
	grade, lost := t.Grade.String(), ""
	if t.Judged() {
		lost = fmt.Sprintf("%.1f", t.Lost)
	}
	played := w.move(t.Played)
	if t.Withdrawn.Word != "" {
		played = w.rep.Rules.Notation.Format(t.Withdrawn) + " off"
	}
	w.printf("%4d  %-*s  %-7s  %-18s  %5d  %-10s  %6s  %6s\n", t.Number, w.nameWidth(), w.rep.Names[t.Player], rack,
		played, t.Played.Score, grade, lost, percent(chance))
	indent := strings.Repeat(" ", 6)
	if t.Withdrawn.Word != "" {
		w.printf("%s%s was taken off the board, a phony: the turn came to a pass, and is judged as one.\n", indent, w.rep.Rules.Notation.Format(t.Withdrawn))
	}
	for _, x := range t.Extras {
		w.printf("%s%s\n", indent, prose.Sentence(x))
	}
	if t.Note != "" {
		w.printf("%s%s\n", indent, prose.Sentence(t.Note))
	}
	if t.Judged() && t.Lost > 0 {
		w.printf("%sBest: %s, %+d, %s (the move played ranks %s of %d)\n", indent, w.move(t.Best[0]), t.Best[0].Score, w.worth(t, t.Best[0]), prose.Ordinal(t.Rank), t.Legal)
	}
	if t.Bingo != nil {
		w.printf("%sA bingo missed: %s, %+d\n", indent, w.move(*t.Bingo), t.Bingo.Score)
	}
}

// rackText is turn t's rack as the report shows it: the rack, the tiles
// a record gives of a rack it gives in part, followed by "…", or "—" for
// a rack not recorded.
func rackText(t *review.Turn) string {
	switch {
	case t.Rack != nil:
		return t.Rack.Shown()
	case t.RackText != "":
		return t.RackText + "…"
	}
	return "—"
}

// worth says what the review makes of option o of turn t: its value, and
// its chance of winning when there is a table.
func (w *reportWriter) worth(t *review.Turn, o review.Option) string {
	kind := "equity"
	switch {
	case t.ToTheEnd():
		kind = "points to the end"
	case o.Looked:
		kind = "value"
	}
	s := fmt.Sprintf("%s %.1f", kind, o.Value)
	if o.Chance > 0 || len(w.rep.Chances) > 0 && w.rep.Chances[0] != nil {
		s += ", " + percent(o.Chance) + " to win"
	}
	return s
}

// move writes the move of option o in the game's notation.
func (w *reportWriter) move(o review.Option) string {
	return w.rep.Rules.Notation.Format(o.Move)
}

// summaryLine sums up a player's turns in a line.
func summaryLine(name string, s review.Summary) string {
	parts := []string{fmt.Sprintf("%s: %s", name, prose.Counted(s.Turns, "turn"))}
	if s.Judged > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d judged the best (%s)", s.Grades[review.Best], s.Judged, percent(s.BestShare())),
			fmt.Sprintf("%.1f points lost a turn", s.AverageLost()),
			fmt.Sprintf("%s, %s, %s", prose.Counted(s.Grades[review.Inaccuracy], "inaccuracy"), prose.Counted(s.Grades[review.Mistake], "mistake"), prose.Counted(s.Grades[review.Blunder], "blunder")))
	}
	parts = append(parts, fmt.Sprintf("%s played, %d missed", prose.Counted(s.Bingos, "bingo"), s.Missed))
	if l := s.Luck; l.Drawn > 0 {
		parts = append(parts, fmt.Sprintf("drew %s (%.1f expected) and tiles worth %d (%.1f expected)", prose.Counted(l.Blanks, "blank"), l.ExpectedBlanks, l.Value, l.ExpectedValue))
	}
	return strings.Join(parts, "; ") + "."
}

// chanceOf is player p's chance of winning as turn i begins, or NaN
// without a table.
func chanceOf(chances [][]float64, i, p int) float64 {
	if i >= len(chances) || chances[i] == nil {
		return math.NaN()
	}
	return chances[i][p]
}

// percent writes a chance as a percentage, or "" for none (NaN).
func percent(x float64) string {
	if math.IsNaN(x) {
		return ""
	}
	return fmt.Sprintf("%.0f%%", 100*x)
}

// boardName names the board of a review: its file's name, or the game's
// default board.
func boardName(rep *review.Report) string {
	if n := rep.Board.Name(); n != "" {
		return n
	}
	return "its default board"
}

// WriteAcross writes a table of each player's turns across the reviews
// of several games, a row a player, players known by their names.
func WriteAcross(out io.Writer, reports []*review.Report) error {
	var order []string
	rows := map[string]*acrossRow{}
	for _, rep := range reports {
		for _, s := range rep.Summaries {
			name := rep.Names[s.Player]
			if rows[name] == nil {
				rows[name] = &acrossRow{}
				order = append(order, name)
			}
			rows[name].add(s)
		}
	}
	w := &reportWriter{out: out}
	width := len("Player")
	for _, n := range order {
		width = max(width, len(n))
	}
	w.printf("\nAcross %d games:\n", len(reports))
	w.printf("%-*s  %5s  %5s  %6s  %5s  %9s  %8s  %7s  %6s  %6s  %7s\n", width, "Player", "Games", "Turns", "Judged", "Best", "Lost/turn", "Mistakes", "Blunders", "Bingos", "Missed", "Blanks")
	for _, n := range order {
		r := rows[n]
		s := r.sum
		w.printf("%-*s  %5d  %5d  %6d  %5s  %9.1f  %8d  %7d  %6d  %6d  %3d/%-3.1f\n", width, n, r.games, s.Turns, s.Judged,
			percent(s.BestShare()), s.AverageLost(), s.Grades[review.Mistake], s.Grades[review.Blunder], s.Bingos, s.Missed, s.Luck.Blanks, s.Luck.ExpectedBlanks)
	}
	return w.err
}

// acrossRow is one player's turns summed across games.
type acrossRow struct {
	games int
	sum   review.Summary
}

// add adds a game's summary to the row.
func (r *acrossRow) add(s review.Summary) {
	r.games++
	r.sum.Add(s)
}
