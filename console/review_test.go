package console

import (
	"context"
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/review"
	"scraebbkle/core/rules"
)

// reviewedGame is the review, by equity alone, of a classic game between
// a Normal and an Easy computer, seeded.
func reviewedGame(t *testing.T) *review.Report {
	t.Helper()
	cfg := seededConfig(t, rules.Classic(), 4)
	g, err := game.New(cfg.Referee, cfg.DefaultBoard, cfg.NewBag(), []game.PlayerKind{game.Computer, game.Computer}, false)
	if err != nil {
		t.Fatal(err)
	}
	players := []computer.Strategy{computer.NewBest(cfg.Referee.Rules, cfg.Referee.Lexicon), computer.NewModest(cfg.Referee.Rules, cfg.Referee.Lexicon, 4)}
	for !g.Over() {
		m, err := players[g.ToMove()].Choose(context.Background(), g.View())
		if err == nil {
			_, err = g.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	in, err := review.FromGame(g, []string{"Normal", "Easy"})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := review.Review(context.Background(), in, review.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestReviewReport writes the review of a game as the terminal shows it,
// word for word as its golden file, and, of two games, the table across
// them.
func TestReviewReport(t *testing.T) {
	rep := reviewedGame(t)
	var out strings.Builder
	if err := WriteReview(&out, "game.json", rep); err != nil {
		t.Fatal(err)
	}
	if err := WriteAcross(&out, []*review.Report{rep, rep}); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "review.golden", out.String())
}
