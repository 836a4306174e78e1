package console

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"scraebbkle/core/computer"
)

// TestChoiceReasks answers each setup question wrongly first and checks that
// the question is asked again after a line saying what was wrong.
func TestChoiceReasks(t *testing.T) {
	const (
		boardQ = "Would you like to _l_oad a board or use the _d_efault board?\nPlease enter your choice (l/d): "
		p1Q    = "Is Player 1 a _h_uman player or a _c_omputer player?\nPlease enter your choice (h/c): "
		p2Q    = "Is Player 2 a _h_uman player or a _c_omputer player?\nPlease enter your choice (h/c): "
		openQ  = "Would you like to play an _o_pen or a _c_losed game?\nPlease enter your choice (o/c): "
	)
	tests := []struct {
		name  string
		input []string
		want  string
	}{
		{"board", []string{"x", "d", "h", "h", "c"},
			boardQ + "x\n\"x\" is neither l nor d.\n" + boardQ + "d\n" + p1Q},
		{"upper case", []string{"D", "H", "H", "O"},
			boardQ + "D\n" + p1Q + "H\n" + p2Q + "H\n" + openQ + "O\n\n    a  b  c"},
		{"player 1, twice", []string{"d", "human", "", "h", "h", "c"},
			p1Q + "human\n\"human\" is neither h nor c.\n" + p1Q + "\n\"\" is neither h nor c.\n" + p1Q + "h\n" + p2Q},
		{"player 2", []string{"d", "h", "computer", "h", "c"},
			p2Q + "computer\n\"computer\" is neither h nor c.\n" + p2Q + "h\n" + openQ},
		{"open", []string{"d", "h", "h", "d", "c"},
			openQ + "d\n\"d\" is neither o nor c.\n" + openQ + "c\n\n    a  b  c"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := runEchoed(t, testConfig(t), tt.input...)
			if !errors.Is(err, ErrEndOfInput) {
				t.Errorf("Run returned %v, want ErrEndOfInput", err)
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("the transcript lacks\n%s\nit is\n%s", tt.want, got)
			}
		})
	}
}

// TestSetupChoices checks that the answers decide who plays and whether the
// racks are shown.
func TestSetupChoices(t *testing.T) {
	tests := []struct {
		name     string
		input    []string
		want     []string // in the transcript
		wantNot  []string // not in it
		computer []int    // the players asked to be computers
	}{
		{"human and human, closed", []string{"d", "h", "h", "c"},
			[]string{"It's your turn, Player 1! Your tiles:\n[E2], [E2], [D2], [N1], [I1], [D2], [L1]\nPlease enter your move"},
			[]string{"OPEN GAME:"}, nil},
		{"human and human, open", []string{"d", "h", "h", "o"},
			[]string{"Start position: d7\nOPEN GAME: Player 2's tiles:\nOPEN GAME: [N1], [Z9], [H4], [N1], [T1], [F4], [O1]\nIt's your turn, Player 1! Your tiles:\n"},
			nil, nil},
		{"computer and human", []string{"d", "c", "h", "c"},
			[]string{"It's your turn, Player 1!\nThe move is:    Pass Move!\nIt's your turn, Player 2! Your tiles:\n[N1], [Z9]"},
			[]string{"OPEN GAME:"}, []int{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testConfig(t)
			var asked []int
			cfg.Computer = func(player int) computer.Strategy {
				asked = append(asked, player)
				return &script{moves: []string{","}}
			}
			got, err := runEchoed(t, cfg, tt.input...)
			if !errors.Is(err, ErrEndOfInput) {
				t.Errorf("Run returned %v, want ErrEndOfInput", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("the transcript lacks\n%s\nit is\n%s", w, got)
				}
			}
			for _, w := range tt.wantNot {
				if strings.Contains(got, w) {
					t.Errorf("the transcript holds %q", w)
				}
			}
			if !slices.Equal(asked, tt.computer) {
				t.Errorf("computer players %v, want %v", asked, tt.computer)
			}
		})
	}
}
