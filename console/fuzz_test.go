package console

import (
	"context"
	"errors"
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
)

// FuzzRun feeds Run any input: it must end, without panicking, either with
// the game over or at the end of the input, and say so on a whole line.
func FuzzRun(f *testing.F) {
	f.Add(strings.Join(exampleHumanLines, "\n"))
	f.Add("d\nh\nh\nc\n,\n,\n,\n,\n")
	f.Add("x\nl\ntooBig.txt\n\nd\nc\nh\no\nqwerty\nQI,d7\nDINED,d4\n")
	f.Add("d\r\nc\r\nc\r\no")
	f.Fuzz(func(t *testing.T, input string) {
		cfg := testConfig(t)
		cfg.Computer = func(int) computer.Strategy { return passer{} }
		var out strings.Builder
		err := Run(context.Background(), cfg, strings.NewReader(input), &out)
		if err != nil && !errors.Is(err, ErrEndOfInput) {
			t.Fatalf("Run returned %v", err)
		}
		if text := out.String(); !strings.HasSuffix(text, "\n") {
			t.Fatalf("the transcript does not end a line: %q", lastLines(text, 3))
		}
	})
}

// passer is a computer player that always passes.
type passer struct{}

// Choose passes.
func (passer) Choose(context.Context, game.View) (move.Move, error) { return move.Pass, nil }
