package reviewing

import (
	"testing"

	"scraebbkle/core/review"
)

func TestGradeTextNamesAMoveAsGoodAsTheBest(t *testing.T) {
	for _, c := range []struct {
		grade review.Grade
		want  string
	}{
		{review.Best, "As good as the best"},
		{review.Inaccuracy, "An inaccuracy"},
		{review.Mistake, "A mistake"},
		{review.Blunder, "A blunder"},
	} {
		if got := gradeText(c.grade); got != c.want {
			t.Errorf("%v: %q, want %q", c.grade, got, c.want)
		}
	}
}

// TestTurnTextsSayWhatWasSearched names the units of a turn's losses and
// what its look-ahead searched: the middle game's equity, the endgame's
// and the pre-endgame's points of spread to the end.
func TestTurnTextsSayWhatWasSearched(t *testing.T) {
	for _, c := range []struct {
		turn       review.Turn
		unit, note string
	}{
		{review.Turn{}, "points of equity", ""},
		{review.Turn{Endgame: true}, "points of spread", " (the endgame searched)"},
		{review.Turn{PreEndgame: true}, "points of spread", " (the pre-endgame searched)"},
	} {
		if got := unit(&c.turn); got != c.unit {
			t.Errorf("%+v: unit %q, want %q", c.turn, got, c.unit)
		}
		if got := endgameNote(&c.turn); got != c.note {
			t.Errorf("%+v: note %q, want %q", c.turn, got, c.note)
		}
	}
}
