package console

import (
	"context"
	"io"
	"strings"

	"scraebbkle/core/computer"
)

// session is one run of the console: the conversation, what the game is
// made of and the strategy of each computer player.
type session struct {
	*conversation
	cfg       Config
	computers []computer.Strategy // by player; nil for a human player
}

// Run plays one game in the console: it asks the setup questions, plays
// every turn and announces the result. Answers are read from in, one a line;
// everything is written to out.
//
// Run returns nil once the game is over and ErrEndOfInput when the input
// ends first. It also stops at the first failure to read or write, at a
// computer player's error (such as ctx being cancelled) and at an illegal
// move chosen by a computer player.
//
// With cfg.Resume set, Run skips the setup questions and goes on with that
// game. With cfg.Save set, it keeps the game after the setup and after
// every turn.
func Run(ctx context.Context, cfg Config, in io.Reader, out io.Writer) error {
	s := &session{conversation: newConversation(in, out), cfg: cfg}
	g := cfg.Resume
	if g == nil {
		var err error
		if g, err = s.setup(); err != nil {
			return err
		}
	} else {
		s.print(strings.TrimSuffix(banner(cfg.Referee.Rules.Name), "\n")) // the board's blank line follows
	}
	s.seat(g)
	return s.play(ctx, g)
}
