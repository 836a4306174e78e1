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
