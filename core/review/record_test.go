package review

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/export"
	"scraebbkle/core/gcg"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/internal/playtest"
	"scraebbkle/core/rules"
)

// recordOf is the GCG record of a game of rules r between computers of
// levels, played to its end from seed.
func recordOf(t testing.TB, r *rules.Set, seed uint64, levels ...computer.Level) string {
	t.Helper()
	return export.GCG(playtest.GameOf(t, r, seed, false, levels...), levels)
}

// fromText reads GCG text and replays it with the built-in word list.
func fromText(t *testing.T, text string, src Source) *Game {
	t.Helper()
	rec, err := gcg.Parse("game.gcg", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if src.Lexicon == nil {
		src.Lexicon = coretest.Lexicon()
	}
	g, err := FromRecord(rec, src)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRecordReviewsAsItsGame reviews the GCG records the program writes,
// of the three games and two to four players, as their games: every turn
// judged alike, no fault noted, the final totals the same.
func TestRecordReviewsAsItsGame(t *testing.T) {
	for _, tc := range []struct {
		r      *rules.Set
		levels []computer.Level
	}{
		{rules.ScraeBBKle(), []computer.Level{computer.Normal, computer.Easy}},
		{rules.ScraBBKle(), []computer.Level{computer.Normal, computer.Normal}},
		{rules.Classic(), []computer.Level{computer.Strong, computer.Easy}},
		{rules.Classic(), []computer.Level{computer.Easy, computer.Normal, computer.Normal, computer.Easy}},
	} {
		t.Run(fmt.Sprintf("%s, %d players", tc.r.Name, len(tc.levels)), func(t *testing.T) {
			game := playtest.GameOf(t, tc.r, 7, false, tc.levels...)
			fromGame, err := FromGame(game, nil)
			if err != nil {
				t.Fatal(err)
			}
			fromRecord := fromText(t, export.GCG(game, tc.levels), Source{})
			if len(fromRecord.Notes) > 0 || fmt.Sprint(fromRecord.Final) != fmt.Sprint(fromGame.Final) {
				t.Fatalf("notes %v, final %v; want none and %v", fromRecord.Notes, fromRecord.Final, fromGame.Final)
			}
			for i, turn := range fromRecord.Turns {
				if want := fromGame.Turns[i].View.Holds; !slices.Equal(turn.View.Holds, want) {
					t.Fatalf("turn %d: the players hold %v tiles by the record, %v by the game", i+1, turn.View.Holds, want)
				}
			}
			a, err := Review(context.Background(), fromGame, Options{})
			if err != nil {
				t.Fatal(err)
			}
			b, err := Review(context.Background(), fromRecord, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for i := range a.Turns {
				x, y := a.Turns[i], b.Turns[i]
				if x.Grade != y.Grade || x.Rank != y.Rank || x.Lost != y.Lost || x.Best[0].Move.String() != y.Best[0].Move.String() || y.Note != "" {
					t.Fatalf("turn %d: from the game %s, rank %d, lost %v, best %s; from the record %s, rank %d, lost %v, best %s (%s)",
						i+1, x.Grade, x.Rank, x.Lost, x.Best[0].Move, y.Grade, y.Rank, y.Lost, y.Best[0].Move, y.Note)
				}
			}
			for p := range a.Summaries {
				if a.Summaries[p].Luck != b.Summaries[p].Luck && tc.r.ExchangeBag == 0 {
					t.Errorf("Player %d's luck: from the game %+v, from the record %+v", p+1, a.Summaries[p].Luck, b.Summaries[p].Luck)
				}
			}
		})
	}
}

// classicStart is the start of a classic game's record between two
// players, with room for the events of a test.
const classicStart = "#character-encoding UTF-8\n#player1 ann Ann\n#player2 bob Bob\n"

// TestRecordNotesItsFaults reviews records that break the rules or their
// sums: each fault is noted at its line, the turn it spoils is not judged
// and says why, and the replay goes on.
func TestRecordNotesItsFaults(t *testing.T) {
	for _, tc := range []struct {
		name, events string
		line         int
		note, turn   string // the note at line, and what turn 1 says
	}{
		{"a wrong total", ">ann: AEINRST 8D NASTIER +66 66\n>bob: DEFOPSU E5 SOF. +14 15\n", 5, "bob's total 15 is not 0 + 14 = 14", ""},
		{"a wrong score", ">ann: AEINRST 8D NASTIER +70 70\n", 4, "NASTIER,8d scores 66 under the rules of Classic Scrabble, but the record says 70", ""},
		{"a word not in the list", ">ann: AEINSTZ 8D NASTIEZ +70 70\n", 4, "NASTIEZ,8d: NASTIEZ is not in the word list", "the move played is not legal"},
		{"a rack not recorded", ">ann: 8D NASTIER +66 66\n", 0, "", "Ann's rack is not recorded: the move is not judged"},
		{"part of a rack", ">ann: ASTIER 8D NASTIER +66 66\n", 0, "", "only 6 of Ann's 7 tiles are recorded: the move is not judged"},
		{"a play off the board", ">ann: AEINRST 8J NASTIER +66 66\n", 4, "the play 8J NASTIER runs off the board", "the play does not fit the board"},
		{"a blind exchange", ">ann: AEINRST -3 +0 0\n", 0, "", "the 3 tiles thrown back are not recorded: the exchange is not judged"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := fromText(t, classicStart+tc.events, Source{})
			found := tc.note == ""
			for _, n := range g.Notes {
				found = found || n.Line == tc.line && strings.Contains(n.What, tc.note)
			}
			if !found {
				t.Errorf("notes %v lack line %d: %q", g.Notes, tc.line, tc.note)
			}
			rep, err := Review(context.Background(), g, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := rep.Turns[0]; !strings.Contains(got.Note, tc.turn) || (tc.turn == "") != got.Judged() {
				t.Errorf("turn 1: note %q, judged %v; want %q", got.Note, got.Judged(), tc.turn)
			}
		})
	}
}

// TestRecordReadsEveryEvent replays the events a record may hold: plays,
// a phony taken off, a challenge bonus, passes, exchanges, a time penalty
// and the end's lines, with the board, the turns and the totals each
// leaves.
func TestRecordReadsEveryEvent(t *testing.T) {
	text := classicStart + `#lexicon CSW21
>ann: AEINRST 8D NASTIER +66 66
>bob: DEFOPSU E5 SOF. +14 14
>ann: EGILNOW 9E GLOWIN +28 94
>ann: EGILNOW --  -28 66
>bob: DEOPUVX F4 POXE. +62 76
>bob: ADILUVY (challenge) +5 81
>ann: EGILNOW - +0 66
>bob: ADILUVY -VY +0 81
>ann: EGILNOW (time) -10 56
`
	g := fromText(t, text, Source{})
	if len(g.Turns) != 6 || g.Final != nil {
		t.Fatalf("%d turns, final %v; want 6 and none", len(g.Turns), g.Final)
	}
	if _, ok := g.Turns[4].View.Grid.At(board.Square{Col: 5, Row: 8}); ok {
		t.Error("the phony GLOWIN is still on the board")
	}
	if got := fmt.Sprint(g.Now.Scores); got != "[56 81]" || g.Now.Me != 0 {
		t.Errorf("after the record: scores %s, %d to move", got, g.Now.Me)
	}
	if g.Turns[5].Played.Exchange != "VY" || !g.Turns[4].Played.Pass {
		t.Errorf("turns 5 and 6: %s, %s", g.Turns[4].Played, g.Turns[5].Played)
	}
	// The phony taken off is no fault of the record: the turn came to a
	// pass.
	if len(g.Notes) != 0 || len(g.Remarks) != 1 || !strings.Contains(g.Remarks[0], "the record names the word list CSW21") {
		t.Errorf("notes %v, remarks %v", g.Notes, g.Remarks)
	}
	if phony := g.Turns[2]; phony.Withdrawn.String() != "GLOWIN,9e" || !phony.Played.Pass || phony.Score != 0 {
		t.Errorf("the phony's turn: withdrawn %s, played %s for %d", phony.Withdrawn, phony.Played, phony.Score)
	}
	if extras := g.Turns[3].Extras; len(extras) != 1 || extras[0] != "Bob gains a challenge bonus of 5" {
		t.Errorf("after turn 4: %q", extras)
	}
	ended := fromText(t, recordOf(t, rules.Classic(), 3, computer.Normal, computer.Normal), Source{})
	if ended.Final == nil {
		t.Error("a record with its end's lines has no final totals")
	}
}

// TestRecordOnABoardOfItsOwn asks for the board a record's title names,
// when it is no board the program has, and replays the record on it once
// given.
func TestRecordOnABoardOfItsOwn(t *testing.T) {
	text := strings.Replace(recordOf(t, rules.ScraeBBKle(), 2, computer.Normal, computer.Normal), "on defaultBoard.txt", "on mine.txt", 1)
	rec, err := gcg.Parse("game.gcg", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := FromRecord(rec, Source{Lexicon: coretest.Lexicon()}); err == nil || !strings.Contains(err.Error(), `the board "mine.txt": give its board file`) {
		t.Fatalf("a record on a board of its own: %v", err)
	}
	g, err := FromRecord(rec, Source{Lexicon: coretest.Lexicon(), Board: coretest.DefaultBoard(t)})
	if err != nil || len(g.Notes) > 0 || g.Referee.Rules.ID != rules.ScraeBBKle().ID {
		t.Fatalf("given the board: %v, notes %v", err, g.Notes)
	}
}
