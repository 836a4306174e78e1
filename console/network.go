package console

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"scraebbkle/core/board"
	"scraebbkle/core/computer"
	"scraebbkle/core/move"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
	"scraebbkle/core/rules"
)

// The texts of a game between desktops.
const (
	joinCodeLine   = "Join code: %s"
	joinHowLine    = "Players join with: scraebbkle -console -join %s -code %s"
	waitingLine    = "Waiting for %s to join."
	joinedLine     = "Joined %s as Player %d."
	remoteQuestion = "Is Player %d a _h_uman player, a _c_omputer player or a _r_emote player joining?"
	chatPrefix     = "/say "
	chatLine       = "%s: %s"
	notYourTurn    = "It is not your turn. (A line that begins with \"/say \" is said to the other players.)"
	refusedLine    = "%s Please try again."
	awaitedLine    = "%s is to move."
)

// netSession plays the seats of one desktop in a game between desktops,
// from what the host sends each of them.
type netSession struct {
	*session
	rules *rules.Set
	board *board.Board
	game  wire.Game
	show  int                       // the seat whose view is shown, -1 for an onlooker
	links map[int]seat.Link         // the seats played here, and the one shown
	ai    map[int]computer.Strategy // the seats a computer plays here
	views map[int]*seat.View        // each link's latest view
	shown int                       // the turns of the log shown
	begun bool                      // the board has been shown
	asked int                       // the turn whose move was last asked for, or -1
	want  int                       // the turn whose move is to be asked for, or -1
	move  int                       // the seat whose move is awaited from the keyboard, or -1
}

// event is what one of a netSession's sources brought.
type event struct {
	kind  eventKind
	seat  int
	msg   wire.Message
	line  string
	err   error
	chose move.Move
}

// The kinds of event.
type eventKind int

const (
	received  eventKind = iota // msg, from seat's link
	linkEnded                  // seat's link ended
	typed                      // line, or err at the end of the input
	chosen                     // seat's computer chose, or failed with err
)

// playNetwork plays the seats of links (each with the Welcome it began
// with) until the game is over, showing the game as seat show sees it.
func (s *session) playNetwork(ctx context.Context, g wire.Game, show int, links map[int]seat.Link, ai map[int]computer.Strategy) error {
	r, b, err := seat.Setup(&g)
	if err != nil {
		return err
	}
	n := &netSession{session: s, rules: r, board: b, game: g, show: show, links: links, ai: ai,
		views: map[int]*seat.View{}, asked: -1, want: -1, move: -1}
	events := make(chan event)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for i, l := range links {
		go forward(ctx, i, l, events)
	}
	go n.readLines(ctx, events)
	for {
		var ev event
		select {
		case <-ctx.Done():
			return ctx.Err()
		case ev = <-events:
		}
		done, err := n.handle(ctx, ev, events)
		if done || err != nil {
			return err
		}
		if s.err != nil {
			return s.err
		}
	}
}

// forward passes a link's messages on as events.
func forward(ctx context.Context, i int, l seat.Link, events chan<- event) {
	for {
		m, ok := <-l.Messages()
		select {
		case events <- eventOf(i, m, ok):
		case <-ctx.Done():
			return
		}
		if !ok {
			return
		}
	}
}

// eventOf is the event of a message from seat i's link, or of its end.
func eventOf(i int, m wire.Message, ok bool) event {
	if !ok {
		return event{kind: linkEnded, seat: i}
	}
	return event{kind: received, seat: i, msg: m}
}

// readLines passes the lines typed on as events, and the end of the input.
func (n *netSession) readLines(ctx context.Context, events chan<- event) {
	for {
		line, err := n.readLine()
		select {
		case events <- event{kind: typed, line: strings.TrimSpace(line), err: err}:
		case <-ctx.Done():
			return
		}
		if err != nil {
			return
		}
	}
}

// handle does what an event calls for; done once the game is over.
func (n *netSession) handle(ctx context.Context, ev event, events chan<- event) (bool, error) {
	switch {
	case ev.kind == chosen && ev.err != nil:
		return true, fmt.Errorf("console: computer player %d: %w", ev.seat+1, ev.err)
	case ev.kind == chosen:
		return false, n.links[ev.seat].Send(wire.Message{Type: wire.Move, Text: n.rules.Notation.Format(ev.chose)})
	case ev.kind == typed && ev.err != nil:
		return n.endOfInput(ev.err)
	case ev.kind == typed:
		return false, n.typedLine(ev.line)
	case ev.kind == linkEnded:
		return true, n.lost(ev.seat)
	}
	return n.received(ctx, ev.seat, ev.msg, events)
}

// received handles a message the host sent seat i.
func (n *netSession) received(ctx context.Context, i int, m wire.Message, events chan<- event) (bool, error) {
	switch m.Type {
	case wire.Welcome: // back at the table: the move awaited may not have reached the host
		n.asked = -1
	case wire.Chat:
		if i == n.show {
			n.printf(chatLine, m.From, m.Text)
		}
	case wire.Notice:
		if i == n.show {
			n.println(m.Text)
		}
	case wire.Verdict:
		if !m.OK && i == n.move {
			n.printf(refusedLine, m.Text)
			n.print(n.movePrompt())
		}
	case wire.State:
		v, err := seat.NewView(n.rules, n.board, n.game.Open, n.game.Kinds, *m.Table)
		if err != nil {
			return true, fmt.Errorf("the host sent a table this copy cannot read: %w", err)
		}
		n.views[i] = v
		if i == n.show {
			if done, err := n.update(v); done || err != nil {
				return done, err
			}
		}
		return false, n.tryAsk(ctx, events)
	}
	return false, nil
}

// lost ends the game when the link of seat i has ended.
func (n *netSession) lost(i int) error {
	if e, ok := n.links[i].(interface{ Err() error }); ok && e.Err() != nil {
		return fmt.Errorf("the game between desktops ended: %w", e.Err())
	}
	return errors.New("the game between desktops ended: the link to the host closed")
}

// endOfInput answers the end of the keyboard's input: a game that needs
// no more of it goes on; one that does ends here.
func (n *netSession) endOfInput(err error) (bool, error) {
	if err != io.EOF {
		return true, fmt.Errorf("console: reading input: %w", err)
	}
	for i := range n.links {
		if n.ai[i] == nil && i >= 0 {
			n.println("\n" + endOfInput)
			return true, ErrEndOfInput
		}
	}
	return false, nil
}
