package phrase

import (
	"errors"
	"testing"

	"scraebbkle/core/board"
)

func TestSentence(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{errors.New("the file ends too soon"), "The file ends too soon."},
		{errors.New("Already a sentence."), "Already a sentence."},
		{&board.FileError{File: "b.txt", Line: 3, Column: 1, Reason: "the file ends before the start square"}, "b.txt: line 3, column 1: the file ends before the start square."},
		{&board.FileError{Line: 9, Column: 14, Reason: "premium factor 100 is outside -9..99"}, "Line 9, column 14: premium factor 100 is outside -9..99."},
		{errors.New("boards/big.txt: not a file but a folder"), "boards/big.txt: not a file but a folder."},
		{errors.New("turn 1 (MUSTING,d2): the total is 88"), "Turn 1 (MUSTING,d2): the total is 88."},
	} {
		if got := Sentence(c.err); got != c.want {
			t.Errorf("Sentence(%q) = %q, want %q", c.err, got, c.want)
		}
	}
}

func TestCounted(t *testing.T) {
	for n, want := range map[int]string{0: "0 tiles", 1: "1 tile", 2: "2 tiles", -1: "−1 tile", -7: "−7 tiles"} {
		if got := Counted(n, "tile"); got != want {
			t.Errorf("Counted(%d) = %q, want %q", n, got, want)
		}
	}
}
