package gcg_test

import (
	"errors"
	"strings"
	"testing"

	"scraebbkle/core/gcg"
)

// malformed are files that are not GCG, each with the line and column of
// its fault and a part of the reason.
var malformed = []struct {
	text      string
	line, col int
	reason    string
}{
	{"", 1, 0, "holds no line of a game record"},
	{"\n  \r\n\t\n", 1, 0, "holds no line of a game record"},
	{"\uFEFF", 1, 0, "holds no line of a game record"},
	{players + "Anna played first\n", 3, 1, `begins with "#" or ">", but this one begins "Anna"`},
	{players + ">ana: AEINRST 8D NASTIER +70 70\n  1. NASTIER\n", 4, 3, `this one begins "1."`},
	{"#character-encoding ISO-8859-1\n" + players, 1, 0, `the encoding "ISO-8859-1", but only UTF-8 is read`},
	{"#character-encoding\n", 1, 0, `the encoding "", but only UTF-8`},
	{players + "#player1 cara Cara\n", 3, 0, "#player1 is given twice"},
	{players + "#player3 ana Ana Two\n", 3, 0, `the nick "ana" is already player 1's`},
	{players + "#player5 eve Eve\n", 3, 0, "#player5 cannot be read"},
	{players + "#player0 eve Eve\n", 3, 0, "#player0 cannot be read"},
	{players + "#player123456789 eve Eve\n", 3, 0, "#player123456789 cannot be read"},
	{players + "#player3\n", 3, 0, "#player3 gives no nick"},
	{"#player1 ana\n#player3 cara\n", 2, 0, "#player3 is given, but not #player2"},
	{"#player2 ben\n", 1, 0, "#player2 is given, but not #player1"},
	{players + "#rack1 AB C\n", 3, 0, `the rack "AB C" holds " "`},
	{players + "#rack1\n", 3, 0, "#rack1 gives no rack"},
	{players + "#rack1 ABC\n#rack1 ABD\n", 4, 0, `#rack1 is given twice, as "ABC" and as "ABD"`},
	{players + "#rack9 ABC\n", 3, 0, "#rack9 cannot be read"},
	{"#lexicon NWL23\n#lexicon CSW21\n", 2, 0, `the word list is given twice, as "NWL23" and as "CSW21"`},
	{players + "ana: AEINRST 8D NASTIER +70 70\n", 3, 1, `this one begins "ana:"`},
	{players + ">ana AEINRST 8D NASTIER +70 70\n", 3, 1, `an event begins with ">", the player's nick and a colon`},
	{players + ">: AEINRST 8D NASTIER +70 70\n", 3, 1, "an event begins with"},
	{players + "> ana: AEINRST 8D NASTIER +70 70\n", 3, 1, "an event begins with"},
	{players + ">ana:\n", 3, 0, "no play, score or total"},
	{players + ">ana: AEINRST\n", 3, 0, "no play, score or total"},
	{players + ">ana: AEINRST 8D NASTIER +70\n", 3, 0, `a play at "8D" is followed by its word, its score and the player's total, but this line has 2 fields after it`},
	{players + ">ana: AEINRST 8D NASTIER +70 70 NASTIER\n", 3, 0, "but this line has 4 fields after it"},
	{players + ">ana: 8D +70 70\n", 3, 0, "but this line has 2 fields after it"},
	{players + ">ana: AEINRST - +0\n", 3, 0, `"-" is followed by its score and the player's total, but this line has 1 field after it`},
	{players + ">ana: AEINRST (challenge) +5 5 5\n", 3, 0, "but this line has 3 fields after it"},
	{players + ">ana: AEINRST NASTIER +70 70\n", 3, 15, `"NASTIER" is not a play`},
	{players + ">ana: AEINRST 8D NASTIER 8D +70 70\n", 3, 0, "but this line has 4 fields after it"},
	{players + ">ana: AEINRST 0D NASTIER +70 70\n", 3, 15, `the position "0D" is neither a row and a column`},
	{players + ">ana: AEINRST 100D NASTIER +70 70\n", 3, 15, `the position "100D"`},
	{players + ">ana: AEINRST 8 NASTIER +70 70\n", 3, 15, `the position "8"`},
	{players + ">ana: AEINRST 8DD NASTIER +70 70\n", 3, 15, `the position "8DD"`},
	{players + ">ana: AEINRST D8D NASTIER +70 70\n", 3, 15, `the position "D8D"`},
	{players + ">ana: AEINRST 8É NASTIER +70 70\n", 3, 15, `the position "8É"`},
	{players + ">ana: AEINRST 8D NAST1ER +70 70\n", 3, 18, `the word "NAST1ER" holds "1"`},
	{players + ">ana: AEINRST 8D NAS?IER +70 70\n", 3, 18, `the word "NAS?IER" holds "?"`},
	{players + ">ana: AEINRST 8D NAS(TIER +70 70\n", 3, 18, "leaves a parenthesis open"},
	{players + ">ana: AEINRST 8D NAS)TIER +70 70\n", 3, 18, "closes a parenthesis it did not open"},
	{players + ">ana: AEINRST 8D N((A))STIER +70 70\n", 3, 18, "opens a parenthesis inside another"},
	{players + ">ana: AEINRST 8D NA()STIER +70 70\n", 3, 18, "has nothing in parentheses"},
	{players + ">ana: AEINRST 8D NASTIER 70 70\n", 3, 26, `the score "70" has no sign: GCG writes a score as +24 or -10`},
	{players + ">ana: AEINRST 8D NASTIER +x 70\n", 3, 26, `the score "+x" is not a number`},
	{players + ">ana: AEINRST 8D NASTIER x70 70\n", 3, 26, `the score "x70" is not a number`},
	{players + ">ana: AEINRST 8D NASTIER + 70\n", 3, 26, `the score "+" is not a number`},
	{players + ">ana: AEINRST 8D NASTIER +1234567 70\n", 3, 26, `the score "+1234567" is larger than any game's`},
	{players + ">ana: AEINRST 8D NASTIER +70 7O\n", 3, 30, `the total "7O" is not a whole number`},
	{players + ">ana: AEINRST 8D NASTIER +70 70.5\n", 3, 30, `the total "70.5" is not a whole number`},
	{players + ">ana: AEINRST 8D NASTIER +70 99999999\n", 3, 30, `the total "99999999" is larger than any game's`},
	{players + ">ana: AEINRST -QU! +0 0\n", 3, 15, `the exchange "-QU!" is neither`},
	{players + ">ana: AEINRST -12345678 +0 0\n", 3, 15, `the exchange "-12345678" is neither`},
	{players + ">ana: AEINRST () +0 0\n", 3, 15, `"()" is not a play`},
	{players + ">ana: AE (A1) +0 0\n", 3, 10, `"(A1)" is not a play`},
	{"#title Caf\xe9\n", 1, 11, "the file is not UTF-8 text: it holds the byte 0xE9"},
	{players + ">ana: AEINRST 8D NASTI\x00R +70 70\n", 3, 23, "control character U+0000"},
	{"\xff\xfe#\x00p\x00", 1, 0, "UTF-16 or UTF-32 text, not UTF-8"},
	{"\xfe\xff\x00#\x00p", 1, 0, "UTF-16 or UTF-32 text, not UTF-8"},
}

