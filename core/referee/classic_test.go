package referee_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"scraebbkle/core/board"
	"scraebbkle/core/internal/coretest"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
)

// classicGrid is the standard board with the rows given, numbered from 1,
// written as CGP writes a row ("7AT6"); the others are empty.
func classicGrid(t *testing.T, rows map[int]string) *board.Grid {
	t.Helper()
	lines := make([]string, 15)
	for i := range lines {
		lines[i] = "15"
		if r, ok := rows[i+1]; ok {
			lines[i] = r
		}
	}
	return coretest.Position(t, rules.Classic(), strings.Join(lines, "/")+" / 0/0 0").Grid
}

// TestClassicScoring works out classic moves by hand on the standard
// board: every word formed is scored, premiums count under new tiles only,
// a blank is worth 0 and a full rack earns 50.
func TestClassicScoring(t *testing.T) {
	at := map[int]string{8: "7AT6"} // AT across h8-i8
	tests := []struct {
		name  string
		rows  map[int]string
		rack  string
		move  string
		score int
		words string // each word formed and its score, the main word first
	}{
		{"first move on the double word", nil, "AT", "AT,8h", (1 + 1) * 2, "AT@8h=4"},
		{"a word across and one down, a letter premium", at, "XI", "XI,9g", 8*2 + 1 + (1 + 1), "XI@9g=17 AI@h8=2"},
		{"a covered premium counts at face value", at, "E", "E,8j", 1 + 1 + 1, "ATE@8h=3"},
		{"a blank is worth 0", at, "_", "e,8j", 1 + 1 + 0, "ATe@8h=2"},
		{"a single tile reads across when it touches a tile beside it", at, "E", "E,j8", 3, "ATE@8h=3"},
		{"a single tile reads down when it touches none beside it", at, "S", "S,9h", 1 + 1, "AS@h8=2"},
		{"bingo added after the word factor", nil, "AEILNST", "ENTAILS,8h", (1+1+1+1+1*2+1+1)*2 + 50, "ENTAILS@8h=16"},
		{"a word premium under a new tile doubles the word across too", map[int]string{9: "7I7"}, "AX", "AX,8g", (1+8)*2 + (8+1)*2, "AX@8g=18 XI@h8=18"},
	}
	ref := coretest.RefereeOf(rules.Classic())
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := classicGrid(t, tc.rows)
			play, err := ref.Check(g, coretest.RackOf(t, ref.Rules, tc.rack), coretest.Move(t, tc.move))
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			var words []string
			for _, w := range play.Words {
				words = append(words, fmt.Sprintf("%s@%s=%d", w.Text, w.Position(), w.Score))
			}
			if got := strings.Join(words, " "); play.Score != tc.score || got != tc.words {
				t.Errorf("scores %d with %s, want %d with %s", play.Score, got, tc.score, tc.words)
			}
		})
	}
}

// TestClassicRefusals checks what classic rules refuse, and how they say so.
func TestClassicRefusals(t *testing.T) {
	at := map[int]string{8: "7AT6"}
	tests := []struct {
		name, rack, move string
		rows             map[int]string
		reason           referee.Reason
		text             string
	}{
		{"a word across is not a word", "XU", "XU,9g", at, referee.CrossNotAWord, "It also forms AU at h8, which is not in the word list."},
		{"the main word is not a word", "XQ", "XQ,9g", at, referee.NotAWord, "XQ is not in the word list."},
		{"touches nothing", "AT", "AT,1a", at, referee.NotConnected, "The word AT does not use any tile already on the board."},
		{"first move misses the start", "AT", "AT,1a", nil, referee.StartMissed, "The first word must cover the start square h8."},
	}
	ref := coretest.RefereeOf(rules.Classic())
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ref.Check(classicGrid(t, tc.rows), coretest.RackOf(t, ref.Rules, tc.rack), coretest.Move(t, tc.move))
			var r *referee.Refusal
			if !errors.As(err, &r) || r.Reason != tc.reason || r.Error() != tc.text {
				t.Errorf("refusal %v, want %q", err, tc.text)
			}
		})
	}
}

// TestCheckExchange checks when classic rules allow an exchange: while the
// bag holds seven tiles, for tiles on the rack; never in ScraeBBKle.
func TestCheckExchange(t *testing.T) {
	classic := coretest.RefereeOf(rules.Classic())
	tests := []struct {
		name   string
		ref    *referee.Referee
		rack   string
		bag    int
		tiles  string
		reason referee.Reason // ignored when text is ""
		text   string
	}{
		{"allowed", classic, "QVVAEI_", 7, "QVV_", 0, ""},
		{"the bag holds too few", classic, "QVVAEI_", 6, "Q", referee.BagTooSmall, "An exchange needs at least 7 tiles in the bag, and it holds 6."},
		{"tiles the rack lacks", classic, "QVVAEI_", 80, "ZZ", referee.MissingTiles, "You are missing tiles for this move: Z and Z."},
		{"no exchanges in ScraeBBKle", coretest.Referee(), "QVVAEI_", 80, "Q", referee.NoExchanges, "This game allows no exchanges."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := move.Move{Exchange: tc.tiles}
			play, err := tc.ref.CheckExchange(coretest.RackOf(t, tc.ref.Rules, tc.rack), tc.bag, m)
			if tc.text == "" {
				if err != nil || play.Move != m || play.Score != 0 {
					t.Errorf("CheckExchange = %+v, %v", play, err)
				}
				return
			}
			var r *referee.Refusal
			if !errors.As(err, &r) || r.Reason != tc.reason || r.Error() != tc.text {
				t.Errorf("refusal %v, want %q", err, tc.text)
			}
		})
	}
}
