package console

import (
	"context"
	"errors"
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/rules"
)

// FuzzRun feeds a game of ScraeBBKle any input: it must end, without
// panicking, either with the game over or at the end of the input, and
// say so on a whole line.
func FuzzRun(f *testing.F) {
	f.Add(strings.Join(exampleHumanLines, "\n"))
	f.Add("d\nh\nh\nc\n,\n,\n,\n,\n")
	f.Add("x\nl\ntooBig.txt\n\nd\nc\nh\no\nqwerty\nQI,d7\nDINED,d4\n")
	f.Add("d\r\nc\r\nc\r\no")
	fuzzRun(f, func(t testing.TB) Config { return testConfig(t) })
}

// FuzzRunClassic is FuzzRun for classic Scrabble: the setup of two to
// four players, moves, exchanges badly written and well, passes.
func FuzzRunClassic(f *testing.F) {
	f.Add("d\n2\nh\nh\no\n-QQQ\n-" + strings.Repeat("A", 77) + "\nqwerty\n,\n,\n,\n,\n,\n,\n")
	f.Add("d\n4\nh\nc\nh\nc\nc\n-_\nCAT,8h\nCAT,h8\n")
	f.Add("d\n3\nc\nc\nh\no\n-AEIOU\n")
	f.Add("l\nclassicBoard.txt\n5\n1\n2\nH\nC\nO\n")
	fuzzRun(f, func(t testing.TB) Config { return seededConfig(t, rules.Classic(), 3) })
}

// FuzzRunScraBBKle is FuzzRun for ScraBBKle: the board, then the
// human's moves in its notation against the computer.
func FuzzRunScraBBKle(f *testing.F) {
	f.Add("d\nGIT,f8,r\n,,\nGIT,f8,x\n,\n")
	f.Add("l\nscrabbkleDefaultBoard.txt\nAB,h8,d\n,,\n,,\n")
	f.Add("d\n" + strings.Repeat(",,\n", 8))
	fuzzRun(f, func(t testing.TB) Config { return seededConfig(t, rules.ScraBBKle(), 5) })
}

// fuzzRun is the body of the console's fuzz targets, with the games that
// config makes, whose computers pass.
func fuzzRun(f *testing.F, config func(testing.TB) Config) {
	f.Fuzz(func(t *testing.T, input string) {
		cfg := config(t)
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

// seededConfig is the console's game of rules r with the built-in word
// list, its bag shuffled from seed and its computers Normal.
func seededConfig(t testing.TB, r *rules.Set, seed uint64) Config {
	t.Helper()
	cfg, err := NewConfig(r, builtinWords(), seed)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// passer is a computer player that always passes.
type passer struct{}

// Choose passes.
func (passer) Choose(context.Context, game.View) (move.Move, error) { return move.Pass, nil }
