package gcg_test

import (
	"slices"
	"testing"
)

// TestProblems notes the faults of records that read but do not add up,
// each at its line, and reads on.
func TestProblems(t *testing.T) {
	tests := []struct {
		name, events string // the events follow players, from line 3
		want         []string
	}{
		{"a nick of no player, named once", ">cara: ABC 8D CAB +10 10\n>cara: DEF 9D FED +10 20\n",
			[]string{`line 3: no #player line gives the nick "cara"`}},
		{"a total after a penalty", ">ana: AEI (time) -10 -5\n",
			[]string{"line 3: ana's total -5 is not 0 - 10 = -10"}},
		{"each total on the one before", ">ana: A 8D AB +10 10\n>ana: A 9D AB +10 25\n>ana: A 10D AB +10 35\n",
			[]string{"line 4: ana's total 25 is not 10 + 10 = 20"}},
		{"a phony taken off with no play", ">ana: AEI -- -10 -10\n",
			[]string{"line 3: a phony is taken off, but ana has no play before it to take off"}},
		{"a phony taken off for other points", ">ana: A 8D AB +10 10\n>ana: A -- -8 2\n",
			[]string{"line 4: the play taken off scored 10, so taking it off scores -10, not -8"}},
		{"a phony taken off, the old way", ">ana: A 8D AB +10 10\n>ana: A --  +0 0\n",
			[]string{"line 4: ana's total 0 is not 10 + 0 = 10", "line 4: the play taken off scored 10, so taking it off scores -10, not +0"}},
		{"a phony taken off twice", ">ana: A 8D AB +10 10\n>ana: A -- -10 0\n>ana: A -- -10 -10\n",
			[]string{"line 5: a phony is taken off, but ana has no play before it to take off"}},
		{"a phony taken off under another play", ">ana: A 8D AB +10 10\n>ben: B 9D BA +8 8\n>ana: A -- -10 0\n",
			[]string{"line 5: the play ana takes off is not the last play on the board"}},
		{"a challenge bonus with no play", ">ana: AEI (challenge) +5 5\n",
			[]string{"line 3: a challenge bonus for ana, who has no play before it"}},
		{"a challenge bonus for a play under another", ">ana: A 8D AB +10 10\n>ben: B 9D BA +8 8\n>ana: C (challenge) +5 15\n",
			[]string{"line 5: a challenge bonus for ana, whose play is not the last on the board"}},
		{"a challenge bonus after a pass", ">ana: A 8D AB +10 10\n>ben: B - +0 0\n>ana: C (challenge) +5 15\n", nil},
		{"a play after the end", ">ana: A 8D AB +10 10\n>ana: (C) +6 16\n>ben: B 9D BA +8 8\n>ben: C (time) -10 -2\n>ben: C (C) -3 -5\n",
			[]string{"line 5: this play comes after the end of the game"}},
		{"an exchange of more tiles than the rack", ">ana: ABC -4 +0 0\n",
			[]string{"line 3: the exchange throws back 4 tiles from a rack of 3 tiles"}},
		{"an exchange of tiles not on the rack", ">ana: ABC -AD +0 0\n",
			[]string{"line 3: the tiles AD thrown back are not all on the rack ABC"}},
		{"an exchange of tiles on the rack", ">ana: AB?c -?Ca +0 0\n>ben:  -QU +0 0\n>ben:  -9 +0 0\n", nil},
		{"a play that loses points", ">ana: A 8D AB -10 -10\n",
			[]string{"line 3: the play scores -10: a play cannot lose points"}},
		{"a play that lays no tile", ">ana: A 8D .. +0 0\n",
			[]string{"line 3: the play at 8D lays no tile"}},
		{"a pass that scores", ">ana: A - +5 5\n",
			[]string{"line 3: a pass scores +0, not +5"}},
		{"an exchange that scores", ">ana: AB -A -3 -3\n",
			[]string{"line 3: an exchange scores +0, not -3"}},
		{"a time penalty that adds", ">ana: A (time) +10 10\n",
			[]string{"line 3: a time penalty takes points off, but this one adds 10"}},
		{"the tiles left that add", ">ana: AB (AB) +4 4\n",
			[]string{"line 3: the tiles left on one's rack take points off, but these add 4"}},
		{"the tiles gained that take off", ">ana: (AB) -4 -4\n",
			[]string{"line 3: the tiles left on the others' racks add points, but these take 4 off"}},
		{"a rack and the tiles it loses", ">ana: AB (AC) -4 -4\n",
			[]string{"line 3: the rack AB and the tiles (AC) it loses differ"}},
		{"the tiles gained and lost", ">ana: (EIQ) +12 12\n>ben: EIL (EIL) -3 -3\n",
			[]string{"line 3: the tiles (EIQ) gained are not the tiles the others lose, EIL"}},
		{"the tiles gained and lost, in another order", ">ana: (LIE?) +6 6\n>ben: E?il (E?IL) -3 -3\n", nil},
		{"the tiles gained and one's own", ">ana:  (EIL) +6 6\n>ana: Q (Q) -10 -4\n", nil},
		{"a rack for no player", "#rack1 AB\n#rack3 ABC\n",
			[]string{"line 4: #rack3 is for player 3, but the record has 2 players"}},
	}
	for _, tt := range tests {
		r := mustParse(t, players+tt.events)
		if got := problemTexts(r); !slices.Equal(got, tt.want) {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}

// TestProblemOrder gives the problems in the order of their lines, and
// the index -1 to the player of an unknown nick.
func TestProblemOrder(t *testing.T) {
	r := mustParse(t, ">cara: ABC 8D CAB +10 12\n#player1 ana\n#rack2 XYZ\n")
	want := []string{
		`line 1: no #player line gives the nick "cara"`,
		"line 1: cara's total 12 is not 0 + 10 = 10",
		"line 3: #rack2 is for player 2, but the record has 1 player",
	}
	if got := problemTexts(r); !slices.Equal(got, want) {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
	if r.Events[0].Player != -1 {
		t.Errorf("cara is player %d", r.Events[0].Player)
	}
}