// TestMalformed refuses files that are not GCG with the line and column at
// fault, naming the file.
func TestMalformed(t *testing.T) {
	for _, tt := range malformed {
		_, err := gcg.Parse("game.gcg", []byte(tt.text))
		var ge *gcg.Error
		if !errors.As(err, &ge) {
			t.Errorf("%q: %v, not a *gcg.Error", tt.text, err)
			continue
		}
		if ge.File != "game.gcg" || ge.Line != tt.line || ge.Column != tt.col || !strings.Contains(ge.Reason, tt.reason) {
			t.Errorf("%q:\n got %q (line %d, column %d)\nwant line %d, column %d, %q", tt.text, err, ge.Line, ge.Column, tt.line, tt.col, tt.reason)
		}
		if !strings.HasPrefix(err.Error(), "game.gcg: line ") {
			t.Errorf("%q: %q does not begin with the file and the line", tt.text, err)
		}
	}
}

// TestTooLarge refuses a file larger than MaxFileBytes before reading it.
func TestTooLarge(t *testing.T) {
	data := []byte(strings.Repeat("#note "+strings.Repeat("x", 58)+"\n", gcg.MaxFileBytes/64+1))
	_, err := gcg.Parse("big.gcg", data)
	if err == nil || err.Error() != "big.gcg: the file is larger than 4 MB: no game record is that large" {
		t.Errorf("%v", err)
	}
	if _, err := gcg.Parse("big.gcg", data[:gcg.MaxFileBytes]); err != nil {
		t.Errorf("a file of MaxFileBytes: %v", err)
	}
}

// TestErrorText writes the place of an error as a player reads it.
func TestErrorText(t *testing.T) {
	tests := []struct {
		err  gcg.Error
		want string
	}{
		{gcg.Error{File: "game.gcg", Line: 7, Column: 28, Reason: "it is wrong"}, "game.gcg: line 7, column 28: it is wrong"},
		{gcg.Error{File: "game.gcg", Line: 7, Reason: "it is wrong"}, "game.gcg: line 7: it is wrong"},
		{gcg.Error{Line: 7, Reason: "it is wrong"}, "line 7: it is wrong"},
		{gcg.Error{File: "bad\x01.gcg", Reason: "it is wrong"}, `"bad\x01.gcg": it is wrong`},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
}
