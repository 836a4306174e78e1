package console

import (
	"context"
	"fmt"
	"io"
	"strings"

	"scraebbkle/core/computer"
	"scraebbkle/core/netplay/guest"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/referee"
	"scraebbkle/core/rules"
)

// JoinConfig is how the console joins a game hosted on another desktop.
type JoinConfig struct {
	Options guest.Options
	// Computer, when set, makes the computer player that plays the seat
	// joined, for the game's rules, instead of the keyboard.
	Computer func(r *rules.Set) computer.Strategy
	// KeepToken, when set, is given the seat's token once joined, to keep
	// for coming back after this copy stops.
	KeepToken func(token string)
}

// Join joins a game hosted on another desktop and plays its seat, with
// the usual prompts, until the game is over. It returns the host's
// refusal, or why the game could not go on, as an error.
func Join(ctx context.Context, jc JoinConfig, in io.Reader, out io.Writer) error {
	g, err := guest.Join(ctx, jc.Options)
	if err != nil {
		return err
	}
	defer g.Close()
	r, _, err := seat.Setup(&g.Game)
	if err != nil {
		return err
	}
	if jc.KeepToken != nil {
		jc.KeepToken(g.Token)
	}
	s := &session{conversation: newConversation(in, out), cfg: Config{Referee: &referee.Referee{Rules: r}}}
	s.print(strings.TrimSuffix(banner(r.Name), "\n"))
	s.println("")
	s.printf(joinedLine, fmt.Sprintf("%s on %s", r.Name, g.Game.Name), g.Seat+1)
	var ai map[int]computer.Strategy
	if jc.Computer != nil {
		ai = map[int]computer.Strategy{g.Seat: jc.Computer(r)}
	}
	return s.playNetwork(ctx, g.Game, g.Seat, map[int]seat.Link{g.Seat: g}, ai)
}
