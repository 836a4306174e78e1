package review

import (
	"context"
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/gcg"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/rules"
)

// FuzzFromRecord replays any GCG record that reads, and reviews it by
// equity: the replay never panics, refuses only a record it cannot play
// (too many players, a board it does not have), and the review judges
// every turn it can with no loss below 0 and a grade for each turn
// without a note.
func FuzzFromRecord(f *testing.F) {
	f.Add(recordOf(f, rules.Classic(), 1, computer.Normal, computer.Easy))
	f.Add(recordOf(f, rules.ScraeBBKle(), 2, computer.Easy, computer.Normal))
	f.Add(classicStart + ">ann: AEINRST 8D NASTIER +66 66\n>bob: DEFOPSU E5 SOF. +14 15\n>ann: EGILNOW 9E GLOWIN +28 94\n>ann: EGILNOW --  -28 66\n")
	f.Add(classicStart + ">ann: 8D NASTIER +66 66\n>bob: -3 +0 0\n>ann: AEI (time) -10 56\n>bob:  (AEI) +6 6\n")
	lex := coretest.Lexicon()
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := gcg.Parse("fuzz.gcg", []byte(text))
		if err != nil || len(rec.Events) > 60 {
			return
		}
		g, err := FromRecord(rec, Source{Lexicon: lex})
		if err != nil {
			if !strings.Contains(err.Error(), "players") && !strings.Contains(err.Error(), "board") {
				t.Fatalf("refused: %v", err)
			}
			return
		}
		rep, err := Review(context.Background(), g, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, turn := range rep.Turns {
			if turn.Lost < 0 || turn.ChanceLost < 0 || (turn.Note == "") != turn.Judged() {
				t.Fatalf("turn %d: lost %v, note %q, grade %s", turn.Number, turn.Lost, turn.Note, turn.Grade)
			}
		}
	})
}
