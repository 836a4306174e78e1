package ui

import (
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/export"
	"scraebbkle/core/game"
	"scraebbkle/core/referee"
	"scraebbkle/core/save"
	"scraebbkle/resources"
	"scraebbkle/ui/internal/uitest"
	"scraebbkle/ui/keys"
	"scraebbkle/ui/newgame"
	"scraebbkle/ui/play"
)

// A game is reviewed from Game Over in one click, from the Game menu
// while it is played, and from a file, a saved game, each review in a
// window of its own that shows the game's turns; Quit closes them.
func TestReviewOpensFromGameOverTheMenuAndAFile(t *testing.T) {
	h := newHarness(t, func(c *Config) {
		c.Strategy = func(*referee.Referee, computer.Level, uint64) computer.Strategy { return uitest.Passer{} }
	})
	h.command("Review", keys.Review)
	if !strings.Contains(h.OverlayText(), "There is no game yet") || len(h.app.reviews.open) != 0 {
		t.Fatalf("Review without a game: %q, %d reviews", h.OverlayText(), len(h.app.reviews.open))
	}
	h.Tap(h.Button(h.Overlay(), "OK"))
	tb := h.start(play.Setup{Board: uitest.DefaultBoard(t), Players: []game.PlayerKind{game.Human, game.Computer}})
	h.PlayBest()
	h.RunUntil("the computer's turn", func() bool { return len(tb.Game().History()) == 2 })
	h.command("Review", keys.Review)
	if len(h.app.reviews.open) != 1 {
		t.Fatalf("Game > Review opened %d reviews", len(h.app.reviews.open))
	}
	place := reviewShown(t, h, h.app.reviews.open[0])
	if place != "Turn 1 of 2" {
		t.Errorf("the review of the game on screen shows %q", place)
	}
	// Fyne's test driver taps the window made last: the review is closed
	// before the game goes on.
	h.app.reviews.open[0].Close()
	h.PlayOutAgainstPasser()
	h.Tap(h.Button(h.Overlay(), "Review"))
	if len(h.app.reviews.open) != 1 {
		t.Fatalf("Game Over's Review opened %d reviews in all", len(h.app.reviews.open))
	}
	reviewShown(t, h, h.app.reviews.open[0])
	h.app.reviews.open[0].Close()

	data := save.Marshal(tb.Game(), save.Extras{})
	h.app.reviews.fileData("game.json", data)
	if len(h.app.reviews.open) != 1 {
		t.Fatalf("a saved game opened %d reviews in all", len(h.app.reviews.open))
	}
	reviewShown(t, h, h.app.reviews.open[0])
	h.app.reviews.open[0].Close()
	h.app.reviews.fileData("bad.gcg", []byte("not a record"))
	if !strings.Contains(h.OverlayText(), "Cannot review bad.gcg") {
		t.Errorf("a file that is no game: %q", h.OverlayText())
	}
	h.Tap(h.Button(h.Overlay(), "OK"))
	h.app.reviews.fileData("game.json", data)
	h.app.reviews.fileData("game.json", data)
	h.app.reviews.closeAll()
	if len(h.app.reviews.open) != 0 {
		t.Errorf("%d reviews left open", len(h.app.reviews.open))
	}
}

// reviewShown waits until review window w shows its review, and returns
// the place it shows.
func reviewShown(t *testing.T, h *harness, w interface {
	Screen() (string, string, []string)
}) string {
	t.Helper()
	var place string
	h.RunUntil("the review is shown", func() bool {
		place, _, _ = w.Screen()
		return place != ""
	})
	return place
}

// A record of a game on a board of its own is reviewed on the board file
// of its name that New Game offers; with none, the player is asked to
// choose it.
func TestReviewARecordOnABoardOfItsOwn(t *testing.T) {
	h := newHarness(t)
	tb := h.start(humansOnDefault(t, true))
	h.PlayBest()
	text := strings.Replace(export.GCG(tb.Game(), nil), "on defaultBoard.txt", "on mine.txt", 1)
	h.app.reviews.fileData("game.gcg", []byte(text))
	if !strings.Contains(h.OverlayText(), "The game was played on the board mine.txt") || len(h.app.reviews.open) != 0 {
		t.Fatalf("a record on an unknown board: %q, %d reviews", h.OverlayText(), len(h.app.reviews.open))
	}
	h.Tap(h.Button(h.Overlay(), "No"))
	path := uitest.WriteBoard(t, "mine.txt", resources.DefaultBoard)
	h.app.fyne.Preferences().SetString(newgame.PrefBoardFile, path)
	h.app.reviews.fileData("game.gcg", []byte(text))
	if len(h.app.reviews.open) != 1 {
		t.Fatalf("with mine.txt known: %d reviews, %q", len(h.app.reviews.open), h.OverlayText())
	}
	if place := reviewShown(t, h, h.app.reviews.open[0]); place != "Turn 1 of 1" {
		t.Errorf("the review shows %q", place)
	}
	h.app.reviews.closeAll()
}
