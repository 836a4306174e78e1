package console

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestEndOfInput ends the input at each prompt and checks that Run says so
// on a line of its own and returns ErrEndOfInput.
func TestEndOfInput(t *testing.T) {
	const (
		boardChoice = "Please enter your choice (l/d): \n"
		otherChoice = "Please enter your choice (h/c): \n"
		openChoice  = "Please enter your choice (o/c): \n"
		fileName    = "Please enter the file name of the board: \n"
		invalidFile = "This is not a valid file. Please enter the file name of the board: \n"
	)
	tests := []struct {
		name  string
		input []string
		want  string // how the transcript ends before the end-of-input line
	}{
		{"board question", nil, boardChoice},
		{"board question asked again", []string{"x"}, "\"x\" is neither l nor d.\n" + boardQuestion + "\n" + boardChoice},
		{"file name", []string{"l"}, fileName},
		{"file name asked again", []string{"l", "missing.txt"}, invalidFile},
		{"player 1", []string{"d"}, otherChoice},
		{"player 2", []string{"d", "c"}, otherChoice},
		{"open or closed", []string{"d", "h", "h"}, openChoice},
		{"first move", humanSetup, movePrompt},
		{"move after a bad format", answers(humanSetup, "qwerty"), illegalFormat + "\n" + movePrompt},
		{"move after a refusal", answers(humanSetup, "QI,d7"), "Please try again.\n" + movePrompt},
		{"second player's move", answers(humanSetup, ","), "[N1], [Z9], [H4], [N1], [T1], [F4], [O1]\n" + movePrompt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := runEchoed(t, testConfig(t), tt.input...)
			if !errors.Is(err, ErrEndOfInput) {
				t.Errorf("Run returned %v, want ErrEndOfInput", err)
			}
			want := tt.want + endOfInput + "\n"
			if !strings.HasSuffix(got, want) {
				t.Errorf("the transcript ends\n%s\nwant\n%s", lastLines(got, 12), want)
			}
			if n := strings.Count(got, endOfInput); n != 1 {
				t.Errorf("the end of input is said %d times", n)
			}
		})
	}
}

// TestUnterminatedLastLine reads a last answer that has no newline.
func TestUnterminatedLastLine(t *testing.T) {
	var out strings.Builder
	err := Run(context.Background(), testConfig(t), strings.NewReader("d\r\nh\r\n h \n  c"), &out)
	if !errors.Is(err, ErrEndOfInput) {
		t.Errorf("Run returned %v, want ErrEndOfInput", err)
	}
	if !strings.HasSuffix(out.String(), movePrompt+endOfInput+"\n") {
		t.Errorf("the transcript ends\n%s", lastLines(out.String(), 10))
	}
}

// TestFailures checks that Run stops with the error when reading or writing
// fails.
func TestFailures(t *testing.T) {
	broken := errors.New("broken")
	tests := []struct {
		name string
		in   io.Reader
		out  io.Writer
	}{
		{"reading", iotest.ErrReader(broken), io.Discard},
		{"reading after a line", io.MultiReader(strings.NewReader("d\n"), iotest.ErrReader(broken)), io.Discard},
		{"writing", strings.NewReader("d\nh\nh\nc\n"), &failingWriter{err: broken}},
		{"writing during a computer game", strings.NewReader("d\nc\nc\no\n"), &failingWriter{room: 5000, err: broken}},
	}
	cfg, err := defaultConfig()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Run(context.Background(), cfg, tt.in, tt.out)
			if !errors.Is(err, broken) {
				t.Errorf("Run returned %v, want %v", err, broken)
			}
		})
	}
}

// failingWriter takes room bytes, then fails every write with err.
type failingWriter struct {
	room int
	err  error
}

// Write takes p while there is room, else returns the writer's error.
func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.room {
		return 0, w.err
	}
	w.room -= len(p)
	return len(p), nil
}

// TestOverlongLines answers a question and a move with lines far longer
// than any answer: each is refused as a wrong answer, and the game goes on.
func TestOverlongLines(t *testing.T) {
	long := strings.Repeat("x", 3*maxAnswer)
	input := "d\r\n" + long + "\nh\nh\no\n" + long + "\r\n,\n"
	var out strings.Builder
	err := Run(context.Background(), testConfig(t), strings.NewReader(input), &out)
	if !errors.Is(err, ErrEndOfInput) {
		t.Errorf("Run returned %v, want ErrEndOfInput", err)
	}
	got := out.String()
	for _, want := range []string{
		`"` + tooLong + `" is neither h nor c.`,
		movePrompt + illegalFormat + "\n" + movePrompt,
		"The move is:    Pass Move!",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the transcript does not say %q:\n%s", want, lastLines(got, 20))
		}
	}
}

// An overlong line given as a board file's name is said to be too long,
// not looked for as a file, and the name is asked for again. A name that
// reads like the stand-in for such a line is looked for as a file.
func TestOverlongFileName(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{strings.Repeat("x", 3*maxAnswer), "That line is over 65536 bytes long, too long for a file name.\n"},
		{tooLong, tooLong + ": no such file in resources/ or in the working directory\n"},
	} {
		var out strings.Builder
		err := Run(context.Background(), testConfig(t), strings.NewReader("l\n"+tt.name+"\n"), &out)
		if !errors.Is(err, ErrEndOfInput) {
			t.Errorf("Run returned %v, want ErrEndOfInput", err)
		}
		if got := out.String(); !strings.Contains(got, fileNamePrompt+tt.want) || !strings.Contains(got, invalidFilePrompt) {
			t.Errorf("the transcript does not say %q and ask again:\n%s", tt.want, lastLines(got, 5))
		}
	}
}
