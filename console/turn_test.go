package console

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/game"
	"scraebbkle/core/move"
)

// TestMoveReasks enters a bad or refused move as Player 1's first move and
// checks the answer and that the move is asked for again at once. Player 1
// holds EEDNIDL.
func TestMoveReasks(t *testing.T) {
	const notPermittedA1 = "The board does not permit word DINED at position a1. Please try again.\n"
	tests := []struct {
		input string
		want  string
	}{
		{"qwerty", "Illegal move format\n"},
		{"", "Illegal move format\n"},
		{"DINED", "Illegal move format\n"},
		{"DINED,", "Illegal move format\n"},
		{",d4", "Illegal move format\n"},
		{"D1NED,d4", "Illegal move format\n"},
		{"DINEDLIE,d4", "Illegal move format\n"},
		{"DINED,d0", "Illegal move format\n"},
		{"DINED,,d4", "Illegal move format\n"},
		{"DINED,a1", notPermittedA1 + "The first word must cover the start square d7.\n"},
		{"DINED,4m", "The board does not permit word DINED at position 4m. Please try again.\nThe tiles of DINED would run off the board: going right from 4m, only 4 of the 5 fit.\n"},
		{"DINED,z4", "The board does not permit word DINED at position z4. Please try again.\nSquare z4 is not on the board.\n"},
		{"DDEEN,d7", "The board does not permit word DDEEN at position d7. Please try again.\nDDEEN is not in the word list.\n"},
		{"D,d7", "The board does not permit word D at position d7. Please try again.\nA word needs at least 2 letters.\n"},
		{"QI,d7", "You are missing tiles for this move: Q. Please try again.\n"},
		{"dINED,d4", "You are missing tiles for this move: a blank. Lower case plays a blank: to play your own tiles, write DINED. Please try again.\n"},
		{"ZEDS,d7", "You are missing tiles for this move: Z and S. Please try again.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			got, err := runEchoed(t, testConfig(t), answers(humanSetup, tt.input)...)
			if !errors.Is(err, ErrEndOfInput) {
				t.Errorf("Run returned %v, want ErrEndOfInput", err)
			}
			want := movePrompt + tt.input + "\n" + tt.want + movePrompt + endOfInput + "\n"
			if !strings.HasSuffix(got, want) {
				t.Errorf("the transcript ends\n%s\nwant\n%s", lastLines(got, 20), want)
			}
		})
	}
}

// TestRefusedMovesChangeNothing makes refused and badly written moves and
// checks that the game is exactly as before.
func TestRefusedMovesChangeNothing(t *testing.T) {
	cfg := testConfig(t)
	g, err := game.New(cfg.Referee, cfg.DefaultBoard, cfg.NewBag(), []game.PlayerKind{game.Human, game.Human}, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(mustMove(t, "DINED,d4")); err != nil {
		t.Fatal(err)
	}
	before := g.Clone()
	// Player 2 holds NZHNTFO.
	input := strings.Join([]string{"qwerty", "NO,e6", "QI,e4", "TO,h1", "ZN,7e", "FOHN,4n", "HOT,d4", "NTH,z1"}, "\n")
	var out bytes.Buffer
	s := &session{conversation: newConversation(strings.NewReader(input), &out), cfg: cfg}
	if _, err := s.humanMove(g); !errors.Is(err, ErrEndOfInput) {
		t.Fatalf("humanMove returned %v, want ErrEndOfInput", err)
	}
	for _, reason := range []string{
		"Illegal move format\n",
		"It would also form the word NN at 6d.\n",
		"You are missing tiles for this move: Q and I. Please try again.\n",
		"The word TO does not use any tile already on the board.\n",
		"EZN is not in the word list.\n",
		"The tiles of FOHN would run off the board: going right from 4n, only 3 of the 4 fit.\n",
		"Square d4 already holds a tile.\n",
		"Square z1 is not on the board.\n",
	} {
		if !strings.Contains(out.String(), reason) {
			t.Errorf("no refusal says %q", reason)
		}
	}
	if !sameGame(g, before) {
		t.Error("refused moves changed the game")
	}
}

// sameGame reports whether two games are in the same state.
func sameGame(a, b *game.Game) bool {
	if !a.Grid().Equal(b.Grid()) || a.ToMove() != b.ToMove() || a.BagLen() != b.BagLen() ||
		len(a.History()) != len(b.History()) || a.Over() != b.Over() {
		return false
	}
	for i := range a.Players() {
		pa, pb := a.Player(i), b.Player(i)
		if pa.Score != pb.Score || !slices.Equal(pa.Rack, pb.Rack) {
			return false
		}
	}
	return true
}

// mustMove parses a move or fails the test.
func mustMove(t testing.TB, s string) move.Move {
	t.Helper()
	m, err := move.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// lastLines returns the last n lines of text.
func lastLines(text string, n int) string {
	lines := strings.SplitAfter(text, "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "")
}

// TestPassesEndTheGame passes four times with two human players and checks
// the end: each player loses the value of their rack.
func TestPassesEndTheGame(t *testing.T) {
	got, err := runEchoed(t, testConfig(t), answers(humanSetup, ",", ",", ",", ",", "more input is never read")...)
	if err != nil {
		t.Fatalf("Run returned %v, want nil", err)
	}
	want := "Entering \",\" passes the turn.\n,\nThe move is:    Pass Move!\n" +
		"Game Over!\nPlayer 1 scored -11 points.\nPlayer 2 scored -21 points.\nPlayer 1 wins!\n"
	if !strings.HasSuffix(got, want) {
		t.Errorf("the transcript ends\n%s\nwant\n%s", lastLines(got, 12), want)
	}
	if n := strings.Count(got, "The move is:    Pass Move!\nIt's your turn, Player "); n != 3 {
		t.Errorf("%d passes are followed by the next turn, want 3", n)
	}
}

// TestShowOutcome checks the winner line for each result.
func TestShowOutcome(t *testing.T) {
	tests := []struct {
		outcome game.Outcome
		want    string
	}{
		{game.Outcome{Finals: []int{216, 203}, Winner: 0}, "Game Over!\nPlayer 1 scored 216 points.\nPlayer 2 scored 203 points.\nPlayer 1 wins!\n"},
		{game.Outcome{Finals: []int{-4, 7}, Winner: 1}, "Game Over!\nPlayer 1 scored -4 points.\nPlayer 2 scored 7 points.\nPlayer 2 wins!\n"},
		{game.Outcome{Finals: []int{50, 50}, Winner: -1}, "Game Over!\nPlayer 1 scored 50 points.\nPlayer 2 scored 50 points.\nIt's a draw!\n"},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		s := &session{conversation: newConversation(strings.NewReader(""), &out), cfg: testConfig(t)}
		s.showOutcome(tt.outcome, make([]game.Player, len(tt.outcome.Finals)))
		if out.String() != tt.want {
			t.Errorf("showOutcome(%v) wrote\n%s\nwant\n%s", tt.outcome, out.String(), tt.want)
		}
	}
}
