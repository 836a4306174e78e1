package review

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scraebbkle/core/gcg"
	"scraebbkle/core/internal/coretest"
)

// TestRecordsOfOtherPrograms reviews records written in the layouts of
// macondo and Quackle (testdata/records, written for these tests from
// games the program played, in each writer's layout): each reads, its
// faults are noted at their lines and nothing else is, a phony taken off
// and a turn lost to a challenge are told, and the final totals are the
// record's, or worked out by the rules where the record has no end.
func TestRecordsOfOtherPrograms(t *testing.T) {
	for _, tc := range []struct {
		file      string
		final     string
		notes     []string // each "LINE: the start of what it says"
		withdrawn string   // the phony taken off
		unjudged  int      // turns not judged
	}{
		{file: "macondo_complete.gcg", final: "[456 388]"},
		{file: "macondo_challenge_bonus.gcg", final: "[461 393]"},
		{file: "macondo_exchange.gcg", final: "[392 369]"},
		{file: "macondo_note_title.gcg", final: "[456 388]"},
		{file: "macondo_time_penalty.gcg", final: "[446 381]"},
		{file: "macondo_six_pass_end.gcg", final: "[222 152]"},
		{file: "macondo_phony_withdrawn.gcg", final: "[368 508]", withdrawn: "DIXO,9b"},
		{file: "macondo_nwl_withdrawn_valid_here.gcg", final: "[497 432]", withdrawn: "DI,k4"},
		{file: "macondo_unsuccessful_challenge.gcg", final: "[511 357]", unjudged: 1},
		{file: "macondo_end_line_missing.gcg", final: "[450 382]", notes: []string{"32: Alice Able went out with the bag empty, but the record has no lines"}},
		{file: "macondo_end_wrong_tiles.gcg", final: "[456 388]", notes: []string{"33: the others were left with BP, but the record says DZ"}},
		{file: "macondo_end_wrong_value.gcg", final: "[460 388]", notes: []string{"33: with the loss of the other's tiles in the same line, going out gains twice the 6 points left: 12, but the record says 16"}},
		{file: "macondo_six_pass_deduction_missing.gcg", final: "[236 152]", notes: []string{"24: the game ended by turns that scored nothing, but the record takes off none of Alice Able's tiles left (BHIINPU, 14 points)"}},
		{file: "macondo_six_pass_deduction_wrong.gcg", final: "[212 152]", notes: []string{"25: the tiles BHIINPU are worth 14, but the record takes off 24"}},
		{file: "quackle_complete.gcg", final: "[456 388]"},
		{file: "quackle_challenge_bonus.gcg", final: "[461 393]"},
		{file: "quackle_gui_names_note.gcg", final: "[456 388]"},
		{file: "quackle_pass_exchange.gcg", final: "[443 447]"},
		{file: "quackle_phony.gcg", final: "[368 508]", withdrawn: "DIXO,9b"},
		{file: "quackle_blind_exchange.gcg", final: "[392 369]", unjudged: 2},
		{file: "quackle_partial_racks.gcg", final: "[456 388]", unjudged: 12},
		{file: "quackle_incomplete_unknown_rack.gcg", final: "[]"},
		{file: "quackle_empty_game.gcg", final: "[]"},
		{file: "quackle_bonus_folded.gcg", final: "[456 398]", notes: []string{"9: NVIrO,1k scores 36 under the rules of Classic Scrabble, but the record says 46 (the 10 more may be a challenge bonus folded"}},
		{file: "quackle_six_pass_end.gcg", final: "[236 152]", notes: []string{"20: the game ended by turns that scored nothing, but the record takes off none of Quackle One's tiles left (BHIINPU, 14 points)"}},
		{file: "quackle_three_players.gcg", final: "[166 347 255]", notes: []string{"28: under the rules of Classic Scrabble going out gains the 5 points the others were left with: 5, but the record says 10"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			g := recordFile(t, tc.file)
			var notes []string
			for _, n := range g.Notes {
				notes = append(notes, fmt.Sprintf("%d: %s", n.Line, n.What))
			}
			if len(notes) != len(tc.notes) {
				t.Fatalf("notes %q, want %q", notes, tc.notes)
			}
			for i, want := range tc.notes {
				if !strings.HasPrefix(notes[i], want) {
					t.Errorf("note %q, want it to begin %q", notes[i], want)
				}
			}
			final := fmt.Sprint(g.Final)
			if g.Final == nil {
				final = "[]"
			}
			if final != tc.final {
				t.Errorf("final %s, want %s", final, tc.final)
			}
			rep, err := Review(context.Background(), g, Options{})
			if err != nil {
				t.Fatal(err)
			}
			withdrawn, unjudged := "", 0
			for _, turn := range rep.Turns {
				if turn.Withdrawn.Word != "" {
					withdrawn = turn.Withdrawn.String()
				}
				if !turn.Judged() {
					unjudged++
				}
			}
			if withdrawn != tc.withdrawn || unjudged != tc.unjudged {
				t.Errorf("the phony taken off %q, %d turns not judged; want %q and %d", withdrawn, unjudged, tc.withdrawn, tc.unjudged)
			}
		})
	}
}

// TestRecordOfAGameNotPlayed refuses a record of a variant the program
// does not play, at the line that names it.
func TestRecordOfAGameNotPlayed(t *testing.T) {
	rec := readRecordFile(t, "macondo_wordsmog.gcg")
	_, err := FromRecord(rec, Source{Lexicon: coretest.Lexicon()})
	if err == nil || !strings.HasPrefix(err.Error(), "line 5: the record is of a game with game-type wordsmog, which the program does not play") {
		t.Errorf("a game of WordSmog: %v", err)
	}
}

// recordFile is the game of testdata/records/name to review.
func recordFile(t *testing.T, name string) *Game {
	t.Helper()
	g, err := FromRecord(readRecordFile(t, name), Source{Lexicon: coretest.Lexicon()})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// readRecordFile reads testdata/records/name.
func readRecordFile(t *testing.T, name string) *gcg.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "records", name))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := gcg.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
