package console

import (
	"context"
	"io"

	"scraebbkle/core"
)

// session is one run of the console: the conversation, what the game is
// made of and the strategy of each computer player.
type session struct {
	*conversation
	cfg       Config
	computers []core.Strategy // by player; nil for a human player
}

// Run plays one game in the console: it asks the setup questions, plays
// every turn and announces the result. Answers are read from in, one a line;
// everything is written to out.
//
// Run returns nil once the game is over and ErrEndOfInput when the input
// ends first. It also stops at the first failure to read or write, at a
// computer player's error (such as ctx being cancelled) and at an illegal
// move chosen by a computer player.
func Run(ctx context.Context, cfg Config, in io.Reader, out io.Writer) error {
	s := &session{conversation: newConversation(in, out), cfg: cfg}
	g, err := s.setup()
	if err != nil {
		return err
	}
	return s.play(ctx, g)
}

// play shows the board and plays turns until the game is over.
func (s *session) play(ctx context.Context, g *core.Game) error {
	s.showBoard(g)
	for !g.Over() {
		if err := s.turn(ctx, g); err != nil {
			return err
		}
	}
	s.showOutcome(g.Outcome())
	return s.err
}
