package console

import (
	"context"
	"strings"

	"scraebbkle/core/game"
	"scraebbkle/core/netplay/seat"
	"scraebbkle/core/netplay/wire"
)

// update shows what the table shown has brought: the board once the game
// begins (after the draw for the first move, when it begins now), each
// turn played since the last, and the end; it is done at the end, and
// otherwise wants the move of the turn it shows.
func (n *netSession) update(v *seat.View) (bool, error) {
	t := v.Table()
	if t.Waiting > 0 {
		return false, nil
	}
	if !n.begun {
		n.begun = true
		n.shown = len(t.Log)
		if len(t.Log) > 0 {
			n.println("")
			n.showScores(v)
		} else {
			n.showDraws(v.Draws(), v.First())
		}
		n.showBoard(v)
	}
	for ; n.shown < len(t.Log); n.shown++ {
		l := t.Log[n.shown]
		n.showTurn(v, v.Turn(n.shown), v.Player(l.Player).Kind == game.Human)
	}
	if v.Over() {
		n.showOutcome(v.Outcome(), players(v))
		return true, nil
	}
	n.want = t.Turns
	return false, nil
}

// tryAsk asks for the move of the turn wanted, once the tables of the seat
// shown and of the seat to move, when it is played here, are of that turn.
func (n *netSession) tryAsk(ctx context.Context, events chan<- event) error {
	shown := n.views[n.show]
	if n.want < 0 || n.want == n.asked || shown == nil || shown.Table().Turns != n.want {
		return nil
	}
	s := shown.ToMove()
	if v := n.views[s]; n.links[s] != nil && (v == nil || v.Table().Turns != n.want) {
		return nil
	}
	n.asked = n.want
	return n.ask(ctx, s, events)
}

// players are the players of a view, every rack shown at the end.
func players(v *seat.View) []game.Player {
	out := make([]game.Player, v.Players())
	for i := range out {
		out[i] = v.Player(i)
	}
	return out
}

// ask says whose turn it is, and asks the seat to move for its move when
// it is played here: from the keyboard, or from its computer.
func (n *netSession) ask(ctx context.Context, s int, events chan<- event) error {
	n.move = -1
	v := n.views[s]
	if n.links[s] == nil || v == nil {
		n.printf(awaitedLine, seat.Label(n.game.Names, s))
		return nil
	}
	strategy := n.ai[s]
	n.announceTurn(v, s, strategy == nil)
	if strategy == nil {
		n.move = s
		n.print(n.movePrompt())
		return nil
	}
	view, err := v.ComputerView()
	if err != nil {
		return err
	}
	go func() {
		m, err := strategy.Choose(ctx, view)
		ev := event{kind: chosen, seat: s, chose: m, err: err}
		select {
		case events <- ev:
		case <-ctx.Done():
		}
	}()
	return nil
}

// typed handles a line typed: a chat line, or the move awaited.
func (n *netSession) typedLine(line string) error {
	if text, ok := strings.CutPrefix(line, chatPrefix); ok {
		return n.links[n.show].Send(wire.Message{Type: wire.Chat, Text: wire.Cut(text, wire.MaxText)})
	}
	if n.move < 0 {
		n.println(notYourTurn)
		return nil
	}
	if n.overlong {
		n.println(illegalFormat)
		n.print(n.movePrompt())
		return nil
	}
	if _, err := n.rules.Notation.Parse(line); err != nil {
		n.showBadFormat(err)
		n.print(n.movePrompt())
		return nil
	}
	return n.links[n.move].Send(wire.Message{Type: wire.Move, Text: line})
}
