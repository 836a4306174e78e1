package console

import (
	"bytes"
	"context"
	"io"
	"sync"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
	"scraebbkle/internal/example"
)

// defaultConfig is DefaultConfig with seed 1, made once for all tests.
var defaultConfig = sync.OnceValues(func() (Config, error) { return DefaultConfig(1) })

// testConfig returns the shipped configuration with the example play's
// scripted bag and no computer player.
func testConfig(t testing.TB) Config {
	t.Helper()
	cfg, err := defaultConfig()
	if err != nil {
		t.Fatal(err)
	}
	bag, err := tile.StackBag(cfg.Referee.Rules.TileSet, example.Order())
	if err != nil {
		t.Fatal(err)
	}
	cfg.NewBag = bag.Clone
	cfg.Computer = func(int) computer.Strategy {
		t.Error("a computer player was asked for a move")
		return &script{}
	}
	return cfg
}

// script is a computer player that plays the given moves in turn.
type script struct {
	moves []string
}

// Choose returns the next move of the script.
func (s *script) Choose(context.Context, game.View) (move.Move, error) {
	if len(s.moves) == 0 {
		return move.Move{}, io.ErrUnexpectedEOF
	}
	m := s.moves[0]
	s.moves = s.moves[1:]
	return move.Parse(m)
}

// echoReader gives its lines one per Read and writes each line to out as
// it goes, the way a terminal shows what the user types.
type echoReader struct {
	lines []string
	out   io.Writer
}

// Read returns the next line with its newline.
func (r *echoReader) Read(p []byte) (int, error) {
	if len(r.lines) == 0 {
		return 0, io.EOF
	}
	line := r.lines[0] + "\n"
	if len(line) > len(p) {
		return 0, io.ErrShortBuffer
	}
	r.lines = r.lines[1:]
	io.WriteString(r.out, line)
	return copy(p, line), nil
}

// runEchoed runs a console game on the given input lines, echoed into the
// transcript, and returns the transcript and Run's error.
func runEchoed(t testing.TB, cfg Config, lines ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := Run(context.Background(), cfg, &echoReader{lines: lines, out: &out}, &out)
	return out.String(), err
}

// setupLines answer the setup questions: default board, Player 1 human,
// Player 2 computer, open game.
var setupLines = []string{"d", "h", "c", "o"}

// humanSetup answer the setup questions for two human players in a closed
// game on the default board.
var humanSetup = []string{"d", "h", "h", "c"}

// answers joins the setup answers and further input lines.
func answers(setup []string, more ...string) []string {
	return append(append([]string(nil), setup...), more...)
}
