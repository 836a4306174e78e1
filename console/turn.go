package console

import (
	"context"
	"errors"
	"fmt"

	"scraebbkle/core/computer"
	"scraebbkle/core/game"
	"scraebbkle/core/move"
	"scraebbkle/core/referee"
	"scraebbkle/internal/prose"
)

// turn plays the turn of the player to move and shows what happened.
func (s *session) turn(ctx context.Context, g *game.Game) error {
	s.showOpenRacks(g)
	i := g.ToMove()
	strategy := s.computers[i]
	s.announceTurn(g, i, strategy == nil)
	var t game.Turn
	var err error
	if strategy != nil {
		t, err = s.computerMove(ctx, g, strategy)
	} else {
		t, err = s.humanMove(g)
	}
	if err != nil {
		return err
	}
	s.showTurn(g, t, strategy == nil)
	return s.err
}

// announceTurn says whose turn it is and shows a human their tiles.
// ScraBBKle's conversation says nothing before the computer's move.
func (s *session) announceTurn(g table, i int, human bool) {
	switch {
	case s.rules().Console.HumanFirst && !human:
	case s.rules().Console.HumanFirst:
		s.println(duelTurn)
		s.println(g.Player(i).Rack.String())
	case human:
		s.printf(humanTurn, i+1)
		s.println(g.Player(i).Rack.String())
	default:
		s.printf(computerTurn, i+1)
	}
}

// humanMove asks the player to move for a move until the game accepts one.
// A move that is badly written or refused changes nothing and is asked again.
func (s *session) humanMove(g *game.Game) (game.Turn, error) {
	r := s.rules()
	for {
		line, err := s.ask(s.movePrompt())
		if err != nil {
			return game.Turn{}, err
		}
		m, err := r.Notation.Parse(line)
		if err != nil {
			s.showBadFormat(err)
			continue
		}
		t, err := g.Play(m)
		var refusal *referee.Refusal
		if !errors.As(err, &refusal) {
			return t, err
		}
		s.showRefusal(refusal)
	}
}

// movePrompt asks for a move in the game's notation.
func (s *session) movePrompt() string {
	r := s.rules()
	switch {
	case r.Console.HumanFirst:
		return duelMovePrompt
	case r.ExchangeBag > 0:
		return movePrompt + exchangePrompt
	}
	return movePrompt
}

// showBadFormat answers a move that is not written in the game's
// notation, and says what is wrong with it where the game's conversation
// does.
func (s *session) showBadFormat(err error) {
	c := s.rules().Console
	if c.HumanFirst {
		s.println(duelBadFormat)
		return
	}
	s.println(illegalFormat)
	var fe *move.FormatError
	if c.ExplainFormat && errors.As(err, &fe) {
		s.println(prose.Capitalised(fe.Why()) + ".")
	}
}

// showRefusal says why a well-formed move was refused: the example play's
// sentence and the reason, or a sentence of its own for missing tiles and
// for an exchange.
func (s *session) showRefusal(r *referee.Refusal) {
	n := s.rules().Notation
	switch {
	case r.Reason == referee.MissingTiles || r.Move.Exchange != "":
		s.println(r.Explain(n) + tryAgain)
		return
	case s.rules().Console.HumanFirst:
		s.printf(duelNotPermitted, r.Move.Word, r.Move.Origin, r.Move.Dir)
	default:
		s.printf(notPermitted, r.Move.Word, r.Move.Position())
	}
	s.println(r.Explain(n))
}

// computerMove asks strategy for the move of the player to move and makes
// it. The strategy sees a copy of the grid.
func (s *session) computerMove(ctx context.Context, g *game.Game, strategy computer.Strategy) (game.Turn, error) {
	i := g.ToMove()
	m, err := strategy.Choose(ctx, g.View())
	if err != nil {
		return game.Turn{}, fmt.Errorf("console: computer player %d: %w", i+1, err)
	}
	t, err := g.Play(m)
	if err != nil {
		return game.Turn{}, fmt.Errorf("console: computer player %d chose %s: %w", i+1, m, err)
	}
	return t, nil
}

// play shows the board and plays turns until the game is over. A game
// resumed after some turns shows the scores first, as after a move.
func (s *session) play(ctx context.Context, g *game.Game) error {
	if len(g.History()) > 0 {
		s.println("")
		s.showScores(g)
	}
	s.showBoard(g)
	s.save(g)
	for !g.Over() {
		if err := s.turn(ctx, g); err != nil {
			return err
		}
		s.save(g)
	}
	players := make([]game.Player, g.Players())
	for i := range players {
		players[i] = g.Player(i)
	}
	s.showOutcome(g.Outcome(), players)
	return s.err
}

// save keeps the game, when the configuration says how.
func (s *session) save(g *game.Game) {
	if s.cfg.Save != nil {
		s.cfg.Save(g)
	}
}
