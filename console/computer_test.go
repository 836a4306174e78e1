package console

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/tile"
)

// TestComputerGames lets two computer players play whole games with no
// input after the setup and has core replay each transcript.
func TestComputerGames(t *testing.T) {
	tests := []struct {
		seed uint64
		open string
	}{{1, "o"}, {2, "o"}, {3, "c"}}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.seed, tt.open), func(t *testing.T) {
			cfg, err := defaultConfig()
			if err != nil {
				t.Fatal(err)
			}
			rules := cfg.Referee.Rules
			cfg.NewBag = func() *tile.Bag { return tile.NewBag(rules.TileSet, tt.seed) }
			var out strings.Builder
			input := strings.NewReader("d\nc\nc\n" + tt.open + "\n")
			if err := Run(context.Background(), cfg, input, &out); err != nil {
				t.Fatalf("Run returned %v", err)
			}
			transcript := out.String()
			if strings.Contains(transcript, "Please enter your move") {
				t.Error("a computer game asked for a move")
			}
			if got := strings.Contains(transcript, "OPEN GAME:"); got != (tt.open == "o") {
				t.Errorf("OPEN GAME lines shown: %v, in answer to %q", got, tt.open)
			}
			replay(t, cfg, tile.NewBag(rules.TileSet, tt.seed), transcript)
		})
	}
}

// replay plays the moves of a transcript again with core, from the same bag,
// and checks every turn, score, board and the result that it shows.
func replay(t *testing.T, cfg Config, bag *tile.Bag, transcript string) {
	t.Helper()
	kinds := []game.PlayerKind{game.Computer, game.Computer}
	g, err := game.New(cfg.Referee, cfg.DefaultBoard, bag, kinds, true)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(transcript, "\n")
	moves := 0
	for i, line := range lines {
		switch {
		case strings.HasPrefix(line, "It's your turn, "):
			if want := fmt.Sprintf(computerTurn+"\n", g.ToMove()+1); line != want {
				t.Fatalf("line %d: %q, want %q", i+1, line, want)
			}
		case strings.HasPrefix(line, "The move is:"):
			m := shownMove(t, line)
			if _, err := g.Play(m); err != nil {
				t.Fatalf("line %d: %s: %v", i+1, m, err)
			}
			moves++
			if !m.Pass {
				checkBlock(t, lines[i+1:], afterMove(g), i+2)
			}
		case line == gameOver+"\n":
			if !g.Over() {
				t.Fatalf("line %d: Game Over! before the end of the replayed game", i+1)
			}
			end := strings.Join(lines[i:], "")
			if want := outcomeText(g.Outcome()); end != want {
				t.Errorf("the transcript ends\n%s\nwant\n%s", end, want)
			}
			t.Logf("%d moves; %s", moves, end)
			return
		}
	}
	t.Fatal("the transcript has no Game Over!")
}

// shownMove reads the move of a "The move is:" line.
func shownMove(t *testing.T, line string) move.Move {
	t.Helper()
	line = strings.TrimSuffix(line, "\n")
	if line == passMove {
		return move.Pass
	}
	var word, pos string
	if _, err := fmt.Sscanf(line, "The move is:    Letters: %s at position %s", &word, &pos); err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	return mustMove(t, word+","+pos)
}

// afterMove is what follows a tile move: the scores and the board of g.
func afterMove(g *game.Game) string {
	var b strings.Builder
	for i := range g.Players() {
		fmt.Fprintf(&b, scoreLine+"\n", i+1, g.Player(i).Score)
	}
	fmt.Fprintf(&b, "\n%s\n"+startLine+"\n", g.Grid().Render(), g.Board().Start())
	return b.String()
}

// outcomeText is the announcement of an outcome.
func outcomeText(o game.Outcome) string {
	var b strings.Builder
	b.WriteString(gameOver + "\n")
	for i, f := range o.Finals {
		fmt.Fprintf(&b, finalScore+"\n", i+1, f)
	}
	if o.Winner < 0 {
		b.WriteString(drawLine + "\n")
	} else {
		fmt.Fprintf(&b, winnerLine+"\n", o.Winner+1)
	}
	return b.String()
}

// checkBlock checks that lines begin with the lines of want; first is the
// number of the first line, for the message.
func checkBlock(t *testing.T, lines []string, want string, first int) {
	t.Helper()
	n := strings.Count(want, "\n")
	got := strings.Join(lines[:min(n, len(lines))], "")
	if got != want {
		line, g, w := firstDifference(got, want)
		t.Fatalf("line %d: got %q, want %q", first+line-1, g, w)
	}
}

// TestComputerFailures checks that Run stops when a computer player fails or
// chooses an illegal move.
func TestComputerFailures(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name     string
		ctx      context.Context
		strategy func(cfg Config) computer.Strategy
		want     string
	}{
		{"illegal move", context.Background(),
			func(Config) computer.Strategy { return &script{moves: []string{"QI,d7"}} },
			"console: computer player 1 chose QI,d7: You are missing tiles for this move: Q."},
		{"no move", context.Background(),
			func(Config) computer.Strategy { return &script{} },
			"console: computer player 1: unexpected EOF"},
		{"cancelled", cancelled,
			func(cfg Config) computer.Strategy { return computer.HighScore{Referee: cfg.Referee} },
			"console: computer player 1: context canceled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testConfig(t)
			cfg.Computer = func(int) computer.Strategy { return tt.strategy(cfg) }
			var out strings.Builder
			err := Run(tt.ctx, cfg, strings.NewReader("d\nc\nc\nc\n"), &out)
			if err == nil || err.Error() != tt.want || errors.Is(err, ErrEndOfInput) {
				t.Errorf("Run returned %v, want %s", err, tt.want)
			}
		})
	}
}
