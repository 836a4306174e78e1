package reviewing

import (
	"fmt"
	"math"
	"strings"

	"scraebbkle/core/review"
	"scraebbkle/internal/prose"
	"scraebbkle/ui/phrase"
)

// placeName says where the review is: "Turn 7 of 23", or "The end".
func (s *screen) placeName() string {
	if s.at >= len(s.rep.Turns) {
		return "The end"
	}
	return fmt.Sprintf("Turn %d of %d", s.at+1, len(s.rep.Turns))
}

// turnText says what happened on turn i of report r and what the review
// makes of it; at the end, how the game ended.
func turnText(r *review.Report, i int) string {
	if i >= len(r.Turns) {
		return endText(r)
	}
	t := &r.Turns[i]
	name := r.Names[t.Player]
	rack := "a rack not recorded"
	switch {
	case t.Rack != nil:
		rack = t.Rack.Shown()
	case t.RackText != "":
		rack = t.RackText + " and tiles not recorded"
	}
	lines := []string{fmt.Sprintf("Turn %d: %s, holding %s, played %s for %s.", t.Number, name, rack, moveName(r, t.Played), phrase.Counted(t.Played.Score, "point"))}
	if t.Withdrawn.Word != "" {
		lines[0] = fmt.Sprintf("Turn %d: %s, holding %s, played %s, which was taken off the board, a phony: the turn came to a pass, judged as one.", t.Number, name, rack, r.Rules.Notation.Format(t.Withdrawn))
	}
	switch {
	case t.Note != "":
		lines = append(lines, prose.Sentence(t.Note))
	case t.Rank == 1:
		lines = append(lines, "The best move"+endgameNote(t)+".")
	default:
		lines = append(lines, fmt.Sprintf("%s: %s lost against %s%s, %s of %d moves.", gradeText(t.Grade),
			lostText(t), moveName(r, t.Best[0]), endgameNote(t), prose.Ordinal(t.Rank), t.Legal))
	}
	if t.Bingo != nil {
		lines = append(lines, fmt.Sprintf("A bingo missed: %s for %s.", moveName(r, *t.Bingo), phrase.Counted(t.Bingo.Score, "point")))
	}
	for _, x := range t.Extras {
		lines = append(lines, prose.Sentence(x))
	}
	for _, n := range r.Notes {
		if t.Line > 0 && n.Line == t.Line && !strings.Contains(t.Note, n.What) {
			lines = append(lines, "The record: "+prose.Stopped(n.What))
		}
	}
	return strings.Join(lines, "\n")
}

// lostText says what turn t's move lost: points, and the chance of
// winning when it lost some.
func lostText(t *review.Turn) string {
	s := fmt.Sprintf("%s %s", points(t.Lost), unit(t))
	if t.ChanceLost >= 0.005 {
		s += fmt.Sprintf(" and %s of the chance of winning", percent(t.ChanceLost))
	}
	return s
}

// unit names what turn t's losses are counted in.
func unit(t *review.Turn) string {
	if t.ToTheEnd() {
		return "points of spread"
	}
	return "points of equity"
}

// endgameNote says that the endgame, or the pre-endgame, was searched,
// when it was.
func endgameNote(t *review.Turn) string {
	switch {
	case t.Endgame:
		return " (the endgame searched)"
	case t.PreEndgame:
		return " (the pre-endgame searched)"
	}
	return ""
}

// endText says how the game of report r ended, or that it goes on.
func endText(r *review.Report) string {
	if r.Final == nil {
		return "The game goes on from here: it is not over."
	}
	parts := make([]string, len(r.Final))
	for p, f := range r.Final {
		parts[p] = fmt.Sprintf("%s %s", r.Names[p], phrase.Number(f))
	}
	return "The end: " + prose.JoinAnd(parts) + "."
}

// moveName writes option o's move as the game writes moves.
func moveName(r *review.Report, o review.Option) string {
	m := o.Move
	switch {
	case m.Pass:
		return "a pass"
	case m.Exchange != "":
		return "an exchange of " + strings.ReplaceAll(m.Exchange, "_", "?")
	}
	return r.Rules.Notation.Format(m)
}

// gradeText names grade g as the headline of a move that was not ranked
// first: "As good as the best" (it lost too little to count), or "A
// mistake".
func gradeText(g review.Grade) string {
	if g == review.Best {
		return "As good as the best"
	}
	return prose.Capitalised(article(g.String()))
}

// article puts "a" or "an" before a grade's name, which begins with a
// consonant or, as "inaccuracy", a vowel.
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// points writes a number of points to one decimal place, with a minus
// sign.
func points(x float64) string {
	return phrase.WithMinus(fmt.Sprintf("%.1f", x))
}

// percent writes a chance as a percentage, or a dash for none.
func percent(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return fmt.Sprintf("%.0f%%", 100*x)
}
